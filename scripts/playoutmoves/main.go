// Command playoutmoves plays a given number of random playout moves of one
// game, for scripts/instructions.sh to count the instructions each costs
// under callgrind: run twice, with n and 2n moves, the difference of the two
// counts divided by n is the cost of one move, set-up and start-up cancelled.
//
// A move is chosen as a bot's random playout chooses it: a chance outcome
// drawn from the game's own generator, a decision picked from the legal
// moves (-path list) or drawn by the game's Sampler (-path sample), played
// by the trusted path (engine.BindPathPlay): by the game's own loop of the
// path when it has one (engine.ListPlayouter, engine.SamplePlayouter),
// which plays the engine's loop's moves and draws, else by the engine's
// loop through its interfaces; -loop engine takes the engine's loop
// always. With -path playout the moves are played by engine.RandomPlay,
// exactly as the bots' random playouts play them: the game's own
// RandomPlayout when it has one, else the engine's loop, chance outcomes
// drawn from the playout's generator. A game that ends starts again from a
// copy of its set-up. -cpuprofile writes a CPU profile of the run, from
// which scripts/pgo.sh makes the profile Go builds this command with.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"caribe/cpuprofile"
	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

func main() {
	game := flag.String("game", "cartagena", "the game: tortuga, cartagena or tobago")
	path := flag.String("path", "list", "how a move is chosen: list (Legal, then a pick), sample (the game's RandomMove) or playout (the bots' random playout)")
	moves := flag.Int("moves", 100000, "how many moves to play")
	players := flag.Int("players", 4, "the number of seats")
	options := flag.String("options", "{}", "the game's options, a JSON object")
	seed := flag.Uint64("seed", 1, "the seed of the game and of the picks")
	loop := flag.String("loop", "game", "on the list and sample paths, whose loop plays: game (its own when it has one) or engine")
	profilePath := flag.String("cpuprofile", "", "write a CPU profile of the run to this file")
	flag.Parse()
	p := run{path: *path, loop: *loop, moves: *moves, players: *players, options: json.RawMessage(*options), seed: *seed}
	stop, err := cpuprofile.Start(*profilePath)
	if err != nil {
		fmt.Fprintln(os.Stderr, "playoutmoves:", err)
		os.Exit(2)
	}
	games, err := playGame(*game, p)
	if serr := stop(); err == nil {
		err = serr
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "playoutmoves:", err)
		os.Exit(2)
	}
	fmt.Printf("%s: %d moves, %d games ended\n", *game, *moves, games)
}

// playGame plays p in the game named game and returns how many games ended.
func playGame(game string, p run) (int, error) {
	switch game {
	case "tortuga":
		return play(p, tortuga.Rules)
	case "cartagena":
		return play(p, cartagena.Rules)
	case "tobago":
		return play(p, tobago.Rules)
	}
	return 0, fmt.Errorf("no game %q: tortuga, cartagena or tobago", game)
}

// run is what to play.
type run struct {
	path    string
	loop    string
	moves   int
	players int
	options json.RawMessage
	seed    uint64
}

// play plays p.moves random moves of the game r and returns how many games
// ended on the way.
func play[S engine.State[S, M], M engine.Move](p run, r engine.Rules[S, M]) (int, error) {
	start, err := r.New(p.players, p.options, p.seed)
	if err != nil {
		return 0, err
	}
	s := start.Clone()
	var play *engine.RandomPlay[S, M]
	switch p.path {
	case "list":
		play, err = engine.BindPathPlay[S, M](s, engine.ListPath)
	case "sample":
		play, err = engine.BindPathPlay[S, M](s, engine.SamplePath)
	case "playout":
		play = engine.BindRandomPlay[S, M](s)
	default:
		return 0, fmt.Errorf("no path %q: list, sample or playout", p.path)
	}
	if err != nil {
		return 0, fmt.Errorf("%s, -path %s: %w", r.Name, p.path, err)
	}
	switch p.loop {
	case "game":
	case "engine":
		play.EngineLoop()
	default:
		return 0, fmt.Errorf("no loop %q: game or engine", p.loop)
	}
	rng := rand.NewPCG(p.seed, 2)
	games := 0
	for played := 0; played < p.moves; {
		played += play.Run(rng, p.moves-played)
		if s.Actor() == engine.Nobody {
			s.CopyFrom(start)
			games++
		}
	}
	return games, nil
}
