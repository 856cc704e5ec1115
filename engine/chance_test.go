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
	tt.Apply(tortuga.Move{Kind: tortuga.Choose, N: 0}, nil)
	if got := engine.ChancesOf[*tortuga.State, tortuga.Move](tt, nil); len(got) != 6 || got[0].Prob != 1.0/6 {
		t.Fatalf("a die's outcomes: %v", got)
	}
	if m, ok := engine.SampleChanceOf[*tortuga.State, tortuga.Move](tt); !ok || m.Kind != tortuga.Die {
		t.Fatalf("a drawn die: %v %v", m, ok)
	}
	cs, err := cartagena.New(2, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := any(cs).(engine.Chancy[cartagena.Move]); ok {
		t.Fatal("Cartagena has no chance nodes: its state carries no chance methods")
	}
	if got := engine.ChancesOf[*cartagena.State, cartagena.Move](cs, nil); len(got) != 0 {
		t.Fatalf("Cartagena's chance outcomes: %v", got)
	}
	if _, ok := engine.SampleChanceOf[*cartagena.State, cartagena.Move](cs); ok {
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
