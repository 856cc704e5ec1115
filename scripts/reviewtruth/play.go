package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"caribe/bots"
	"caribe/engine"
)

// truth is one decision to play on: the record, its move's number, the
// move played and the best, and how to play on.
type truth struct {
	rec          engine.Record
	number       int
	played, best json.RawMessage
	spec         bots.Spec
	games        int
	seed         uint64
	workers      int
}

// verdict is what play says of a decision's two moves.
type verdict struct {
	// played and best are the deciding seat's share of the wins after
	// each move, diff their paired difference (best less played) and half
	// the half width of its 95% interval.
	played, best, diff, half float64
	// stalled counts the pairs of games left out because one did not end.
	stalled int
}

// playOn plays a decision's two moves on in a game of rules searched so.
func playOn[S engine.State[S, M], M engine.Move](rules engine.Rules[S, M], search bots.Search) func(truth) (verdict, error) {
	return func(t truth) (verdict, error) {
		s, err := rules.New(t.rec.Players, options(t.rec.Options), t.rec.Seed)
		if err != nil {
			return verdict{}, err
		}
		for i, raw := range t.rec.Moves[:t.number-1] {
			var m M
			if err := json.Unmarshal(raw, &m); err != nil {
				return verdict{}, fmt.Errorf("move %d: %w", i+1, err)
			}
			if err := s.Apply(m, nil); err != nil {
				return verdict{}, fmt.Errorf("move %d: %w", i+1, err)
			}
		}
		seat, ok := s.Actor().Seat()
		if !ok {
			return verdict{}, fmt.Errorf("move %d is no seat's decision", t.number)
		}
		var two [2]M
		for i, raw := range []json.RawMessage{t.played, t.best} {
			if err := json.Unmarshal(raw, &two[i]); err != nil {
				return verdict{}, err
			}
		}
		won := [2][]float64{make([]float64, t.games), make([]float64, t.games)}
		errs := make([]error, t.games)
		next := make(chan int)
		var wg sync.WaitGroup
		for range max(t.workers, 1) {
			wg.Go(func() {
				for g := range next {
					for k, m := range two {
						if won[k][g], errs[g] = game(t, s, seat, m, uint64(g), search); errs[g] != nil {
							break
						}
					}
				}
			})
		}
		for g := range t.games {
			next <- g
		}
		close(next)
		wg.Wait()
		var kept [2][]float64
		var diff []float64
		for g, err := range errs {
			switch {
			case errors.Is(err, errStalled):
				continue
			case err != nil:
				return verdict{}, err
			}
			kept[0], kept[1] = append(kept[0], won[0][g]), append(kept[1], won[1][g])
			diff = append(diff, won[1][g]-won[0][g])
		}
		if len(diff) < 2 {
			return verdict{stalled: t.games - len(diff)}, fmt.Errorf("%d of %d games played on did not end", t.games-len(diff), t.games)
		}
		v := verdict{stalled: t.games - len(diff)}
		v.played, _ = meanHalf(kept[0])
		v.best, _ = meanHalf(kept[1])
		v.diff, v.half = meanHalf(diff)
		return v, nil
	}
}

// game plays s on after m by seat, every seat the bot, what seat cannot
// see redrawn from game g's seed, and returns seat's share of the win.
func game[S engine.State[S, M], M engine.Move](t truth, s S, seat int, m M, g uint64, search bots.Search) (float64, error) {
	c := s.Clone()
	if d, ok := any(c).(engine.Determinizer); ok {
		d.Determinize(seat, rand.NewPCG(t.seed, g))
	}
	if err := c.Apply(m, nil); err != nil {
		return 0, err
	}
	ps := make([]bots.Player[S, M], c.Players())
	for i := range ps {
		var err error
		if ps[i], err = bots.NewPlayer[S, M](t.spec, bots.SeedFor(t.seed^g, i), 1, search); err != nil {
			return 0, err
		}
	}
	chance := engine.BindChance[S, M](c)
	for range bots.MaxMoves {
		a := c.Actor()
		if a == engine.Nobody {
			break
		}
		var mv M
		if a == engine.Chance {
			mv, _ = chance.Sample()
		} else {
			mv = ps[a].Choose(context.Background(), c)
		}
		if err := c.Apply(mv, nil); err != nil {
			return 0, err
		}
	}
	if c.Actor() != engine.Nobody {
		return 0, errStalled
	}
	winners := c.Winners(nil)
	for _, w := range winners {
		if w == seat {
			return 1 / float64(len(winners)), nil
		}
	}
	return 0, nil
}

// errStalled is a game played on that had not ended after bots.MaxMoves
// moves: two bots can wander for ever (Tobago's searches walking between
// two hexes). Its pair of games is left out, and counted.
var errStalled = errors.New("the game did not end")

// options is a record's options, {} when it has none.
func options(o json.RawMessage) json.RawMessage {
	if len(o) == 0 {
		return json.RawMessage("{}")
	}
	return o
}
