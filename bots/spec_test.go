package bots

import (
	"strings"
	"testing"
	"time"
)

func TestParseSpec(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Spec
	}{
		{"random", Spec{Name: Random}},
		{"greedy", Spec{Name: Greedy}},
		{"mcts", Spec{Name: MCTS}},
		{"mcts:2000", Spec{Name: MCTS, Budget: Budget{Iterations: 2000}}},
		{" ismcts:200ms ", Spec{Name: ISMCTS, Budget: Budget{Time: 200 * time.Millisecond}}},
		{"ismcts:1.5s", Spec{Name: ISMCTS, Budget: Budget{Time: 1500 * time.Millisecond}}},
		{"mcts:2000/1s", Spec{Name: MCTS, Budget: Budget{Iterations: 2000, Cap: time.Second}}},
		{"mcts:/250ms", Spec{Name: MCTS, Budget: Budget{Cap: 250 * time.Millisecond}}},
	} {
		got, err := ParseSpec(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseSpec(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
		if again, err := ParseSpec(got.String()); err != nil || again != got {
			t.Errorf("%v does not round-trip through %q: %v, %v", got, got.String(), again, err)
		}
	}
	for in, want := range map[string]string{
		"alphazero":    `unknown bot "alphazero"`,
		"greedy:100":   "takes no budget",
		"mcts:0":       "at least 1",
		"mcts:-5ms":    "positive duration",
		"mcts:lots":    `budget "lots"`,
		"random:10ms":  "takes no budget",
		"mcts:0/1s":    "at least 1 iteration",
		"mcts:100/":    "positive duration",
		"mcts:100/-1s": "positive duration",
		"greedy:/1s":   "takes no budget",
	} {
		if _, err := ParseSpec(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseSpec(%q): error %v, want one mentioning %q", in, err, want)
		}
	}
}
