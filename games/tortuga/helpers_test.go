package tortuga

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"caribe/engine"
)

// scenario sets up a game and places the turtles as a board string reads,
// "raft:G 18:BRY" (bottom to top); turtles not named stand on the raft.
func scenario(t *testing.T, players int, options, board string) *State {
	t.Helper()
	if options == "" {
		options = "{}"
	}
	s, err := New(players, json.RawMessage(options), 1)
	if err != nil {
		t.Fatal(err)
	}
	s.raft, s.height = 0, [MaxTrack + 1]int8{}
	placed := map[int8]bool{}
	for _, field := range strings.Fields(board) {
		where, turtles, ok := strings.Cut(field, ":")
		if !ok {
			t.Fatalf("board field %q is not place:turtles", field)
		}
		for _, c := range turtles {
			tt := int8(strings.IndexRune(Letters, c))
			if tt < 0 || tt >= s.cfg.turtles() {
				t.Fatalf("no turtle %q in a %d-player game", c, players)
			}
			placed[tt] = true
			if where == "raft" {
				s.toRaft([]int8{tt})
				continue
			}
			p, err := strconv.Atoi(where)
			if err != nil || p < 1 || p > int(s.cfg.track) {
				t.Fatalf("no space %q", where)
			}
			s.drop(tt, int8(p))
		}
	}
	for tt := int8(0); tt < s.cfg.turtles(); tt++ {
		if !placed[tt] {
			s.toRaft([]int8{tt})
		}
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// faceUpIs arranges the deck so that the face-up card shows v eggs.
func faceUpIs(t *testing.T, s *State, v int8) {
	t.Helper()
	for i := s.next; i < s.ncards; i++ {
		if s.cards[i] == v {
			s.cards[i], s.cards[s.next] = s.cards[s.next], s.cards[i]
			return
		}
	}
	t.Fatalf("no card of %d eggs left in the deck", v)
}

// play applies moves written as "die 2", "roll", "stop", "card 2", "choose 1"
// and returns the events of the last one.
func play(t *testing.T, s *State, moves ...string) []engine.Event {
	t.Helper()
	var log []engine.Event
	for _, text := range moves {
		m := parseMove(t, text)
		log = log[:0]
		if err := s.Apply(m, &log); err != nil {
			t.Fatalf("%s: %v (state %v)", text, err, s)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("after %s: %v", text, err)
		}
	}
	return log
}

func parseMove(t *testing.T, text string) Move {
	t.Helper()
	name, arg, _ := strings.Cut(text, " ")
	for k, n := range kindNames {
		if n == name && n != "" {
			v, _ := strconv.Atoi(arg)
			return Move{Kind(k), int8(v)}
		}
	}
	t.Fatalf("no move %q", text)
	return Move{}
}

// refused checks that m is refused with a message containing want and that
// the state did not change.
func refused(t *testing.T, s *State, text, want string) {
	t.Helper()
	before, _ := s.MarshalJSON()
	err := s.Apply(parseMove(t, text), nil)
	if err == nil {
		t.Fatalf("%s was accepted in %v", text, s)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s refused with %q, want it to say %q", text, err, want)
	}
	if after, _ := s.MarshalJSON(); string(after) != string(before) {
		t.Fatalf("refused %s changed the state", text)
	}
}

func wantBoard(t *testing.T, s *State, want string) {
	t.Helper()
	if got := s.Board(); got != want {
		t.Fatalf("board %q, want %q", got, want)
	}
}

// ruleIsLegal plays random games with a player's rule for every seat and
// checks that each move it gives is legal, no blunder, and leaves the state
// as it was.
func ruleIsLegal(t *testing.T, rule func(*State, *rand.PCG) Move) {
	t.Helper()
	for _, c := range []struct {
		players int
		options string
	}{{2, `{"eggs_as_dice":true}`}, {3, `{}`}, {5, `{"eggs_as_dice":true}`}} {
		r := rand.NewPCG(1, 2)
		for seed := range uint64(30) {
			s, err := New(c.players, []byte(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			for s.Actor() != engine.Nobody {
				if s.Actor() == engine.Chance {
					play(t, s, s.SampleChance().String())
					continue
				}
				before := *s
				m := rule(s, r)
				if *s != before {
					t.Fatalf("the rule changed the state")
				}
				if !slices.Contains(s.Legal(nil), m) || s.Blunder(m) {
					t.Fatalf("%d players %s seed %d: %v is not a sound legal move in %v", c.players, c.options, seed, m, s)
				}
				if err := s.Apply(m, nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
