package tobago

import (
	"encoding/json"
	"strings"
	"testing"

	"caribe/games/tobago/island"
)

// The island is chosen by name, by seed and size, by text map, or, with no
// option, drawn from the game's seed; the settled options say which.
func TestIslandOptions(t *testing.T) {
	for _, c := range []struct {
		options string
		size    island.Size
		echo    string
	}{
		{`{"island":"coral-cove"}`, island.Small, `"island":"coral-cove"`},
		{`{"island":"Great Tobago"}`, island.Large, `"island":"great-tobago"`},
		{`{"island_seed":7,"size":"large"}`, island.Large, `"island_seed":7,"size":"large"`},
		{`{"island_seed":7}`, island.Small, `"island_seed":7,"size":"small"`},
		{`{}`, island.Small, `"island_seed":`},
		{onRulebookIsland(""), island.Small, `"island_map":"`},
	} {
		s, err := New(2, json.RawMessage(c.options), 9)
		if err != nil {
			t.Fatalf("%s: %v", c.options, err)
		}
		o, _ := json.Marshal(s.Options())
		if s.Island().Size() != c.size || !strings.Contains(string(o), c.echo) {
			t.Errorf("%s: a %v island, options %s", c.options, s.Island().Size(), o)
		}
		again, err := New(2, o, 9)
		if err != nil {
			t.Fatalf("settled options %s: %v", o, err)
		}
		if again.Island().Grid() != s.Island().Grid() {
			t.Errorf("%s: the settled options draw another island", c.options)
		}
	}
	a, _ := New(2, nil, 1)
	b, _ := New(2, nil, 2)
	if a.Island().Grid() == b.Island().Grid() {
		t.Error("two seeds drew the same default island")
	}
}

// Options are decoded strictly; each mistake is named.
func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		players int
		options string
		want    string
	}{
		{2, `{"islnad":"coral-cove"}`, `unknown option "islnad"`},
		{2, `[]`, "want a JSON object"},
		{2, `{"island":"atlantis"}`, `no island is named "atlantis"`},
		{2, `{"island":"coral-cove","island_seed":3}`, "give one of them"},
		{2, `{"island":"coral-cove","size":"large"}`, "size goes with island_seed"},
		{2, `{"island_seed":3,"size":"huge"}`, `unknown island size "huge"`},
		{2, `{"island_map":"~ ~\n~ S"}`, "island_map"},
		{2, `{"gold":[9,9,8,7,-1]}`, "gold: -1 cards worth 6 coins"},
		{2, `{"gold":[0,0,0,0,0]}`, "gold: 0 gold cards"},
		{2, `{"gold":[9,9]}`, "gold"},
		{2, `{"curses":3}`, "curses: 3"},
		{2, `{"curse_depth":40}`, "curse_depth: 40"},
		{2, `{"curse_rule":"mild"}`, `curse_rule "mild"`},
		{2, `{"curse_returns":"yes"}`, "curse_returns"},
		{1, `{}`, "2 to 4 players, not 1"},
		{5, `{}`, "2 to 4 players, not 5"},
	} {
		if _, err := New(c.players, json.RawMessage(c.options), 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%d players %s: error %v, want %q", c.players, c.options, err, c.want)
		}
	}
}

// The settled options list every default.
func TestSettledOptions(t *testing.T) {
	s, err := New(3, json.RawMessage(`{"island":"pelican-key","curse_rule":"continue"}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(s.Options())
	const want = `{"island":"pelican-key","gold":[9,9,8,7,6],"curses":2,"curse_depth":27,"curse_rule":"continue","curse_returns":false}`
	if string(b) != want {
		t.Fatalf("options %s\nwant %s", b, want)
	}
}
