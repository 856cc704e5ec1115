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
		{"mcts:2000", Spec{MCTS, Budget{Iterations: 2000}}},
		{" ismcts:200ms ", Spec{ISMCTS, Budget{Time: 200 * time.Millisecond}}},
		{"ismcts:1.5s", Spec{ISMCTS, Budget{Time: 1500 * time.Millisecond}}},
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
		"alphazero":   `unknown bot "alphazero"`,
		"greedy:100":  "takes no budget",
		"mcts:0":      "at least 1",
		"mcts:-5ms":   "positive duration",
		"mcts:lots":   `budget "lots"`,
		"random:10ms": "takes no budget",
	} {
		if _, err := ParseSpec(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseSpec(%q): error %v, want one mentioning %q", in, err, want)
		}
	}
}
