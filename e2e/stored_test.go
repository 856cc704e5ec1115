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
	ctx := context.Background()
	g, ok := games.Lookup(n.Game)
	if !ok {
		t.Fatalf("no game %q", n.Game)
	}
	s, err := g.New(2, json.RawMessage(n.Options), n.Seed)
	if err != nil {
		t.Fatal(err)
	}
	advisor := bots.NewAdvisor(games.Bots)
	var moves []store.Move
	var annas []int // the entries after which Anna decides
	for s.Actor() != engine.Nobody {
		if len(moves) > 5000 {
			t.Fatalf("%s from seed %d: no end after %d moves", n.Game, n.Seed, len(moves))
		}
		var p engine.Played
		if s.Actor() == engine.Chance {
			p, err = s.PlayChance()
		} else {
			var m json.RawMessage
			if m, err = advisor.Advise(ctx, s, bots.Casual, n.Seed+uint64(len(moves))); err != nil {
				t.Fatal(err)
			}
			p, err = s.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
		after := s.Actor()
		moves = append(moves, store.Move{Seq: len(moves) + 1, Entry: p.Move, Actor: int(after), Due: after != 0})
		if after == 0 {
			annas = append(annas, len(moves))
		}
	}
	if len(annas) <= n.Left {
		t.Fatalf("%s from seed %d: Anna decides only %d times", n.Game, n.Seed, len(annas))
	}
	cut := annas[len(annas)-n.Left]
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

// open opens the stored table as Anna, once the site holds it, and waits
// until her page has her seat and the table's state.
func (n nearEnd) open(p *page) {
	p.t.Helper()
	p.open(fmt.Sprintf("/#/t/%s?token=%s", n.ID, annaToken))
	p.synced(0)
}
