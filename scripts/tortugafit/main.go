// Command tortugafit fits La Tortuga's win forecast (tortuga.Forecast) to
// the outcomes of games between the bots, and writes its weights as Go
// source:
//
//	go run ./scripts/tortugafit -out games/tortuga/forecast_weights.go
//
// For each table size it plays games whose seats are drawn from the bots
// named (-bots), records every seat's features (ForecastFeatures) at every
// state between two turtles' moves, fits a conditional logit model (the
// winner's chance a softmax of the weighted features) by maximum
// likelihood, and reports its calibration by deciles on as many fresh
// games (-check). Everything is drawn from -seed, so a run is reproduced
// exactly.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"sync"

	"gonum.org/v1/gonum/mat"

	"caribe/bots"
	"caribe/engine"
	"caribe/games/tortuga"
)

func main() {
	games := flag.Int("games", 3000, "games played per table size to fit on")
	check := flag.Int("check", 1000, "fresh games per table size to check the calibration on")
	seats := flag.String("bots", "expert,expert,greedy,expecti2", "the bots a seat is drawn from, one of them per seat and game")
	sizes := flag.String("players", "2,3,4", "the table sizes, two, three and four players (the last weights serve larger tables)")
	seed := flag.Uint64("seed", 1, "the seed of the games and of the seats' draws")
	workers := flag.Int("workers", 2, "games played at once")
	out := flag.String("out", "", "the Go file to write the weights to (none: print them)")
	flag.Parse()
	f := fitter{games: *games, check: *check, bots: strings.Split(*seats, ","), seed: *seed, workers: *workers}
	var rows [][tortuga.Features]float64
	for _, size := range strings.Split(*sizes, ",") {
		var n int
		if _, err := fmt.Sscan(size, &n); err != nil || n < 2 || n > 4 {
			fail(fmt.Errorf("-players: %q is no table size from 2 to 4", size))
		}
		w, err := f.fit(n)
		if err != nil {
			fail(err)
		}
		rows = append(rows, w)
	}
	src := source(rows)
	if *out == "" {
		fmt.Print(src)
		return
	}
	if err := os.WriteFile(*out, []byte(src), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tortugafit:", err)
	os.Exit(2)
}

// fitter is what to play and fit.
type fitter struct {
	games, check int
	bots         []string
	seed         uint64
	workers      int
}

// position is one state's features per seat and the seats' shares of the
// game's win.
type position struct {
	x   [][tortuga.Features]float64
	won []float64
}

// fit plays, fits and checks the weights of one table size.
func (f fitter) fit(n int) ([tortuga.Features]float64, error) {
	train, err := f.play(n, f.seed*1000+uint64(n), f.games)
	if err != nil {
		return [tortuga.Features]float64{}, err
	}
	w, ll := maximize(train)
	fresh, err := f.play(n, f.seed*1000+500+uint64(n), f.check)
	if err != nil {
		return w, err
	}
	fmt.Fprintf(os.Stderr, "%d players: %d positions, log-likelihood per position %.4f (fresh %.4f; the present Values %.4f)\n",
		n, len(train), ll, meanLL(fresh, w), meanLL(fresh, present()))
	fmt.Fprintf(os.Stderr, "weights %.4f\n", w)
	calibration(fresh, w)
	return w, nil
}

// present is the weights under which Forecast is Values.
func present() [tortuga.Features]float64 {
	return [tortuga.Features]float64{0.125, 0.125, 0.125}
}

// play plays games at a table of n seats and records their positions.
func (f fitter) play(n int, seed uint64, games int) ([]position, error) {
	per := make([][]position, games)
	errs := make([]error, games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(f.workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				per[g], errs[g] = f.game(n, seed+uint64(g)*7919)
			}
		}()
	}
	for g := range games {
		next <- g
	}
	close(next)
	wg.Wait()
	var all []position
	for g := range games {
		if errs[g] != nil {
			return nil, errs[g]
		}
		all = append(all, per[g]...)
	}
	return all, nil
}

// game plays one game from seed, its seats drawn from the bots.
func (f fitter) game(n int, seed uint64) ([]position, error) {
	s, err := tortuga.Rules.New(n, json.RawMessage("{}"), seed)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(seed, 0xf17))
	ps := make([]bots.Player[*tortuga.State, tortuga.Move], n)
	for i := range ps {
		spec, err := bots.ParseSpec(f.bots[r.IntN(len(f.bots))])
		if err != nil {
			return nil, err
		}
		if ps[i], err = bots.NewPlayer[*tortuga.State, tortuga.Move](spec, seed+uint64(i), 1, bots.DefaultSearch); err != nil {
			return nil, err
		}
	}
	chance := engine.BindChance[*tortuga.State, tortuga.Move](s)
	var seen []position
	var buf []float64
	for moves := 0; s.Actor() != engine.Nobody; moves++ {
		if moves > bots.MaxMoves {
			return nil, fmt.Errorf("game %d did not end in %d moves", seed, bots.MaxMoves)
		}
		if s.Settled() {
			buf = s.ForecastFeatures(buf[:0])
			p := position{x: make([][tortuga.Features]float64, n), won: make([]float64, n)}
			for i := range n {
				copy(p.x[i][:], buf[i*tortuga.Features:])
			}
			seen = append(seen, p)
		}
		var m tortuga.Move
		if a := s.Actor(); a == engine.Chance {
			m, _ = chance.Sample()
		} else {
			m = ps[a].Choose(context.Background(), s)
		}
		if err := s.Apply(m, nil); err != nil {
			return nil, err
		}
	}
	winners := s.Winners(nil)
	for _, p := range seen {
		for _, w := range winners {
			p.won[w] = 1 / float64(len(winners))
		}
	}
	return seen, nil
}

// chances is each seat's win chance at p under w.
func chances(p position, w [tortuga.Features]float64, z []float64) []float64 {
	top := math.Inf(-1)
	for i, x := range p.x {
		z[i] = 0
		for k, v := range x {
			z[i] += w[k] * v
		}
		top = max(top, z[i])
	}
	sum := 0.0
	for i := range z {
		z[i] = math.Exp(z[i] - top)
		sum += z[i]
	}
	for i := range z {
		z[i] /= sum
	}
	return z
}

// ridge is the weight of the penalty on the squared weights, per position.
const ridge = 1e-4

// maximize fits the weights by maximum likelihood, slightly penalised
// (ridge), by Newton's method from the present Values, and returns them
// with the mean log-likelihood.
func maximize(ps []position) ([tortuga.Features]float64, float64) {
	const k = tortuga.Features
	z := make([]float64, len(ps[0].x))
	w := present()
	lambda := ridge * float64(len(ps))
	for range newtonSteps {
		grad := mat.NewVecDense(k, nil)
		hess := mat.NewSymDense(k, nil)
		for _, p := range ps {
			c := chances(p, w, z)
			var mean [k]float64
			for i, f := range p.x {
				for a, v := range f {
					mean[a] += c[i] * v
					grad.SetVec(a, grad.AtVec(a)+p.won[i]*v)
				}
			}
			for a := range k {
				grad.SetVec(a, grad.AtVec(a)-mean[a])
			}
			for i, f := range p.x {
				for a := range k {
					da := f[a] - mean[a]
					for b := a; b < k; b++ {
						hess.SetSym(a, b, hess.At(a, b)+c[i]*da*(f[b]-mean[b]))
					}
				}
			}
		}
		for a := range k {
			grad.SetVec(a, grad.AtVec(a)-2*lambda*w[a])
			hess.SetSym(a, a, hess.At(a, a)+2*lambda)
		}
		var step mat.VecDense
		if err := step.SolveVec(hess, grad); err != nil {
			fail(fmt.Errorf("newton step: %w", err))
		}
		for a := range k {
			w[a] += step.AtVec(a)
		}
		if mat.Norm(&step, 2) < 1e-9 {
			break
		}
	}
	return w, total(ps, w, z) / float64(len(ps))
}

// newtonSteps bounds Newton's method; it converges in a few.
const newtonSteps = 50

// total is the log-likelihood of the outcomes under w.
func total(ps []position, w [tortuga.Features]float64, z []float64) float64 {
	ll := 0.0
	for _, p := range ps {
		c := chances(p, w, z)
		for i, y := range p.won {
			if y > 0 {
				ll += y * math.Log(max(c[i], 1e-300))
			}
		}
	}
	return ll
}

// meanLL is the mean log-likelihood of ps under w.
func meanLL(ps []position, w [tortuga.Features]float64) float64 {
	return total(ps, w, make([]float64, len(ps[0].x))) / float64(len(ps))
}

// calibration prints, by deciles of the forecast win chance of every seat
// at every position, the mean forecast against the share of wins.
func calibration(ps []position, w [tortuga.Features]float64) {
	var sumF, sumW [10]float64
	var count [10]int
	z := make([]float64, len(ps[0].x))
	for _, p := range ps {
		for i, c := range chances(p, w, z) {
			d := min(int(c*10), 9)
			sumF[d] += c
			sumW[d] += p.won[i]
			count[d]++
		}
	}
	fmt.Fprintln(os.Stderr, "forecast decile  seats  mean forecast  won")
	for d := range 10 {
		if count[d] > 0 {
			fmt.Fprintf(os.Stderr, "%.1f–%.1f  %7d  %.3f  %.3f\n", float64(d)/10, float64(d+1)/10,
				count[d], sumF[d]/float64(count[d]), sumW[d]/float64(count[d]))
		}
	}
}

// source is the Go file of the weights, one row per table size.
func source(rows [][tortuga.Features]float64) string {
	var b strings.Builder
	b.WriteString("// Code generated by scripts/tortugafit; DO NOT EDIT.\n\npackage tortuga\n\n")
	b.WriteString("// forecastWeights are Forecast's weights for two, three, and four or more players.\n")
	fmt.Fprintf(&b, "var forecastWeights = [3][Features]float64{\n")
	for _, w := range rows {
		b.WriteString("\t{")
		for k, v := range w {
			if k > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%.6g", v)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	return b.String()
}
