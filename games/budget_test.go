package games

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/engine/enginetest"
)

// sessions plays n games of game a random number of moves in, to positions
// where a seat decides.
func sessions(t *testing.T, game string, players int, options string, n int) []engine.Session {
	t.Helper()
	g, _ := Lookup(game)
	var out []engine.Session
	for seed := uint64(1); len(out) < n; seed++ {
		s, err := g.New(players, json.RawMessage(options), seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rand.New(rand.NewPCG(seed, 9))
		for range pick.IntN(60) {
			if s.Actor() == engine.Nobody {
				break
			}
			if _, err := s.PlayChance(); err == nil {
				continue
			}
			legal := s.Legal()
			if _, err := s.Play(legal[pick.IntN(len(legal))].Move); err != nil {
				t.Fatal(err)
			}
		}
		for s.Actor() == engine.Chance {
			if _, err := s.PlayChance(); err != nil {
				t.Fatal(err)
			}
		}
		if s.Actor() != engine.Nobody {
			out = append(out, s)
		}
	}
	return out
}

// A search given no budget spends its game's default, as the registry binds
// it: Tobago's TobagoSearch.Iterations, the other games' DefaultIterations.
// The bot then plays as with that budget named, and somewhere not as with
// the other one.
func TestEachGameHasItsDefaultBudget(t *testing.T) {
	t.Run("tobago", func(t *testing.T) {
		defaultBudget(t, "tobago", `{"island":"coral-cove"}`, "3000", "10000")
	})
	t.Run("cartagena", func(t *testing.T) {
		defaultBudget(t, "cartagena", `{}`, "10000", "3000")
	})
}

func defaultBudget(t *testing.T, game, options, same, other string) {
	differs := false
	for i, sess := range sessions(t, game, 2, options, enginetest.Depth(80)) {
		advise := func(budget string) []byte {
			m, err := Advise(sess, "mcts", budget, 7)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		d := advise("")
		if s := advise(same); !bytes.Equal(d, s) {
			t.Errorf("position %d: with no budget %s, with %s iterations %s", i, d, same, s)
		}
		differs = differs || !bytes.Equal(d, advise(other))
	}
	if !differs {
		t.Errorf("with no budget the bot always plays as with %s iterations", other)
	}
}

// The engine protocol's bot may be a level: it plays the level's spec, and
// refuses a budget.
func TestAdviceByLevel(t *testing.T) {
	g, _ := Bots("cartagena")
	for _, level := range bots.LevelsOf(g) {
		want, _ := bots.ParseSpec(level.Spec)
		if got, err := adviser("cartagena", level.Name, ""); err != nil || got != want {
			t.Errorf("level %s asks %+v (%v), want its spec %+v", level.Name, got, err, want)
		}
	}
	for i, sess := range sessions(t, "cartagena", 2, `{}`, 3) {
		for _, level := range bots.LevelsOf(g) {
			spec, _ := bots.ParseSpec(level.Spec)
			byLevel, err := Advise(sess, level.Name, "", 7)
			if err != nil {
				t.Fatal(err)
			}
			if spec.Budget.Time > 0 || spec.Budget.Cap > 0 {
				// A search bounded by time plays as far as the machine's
				// load lets it: two of them need not agree, and the level
				// is checked above to ask its spec.
				if !legal(sess, byLevel) {
					t.Errorf("position %d: level %s plays %s, not a legal move", i, level.Name, byLevel)
				}
				continue
			}
			bySpec, err := Advise(sess, spec.Name, spec.Budget.String(), 7)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(byLevel, bySpec) {
				t.Errorf("position %d: level %s plays %s, its spec %s plays %s", i, level.Name, byLevel, level.Spec, bySpec)
			}
		}
	}
	sess := sessions(t, "cartagena", 2, `{}`, 1)[0]
	if _, err := Advise(sess, "hard", "2000", 7); err == nil || !strings.Contains(err.Error(), "takes no budget") {
		t.Errorf("hard with a budget: %v, want a refusal", err)
	}
}

// legal reports whether move is one of the legal moves of sess now.
func legal(sess engine.Session, move json.RawMessage) bool {
	for _, l := range sess.Legal() {
		if bytes.Equal(l.Move, move) {
			return true
		}
	}
	return false
}
