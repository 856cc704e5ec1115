package sim

import (
	"context"
	"encoding/json"
	"fmt"

	"caribe/bots"
	"caribe/engine"
	"caribe/forecast"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

// calibrators holds each game's calibration, by name: the same games as
// labs (TestEveryLabGameCalibrates); those whose state offers no fitted
// forecast are refused when asked.
var calibrators = map[string]calibrator{
	"tortuga":   calibrateGame[*tortuga.State, tortuga.Move]{rules: tortuga.Rules},
	"cartagena": calibrateGame[*cartagena.State, cartagena.Move]{rules: cartagena.Rules},
	"tobago":    calibrateGame[*tobago.State, tobago.Move]{rules: tobago.Rules},
}

// forecastFunc appends each seat's chance to win at the state s to buf.
type forecastFunc func(s any, buf []float64) []float64

// fitted is the game's own fitted forecast (bots.Forecaster).
func fitted(s any, buf []float64) []float64 { return s.(bots.Forecaster).Forecast(buf) }

// calibrator plays one game recording the forecast wherever it is read
// (forecast.Between).
type calibrator interface {
	// forecasts says whether the game's state has a fitted forecast.
	forecasts() bool
	// play plays a game to the end (or the move cap) and records it.
	play(ctx context.Context, g gameSetup, fc forecastFunc) (calibrated, error)
}

// calibrated is one game as the calibration records it.
type calibrated struct {
	// chances are each seat's forecast at each position recorded, a row
	// of one entry per seat after another.
	chances []float64
	// won is each seat's share of the game's win: 1 split among the
	// winners (of the best scores, when capped).
	won    []float64
	capped bool
}

// calibrateGame is the calibration's face of one game of state S and move M.
type calibrateGame[S engine.State[S, M], M engine.Move] struct {
	rules engine.Rules[S, M]
}

func (c calibrateGame[S, M]) forecasts() bool {
	var zero S
	_, ok := any(zero).(bots.Forecaster)
	return ok
}

func (c calibrateGame[S, M]) play(ctx context.Context, g gameSetup, fc forecastFunc) (calibrated, error) {
	options := g.options
	if len(options) == 0 {
		options = json.RawMessage("{}")
	}
	if err := engine.CheckOptions(c.rules.Options, g.players, options); err != nil {
		return calibrated{}, fmt.Errorf("%s: %w", c.rules.Name, err)
	}
	s, err := c.rules.New(g.players, options, g.seed)
	if err != nil {
		return calibrated{}, err
	}
	chance := engine.BindChance[S, M](s)
	ps := make([]bots.Player[S, M], g.players)
	for i, spec := range g.seats {
		if ps[i], err = bots.NewPlayer[S, M](spec, bots.SeedFor(g.seed, i), g.workers, g.search); err != nil {
			return calibrated{}, err
		}
	}
	var out calibrated
	last := engine.Nobody
	for moves := 0; moves < bots.MaxMoves; moves++ {
		a := s.Actor()
		if a == engine.Nobody {
			break
		}
		if forecast.Between(s, a, last) {
			before := len(out.chances)
			if out.chances = fc(s, out.chances); len(out.chances)-before != g.players {
				return calibrated{}, fmt.Errorf("%s, move %d: the forecast gave %d chances for %d seats",
					c.rules.Name, moves+1, len(out.chances)-before, g.players)
			}
		}
		var m M
		if a == engine.Chance {
			m, _ = chance.Sample()
		} else {
			m = ps[a].Choose(ctx, s)
			last = a
		}
		if err := s.Apply(m, nil); err != nil {
			return calibrated{}, fmt.Errorf("%s, move %d by %v: %v: %w", c.rules.Name, moves+1, a, m, err)
		}
	}
	var winners []int
	if s.Actor() == engine.Nobody {
		winners = s.Winners(nil)
	} else {
		out.capped = true
		winners = best(s.Scores(nil))
	}
	out.won = make([]float64, g.players)
	for _, w := range winners {
		out.won[w] = 1 / float64(len(winners))
	}
	return out, nil
}
