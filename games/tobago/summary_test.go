package tobago

import (
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// finished ends a two-player game with these gold cards held per seat.
func finished(t *testing.T, gold ...[]int) *State {
	t.Helper()
	s := twoHunters(t)
	for p, cards := range gold {
		s.held[p] = [cardKinds]int8{}
		for _, v := range cards {
			s.held[p][v]++
		}
	}
	s.phase = phaseOver
	return s
}

func TestSummaryMostGoldAndSharedTie(t *testing.T) {
	won := finished(t, []int{6, 5}, []int{4, 4}).Summary(nil)
	if won.Tiebreak || won.Decided.EN != "{winners} gathered the most gold: 11 coins." {
		t.Errorf("11 coins against 8: %+v", won)
	}
	tied := finished(t, []int{6, 2}, []int{4, 4}).Summary(nil)
	if !tied.Tiebreak || !strings.Contains(tied.Decided.EN, "Tied at 8 coins: the rules break no tie") || !strings.Contains(tied.Decided.RU, "делят") {
		t.Errorf("8 coins each: %+v", tied)
	}
}

func TestSummaryCountsFromEvents(t *testing.T) {
	s := finished(t, []int{6}, []int{5})
	events := []engine.Event{
		CluePlayed{Type: "clue", Seat: 0, Why: "setup"}, CluePlayed{Type: "clue", Seat: 1, Why: "action"},
		AmuletPicked{Type: "amulet_picked", Seat: 1}, Raised{Type: "raised", Seat: 0, Hex: island.Hex{Q: 3, R: 4}},
		Took{Type: "took", Seat: 0}, Took{Type: "took", Seat: 1}, Took{Type: "took", Seat: 0},
	}
	got := map[string][]int{}
	for _, st := range s.Summary(events).Stats {
		got[st.Name] = st.Values
	}
	want := map[string][]int{"treasures_raised": {1, 0}, "cards_taken": {2, 1}, "amulets": {0, 1}, "clues": {0, 1}}
	for name, w := range want {
		if g := got[name]; len(g) != 2 || g[0] != w[0] || g[1] != w[1] {
			t.Errorf("%s = %v, want %v", name, g, w)
		}
	}
}
