package engine_test

import (
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/tortuga"
)

func TestOptionsFromPairsReadEachKind(t *testing.T) {
	decls := tortuga.Rules.Options
	got, err := engine.OptionsFromPairs(decls, 3, []string{"eggs_as_dice=true", "first=2", "deck=4, 4,4,4,4,4"})
	if err != nil || string(got) != `{"eggs_as_dice":true,"first":2,"deck":[4,4,4,4,4,4]}` {
		t.Fatalf("got %s, %v", got, err)
	}
	for _, c := range []struct {
		pairs []string
		want  string
	}{
		{[]string{"eggs"}, `"eggs": write KEY=VALUE`},
		{[]string{"eggs=1"}, `unknown option "eggs" (known: two_turtles, eggs_as_dice, first, deck, track, removed, bust_limit)`},
		{[]string{"first=1", "first=2"}, "option first is given twice"},
		{[]string{"eggs_as_dice=yes"}, `option eggs_as_dice: "yes" is not a bool value`},
		{[]string{"deck=1,x"}, "option deck: want 6 numbers separated by commas"},
		{[]string{"first=3"}, "option first: want a seat from 0 to 2, not 3"},
	} {
		if _, err := engine.OptionsFromPairs(decls, 3, c.pairs); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.pairs, err, c.want)
		}
	}
}
