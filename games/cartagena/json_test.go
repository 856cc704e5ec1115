package cartagena

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestStateJSON: a new game encodes to the documented form.
func TestStateJSON(t *testing.T) {
	s, _ := New(2, json.RawMessage(`{"variant":"tortuga","tunnel":"`+plainTunnel+`","first":1}`), 3)
	b, _ := s.MarshalJSON()
	var j map[string]json.RawMessage
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]string{
		"game":    `"cartagena"`,
		"players": `2`,
		"options": `{"variant":"tortuga","tunnel":"FSPKBTFSPKBTFSPKBTFSPKBTFSPKBTFSPKBT","first":1}`,
		"pirates": `[[0,0,0,0,0,0],[0,0,0,0,0,0]]`,
		"discard": `""`, "turn": `1`, "actions": `0`,
	} {
		if string(j[key]) != want {
			t.Errorf("%s: %s, want %s", key, j[key], want)
		}
	}
	var draw, row string
	var hands []string
	json.Unmarshal(j["draw"], &draw)
	json.Unmarshal(j["row"], &row)
	json.Unmarshal(j["hands"], &hands)
	if len(draw) != Cards-2*Dealt-RowSize || len(row) != RowSize || len(hands) != 2 || len(hands[0]) != Dealt {
		t.Errorf("draw %q, row %q, hands %q", draw, row, hands)
	}
	if len(j) != 11 {
		t.Errorf("%d fields: %s", len(j), b)
	}
}

// TestLoadThenPlay: a state saved mid-game and loaded plays on exactly as
// the original, the generator's reshuffles included.
func TestLoadThenPlay(t *testing.T) {
	for _, variant := range variantNames {
		s, _ := New(3, json.RawMessage(`{"variant":"`+variant+`"}`), 11)
		pick := rand.New(rand.NewPCG(1, 1))
		for range 150 {
			l := s.Legal(nil)
			play(t, s, l[pick.IntN(len(l))])
		}
		saved, _ := s.MarshalJSON()
		loaded, err := Load(saved)
		if err != nil {
			t.Fatalf("%s: %v", variant, err)
		}
		reshuffles := 0
		for s.Actor() >= 0 {
			l := s.Legal(nil)
			m := l[pick.IntN(len(l))]
			log := play(t, s, m)
			play(t, loaded, m)
			reshuffles += strings.Count(eventsJSON(t, log), `"reshuffle"`)
		}
		a, _ := s.MarshalJSON()
		b, _ := loaded.MarshalJSON()
		if !bytes.Equal(a, b) || reshuffles == 0 {
			t.Errorf("%s: loaded game ended differently (%d reshuffles on the way):\n%s\n%s", variant, reshuffles, a, b)
		}
	}
}

// TestLoadErrors: a corrupt state is refused with what is inconsistent.
func TestLoadErrors(t *testing.T) {
	s, _ := New(3, json.RawMessage(`{"tunnel":"`+plainTunnel+`"}`), 5)
	good, _ := s.MarshalJSON()
	if _, err := Load(good); err != nil {
		t.Fatalf("a new game does not load: %v", err)
	}
	var hands []string
	var draw string
	var base map[string]json.RawMessage
	json.Unmarshal(good, &base)
	json.Unmarshal(base["hands"], &hands)
	json.Unmarshal(base["draw"], &draw)
	for _, c := range []struct {
		field, value, want string
	}{
		{"game", `"tortuga"`, `game is "tortuga"`},
		{"players", `6`, "played by 2 to 5 players, not 6"},
		{"colour", `1`, `unknown field "colour"`},
		{"options", `{"variant":"jamaica","first":0}`, "the tunnel is missing"},
		{"options", `{"variant":"jamaica","tunnel":"` + plainTunnel + `"}`, "the first player is missing"},
		{"options", `{"variant":"jamaica","tunnel":"FSPKBT FSPKBT FSPKBT FSPKBT FSPKBT FSPKBF","first":0}`, "segment 6 (spaces 31-36) holds 2 flags and no tricorn"},
		{"pirates", `[[0,0,0,0,0,0],[0,0,0,0,0,0]]`, "pirates: 2 lists, want one per seat (3)"},
		{"pirates", `[[0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]]`, "pirates: seat 0 has 5 pirates, want 6"},
		{"pirates", `[[0,0,0,0,0,40],[0,0,0,0,0,0],[0,0,0,0,0,0]]`, "seat 0 has a pirate at 40, off the board"},
		{"pirates", `[[0,0,0,0,12,12],[0,0,0,0,0,12],[0,0,0,0,0,12]]`, "pirates: space 12 holds 4 pirates, at most 3 fit on a space"},
		{"pirates", `[[37,37,37,37,37,37],[37,37,37,37,37,37],[0,0,0,0,0,0]]`, "seats 0 and 1 both have all six pirates in the boat"},
		{"pirates", `[[37,37,37,37,37,37],[0,0,0,0,0,0],[0,0,0,0,0,0]]`, "seat 0 boarded its sixth pirate, so the game ended on that seat's turn"},
		{"hands", `["` + hands[0] + `","` + hands[1] + `"]`, "hands: 2, want one per seat (3)"},
		{"hands", `["` + hands[0] + `F","` + hands[1] + `","` + hands[2] + `"]`, "cards: 103 accounted for (hands, draw pile, discard pile, row), the deck has 102"},
		{"hands", `["` + hands[0] + `x","` + hands[1] + `","` + hands[2] + `"]`, `hands: seat 0: 'x' at 7 is not a card letter`},
		{"draw", `"` + draw[1:] + `"`, "cards: 101 accounted for"},
		{"draw", `"` + strings.Replace(draw, "F", "S", 1) + `"`, "cards: 16 flags and 18 sabres accounted for, the deck has 17 of each symbol"},
		{"row", `"F"`, "row: jamaica has no open row, but the state lays out 1 card(s)"},
		{"turn", `3`, "turn: no seat 3 with 3 players"},
		{"actions", `3`, "actions: 3 taken this turn; a turn passes after its third action, so 0 to 2"},
		{"rng", `"zz"`, "rng: encoding/hex"},
		{"rng", `"00"`, "rng:"},
	} {
		j := map[string]json.RawMessage{}
		for k, v := range base {
			j[k] = v
		}
		j[c.field] = json.RawMessage(c.value)
		b, _ := json.Marshal(j)
		_, err := Load(b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s = %s: error %v, want %q", c.field, c.value, err, c.want)
		}
	}
}

// TestLoadRowErrors: the open row holds at most twelve cards, and is empty
// only once the draw pile is (it is laid out anew as soon as it is empty).
func TestLoadRowErrors(t *testing.T) {
	for _, c := range []struct{ row, want string }{
		{"FSPKBTFSPKBTF", "row: 13 cards, the open row holds at most 12"},
		{"", "row: empty while the draw pile holds 100 cards"},
	} {
		b := position{variant: "hispaniola", players: 2,
			board: "start:000000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
			hands: []string{"F", "S"}, row: c.row,
		}.json(t)
		if _, err := Load(b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("row %q: error %v, want %q", c.row, err, c.want)
		}
	}
}
