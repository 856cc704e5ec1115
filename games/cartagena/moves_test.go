package cartagena

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestMoveJSON: every kind of move encodes to the documented JSON, decodes
// back to itself and prints as documented.
func TestMoveJSON(t *testing.T) {
	for _, c := range []struct {
		m    Move
		json string
		text string
	}{
		{fwd(Sabre, 6), `{"type":"forward","from":6,"card":"sabre"}`, "forward sabre from 6"},
		{fwd(Flag, Start), `{"type":"forward","from":0,"card":"flag"}`, "forward flag from start"},
		{back(17), `{"type":"back","from":17}`, "back from 17"},
		{back(Boat), `{"type":"back","from":37}`, "back from boat"},
		{end, `{"type":"end"}`, "end"},
		{pass, `{"type":"pass"}`, "pass"},
	} {
		b, err := json.Marshal(c.m)
		if err != nil || string(b) != c.json {
			t.Errorf("%v encodes to %s (%v), want %s", c.m, b, err, c.json)
		}
		var m Move
		if err := json.Unmarshal([]byte(c.json), &m); err != nil || m != c.m {
			t.Errorf("%s decodes to %v (%v)", c.json, m, err)
		}
		if m.String() != c.text {
			t.Errorf("%#v prints %q, want %q", c.m, m.String(), c.text)
		}
	}
	var m Move
	if err := json.Unmarshal([]byte(`{"type":"forward","from":3,"card":"T"}`), &m); err != nil || m != fwd(Tricorn, 3) {
		t.Errorf("a card given by its letter decodes to %v (%v)", m, err)
	}
	if _, err := json.Marshal(Move(0)); err == nil {
		t.Errorf("the zero Move encoded")
	}
}

// TestMoveJSONErrors: a bad move names what is wrong.
func TestMoveJSONErrors(t *testing.T) {
	for _, c := range []struct{ json, want string }{
		{`{"type":"jump"}`, `unknown cartagena move type "jump"`},
		{`{"type":"forward","from":3}`, "a forward move names the card played and the pirate's position"},
		{`{"type":"forward","card":"key"}`, "a forward move names the card played and the pirate's position"},
		{`{"type":"forward","from":3,"card":"rum"}`, `"rum" is not a symbol`},
		{`{"type":"back"}`, "a back move names the pirate's position"},
		{`{"type":"back","from":5,"card":"key"}`, "a back move plays no card"},
		{`{"type":"back","from":38}`, "from: 38 is off the board"},
		{`{"type":"end","from":1}`, "the end move takes no other field"},
		{`{"type":"pass","to":1}`, `unknown field "to"`},
		{`"end"`, "a cartagena move is an object"},
	} {
		var m Move
		err := json.Unmarshal([]byte(c.json), &m)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.json, err, c.want)
		}
	}
}

// TestMoveKeepsItsParts: a move packed from any position, and any kind
// and card in range, gives each back as it was, and moves differ when a
// part does; a kind or card out of range (too large for its bits, or
// negative) reads back out of range, so that Apply refuses the move naming
// that part.
func TestMoveKeepsItsParts(t *testing.T) {
	seen := map[Move]bool{}
	for _, k := range []Kind{0, Forward, Back, End, Pass, 9, 14} {
		for _, c := range []Symbol{Flag, Tricorn, 7, 14} {
			for _, from := range []int8{-128, -1, Start, 17, Boat, 40, 127} {
				m := move(k, c, from)
				if m.Kind() != k || m.Card() != c || m.From() != from {
					t.Errorf("move(%d, %d, %d) reads back as %d, %d, %d", k, c, from, m.Kind(), m.Card(), m.From())
				}
				if seen[m] {
					t.Errorf("move(%d, %d, %d) is the same word as another move", k, c, from)
				}
				seen[m] = true
			}
		}
	}
	for _, c := range []struct {
		m          Move
		kind, card int
	}{
		{move(-1, Sabre, 3), kindMask, int(Sabre)},
		{move(-128, Sabre, 3), kindMask, int(Sabre)},
		{move(127, Sabre, 3), kindMask, int(Sabre)},
		{move(Forward, -1, 3), int(Forward), cardMask},
		{move(Forward, 16, 3), int(Forward), cardMask},
		{move(Forward, 127, 3), int(Forward), cardMask},
	} {
		if int(c.m.Kind()) != c.kind || int(c.m.Card()) != c.card || c.m.From() != 3 {
			t.Errorf("%v reads back as %d, %d, %d, want %d, %d, 3", c.m, c.m.Kind(), c.m.Card(), c.m.From(), c.kind, c.card)
		}
	}
	if got := move(9, 7, 40).String(); got != "Move(9,7,40)" {
		t.Errorf("a move of no kind prints %q", got)
	}
}
