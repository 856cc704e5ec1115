package engine_test

import (
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// Chance is optional: La Tortuga's dice are chance nodes, Cartagena has none
// and carries no stubs for them.
func TestChanceIsOptional(t *testing.T) {
	tt, err := tortuga.New(2, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := any(tt).(engine.Chancy[tortuga.Move]); !ok {
		t.Fatal("La Tortuga rolls dice: its state must offer chance outcomes")
	}
	dice := engine.BindChance[*tortuga.State, tortuga.Move](tt)
	if got := dice.Outcomes(nil); len(got) != 0 {
		t.Fatalf("outcomes while a seat chooses its turtle: %v", got)
	}
	tt.Apply(tortuga.Move{Kind: tortuga.Choose, N: 0}, nil)
	if got := dice.Outcomes(nil); len(got) != 6 || got[0].Prob != 1.0/6 {
		t.Fatalf("a die's outcomes, bound before the turtle was chosen: %v", got)
	}
	if m, ok := dice.Sample(); !ok || m != tt.SampleChance() {
		t.Fatalf("a drawn die: %v %v, the game's generator rolls %v", m, ok, tt.SampleChance())
	}
	cs, err := cartagena.New(2, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := any(cs).(engine.Chancy[cartagena.Move]); ok {
		t.Fatal("Cartagena has no chance nodes: its state carries no chance methods")
	}
	none := engine.BindChance[*cartagena.State, cartagena.Move](cs)
	if got := none.Outcomes(nil); len(got) != 0 {
		t.Fatalf("Cartagena's chance outcomes: %v", got)
	}
	if _, ok := none.Sample(); ok {
		t.Fatal("drawing a chance outcome of a game without chance nodes must say it cannot")
	}
	sess, err := engine.Define(cartagena.Rules).New(2, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sess.PlayChance(); err != engine.ErrNoChance {
		t.Fatalf("PlayChance in Cartagena: %v", err)
	}
}

// A session's chance behaviour is bound to its own state: a clone draws
// from its own generator, not from the state it was cloned from, however
// far that has gone on.
func TestSessionCloneDrawsItsOwnChance(t *testing.T) {
	sess, err := engine.Define(tortuga.Rules).New(4, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	clone := sess.Clone()
	first, err := sess.PlayChance()
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := sess.Play([]byte(`{"type":"stop"}`)); err != nil {
			t.Fatal(err)
		}
		if _, err := sess.PlayChance(); err != nil {
			t.Fatal(err)
		}
	}
	again, err := clone.PlayChance()
	if err != nil {
		t.Fatal(err)
	}
	if string(again.Move) != string(first.Move) {
		t.Fatalf("the clone drew %s, its own generator rolls %s", again.Move, first.Move)
	}
}
