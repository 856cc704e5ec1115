package bots

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/tortuga"
)

// tortugaOnly is a lookup that knows La Tortuga alone.
func tortugaOnly(game string) (Game, bool) {
	if game == tortuga.Rules.Name {
		return Bind(tortuga.Rules), true
	}
	return nil, false
}

func TestAdvisorChecksSpecAndGame(t *testing.T) {
	a := NewAdvisor(tortugaOnly)
	for _, spec := range []string{"greedy", "random", "mcts", "mcts:1000", "ismcts:300ms"} {
		if err := a.Check("tortuga", spec); err != nil {
			t.Errorf("%s at tortuga: %v", spec, err)
		}
	}
	for _, c := range []struct{ game, spec, want string }{
		{"tortuga", "genius", `unknown bot "genius"`},
		{"tortuga", "greedy:100", "takes no budget"},
		{"tortuga", "mcts:0", "at least 1"},
		{"chess", "greedy", "no bot plays chess"},
	} {
		if err := a.Check(c.game, c.spec); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s at %s: %v, want an error containing %q", c.spec, c.game, err, c.want)
		}
	}
}

func TestAdvisorAdvisesALegalMoveAndLeavesTheGame(t *testing.T) {
	a := NewAdvisor(tortugaOnly)
	sess := tortugaDecision(t)
	before, _ := sess.MarshalJSON()
	for _, spec := range []string{"greedy", "mcts:200"} {
		move, err := a.Advise(t.Context(), sess, spec, 11)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		if !slices.ContainsFunc(sess.Legal(), func(l engine.LegalMove) bool { return bytes.Equal(l.Move, move) }) {
			t.Errorf("%s advised %s, not a legal move", spec, move)
		}
		if again, _ := a.Advise(t.Context(), sess, spec, 11); !bytes.Equal(again, move) {
			t.Errorf("%s with the same seed advised %s, then %s", spec, move, again)
		}
	}
	if after, _ := sess.MarshalJSON(); !bytes.Equal(before, after) {
		t.Error("advising changed the game")
	}
	if _, err := a.Advise(t.Context(), sess, "genius", 1); err == nil || !strings.Contains(err.Error(), "unknown bot") {
		t.Errorf("advice of an unknown bot: %v", err)
	}
	none := NewAdvisor(func(string) (Game, bool) { return nil, false })
	if _, err := none.Advise(t.Context(), sess, "greedy", 1); err == nil || !strings.Contains(err.Error(), "no bot plays La Tortuga") {
		t.Errorf("advice at a game no bot plays: %v", err)
	}
}

func TestLevelsNameBotsFromTheEasiest(t *testing.T) {
	var names []string
	for _, l := range Levels() {
		if _, err := ParseSpec(l.Spec); err != nil {
			t.Errorf("level %s: %v", l.Name, err)
		}
		names = append(names, l.Name)
	}
	if got := strings.Join(names, " "); got != "easy medium hard" {
		t.Errorf("levels %s, want easy medium hard", got)
	}
}

// tortugaDecision is a three-player La Tortuga game at its first decision
// of a seat.
func tortugaDecision(t *testing.T) engine.Session {
	t.Helper()
	sess, err := engine.Define(tortuga.Rules).New(3, nil, 7)
	if err != nil {
		t.Fatal(err)
	}
	for sess.Actor() == engine.Chance {
		if _, err := sess.PlayChance(); err != nil {
			t.Fatal(err)
		}
	}
	return sess
}
