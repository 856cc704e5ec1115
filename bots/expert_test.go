package bots

import (
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// The expert bot plays La Tortuga's expert rule, the same move for the same
// seed, whatever is hidden from its seat; a game without the rule refuses
// it by name, and it takes no budget.
func TestExpertBot(t *testing.T) {
	for i, s := range positions(t, tortuga.Rules, 3, `{"eggs_as_dice":true}`, 10) {
		seat, _ := s.Actor().Seat()
		other := s.Clone()
		other.Determinize(seat, rand.NewPCG(uint64(i), 78))
		a, b := player[*tortuga.State, tortuga.Move](t, "expert", 5, 1), player[*tortuga.State, tortuga.Move](t, "expert", 5, 1)
		ma, mb := a.Choose(t.Context(), s), b.Choose(t.Context(), other)
		if ma != mb {
			t.Errorf("position %d: %v, but %v once only hidden information changed", i, ma, mb)
		}
		if want := s.ExpertMove(rand.NewPCG(5, 0xe8e7)); ma != want {
			t.Errorf("position %d: the bot plays %v, the rule %v", i, ma, want)
		}
		if s.Blunder(ma) {
			t.Errorf("position %d: %v is a blunder", i, ma)
		}
	}
	if _, err := NewPlayer[*cartagena.State, cartagena.Move](Spec{Name: ExpertName}, 1, 1, DefaultSearch); err == nil ||
		!strings.Contains(err.Error(), "no expert rule") {
		t.Errorf("an expert bot for Cartagena: %v, want an error naming the missing expert rule", err)
	}
	if _, err := ParseSpec("expert:1000"); err == nil || !strings.Contains(err.Error(), "takes no budget") {
		t.Errorf("expert:1000: %v, want an error saying it takes no budget", err)
	}
}
