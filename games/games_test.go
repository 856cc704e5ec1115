package games

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"caribe/engine"
)

// settled returns a new game's settled options, as its state records them.
func settled(t *testing.T, g engine.Game, players int, options string) map[string]json.RawMessage {
	t.Helper()
	s, err := g.New(players, json.RawMessage(options), 11)
	if err != nil {
		t.Fatalf("%s, %d players, %s: %v", g.Name(), players, options, err)
	}
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Options map[string]json.RawMessage `json:"options"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	return st.Options
}

// same compares two JSON values, ignoring spacing.
func same(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return bytes.Equal(ja, jb)
}

// Every option a game settles is declared, every declared default is what
// the game settles when the option is left out, and every declared choice
// and preset sets a game up.
func TestDeclarationsMatchTheGames(t *testing.T) {
	for _, g := range All() {
		decls := g.Options()
		if len(decls) == 0 {
			t.Errorf("%s declares no options", g.Name())
		}
		byName := map[string]engine.OptionDecl{}
		for _, d := range decls {
			if d.Label.EN == "" || d.Label.RU == "" || d.Help.EN == "" || d.Help.RU == "" {
				t.Errorf("%s option %s: label and help in English and Russian are needed", g.Name(), d.Name)
			}
			byName[d.Name] = d
		}
		lo, hi := g.PlayerRange()
		for n := lo; n <= hi; n++ {
			got := settled(t, g, n, `{}`)
			for k := range got {
				if _, ok := byName[k]; !ok {
					t.Errorf("%s settles option %q, which is not declared", g.Name(), k)
				}
			}
			for _, d := range decls {
				if !d.AppliesTo(n) || string(d.Default) == "null" {
					continue
				}
				if v, ok := got[d.Name]; ok && !same(v, d.Default) {
					t.Errorf("%s, %d players: %s defaults to %s, but the game settles %s", g.Name(), n, d.Name, d.Default, v)
				}
				settled(t, g, n, `{"`+d.Name+`":`+string(d.Default)+`}`)
				for _, c := range d.Choices {
					settled(t, g, n, `{"`+d.Name+`":"`+c.Value+`"}`)
				}
				for _, p := range d.Presets {
					settled(t, g, n, `{"`+d.Name+`":`+string(p.Value)+`}`)
				}
			}
		}
	}
}

// Options are checked against the declarations with an error that names
// the option and what it accepts, whichever path sets the game up.
func TestOptionsAreCheckedAgainstTheDeclarations(t *testing.T) {
	for _, c := range []struct{ game, options, want string }{
		{"tortuga", `{"eggs":true}`, `unknown option "eggs" (known: two_turtles, eggs_as_dice, first, deck, track, removed, bust_limit)`},
		{"tortuga", `{"eggs_as_dice":"yes"}`, `option eggs_as_dice: want true or false, not "yes"`},
		{"tortuga", `{"first":5}`, `option first: want a seat from 0 to 2, not 5`},
		{"tortuga", `{"deck":[1,2,3]}`, `option deck: want 6 numbers, not 3`},
		{"cartagena", `{"variant":"cuba"}`, `option variant: "cuba" is not one of jamaica, tortuga, hispaniola`},
		{"tobago", `{"curses":3}`, `option curses: 3 is out of range: 0 to 2`},
		{"tobago", `{"island":"atlantis"}`, `option island: "atlantis" is not one of coral-cove`},
		{"tobago", `[1]`, `options: want a JSON object`},
	} {
		g, _ := Lookup(c.game)
		_, err := g.New(3, json.RawMessage(c.options), 1)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want %q", c.game, c.options, err, c.want)
		}
		b, _ := Bots(c.game)
		if _, err := b.Play(3, json.RawMessage(c.options), 1, nil, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("bots playing %s %s: %v, want %q", c.game, c.options, err, c.want)
		}
	}
}
