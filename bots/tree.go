package bots

import (
	"math"
	"math/rand/v2"

	"caribe/engine"
)

// node is one move in a search tree. Children are a linked list of indices
// into the tree's arena, so growing the tree allocates nothing once the
// arena has grown.
type node[M engine.Move] struct {
	move   M
	seat   int8  // the seat that chose move; -1 for a chance outcome
	kids   int32 // children so far
	first  int32 // first child, or -1
	next   int32 // next sibling, or -1
	visits int32
	avail  int32   // iterations in which move was legal at the parent (information sets)
	reward float64 // the choosing seat's rewards, summed
}

// tree is one search tree with its own generator and scratch space. The
// tree of a fixed determinization (mcts) is exact: a node is one state,
// chance outcomes being nodes too. With resample (ismcts) every iteration
// draws a new determinization and a node is a sequence of moves, whose
// children are chosen among those legal in the current draw, by the
// availability count.
type tree[S engine.State[S, M], M engine.Move] struct {
	nodes    []node[M]
	root, s  S
	det      engine.Determinizer // s as a Determinizer, when the game hides anything
	heur     engine.Heuristic[M] // s as a Heuristic for the playouts; nil: random playouts
	rng      rand.PCG
	resample bool
	seat     int
	c        float64
	weight   float64 // of the score in the reward
	scores   []int
	legal    []M
	chances  []engine.Outcome[M]
	path     []int32
	reward   []float64
	winners  []int
}

func newTree[S engine.State[S, M], M engine.Move](s S, cfg MCTSConfig) *tree[S, M] {
	t := &tree[S, M]{
		root: s.Clone(), s: s.Clone(),
		resample: cfg.Resample, c: cfg.Exploration, weight: cfg.ScoreWeight,
		legal:   make([]M, 0, 64),
		chances: make([]engine.Outcome[M], 0, 16),
		path:    make([]int32, 0, 64),
		reward:  make([]float64, s.Players()),
		scores:  make([]int, 0, s.Players()),
		winners: make([]int, 0, 8),
	}
	t.det, _ = any(t.s).(engine.Determinizer)
	if !cfg.RandomPlayouts {
		t.heur, _ = any(t.s).(engine.Heuristic[M])
	}
	return t
}

// reset prepares a search from s for seat, seeding the tree's generator.
// Without resample the hidden information is drawn once, here.
func (t *tree[S, M]) reset(s S, seat int, seed1, seed2 uint64) {
	t.root.CopyFrom(s)
	t.seat = seat
	t.rng.Seed(seed1, seed2)
	if t.det != nil && !t.resample {
		any(t.root).(engine.Determinizer).Determinize(seat, &t.rng)
	}
	t.nodes = append(t.nodes[:0], node[M]{seat: -1, first: -1, next: -1})
}

// winNow finds a move of legal that ends the game at once with the root's
// seat the only winner, trying each on a determinization of the root.
func (t *tree[S, M]) winNow(legal []M) (M, bool) {
	for _, m := range legal {
		t.s.CopyFrom(t.root)
		if t.resample && t.det != nil {
			t.det.Determinize(t.seat, &t.rng)
		}
		mustApply(t.s, m)
		if t.s.Actor() == engine.Nobody {
			t.winners = t.s.Winners(t.winners[:0])
			if len(t.winners) == 1 && t.winners[0] == t.seat {
				return m, true
			}
		}
	}
	var none M
	return none, false
}

// iterate runs one iteration: select and expand from the root, play out,
// and back the rewards up the path.
func (t *tree[S, M]) iterate() {
	s := t.s
	s.CopyFrom(t.root)
	if t.resample && t.det != nil {
		t.det.Determinize(t.seat, &t.rng)
	}
	t.path = append(t.path[:0], 0)
	n := int32(0)
	for {
		a := s.Actor()
		if a == engine.Nobody {
			break
		}
		var child int32
		expanded := false
		if a == engine.Chance {
			child = t.chanceChild(n, t.sampleChance(s))
		} else {
			child, expanded = t.choose(n, s, int8(a))
		}
		mustApply(s, t.nodes[child].move)
		t.path = append(t.path, child)
		n = child
		if expanded {
			break
		}
	}
	t.playout(s)
	t.score(s)
	for _, i := range t.path {
		nd := &t.nodes[i]
		nd.visits++
		if nd.seat >= 0 {
			nd.reward += t.reward[nd.seat]
		}
	}
}

// choose picks the child of n to follow for seat: a legal move not tried
// yet (expanded is then true), else the best by UCB1.
func (t *tree[S, M]) choose(n int32, s S, seat int8) (child int32, expanded bool) {
	t.legal = s.Legal(t.legal[:0])
	if !t.resample {
		if k := t.nodes[n].kids; int(k) < len(t.legal) {
			return t.add(n, t.legal[k], seat), true
		}
		return t.ucb(n, float64(t.nodes[n].visits), false), false
	}
	untried, m := 0, t.legal[0]
	for _, l := range t.legal {
		if t.find(n, l) < 0 {
			untried++
			if pick(&t.rng, untried) == 0 {
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
// there. With available, only children legal now (in t.legal) count, and
// each one's availability stands for the parent's visits.
func (t *tree[S, M]) ucb(n int32, parent float64, available bool) int32 {
	best, bestV := int32(-1), math.Inf(-1)
	for k := t.nodes[n].first; k >= 0; k = t.nodes[k].next {
		nd := &t.nodes[k]
		p := parent
		if available {
			if !contains(t.legal, nd.move) {
				continue
			}
			nd.avail++
			p = float64(nd.avail)
		}
		v := float64(nd.visits)
		if u := nd.reward/v + t.c*math.Sqrt(math.Log(p)/v); u > bestV {
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

// playout plays s to the end: the heuristic's decisions (or uniformly
// random ones), chance outcomes by their probabilities, all drawn from the
// tree's generator (never from the game's, which a fixed determinization
// would repeat).
func (t *tree[S, M]) playout(s S) {
	for {
		var m M
		switch s.Actor() {
		case engine.Nobody:
			return
		case engine.Chance:
			m = t.sampleChance(s)
		default:
			if t.heur != nil {
				m = t.heur.HeuristicMove(&t.rng)
				break
			}
			t.legal = s.Legal(t.legal[:0])
			m = t.legal[pick(&t.rng, len(t.legal))]
		}
		mustApply(s, m)
	}
}

// sampleChance draws the pending chance outcome by its probability.
func (t *tree[S, M]) sampleChance(s S) M {
	t.chances = s.Chances(t.chances[:0])
	x := float64(t.rng.Uint64()>>11) / (1 << 53)
	for _, o := range t.chances {
		if x < o.Prob {
			return o.Move
		}
		x -= o.Prob
	}
	return t.chances[len(t.chances)-1].Move
}

// score sets each seat's reward for a finished game: its share of the win
// (1 shared equally among the winners), and with weight w its score as a
// fraction of the best score, mixed 1-w to w.
func (t *tree[S, M]) score(s S) {
	t.winners = s.Winners(t.winners[:0])
	t.scores = s.Scores(t.scores[:0])
	top := 1
	for _, x := range t.scores {
		top = max(top, x)
	}
	for i, x := range t.scores {
		t.reward[i] = t.weight * float64(max(x, 0)) / float64(top)
	}
	for _, w := range t.winners {
		t.reward[w] += (1 - t.weight) / float64(len(t.winners))
	}
}

// rootVisits adds the visits of each root move to visits, indexed as legal.
func (t *tree[S, M]) rootVisits(legal []M, visits []float64) {
	for k := t.nodes[0].first; k >= 0; k = t.nodes[k].next {
		for i, m := range legal {
			if m == t.nodes[k].move {
				visits[i] += float64(t.nodes[k].visits)
			}
		}
	}
}

func contains[M comparable](ms []M, m M) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func mustApply[S engine.State[S, M], M engine.Move](s S, m M) {
	if err := s.Apply(m, nil); err != nil {
		panic("bots: a legal move was refused: " + err.Error())
	}
}
