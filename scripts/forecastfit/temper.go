package main

import (
	"fmt"
	"os"

	"caribe/bots"
	"caribe/engine"
	"caribe/forecast"
)

// temperOf is the fit of one factor per table size for a game whose
// forecast multiplies each seat's weighted sum of features by one
// (temperature scaling): on games of -bots it records the features, weighs
// them by the fitted weights (weights), and fits the one factor that makes
// the forecast's chances likeliest, which flattens a forecast too sure of
// the leader (below 1) or sharpens a timid one (above 1) and never changes
// which seat it favours. It reports the fresh games' deciles without and
// with the factor.
func temperOf[S engine.State[S, M], M engine.Move](rules engine.Rules[S, M], search bots.Search, weights func(players int) []float64) func(f fitter, n int) ([]float64, error) {
	return func(f fitter, n int) ([]float64, error) {
		f.search = search
		w := weights(n)
		train, err := play(f, rules, n, f.seed*1000+uint64(n), f.games)
		if err != nil {
			return nil, err
		}
		t, ll, err := forecast.Fit(forecast.Weighed(train, w), []float64{1})
		if err != nil {
			return nil, err
		}
		fresh, err := play(f, rules, n, f.seed*1000+500+uint64(n), f.check)
		if err != nil {
			return t, err
		}
		ps, one := forecast.Weighed(fresh, w), []float64{1}
		fmt.Fprintf(os.Stderr, "%d players: %d positions, factor %.4f, log-likelihood per position %.4f (fresh %.4f, without the factor %.4f)\n",
			n, len(train), t[0], ll, forecast.MeanLL(ps, t), forecast.MeanLL(ps, one))
		before, after := forecast.Deciles(ps, one), forecast.Deciles(ps, t)
		fmt.Fprintln(os.Stderr, "forecast decile  seats  mean forecast  won  |  with the factor: seats  mean forecast  won")
		for d := range before {
			fmt.Fprintf(os.Stderr, "%.1f–%.1f  %7d  %.3f  %.3f  |  %7d  %.3f  %.3f\n", before[d].Lo, before[d].Hi,
				before[d].Seats, before[d].Forecast, before[d].Won, after[d].Seats, after[d].Forecast, after[d].Won)
		}
		return t, nil
	}
}
