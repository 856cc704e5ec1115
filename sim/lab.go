package sim

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"caribe/bots"
	"caribe/engine"
)

// Played is one game as the lab records it: what a row of the rows file
// holds, and what a shard hands to the merge. Every field but the timing
// depends only on the game's set-up, seed and bots.
type Played struct {
	// Index is the game's place in its job: Setting·Games + the game's
	// number within its setting.
	Index   int      `json:"index"`
	Setting int      `json:"setting"`
	Seed    uint64   `json:"seed"`
	Bots    []string `json:"bots"`
	Scores  []int    `json:"scores"`
	Winners []int    `json:"winners"`
	// Moves counts every move, chance outcomes included; Turns counts the
	// players' turns.
	Moves int `json:"moves"`
	Turns int `json:"turns"`
	// First is the seat that decided first.
	First int `json:"first"`
	// Capped is set when the game was stopped at the move cap and decided
	// on score.
	Capped bool `json:"capped,omitempty"`
	// Stats are the game's numbers per seat: its summary's, then those the
	// lab counts from its events.
	Stats []Stat `json:"stats"`
	// LeadChanges, Behind and Settled are the raw counts of the game's
	// metrics (metrics.go).
	LeadChanges int `json:"lead_changes"`
	Behind      int `json:"behind"`
	Settled     int `json:"settled"`
	// Trace is every move, when the job traces.
	Trace []TraceMove `json:"trace,omitempty"`

	thinking []Thinking
}

// Stat is one number per seat of one game.
type Stat struct {
	Name   string `json:"name"`
	Values []int  `json:"values"`
}

// TraceMove is one move of a traced game.
type TraceMove struct {
	// Actor is the seat that moved, or -1 for a chance outcome.
	Actor int `json:"actor"`
	// Move is the move as the game prints it; JSON as the game's API
	// writes it.
	Move string          `json:"move"`
	JSON json.RawMessage `json:"json"`
	// Standing is each seat's standing after the move (Standing of the
	// game's lab).
	Standing []float64 `json:"standing"`
}

// labGame plays one game with the lab's recording.
type labGame interface {
	// play plays a game to the end, as bots.Game.Play does (the same moves
	// for the same arguments), recording it.
	play(setup gameSetup) (Played, error)
	// standing says in words what a seat's standing is.
	standing() string
}

// gameSetup is one game to play.
type gameSetup struct {
	players int
	options json.RawMessage
	seed    uint64
	seats   []bots.Spec
	workers int
	search  bots.Search
	trace   bool
}

// lab is the lab's face of one game of state S and move M.
type lab[S engine.State[S, M], M engine.Move] struct {
	rules engine.Rules[S, M]
	// what says what the standing is, for the report.
	what string
	// stand updates each seat's standing after a move from the state and
	// the move's events: the higher, the nearer the win; nil stands each
	// seat at its score.
	stand func(s S, events []engine.Event, standing []float64)
	// extra counts the numbers per seat that the game's summary leaves out.
	extra func(s S, events []engine.Event) []Stat
}

func (l lab[S, M]) standing() string { return l.what }

func (l lab[S, M]) play(g gameSetup) (Played, error) {
	options := g.options
	if len(options) == 0 {
		options = json.RawMessage("{}")
	}
	if err := engine.CheckOptions(l.rules.Options, g.players, options); err != nil {
		return Played{}, fmt.Errorf("%s: %w", l.rules.Name, err)
	}
	s, err := l.rules.New(g.players, options, g.seed)
	if err != nil {
		return Played{}, err
	}
	chance := engine.BindChance[S, M](s)
	ps := make([]bots.Player[S, M], g.players)
	for i, spec := range g.seats {
		if ps[i], err = bots.NewPlayer[S, M](spec, bots.SeedFor(g.seed, i), g.workers, g.search); err != nil {
			return Played{}, err
		}
	}
	p := Played{Seed: g.seed, First: -1, Turns: 1}
	thinking := make([]Thinking, g.players)
	for i, spec := range g.seats {
		p.Bots = append(p.Bots, spec.Label())
		thinking[i].Name = spec.Label()
	}
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	events, tops, buf := sc.events[:0], sc.tops[:0], sc.scores[:0]
	defer func() {
		clear(events)
		sc.events, sc.tops, sc.scores = events[:0], tops[:0], buf[:0]
	}()
	standing := make([]float64, g.players)
	for {
		a := s.Actor()
		if a == engine.Nobody || p.Moves == bots.MaxMoves {
			break
		}
		var m M
		actor := -1
		if a == engine.Chance {
			m, _ = chance.Sample()
		} else {
			actor = int(a)
			if p.First < 0 {
				p.First = actor
			}
			start := time.Now()
			m = ps[a].Choose(context.Background(), s)
			d := time.Since(start)
			t := &thinking[a]
			t.Decisions++
			t.Total += d
			t.Slowest = max(t.Slowest, d)
			if c, ok := ps[a].(interface{ CutShort() bool }); ok && c.CutShort() {
				t.Cut++
			}
		}
		from := len(events)
		if err := s.Apply(m, &events); err != nil {
			return Played{}, fmt.Errorf("%s, move %d by %v: %v: %w", l.rules.Name, p.Moves+1, a, m, err)
		}
		p.Moves++
		for _, e := range events[from:] {
			if e.EventType() == "turn" {
				p.Turns++
			}
		}
		if l.stand == nil {
			buf = s.Scores(buf[:0])
			for i, x := range buf {
				standing[i] = float64(x)
			}
		} else {
			l.stand(s, events[from:], standing)
		}
		tops = append(tops, top(standing))
		if g.trace {
			data, err := json.Marshal(m)
			if err != nil {
				return Played{}, fmt.Errorf("%s, move %d: %v: %w", l.rules.Name, p.Moves, m, err)
			}
			p.Trace = append(p.Trace, TraceMove{Actor: actor, Move: m.String(), JSON: data, Standing: append([]float64(nil), standing...)})
		}
	}
	p.Scores = s.Scores(nil)
	if s.Actor() == engine.Nobody {
		p.Winners = s.Winners(nil)
	} else {
		p.Capped = true
		p.Winners = best(p.Scores)
	}
	if sum, ok := any(s).(engine.Summarizer); ok && !p.Capped {
		for _, st := range sum.Summary(events).Stats {
			p.Stats = append(p.Stats, Stat{Name: st.Name, Values: st.Values})
		}
	}
	if l.extra != nil {
		p.Stats = append(p.Stats, l.extra(s, events)...)
	}
	p.LeadChanges, p.Behind, p.Settled = gameMetrics(tops, p.Winners)
	p.thinking = thinking
	return p, nil
}

// scratch is what a game's recording reuses from one game to the next.
type scratch struct {
	events []engine.Event
	tops   []uint8
	scores []int
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// best lists the seats with the highest score.
func best(scores []int) []int {
	var w []int
	for i, x := range scores {
		switch {
		case len(w) == 0 || x > scores[w[0]]:
			w = append(w[:0], i)
		case x == scores[w[0]]:
			w = append(w, i)
		}
	}
	return w
}
