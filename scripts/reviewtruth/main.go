// Command reviewtruth checks a game review's judgements against play: it
// reviews a record as caribe review does, and for each decision the
// review calls a mistake or a blunder (or each one named with -moves)
// plays the game on from the position before it, once after the move
// played and once after the review's best move, -games times each, every
// seat played by the bot -bot, what the deciding seat could not see
// redrawn from its view for each game (the same redraw and the same bots'
// seeds after both moves). The deciding seat's share of the wins after
// each move, and their difference with its 95% interval, is set beside
// what the review said the move lost:
//
//	go run ./scripts/reviewtruth -record games/testdata/review-cartagena-2p.json
//	go run ./scripts/reviewtruth -record R.json -moves 2,8,41 -bot mcts:1000 -games 150
//
// A review judges a move against the best by short playouts and a fitted
// forecast; this plays whole games by a strong bot instead, thousands of
// times dearer, to tell how far the review's figures can be trusted.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
	"caribe/review"
)

func main() {
	file := flag.String("record", "", "the record to review (JSON, as caribe review reads it)")
	moves := flag.String("moves", "", "the decisions to check, by move number, comma-separated (default: the review's mistakes and blunders)")
	bot := flag.String("bot", "mcts:1000", "the bot that plays every seat of the games played on")
	n := flag.Int("games", 150, "games played on after each of the two moves")
	seed := flag.Uint64("seed", 1, "the seed of the review and of the games played on")
	workers := flag.Int("workers", 2, "games played at once")
	flag.Parse()
	if err := run(*file, *moves, *bot, *n, *seed, *workers); err != nil {
		fmt.Fprintln(os.Stderr, "reviewtruth:", err)
		os.Exit(2)
	}
}

func run(file, moves, bot string, n int, seed uint64, workers int) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var rec engine.Record
	if err := json.Unmarshal(data, &rec); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	g, ok := games.Reviewer(rec.Game)
	if !ok {
		return fmt.Errorf("no review of the game %q", rec.Game)
	}
	rep, err := g.Review(context.Background(), rec, seed, nil)
	if err != nil {
		return err
	}
	wanted := map[int]bool{}
	for _, f := range strings.FieldsFunc(moves, func(r rune) bool { return r == ',' }) {
		k, err := strconv.Atoi(f)
		if err != nil {
			return fmt.Errorf("-moves: %q is no move number", f)
		}
		wanted[k] = true
	}
	var picked []review.Decision
	for _, d := range rep.Decisions {
		if wanted[d.Number] || len(wanted) == 0 && (d.Judgement == review.Mistake || d.Judgement == review.Blunder) {
			picked = append(picked, d)
		}
	}
	play, ok := players[rec.Game]
	if !ok {
		return fmt.Errorf("no bots for the game %q", rec.Game)
	}
	spec, err := bots.ParseSpec(bot)
	if err != nil {
		return fmt.Errorf("-bot: %w", err)
	}
	fmt.Printf("%s, %d players: the review (%s) against %d games of %s after each move\n", rec.Game, rec.Players, rep.Bot, n, bot)
	fmt.Println("move  seat  played → best                      review: lost   play: played  best   best − played (95%)")
	for _, d := range picked {
		p := truth{rec: rec, number: d.Number, played: d.Move, best: d.Best, spec: spec, games: n, seed: seed, workers: workers}
		v, err := play(p)
		if err != nil {
			return fmt.Errorf("move %d: %w", d.Number, err)
		}
		fmt.Printf("%4d  %4d  %-34s  %5.1f (%s)  %5.1f%%  %5.1f%%  %+5.1f ± %.1f", d.Number, d.Seat,
			d.Text+" → "+d.BestText, 100*d.Lost, d.Judgement, 100*v.played, 100*v.best, 100*v.diff, 100*v.half)
		if v.stalled > 0 {
			fmt.Printf("  (%d pairs left out: a game did not end)", v.stalled)
		}
		fmt.Println()
	}
	return nil
}

// players plays a decision's two moves on, by game.
var players = map[string]func(truth) (verdict, error){
	"tortuga":   playOn(tortuga.Rules, games.TortugaSearch),
	"cartagena": playOn(cartagena.Rules, games.CartagenaSearch),
	"tobago":    playOn(tobago.Rules, games.TobagoSearch),
}

// mean and half are a sample's mean and the half width of its 95% interval.
func meanHalf(x []float64) (float64, float64) {
	m := 0.0
	for _, v := range x {
		m += v
	}
	m /= float64(len(x))
	ss := 0.0
	for _, v := range x {
		ss += (v - m) * (v - m)
	}
	return m, 1.96 * math.Sqrt(ss/float64(len(x)-1)/float64(len(x)))
}
