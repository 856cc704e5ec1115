// Command forecastfit fits a game's win forecast (its Forecast, package
// forecast) to the outcomes of games between the bots, and writes its
// weights as Go source:
//
//	go run ./scripts/forecastfit -game tortuga -out games/tortuga/forecast_weights.go
//
// For each table size it plays games whose seats are drawn from the bots
// named (-bots; with -mirror one of them, drawn for each game, plays every
// seat: games between equals, whose positions tell the features' worth
// and not which bot holds a seat), records every seat's features (ForecastFeatures) at every
// position between two stages (a game with engine.Evaluator: La Tortuga's
// turtles' moves) or else at the start of every turn, fits a conditional
// logit model (the winner's chance a softmax of the weighted features) by
// maximum likelihood, and reports its calibration by deciles on as many
// fresh games (-check). Everything is drawn from -seed, so a run is
// reproduced exactly.
//
// With -temper it fits, for a game whose forecast has one (Tobago), only a
// factor per table size that multiplies every seat's weighted sum, on the
// games of -bots (the levels, whose positions a review judges), and writes
// the factors instead:
//
//	go run ./scripts/forecastfit -game tobago -temper -bots easy,medium,hard -mirror -seed 2 -games 300 -check 150 -out games/tobago/forecast_temper.go
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"caribe/bots"
	"caribe/forecast"
	"caribe/games"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

func main() {
	game := flag.String("game", "tortuga", "the game: tortuga, cartagena or tobago")
	games := flag.Int("games", 3000, "games played per table size to fit on")
	check := flag.Int("check", 1000, "fresh games per table size to check the calibration on")
	seats := flag.String("bots", "", "the bots a seat is drawn from, one of them per seat and game: specs or the game's levels, easy, medium, hard, searched as the game's own search (default: the game's)")
	sizes := flag.String("players", "", "the table sizes, the last one's weights serving larger tables (default: the game's)")
	options := flag.String("options", "{}", "the game's options, a JSON object")
	mirror := flag.Bool("mirror", false, "seat one bot, drawn for each game, in every seat of it: games between equals")
	seed := flag.Uint64("seed", 1, "the seed of the games and of the seats' draws")
	workers := flag.Int("workers", 2, "games played at once")
	out := flag.String("out", "", "the Go file to write the weights (or factors) to (none: print them)")
	temper := flag.Bool("temper", false, "fit only a factor per table size that multiplies the fitted weights (games whose forecast has one: tobago), on games of -bots")
	flag.Parse()
	d, ok := defaults[*game]
	if !ok {
		fail(fmt.Errorf("-game: %q is none of tortuga, cartagena, tobago", *game))
	}
	if *seats == "" {
		*seats = d.bots
	}
	if *sizes == "" {
		*sizes = d.sizes
	}
	f := fitter{games: *games, check: *check, bots: strings.Split(*seats, ","), mirror: *mirror, seed: *seed,
		workers: *workers, options: []byte(*options)}
	fit := d.fit
	if *temper {
		if d.temper == nil {
			fail(fmt.Errorf("-temper: %s's forecast has no factor to fit", *game))
		}
		fit = d.temper
	}
	var rows [][]float64
	var names []string
	for _, size := range strings.Split(*sizes, ",") {
		var n int
		if _, err := fmt.Sscan(size, &n); err != nil || n < d.min || n > d.max {
			fail(fmt.Errorf("-players: %q is no table size from %d to %d", size, d.min, d.max))
		}
		w, err := fit(f, n)
		if err != nil {
			fail(err)
		}
		rows = append(rows, w)
		names = append(names, size)
	}
	sizesDoc := "the table sizes " + strings.Join(names, ", ") + " (the last for larger tables too)"
	var src string
	if *temper {
		factors := make([]float64, len(rows))
		for i, r := range rows {
			factors[i] = r[0]
		}
		src = forecast.TemperSource(d.pkg, "scripts/forecastfit -game "+*game+" -temper", sizesDoc, factors)
	} else {
		src = forecast.Source(d.pkg, "scripts/forecastfit -game "+*game, sizesDoc, rows)
	}
	if *out == "" {
		fmt.Print(src)
		return
	}
	if err := os.WriteFile(*out, []byte(src), 0o644); err != nil {
		fail(err)
	}
}

// game is what forecastfit knows of a game: its package, the bots and
// table sizes it fits by default, its fit, and the fit of its factors
// (nil: its forecast has none).
type game struct {
	pkg, bots, sizes string
	min, max         int
	fit, temper      func(f fitter, n int) ([]float64, error)
}

var defaults = map[string]game{
	"tortuga": {pkg: "tortuga", bots: "expert,expert,greedy,expecti2", sizes: "2,3,4", min: 2, max: 4,
		fit: fitOf(tortuga.Rules, games.TortugaSearch)},
	"cartagena": {pkg: "cartagena", bots: "casual,mcts:1000,mcts:3000", sizes: "2,3,4,5", min: 2, max: 5,
		fit: fitOf(cartagena.Rules, games.CartagenaSearch)},
	"tobago": {pkg: "tobago", bots: "casual,greedy", sizes: "2,3,4", min: 2, max: 4,
		fit: fitOf(tobago.Rules, games.TobagoSearch), temper: temperOf(tobago.Rules, games.TobagoSearch, tobago.ForecastWeights)},
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "forecastfit:", err)
	os.Exit(2)
}

// fitter is what to play and fit.
type fitter struct {
	games, check int
	bots         []string
	// mirror seats one bot, drawn for each game, in all of its seats.
	mirror  bool
	seed    uint64
	workers int
	options []byte
	// search is how the game's searching seats search.
	search bots.Search
}

// report prints a fit's log-likelihoods, weights and calibration.
func report(n, positions int, ll, fresh float64, w []float64, ds []forecast.Decile) {
	fmt.Fprintf(os.Stderr, "%d players: %d positions, log-likelihood per position %.4f (fresh %.4f)\n", n, positions, ll, fresh)
	fmt.Fprintf(os.Stderr, "weights %.4f\n", w)
	fmt.Fprintln(os.Stderr, "forecast decile  seats  mean forecast  won")
	for _, d := range ds {
		if d.Seats > 0 {
			fmt.Fprintf(os.Stderr, "%.1f–%.1f  %7d  %.3f  %.3f\n", d.Lo, d.Hi, d.Seats, d.Forecast, d.Won)
		}
	}
}
