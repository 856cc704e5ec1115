package term

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/games"
)

// tbPosition is a moment of a Tobago game: the session, the last move
// played (nil before the first).
type tbPosition struct {
	s    engine.Session
	last *Played
}

// tbGame plays a random Tobago game of players seats from seed, calling
// each with every position until the game ends or after limit moves.
func tbGame(t testing.TB, players int, options string, seed uint64, limit int, each func(tbPosition)) {
	t.Helper()
	g, ok := games.Lookup("tobago")
	if !ok {
		t.Fatal("no game tobago")
	}
	s, err := g.New(players, json.RawMessage(options), seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var last *Played
	for k := 0; k < limit; k++ {
		each(tbPosition{s: s, last: last})
		actor := s.Actor()
		if actor == engine.Nobody {
			return
		}
		var p engine.Played
		if actor == engine.Chance {
			p, err = s.PlayChance()
		} else {
			legal := s.Legal()
			p, err = s.Play(legal[rng.IntN(len(legal))].Move)
		}
		if err != nil {
			t.Fatal(err)
		}
		events, err := json.Marshal(p.Events)
		if err != nil {
			t.Fatal(err)
		}
		last = &Played{Version: k + 1, By: int(actor), Move: p.Move, Events: events}
	}
}

// input is the board input of seat (-1 a spectator) at the position.
func (p tbPosition) input(t testing.TB, seat, w, h int, ascii bool, lang string) BoardInput {
	t.Helper()
	view, err := json.Marshal(p.s.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	in := BoardInput{View: view, Seat: seat, Last: p.last, Width: w, Height: h, ASCII: ascii, Lang: lang}
	if a, ok := p.s.Actor().Seat(); ok && a == seat {
		for _, l := range p.s.Legal() {
			in.Legal = append(in.Legal, l.Move)
		}
		if len(in.Legal) > 0 {
			in.Cursor = in.Legal[len(in.Legal)/2]
		}
	}
	return in
}
