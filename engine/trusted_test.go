package engine_test

import (
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// PlayoutApply plays by the game's trusted path when it has one, which
// checks nothing (an End before any action goes through), and else by
// Apply, panicking on a move the game refuses.
func TestPlayoutApplyTakesTheTrustedPathWhenThereIsOne(t *testing.T) {
	c, err := cartagena.New(2, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Clone().Apply(cartagena.Move{Kind: cartagena.End}, nil); err == nil {
		t.Fatal("Apply must refuse to end a turn that took no action")
	}
	first := c.Actor()
	engine.PlayoutApply[*cartagena.State, cartagena.Move](c)(cartagena.Move{Kind: cartagena.End})
	if c.Actor() != 1-first {
		t.Fatalf("the trusted End left seat %v to decide, want seat %v", c.Actor(), 1-first)
	}

	s, err := tortuga.New(4, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "a legal move was refused") {
			t.Fatalf("an illegal move on the checked path: recovered %v, want a panic naming the refusal", r)
		}
	}()
	engine.PlayoutApply[*tortuga.State, tortuga.Move](s)(tortuga.Move{Kind: tortuga.Stop})
}
