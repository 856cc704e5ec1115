package bots

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"caribe/engine"
)

// MCTSConfig sets up a Monte Carlo tree search.
type MCTSConfig struct {
	// Budget per decision: iterations, shared out over the trees, or time.
	// The zero Budget means DefaultIterations.
	Budget Budget
	// Seed makes the bot's choices reproducible (with an iteration budget).
	Seed uint64
	// Trees is the number of independent trees searched from the root, each
	// with its own generator and, for mcts, its own determinization; their
	// root visits are summed (root parallelism). Zero means DefaultTrees.
	Trees int
	// Workers is how many goroutines search the trees at once; zero means
	// GOMAXPROCS. It changes the speed, never the move chosen.
	Workers int
	// Exploration is UCB1's constant; zero means DefaultExploration.
	Exploration float64
	// Resample draws a new determinization of the hidden information at
	// every iteration (information-set MCTS) instead of one per tree.
	Resample bool
	// RandomPlayouts plays uniformly random playouts even when the game has
	// an engine.Heuristic; by default the playouts play the heuristic.
	RandomPlayouts bool
	// ScoreWeight mixes the final score into the reward: each seat gets
	// (1-ScoreWeight) times its share of the win plus ScoreWeight times its
	// score over the best score. Zero rewards wins only; the bots that
	// NewPlayer makes use DefaultScoreWeight.
	ScoreWeight float64
	// HeuristicBias favours the game's heuristic move (engine.Heuristic) at
	// every node: it is tried first, and its UCB1 value gets a progressive
	// bias of HeuristicBias/(visits+1), which fades as the move is tried.
	// Zero searches without it.
	HeuristicBias float64
	// WinDepth is how many moves in a row of the deciding seat the search
	// for a win this turn looks ahead before searching; zero looks for none.
	WinDepth int
	// Urgency is the part of the win's reward that a win loses by coming
	// later, and that a loss gains by coming later (UrgencyHorizon).
	Urgency float64
}

// Defaults of MCTSConfig.
const (
	DefaultIterations  = 10000
	DefaultTrees       = 2
	DefaultExploration = 0.7
	DefaultScoreWeight = 0.5
	DefaultWinDepth    = 3
	DefaultUrgency     = 0.1
)

// mcts is multi-player Monte Carlo tree search with UCB1: each node keeps
// the reward of the seat that chose its move, chance outcomes are sampled
// by their probabilities, and playouts play the game's heuristic (or random
// moves). In a game that hides information every tree searches
// determinizations drawn from what the deciding seat can see, never the
// true hidden state.
type mcts[S engine.State[S, M], M engine.Move] struct {
	cfg    MCTSConfig
	rng    rand.PCG
	trees  []*tree[S, M]
	legal  []M
	visits []float64
	seat   int
	cut    bool // the clock cut the last decision short

	// The search for a win this turn (winThisTurn).
	views   []S   // determinizations the line must win in
	stack   []S   // a state per move of the line
	moves   [][]M // the legal moves per move of the line
	line    []M
	check   []M
	winners []int
	tried   int
}

// NewMCTS returns a Monte Carlo tree search bot: with Resample, the
// information-set search (ismcts), else a determinized one (mcts).
func NewMCTS[S engine.State[S, M], M engine.Move](c MCTSConfig) Player[S, M] {
	if c.Budget.Iterations == 0 && c.Budget.Time == 0 {
		c.Budget.Iterations = DefaultIterations
	}
	if c.Trees < 1 {
		c.Trees = DefaultTrees
	}
	if c.Workers < 1 {
		c.Workers = runtime.GOMAXPROCS(0)
	}
	c.Workers = min(c.Workers, c.Trees)
	if c.Exploration == 0 {
		c.Exploration = DefaultExploration
	}
	b := &mcts[S, M]{cfg: c}
	b.rng.Seed(c.Seed, 0x3c75)
	return b
}

// Choose never plays a blunder (engine.Blunderer) while another move is
// legal. It plays the first move of a line that wins the game outright this
// turn, if it finds one (winThisTurn); else it searches from s and plays
// the root move visited most over all trees (the first legal one of
// equals). The search stops early when ctx ends. Where the table has
// stalled for StallRounds rounds, it plays the game's rule of thumb
// instead (stalled).
func (b *mcts[S, M]) Choose(ctx context.Context, s S) M {
	b.legal = engine.DropBlunders[M](s, s.Legal(b.legal[:0]))
	if len(b.legal) == 1 {
		return b.legal[0]
	}
	if m, ok := stalled[M](s, s.Players(), &b.rng); ok {
		return m
	}
	seat, _ := s.Actor().Seat()
	if b.trees == nil {
		for range b.cfg.Trees {
			b.trees = append(b.trees, newTree(s, b.cfg))
		}
	}
	for _, t := range b.trees {
		t.reset(s, seat, b.rng.Uint64(), b.rng.Uint64())
	}
	b.seat, b.cut = seat, false
	if m, ok := b.winThisTurn(b.cfg.WinDepth); ok {
		return m
	}
	b.cut = b.search(ctx.Done())
	b.visits = b.visits[:0]
	for range b.legal {
		b.visits = append(b.visits, 0)
	}
	for _, t := range b.trees {
		t.rootVisits(b.legal, b.visits)
	}
	best := 0
	for i, v := range b.visits {
		if v > b.visits[best] {
			best = i
		}
	}
	return b.legal[best]
}

// search runs the trees on the workers until the budget is spent or done
// is closed. With a time budget each tree gets its share of the time of
// the rounds that the workers need to run them all; iterations under a cap
// all stop at the cap, counted from the start of the search. Every tree
// looks at done and at the clock once in checkEvery iterations, before the
// first too. It reports whether the cap cut the iterations short.
func (b *mcts[S, M]) search(done <-chan struct{}) (cut bool) {
	n := len(b.trees)
	start := time.Now()
	slot := b.cfg.Budget.Time / time.Duration((n+b.cfg.Workers-1)/b.cfg.Workers)
	var short atomic.Bool
	run := func(i int) {
		t := b.trees[i]
		k := -1
		deadline := start.Add(b.cfg.Budget.Cap)
		if b.cfg.Budget.Iterations > 0 {
			k = b.cfg.Budget.Iterations / n
			if i < b.cfg.Budget.Iterations%n {
				k++
			}
		} else {
			deadline = time.Now().Add(slot)
		}
		timed := k < 0 || b.cfg.Budget.Cap > 0
		for j := 0; j != k; j++ {
			if j%checkEvery == 0 {
				if closed(done) {
					return
				}
				if timed && !time.Now().Before(deadline) {
					if k > 0 {
						short.Store(true)
					}
					return
				}
			}
			t.iterate()
		}
	}
	if b.cfg.Workers == 1 {
		for i := range n {
			run(i)
		}
		return short.Load()
	}
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range b.cfg.Workers {
		wg.Go(func() {
			for i := range next {
				run(i)
			}
		})
	}
	wg.Wait()
	return short.Load()
}

// checkEvery is how many iterations a tree runs between looks at its
// deadline and its context: often enough to stop within a few
// milliseconds, rarely enough to cost nothing.
const checkEvery = 16

// closed reports whether done is closed; a nil done never is.
func closed(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// CutShort reports whether the clock cut the last decision's iterations
// short (Budget.Cap).
func (b *mcts[S, M]) CutShort() bool { return b.cut }
