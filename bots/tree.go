package bots

import (
	"math/rand/v2"

	"caribe/engine"
)

// node is one move in a search tree. Children are a linked list of indices
// into the tree's arena, so growing the tree allocates nothing once the
// arena has grown. With the heuristic bias, a node's first child is the
// heuristic's move.
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
	view     S                        // a determinization of root, for an information-set tree
	det      engine.Determinizer      // s as a Determinizer, when the game hides anything
	heur     engine.Heuristic[M]      // s as a Heuristic for the playouts; nil: random playouts
	hint     engine.Heuristic[M]      // s as a Heuristic for the progressive bias; nil: none
	random   *engine.RandomPlay[S, M] // s's random playouts and chance draws
	apply    engine.Trusted[M]        // plays a playout's move on s, by the trusted path when s has one
	rng      rand.PCG
	resample bool
	seat     int
	c        float64
	weight   float64 // of the score in the reward
	urgency  float64 // of the win's timing in the reward
	bias     float64 // of the heuristic's move in the selection
	scores   []int
	legal    []M
	path     []int32
	reward   []float64
	winners  []int
}

func newTree[S engine.State[S, M], M engine.Move](s S, cfg MCTSConfig) *tree[S, M] {
	t := &tree[S, M]{
		root: s.Clone(), s: s.Clone(),
		resample: cfg.Resample, c: cfg.Exploration, weight: cfg.ScoreWeight, urgency: cfg.Urgency, bias: cfg.HeuristicBias,
		legal:   make([]M, 0, 64),
		path:    make([]int32, 0, 64),
		reward:  make([]float64, s.Players()),
		scores:  make([]int, 0, s.Players()),
		winners: make([]int, 0, 8),
	}
	t.det, _ = any(t.s).(engine.Determinizer)
	t.random = engine.BindRandomPlay[S, M](t.s)
	t.apply = engine.PlayoutApply[S, M](t.s)
	if t.det != nil && t.resample {
		t.view = s.Clone()
	}
	h, _ := any(t.s).(engine.Heuristic[M])
	if !cfg.RandomPlayouts {
		t.heur = h
	}
	if cfg.HeuristicBias > 0 {
		t.hint = h
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
			child = t.chanceChild(n, t.random.Chance(&t.rng))
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
	t.score(s, len(t.path)-1+t.playout(s))
	for _, i := range t.path {
		nd := &t.nodes[i]
		nd.visits++
		if nd.seat >= 0 {
			nd.reward += t.reward[nd.seat]
		}
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

func mustApply[S engine.State[S, M], M engine.Move](s S, m M) {
	if err := s.Apply(m, nil); err != nil {
		panic("bots: a legal move was refused: " + err.Error())
	}
}
