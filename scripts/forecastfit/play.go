package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"

	"caribe/bots"
	"caribe/engine"
	"caribe/forecast"
)

// fitOf is the fit of one game's table sizes: play, fit, check. Its
// searching seats search as the game's own search does (the server's
// levels included).
func fitOf[S engine.State[S, M], M engine.Move](rules engine.Rules[S, M], search bots.Search) func(f fitter, n int) ([]float64, error) {
	return func(f fitter, n int) ([]float64, error) {
		f.search = search
		train, err := play(f, rules, n, f.seed*1000+uint64(n), f.games)
		if err != nil {
			return nil, err
		}
		w, ll, err := forecast.Fit(train, nil)
		if err != nil {
			return nil, err
		}
		fresh, err := play(f, rules, n, f.seed*1000+500+uint64(n), f.check)
		if err != nil {
			return w, err
		}
		report(n, len(train), ll, forecast.MeanLL(fresh, w), w, forecast.Deciles(fresh, w))
		return w, nil
	}
}

// play plays games at a table of n seats and records their positions.
func play[S engine.State[S, M], M engine.Move](f fitter, rules engine.Rules[S, M], n int, seed uint64, games int) ([]forecast.Position, error) {
	per := make([][]forecast.Position, games)
	errs := make([]error, games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(f.workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				per[g], errs[g] = playOne(f, rules, n, seed+uint64(g)*7919)
			}
		}()
	}
	for g := range games {
		next <- g
	}
	close(next)
	wg.Wait()
	var all []forecast.Position
	stalled := 0
	for g := range games {
		switch {
		case errors.Is(errs[g], errStalled):
			stalled++
		case errs[g] != nil:
			return nil, errs[g]
		}
		all = append(all, per[g]...)
	}
	if stalled > 0 {
		fmt.Fprintf(os.Stderr, "%d players: %d of %d games left out, still going after %d moves\n", n, stalled, games, bots.MaxMoves)
	}
	return all, nil
}

// playOne plays one game from seed, its seats drawn from the bots (all
// of them one bot, drawn for the game, with mirror), and records its
// positions where a forecast is read (forecast.Between).
func playOne[S engine.State[S, M], M engine.Move](f fitter, rules engine.Rules[S, M], n int, seed uint64) ([]forecast.Position, error) {
	s, err := rules.New(n, f.options, seed)
	if err != nil {
		return nil, err
	}
	feat, ok := any(s).(forecast.Featured)
	if !ok {
		return nil, fmt.Errorf("%s has no forecast features (forecast.Featured)", rules.Name)
	}
	r := rand.New(rand.NewPCG(seed, 0xf17))
	ps := make([]bots.Player[S, M], n)
	same := -1
	if f.mirror {
		same = r.IntN(len(f.bots))
	}
	for i := range ps {
		b := same
		if b < 0 {
			b = r.IntN(len(f.bots))
		}
		spec, err := bots.ParseSpec(specOf(f.search, f.bots[b]))
		if err != nil {
			return nil, err
		}
		if ps[i], err = bots.NewPlayer[S, M](spec, seed+uint64(i), 1, f.search); err != nil {
			return nil, err
		}
	}
	chance := engine.BindChance[S, M](s)
	var seen []forecast.Position
	var buf []float64
	last := engine.Nobody
	for moves := 0; s.Actor() != engine.Nobody; moves++ {
		if moves > bots.MaxMoves {
			return nil, errStalled
		}
		a := s.Actor()
		if forecast.Between(s, a, last) {
			buf = feat.ForecastFeatures(buf[:0])
			seen = append(seen, position(buf, n))
		}
		var m M
		if a == engine.Chance {
			m, _ = chance.Sample()
		} else {
			m = ps[a].Choose(context.Background(), s)
			last = a
		}
		if err := s.Apply(m, nil); err != nil {
			return nil, err
		}
	}
	winners := s.Winners(nil)
	for _, p := range seen {
		for _, w := range winners {
			p.Won[w] = 1 / float64(len(winners))
		}
	}
	return seen, nil
}

// errStalled is a game still going after bots.MaxMoves moves: two bots
// can wander for ever (walking between two places, exchanging hands) where
// people would not. Its outcome, adjudicated, would say nothing of its
// positions, so the fit leaves it out and says how many.
var errStalled = errors.New("the game did not end")

// position splits the features of n seats, recorded one seat after the
// other, into a position whose outcome is still to be filled in.
func position(buf []float64, n int) forecast.Position {
	k := len(buf) / n
	p := forecast.Position{X: make([][]float64, n), Won: make([]float64, n)}
	for i := range n {
		p.X[i] = append([]float64(nil), buf[i*k:(i+1)*k]...)
	}
	return p
}

// specOf is the spec of the game's level named name, or name itself.
func specOf(search bots.Search, name string) string {
	if spec, ok := search.LevelSpec(name); ok {
		return spec
	}
	return name
}
