package engine_test

import (
	"encoding/json"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/tortuga"
)

func TestActorJSON(t *testing.T) {
	for _, c := range []struct {
		a    engine.Actor
		json string
	}{{engine.Chance, `"chance"`}, {engine.Nobody, `null`}, {0, `0`}, {5, `5`}} {
		b, err := json.Marshal(c.a)
		if err != nil || string(b) != c.json {
			t.Fatalf("%v encodes to %s (%v), want %s", c.a, b, err, c.json)
		}
		var back engine.Actor
		if err := json.Unmarshal(b, &back); err != nil || back != c.a {
			t.Fatalf("%s decodes to %v (%v)", b, back, err)
		}
	}
	var a engine.Actor
	if err := json.Unmarshal([]byte(`-4`), &a); err == nil {
		t.Fatal("a negative seat must be refused")
	}
}

func TestDefineChecksPlayersAndOptions(t *testing.T) {
	g := engine.Define(tortuga.Rules)
	if _, err := g.New(1, nil, 1); err == nil || !strings.Contains(err.Error(), "2 to 7 players, not 1") {
		t.Fatalf("one player: %v", err)
	}
	s, err := g.New(4, nil, 1)
	if err != nil {
		t.Fatalf("options may be omitted: %v", err)
	}
	if _, err := s.PlayChance(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PlayChance(); err != engine.ErrNoChance {
		t.Fatalf("no chance is pending at a decision: %v", err)
	}
	c := s.Clone()
	if _, err := c.Play([]byte(`{"type":"stop"}`)); err != nil {
		t.Fatal(err)
	}
	if s.Actor() == c.Actor() {
		t.Fatalf("a clone moves on its own: both at %v", s.Actor())
	}
}

func TestReplayNamesTheBadMove(t *testing.T) {
	g := engine.Define(tortuga.Rules)
	_, err := engine.Replay(g, engine.Record{Game: "tortuga", Players: 4, Seed: 1,
		Moves: []json.RawMessage{[]byte(`{"type":"die","value":3}`), []byte(`{"type":"die","value":3}`)}})
	if err == nil || !strings.Contains(err.Error(), "replaying move 2") {
		t.Fatalf("want the second move named, got %v", err)
	}
}
