package e2e

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// nearEnd describes a running two-seat table stored a few of Anna's
// decisions before its end, so that a browser test plays the last stretch
// of a whole game by clicking: Anna (seat 0, token "anna", the host)
// against an easy bot. The moves before are real moves of the game, each
// chosen by the easy bot for its seat, and chance outcomes drawn from the
// table's seed as the server draws them.
type nearEnd struct {
	ID      string
	Game    string
	Options string
	Seed    uint64
	// Left is how many of Anna's decisions the stored game had still to
	// come: the table is stored at the last of her decisions with at
	// least that many from there to the end.
	Left int
}

// annaToken is Anna's seat token at a nearEnd table, for /#/t/ID?token=anna.
const annaToken = "anna"

// store plays the game in-process and stores it as a running table cut
// Left of Anna's decisions before its end; it returns how many entries
// the stored log holds.
func (n nearEnd) store(t *testing.T, st store.Store) int {
	t.Helper()
	moves := playOut(t, n.Game, 2, n.Options, n.Seed, bots.Casual)
	var annas []int // the entries after which Anna decides
	for _, m := range moves {
		if m.Actor == 0 {
			annas = append(annas, m.Seq)
		}
	}
	if len(annas) <= n.Left {
		t.Fatalf("%s from seed %d: Anna decides only %d times", n.Game, n.Seed, len(annas))
	}
	cut := annas[len(annas)-n.Left]
	ctx := context.Background()
	hash := sha256.Sum256([]byte(annaToken))
	rec := store.Table{ID: n.ID, Game: n.Game, Players: 2, Options: json.RawMessage(n.Options), Seed: n.Seed,
		HostHash: hash[:], Status: store.Running, Seats: []store.Seat{{Nick: "Anna", TokenHash: hash[:]}, {Bot: bots.Casual}}}
	if err := st.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range moves[:cut] {
		if err := st.AppendMove(ctx, n.ID, m); err != nil {
			t.Fatalf("storing entry %d of %s: %v", m.Seq, n.ID, err)
		}
	}
	return cut
}

// playOut plays a game of players seats in-process to its end, each
// seat's move chosen by the bot of level, chance outcomes drawn from seed
// as the server draws them, and returns its entries as the server stores
// them (Due when the server plays next: chance, or a seat that is not
// Anna's).
func playOut(t *testing.T, game string, players int, options string, seed uint64, level string) []store.Move {
	t.Helper()
	ctx := context.Background()
	g, ok := games.Lookup(game)
	if !ok {
		t.Fatalf("no game %q", game)
	}
	s, err := g.New(players, json.RawMessage(options), seed)
	if err != nil {
		t.Fatal(err)
	}
	advisor := bots.NewAdvisor(games.Bots)
	var moves []store.Move
	for s.Actor() != engine.Nobody {
		if len(moves) > 5000 {
			t.Fatalf("%s from seed %d: no end after %d moves", game, seed, len(moves))
		}
		var p engine.Played
		if s.Actor() == engine.Chance {
			p, err = s.PlayChance()
		} else {
			var m json.RawMessage
			if m, err = advisor.Advise(ctx, s, level, seed+uint64(len(moves))); err != nil {
				t.Fatal(err)
			}
			p, err = s.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
		after := s.Actor()
		moves = append(moves, store.Move{Seq: len(moves) + 1, Entry: p.Move, Actor: int(after), Due: after != 0})
	}
	return moves
}

// botsGame describes a game of random bots on every seat stored running
// one entry before its end, so that the server, which picks up a table
// due, plays the last move and ends the game as it ends any: a whole game
// of bots without waiting for hundreds of moves through the server.
type botsGame struct {
	ID      string
	Game    string
	Players int
	Seed    uint64
}

// store plays the game in-process and stores it but for its last entry.
func (b botsGame) store(t *testing.T, st store.Store) {
	t.Helper()
	ctx := context.Background()
	moves := playOut(t, b.Game, b.Players, `{}`, b.Seed, bots.Random)
	rec := store.Table{ID: b.ID, Game: b.Game, Players: b.Players, Options: json.RawMessage(`{}`), Seed: b.Seed, Status: store.Running}
	for range b.Players {
		rec.Seats = append(rec.Seats, store.Seat{Bot: bots.Random})
	}
	if err := st.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, m := range moves[:len(moves)-1] {
		m.Due = true // every seat is a bot's
		if err := st.AppendMove(ctx, b.ID, m); err != nil {
			t.Fatalf("storing entry %d of %s: %v", m.Seq, b.ID, err)
		}
	}
}

// site starts a site with the game stored and waits until the server has
// ended it; it returns the site, the table's id and its moves as GET
// /api/tables/{id}/moves gives them.
func (b botsGame) site(t *testing.T) (*site, string, wire.Moves) {
	t.Helper()
	s := newSiteWith(t, 0, func(st store.Store) { b.store(t, st) })
	return s, b.ID, gameOver(t, s, b.ID, b.Game)
}

// open opens the stored table as Anna, once the site holds it, and waits
// until her page has her seat and the table's state.
func (n nearEnd) open(p *page) {
	p.t.Helper()
	p.open(fmt.Sprintf("/#/t/%s?token=%s", n.ID, annaToken))
	p.synced(0)
}
