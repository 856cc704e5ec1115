package term

import (
	"strings"
	"testing"
)

// TestTobagoStepsReachExactlyTheLegalMoves splits the legal moves of many
// random positions into steps and checks that the choices lead to every
// legal move and to nothing else: no two moves share their steps, no
// move's steps are the first steps of another, every step has a key and
// a label, and a key chosen after the same steps always reads the same.
func TestTobagoStepsReachExactlyTheLegalMoves(t *testing.T) {
	t.Parallel()
	positions := 0
	for _, g := range []struct {
		players int
		seed    uint64
	}{{2, 1}, {3, 2}, {4, 3}, {2, 4}, {3, 5}} {
		n := 0
		tbGame(t, g.players, `{}`, g.seed, 1500, func(p tbPosition) {
			n++
			seat, ok := p.s.Actor().Seat()
			if !ok || n%3 != 0 {
				return
			}
			positions++
			for _, lang := range []string{"en", "ru"} {
				in := p.input(t, seat, 80, 24, false, lang)
				tbCheckSteps(t, in)
			}
		})
	}
	if positions < 300 {
		t.Fatalf("only %d positions checked", positions)
	}
}

// tbCheckSteps checks the steps of one position's legal moves.
func tbCheckSteps(t *testing.T, in BoardInput) {
	t.Helper()
	paths := map[string]string{}
	labels := map[string]string{}
	var all []string
	for _, m := range in.Legal {
		steps := tobagoUI{}.Steps(m, in)
		if len(steps) == 0 {
			t.Fatalf("%s: no steps", m)
		}
		prefix := ""
		for _, s := range steps {
			if s.Key == "" || s.Label == "" || strings.Contains(s.Key, "\x00") {
				t.Fatalf("%s: step %+v has no key or no label", m, s)
			}
			prefix += s.Key + "\x00"
			if l, ok := labels[prefix]; ok && l != s.Label {
				t.Fatalf("%s: step %q reads %q and %q", m, s.Key, l, s.Label)
			}
			labels[prefix] = s.Label
		}
		if other, ok := paths[prefix]; ok {
			t.Fatalf("%s and %s have the same steps %q", other, m, prefix)
		}
		paths[prefix] = string(m)
		all = append(all, prefix)
	}
	for _, a := range all {
		for _, b := range all {
			if a != b && strings.HasPrefix(b, a) {
				t.Fatalf("the steps of %s are the first steps of %s", paths[a], paths[b])
			}
		}
	}
}
