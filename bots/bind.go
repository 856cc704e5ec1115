package bots

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"caribe/engine"
)

// Game is a game the bots can play, behind a type-erased face for the
// protocol and the tournaments.
type Game interface {
	// Name is the game's name, e.g. "cartagena".
	Name() string
	// Play sets up a game and plays it to the end, seats[i] moving for
	// seat i, chance outcomes drawn from the game's own generator. Seat i's
	// bot is seeded with SeedFor(seed, i); a search runs on up to workers
	// goroutines (which changes its speed, not its moves).
	Play(players int, options json.RawMessage, seed uint64, seats []Spec, workers int) (Result, error)
	// Advise returns, as JSON, the move the bot of spec would play now in
	// sess for the seat that must decide. sess is left unchanged. When ctx
	// ends first, a search stops and chooses among what it has found so far.
	Advise(ctx context.Context, sess engine.Session, spec Spec, seed uint64) (json.RawMessage, error)
	// Search is how the game's searches play by default.
	Search() Search
}

// Result is how one game went.
type Result struct {
	Scores  []int
	Winners []int
	// Moves counts every move played, chance outcomes included.
	Moves int
	// Adjudicated is set when the game was stopped after MaxMoves moves.
	Adjudicated bool
	// Decisions and Thinking count, per seat, the decisions made and the
	// time spent choosing them; Slowest is the longest single decision.
	Decisions []int
	Thinking  []time.Duration
	Slowest   []time.Duration
	// Cut counts, per seat, the decisions whose iterations the clock cut
	// short (Budget.Cap).
	Cut []int
}

// MaxMoves bounds a game played by bots, which may wander without end
// where people would not (a Cartagena pirate stepping back and forth while
// the other player is stuck). A game still going after MaxMoves moves, about
// thirty times a long game, is adjudicated: the highest scores share the win.
const MaxMoves = 20_000

// Search is how a game's searches play by default.
type Search struct {
	// Iterations is the budget per decision when a spec names none.
	Iterations int
	// Trees is the number of trees of mcts (MCTSConfig.Trees).
	Trees int
	// ISTrees is the number of trees of ismcts; zero means DefaultTrees.
	ISTrees int
	// HeuristicBias is MCTSConfig.HeuristicBias, of both searches.
	HeuristicBias float64
	// WinDepth is MCTSConfig.WinDepth, of both searches: how many moves in
	// a row of one seat a win this turn may take.
	WinDepth int
	// Levels are the game's bot strengths offered to people, from the
	// easiest; nil means Levels().
	Levels []Level
}

// DefaultSearch is the search of a game bound with Bind.
var DefaultSearch = Search{Iterations: DefaultIterations, Trees: DefaultTrees, WinDepth: DefaultWinDepth}

// Bind makes a game playable by the bots, searched with DefaultSearch. The
// greedy bot needs the state to implement engine.Heuristic; a state
// implementing engine.Determinizer has its hidden information re-drawn by
// the searches.
func Bind[S engine.State[S, M], M engine.Move](r engine.Rules[S, M]) Game {
	return BindSearch(r, DefaultSearch)
}

// BindSearch is Bind for a game searched otherwise by default.
func BindSearch[S engine.State[S, M], M engine.Move](r engine.Rules[S, M], search Search) Game {
	return binding[S, M]{r, search}
}

type binding[S engine.State[S, M], M engine.Move] struct {
	r      engine.Rules[S, M]
	search Search
}

func (b binding[S, M]) Name() string { return b.r.Name }

func (b binding[S, M]) Search() Search { return b.search }

// NewPlayer makes the bot of spec for a game of type S; a search gets the
// default configuration with the spec's budget (search's when it names
// none), seed and workers, and search's trees and heuristic bias.
func NewPlayer[S engine.State[S, M], M engine.Move](spec Spec, seed uint64, workers int, search Search) (Player[S, M], error) {
	switch spec.Name {
	case Random:
		return NewRandom[S, M](seed), nil
	case Greedy:
		return NewGreedy[S, M](seed)
	case Casual:
		return NewCasual[S, M](seed)
	case ExpertName:
		return NewExpert[S, M](seed)
	case Expecti:
		return NewExpecti[S, M](1, seed)
	case Expecti2:
		return NewExpecti[S, M](2, seed)
	case Expecti3:
		return NewExpecti[S, M](3, seed)
	case Expertimax:
		return NewExpertimax[S, M](seed)
	case Expectiwin:
		return NewExpectiwin[S, M](seed)
	case Rollout:
		return NewRollout[S, M](seed)
	case MCTS, ISMCTS:
		c := MCTSConfig{Budget: spec.Budget, Seed: seed, Workers: workers, Resample: spec.Name == ISMCTS,
			ScoreWeight: DefaultScoreWeight, HeuristicBias: search.HeuristicBias,
			WinDepth: search.WinDepth, Urgency: DefaultUrgency}
		if c.Budget.Iterations == 0 && c.Budget.Time == 0 {
			c.Budget.Iterations = search.Iterations
		}
		c.Trees = search.Trees
		if c.Resample {
			c.Trees = search.ISTrees
		}
		return NewMCTS[S, M](c), nil
	}
	return nil, fmt.Errorf("unknown bot %q", spec.Name)
}

func (b binding[S, M]) Play(players int, options json.RawMessage, seed uint64, seats []Spec, workers int) (Result, error) {
	if len(options) == 0 {
		options = json.RawMessage("{}")
	}
	if err := engine.CheckOptions(b.r.Options, players, options); err != nil {
		return Result{}, fmt.Errorf("%s: %w", b.r.Name, err)
	}
	if len(seats) != players {
		return Result{}, fmt.Errorf("%d bots for %d seats", len(seats), players)
	}
	s, err := b.r.New(players, options, seed)
	if err != nil {
		return Result{}, err
	}
	chance := engine.BindChance[S, M](s)
	ps := make([]Player[S, M], players)
	for i, spec := range seats {
		if ps[i], err = NewPlayer[S, M](spec, SeedFor(seed, i), workers, b.search); err != nil {
			return Result{}, err
		}
	}
	res := Result{Decisions: make([]int, players), Thinking: make([]time.Duration, players), Slowest: make([]time.Duration, players),
		Cut: make([]int, players)}
	for {
		if res.Moves == MaxMoves {
			res.Scores, res.Adjudicated = s.Scores(nil), true
			res.Winners = appendBest(nil, res.Scores)
			return res, nil
		}
		a := s.Actor()
		var m M
		switch a {
		case engine.Nobody:
			res.Scores, res.Winners = s.Scores(nil), s.Winners(nil)
			return res, nil
		case engine.Chance:
			m, _ = chance.Sample()
		default:
			start := time.Now()
			m = ps[a].Choose(context.Background(), s)
			d := time.Since(start)
			res.Decisions[a]++
			res.Thinking[a] += d
			res.Slowest[a] = max(res.Slowest[a], d)
			if c, ok := ps[a].(interface{ CutShort() bool }); ok && c.CutShort() {
				res.Cut[a]++
			}
		}
		if err := s.Apply(m, nil); err != nil {
			return Result{}, fmt.Errorf("%s, move %d by %v: %v: %w", b.r.Name, res.Moves+1, a, m, err)
		}
		res.Moves++
	}
}

func (b binding[S, M]) Advise(ctx context.Context, sess engine.Session, spec Spec, seed uint64) (json.RawMessage, error) {
	if _, ok := sess.Actor().Seat(); !ok {
		return nil, fmt.Errorf("no seat decides now: the pending decision is %v's", sess.Actor())
	}
	data, err := sess.MarshalJSON()
	if err != nil {
		return nil, err
	}
	s, err := b.r.Load(data)
	if err != nil {
		return nil, err
	}
	p, err := NewPlayer[S, M](spec, seed, 0, b.search)
	if err != nil {
		return nil, err
	}
	return json.Marshal(p.Choose(ctx, s))
}

// appendBest appends to w the seats with the highest score.
func appendBest(w []int, scores []int) []int {
	start := len(w)
	for i, x := range scores {
		switch {
		case len(w) == start || x > scores[w[start]]:
			w = append(w[:start], i)
		case x == scores[w[start]]:
			w = append(w, i)
		}
	}
	return w
}
