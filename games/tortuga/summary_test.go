package tortuga

import (
	"strings"
	"testing"

	"caribe/engine"
)

// over ends a two-player game with these egg cards in each hand (values).
func over(t *testing.T, hands ...[]int8) *State {
	t.Helper()
	s := scenario(t, 2, "", "")
	for seat, h := range hands {
		s.hands[seat] = [6]int8{}
		for _, v := range h {
			s.hands[seat][v-1]++
		}
	}
	s.setPhase(phaseOver)
	return s
}

// "В случае ничьей выигрывает претендент на победу с наибольшим числом
// карт кладок": 31 eggs each, 7 cards against 6.
func TestSummaryTieGoesToMoreEggCards(t *testing.T) {
	s := over(t, []int8{6, 6, 6, 6, 4, 3}, []int8{5, 5, 5, 4, 4, 4, 4})
	sum := s.Summary(nil)
	if w := s.Winners(nil); len(w) != 1 || w[0] != 1 {
		t.Fatalf("winners %v, want seat 1", w)
	}
	want := "Tied at 31 eggs: the tie goes to the most egg cards, and {winners} had 7 against 6."
	if !sum.Tiebreak || sum.Decided.EN != want || !strings.Contains(sum.Decided.RU, "Поровну яиц (31)") {
		t.Errorf("summary %+v, want %q", sum, want)
	}
	if sum.Stats[0].Name != "egg_cards" || sum.Stats[0].Values[0] != 6 || sum.Stats[0].Values[1] != 7 {
		t.Errorf("egg cards %+v", sum.Stats[0])
	}
}

func TestSummarySharedAndPlainWins(t *testing.T) {
	plain := over(t, []int8{6, 5}, []int8{6, 1}).Summary(nil)
	if plain.Tiebreak || !strings.Contains(plain.Decided.EN, "the most eggs: 11") {
		t.Errorf("11 eggs against 7: %+v", plain)
	}
	tied := over(t, []int8{6, 5}, []int8{5, 6}).Summary(nil)
	if !tied.Tiebreak || !strings.Contains(tied.Decided.EN, "Tied at 11 eggs and at 2 egg cards: the win is shared") {
		t.Errorf("11 eggs and 2 cards each: %+v", tied)
	}
}

// TestSummaryCountsBustsAndRolls checks the numbers against a game's
// events: a bust counts for the owner of the turtle that moved.
func TestSummaryCountsBustsAndRolls(t *testing.T) {
	s := over(t, []int8{3}, []int8{4})
	events := []engine.Event{
		Decided{"roll", 0, 4}, Busted{"busted", 9, 3, []int8{0}},
		Decided{"roll", 1, 2}, Decided{"stop", 1, 5}, Busted{"busted", 8, 0, []int8{3, 1}},
	}
	sum := s.Summary(events)
	busts, rolls := sum.Stats[1], sum.Stats[2]
	if busts.Values[0] != 1 || busts.Values[1] != 1 || rolls.Values[0] != 1 || rolls.Values[1] != 1 {
		t.Errorf("busts %v rolls %v, want one each", busts.Values, rolls.Values)
	}
}

// TestSummarizeAFinishedGame summarizes a random game through the engine.
func TestSummarizeAFinishedGame(t *testing.T) {
	g := engine.Define(Rules)
	s, err := g.New(3, nil, 4)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Game: "tortuga", Players: 3, Seed: 4}
	for s.Actor() != engine.Nobody {
		var p engine.Played
		if s.Actor() == engine.Chance {
			p, err = s.PlayChance()
		} else {
			p, err = s.Play(s.Legal()[0].Move)
		}
		if err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, p.Move)
	}
	sum, err := engine.Summarize(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Stats) != 3 || len(sum.Stats[0].Values) != 3 || !strings.Contains(sum.Decided.EN, "{winners}") {
		t.Errorf("summary %+v", sum)
	}
	total := 0
	for _, v := range sum.Stats[0].Values {
		total += v
	}
	if total != 21 {
		t.Errorf("%d egg cards held at the end, want the deck's 20 and the beach", total)
	}
}
