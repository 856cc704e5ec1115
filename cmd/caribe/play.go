package main

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/games"
	"caribe/term"
)

// PlayCmd plays a game full-screen in the terminal: against bots on this
// machine, or at a server's table through its link.
type PlayCmd struct {
	Game    string        `arg:"" optional:"" help:"${help_play_game}"`
	Players int           `help:"${help_play_players}"`
	Bots    string        `default:"medium" help:"${help_play_bots}"`
	Seat    int           `help:"${help_play_seat}"`
	Opt     []string      `sep:"none" placeholder:"KEY=VALUE" help:"${help_play_opt}"`
	Seed    uint64        `help:"${help_play_seed}"`
	Connect string        `placeholder:"URL" help:"${help_play_connect}"`
	Nick    string        `help:"${help_play_nick}"`
	Watch   bool          `help:"${help_play_watch}"`
	ASCII   bool          `name:"ascii" help:"${help_play_ascii}"`
	Pace    time.Duration `default:"900ms" help:"${help_play_pace}"`
	Learn   bool          `help:"${help_play_learn}"`
}

// localHold is how long chance waits, in a local game, after a move that
// may be taken back, so that it can be.
const localHold = time.Second

// Run sets the game up and plays it until the player quits.
func (c PlayCmd) Run() error {
	if c.Learn {
		l, err := c.learn(language(os.Args[1:]))
		if err != nil {
			return err
		}
		defer l.Stop()
		_, err = tea.NewProgram(l).Run()
		return err
	}
	m, err := c.model(language(os.Args[1:]))
	if err != nil {
		return err
	}
	return term.Run(m)
}

// learn opens the course of the game named, or the games to choose from.
func (c PlayCmd) learn(lang string) (*term.Learn, error) {
	if c.Connect != "" || c.Watch {
		return nil, fmt.Errorf("--learn teaches on this machine: not with --connect or --watch")
	}
	return term.NewLearn(term.LearnConfig{Config: term.Config{Lang: lang, ASCII: c.ASCII, Pace: c.Pace}, Game: c.Game})
}

// model checks the flags and sets the game up.
func (c PlayCmd) model(lang string) (*term.Model, error) {
	cfg := term.Config{Lang: lang, ASCII: c.ASCII, Pace: c.Pace}
	nick := c.Nick
	if nick == "" {
		nick = os.Getenv("USER")
	}
	if c.Connect != "" {
		if c.Game != "" {
			return nil, fmt.Errorf("name a game or --connect to a table, not both: the table's link says its game")
		}
		if nick == "" {
			nick = "player"
		}
		return term.Connect(context.Background(), c.Connect, term.Join{Nick: nick, Seat: c.Seat - 1, Watch: c.Watch}, cfg)
	}
	g, ok := games.Lookup(c.Game)
	if !ok {
		return nil, fmt.Errorf("name the game to play: %s; or --connect to a server's table", strings.Join(games.Names(), ", "))
	}
	players := c.Players
	if players == 0 {
		players, _ = g.PlayerRange()
	}
	opts, err := engine.OptionsFromPairs(g.Options(), players, c.Opt)
	if err != nil {
		return nil, fmt.Errorf("--opt: %w", err)
	}
	seat := max(c.Seat, 1)
	seed := c.Seed
	if seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:])
	}
	return term.NewLocal(term.LocalGame{Game: c.Game, Players: players, Options: opts, Seed: seed, Seat: seat - 1,
		Bots: strings.Split(c.Bots, ","), Nick: nick, Hold: localHold}, cfg)
}
