package term

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
)

// maxBotMoves bounds a game of bots played for a record.
const maxBotMoves = 5000

// moveStart is how many characters of a move's words the review shows at
// least, however narrow its column.
const moveStart = 8

// botsRecord is the record of a two-player game of random bots played to
// its end from seed.
func botsRecord(t *testing.T, game string, seed uint64) engine.Record {
	t.Helper()
	g, ok := games.Lookup(game)
	if !ok {
		t.Fatalf("no game %q", game)
	}
	rec := engine.Record{Game: game, Players: 2, Options: json.RawMessage(`{}`), Seed: seed}
	s, err := g.New(rec.Players, rec.Options, seed)
	if err != nil {
		t.Fatal(err)
	}
	advisor := bots.NewAdvisor(games.Bots)
	for s.Actor() != engine.Nobody {
		if len(rec.Moves) > maxBotMoves {
			t.Fatalf("%s from seed %d: no end after %d moves", game, seed, len(rec.Moves))
		}
		var p engine.Played
		if s.Actor() == engine.Chance {
			p, err = s.PlayChance()
		} else {
			var m json.RawMessage
			if m, err = advisor.Advise(context.Background(), s, bots.Random, seed+uint64(len(rec.Moves))); err != nil {
				t.Fatal(err)
			}
			p, err = s.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, p.Move)
	}
	return rec
}

// TestReviewOfEachGame: r at the end of a Cartagena, a Tobago and a La
// Tortuga game reviews it; the screen at 100 × 32 shows each seat's
// figures and the mistakes with their moves in the game's words, in
// both languages (in Russian no English word), every line the screen's
// width and the move played and the better one both on it.
func TestReviewOfEachGame(t *testing.T) {
	const w, h = 100, 32
	for _, game := range []string{"cartagena", "tobago", "tortuga"} {
		rec := botsRecord(t, game, 7)
		for _, lang := range []string{"en", "ru"} {
			m, d := finished(t, rec, Config{Lang: lang}, w, h)
			d.Press("r")
			d.within("the review", reviewHang, func() bool { return m.rev.report != nil || m.rev.err != nil })
			if m.rev.err != nil {
				t.Fatal(m.rev.err)
			}
			screen := m.render()
			t.Logf("%s %s:\n%s", game, lang, ansi.Strip(screen))
			lines := strings.Split(screen, "\n")
			if len(lines) != h {
				t.Errorf("%s %s: %d lines", game, lang, len(lines))
			}
			for i, l := range lines {
				if width(l) != w {
					t.Errorf("%s %s: line %d is %d wide: %q", game, lang, i+1, width(l), ansi.Strip(l))
				}
			}
			for _, s := range m.rev.report.Seats {
				want := []string{ansi.Strip(m.shortName(s.Seat)), fmt.Sprintf("%.1f", s.Accuracy)}
				if !hasRow(screen, want) {
					t.Errorf("%s %s: the screen lacks seat %d's figures %q:\n%s", game, lang, s.Seat+1, want, ansi.Strip(screen))
				}
			}
			bad := m.mistakes()
			if len(bad) == 0 {
				t.Fatalf("%s %s: random bots made no mistakes", game, lang)
			}
			for _, dec := range bad[:min(len(bad), m.mistakeRows())] {
				moves, ok := mistakeMoves(screen, fmt.Sprint(dec.Number), ansi.Strip(m.shortName(dec.Seat)))
				if !ok {
					t.Errorf("%s %s: the screen lacks move %d's row", game, lang, dec.Number)
					continue
				}
				// A move's words may be cut to fit, never to less than its start.
				for _, mv := range []json.RawMessage{dec.Move, dec.Best} {
					said := []rune(m.moveWords(mv))
					if start := string(said[:min(len(said), moveStart)]); !strings.Contains(moves, start) {
						t.Errorf("%s %s: move %d's row %q lacks %q", game, lang, dec.Number, moves, start)
					}
				}
				if word := latinWord.FindString(moves); lang == "ru" && word != "" {
					t.Errorf("%s ru: move %d's row names its moves in English (%q): %q", game, dec.Number, word, moves)
				}
			}
		}
	}
}

// mistakeMoves is the end of the row of the mistakes' table that starts
// with a move's number and its player: the moves played and better,
// after the chances, which end in a percent sign.
func mistakeMoves(screen, number, name string) (string, bool) {
	want := strings.Fields(number + " " + name)
	for _, l := range strings.Split(ansi.Strip(screen), "\n") {
		if got := strings.Fields(l); len(got) >= len(want) && slices.Equal(got[:len(want)], want) {
			return l[strings.LastIndex(l, "%")+1:], true
		}
	}
	return "", false
}
