package bots

import (
	"math"

	"caribe/engine"
)

// choose picks the child of n to follow for seat: a legal move not tried
// yet (expanded is then true), else the best by UCB1; at the root, never a
// blunder (engine.DropBlunders). With a heuristic bias, the heuristic's
// move is the first one tried.
func (t *tree[S, M]) choose(n int32, s S, seat int8) (child int32, expanded bool) {
	t.legal = s.Legal(t.legal[:0])
	if n == 0 {
		t.legal = engine.DropBlunders[M](s, t.legal)
	}
	first := t.nodes[n].kids == 0 && t.hint != nil
	if !t.resample {
		// The legal moves are expanded in order, the heuristic's first.
		k := int(t.nodes[n].kids)
		switch {
		case k == len(t.legal):
			return t.ucb(n, float64(t.nodes[n].visits), false), false
		case first:
			k = max(index(t.legal, t.hint.HeuristicMove(&t.rng)), 0)
		case t.hint != nil && k <= index(t.legal, t.nodes[t.nodes[n].first].move):
			k--
		}
		return t.add(n, t.legal[k], seat), true
	}
	if first {
		if m := t.hint.HeuristicMove(&t.rng); index(t.legal, m) >= 0 {
			return t.add(n, m, seat), true
		}
	}
	untried, m := 0, t.legal[0]
	for _, l := range t.legal {
		if t.find(n, l) < 0 {
			untried++
			if engine.Pick(t.rng.Uint64(), untried) == 0 {
				m = l
			}
		}
	}
	if untried > 0 {
		return t.add(n, m, seat), true
	}
	return t.ucb(n, 0, true), false
}

// ucb is the child of n with the highest UCB1 value for the seat choosing
// there, plus the progressive bias, bias/(visits+1), of the heuristic's
// move, the first child. With available, only children legal now (in t.legal) count, and
// each one's availability stands for the parent's visits.
func (t *tree[S, M]) ucb(n int32, parent float64, available bool) int32 {
	best, bestV := int32(-1), math.Inf(-1)
	for k := t.nodes[n].first; k >= 0; k = t.nodes[k].next {
		nd := &t.nodes[k]
		p := parent
		if available {
			if index(t.legal, nd.move) < 0 {
				continue
			}
			nd.avail++
			p = float64(nd.avail)
		}
		v := float64(nd.visits)
		u := nd.reward/v + t.c*math.Sqrt(math.Log(p)/v)
		if t.hint != nil && k == t.nodes[n].first {
			u += t.bias / (v + 1)
		}
		if u > bestV {
			best, bestV = k, u
		}
	}
	return best
}

// chanceChild is the child of n for chance outcome m, added if new.
func (t *tree[S, M]) chanceChild(n int32, m M) int32 {
	if k := t.find(n, m); k >= 0 {
		return k
	}
	return t.add(n, m, -1)
}

// find is the child of n reached by m, or -1.
func (t *tree[S, M]) find(n int32, m M) int32 {
	for k := t.nodes[n].first; k >= 0; k = t.nodes[k].next {
		if t.nodes[k].move == m {
			return k
		}
	}
	return -1
}

// add appends a child of n reached by m, chosen by seat, at the end of n's
// children so that they stay in the order they were added.
func (t *tree[S, M]) add(n int32, m M, seat int8) int32 {
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, node[M]{move: m, seat: seat, first: -1, next: -1, avail: 1})
	p := &t.nodes[n]
	p.kids++
	if p.first < 0 {
		p.first = i
		return i
	}
	k := p.first
	for t.nodes[k].next >= 0 {
		k = t.nodes[k].next
	}
	t.nodes[k].next = i
	return i
}

// index is the position of m in ms, or -1.
func index[M comparable](ms []M, m M) int {
	for i, x := range ms {
		if x == m {
			return i
		}
	}
	return -1
}
