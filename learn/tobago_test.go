package learn

import (
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/games/tobago"
)

// tobagoLesson sets up lesson id of Tobago's course.
func tobagoLesson(t *testing.T, id string) (Lesson, engine.Session) {
	t.Helper()
	c, ok, err := For("tobago")
	if !ok || err != nil {
		t.Fatalf("tobago's course: %v", err)
	}
	l, ok := c.Lesson(id)
	if !ok {
		t.Fatalf("tobago has no lesson %q", id)
	}
	g, _ := games.Lookup("tobago")
	s, err := Start(g, l)
	if err != nil {
		t.Fatal(err)
	}
	return l, s
}

// tobagoView is what seat sees in s.
func tobagoView(s engine.Session, seat int) tobago.View { return s.View(seat).(tobago.View) }

// takeSteps does steps [from, to) of l with their first goal.
func takeSteps(t *testing.T, l Lesson, s engine.Session, from, to int) {
	t.Helper()
	for k := from; k < to; k++ {
		if err := Advance(l, k, s, l.Steps[k].Goal[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// The clues lesson is the rulebook's example: "In jungle" goes on the white
// map under "Next to a hut" and leaves 6 of its 14 hexes; the grey map
// ("Not in jungle"), the brown ("In the Big jungle") and the black ("Next
// to a statue") refuse it.
func TestTobagoCluesLessonIsTheRulebooksExample(t *testing.T) {
	l, s := tobagoLesson(t, "clues")
	if n := tobagoView(s, 0).Maps[0].Candidates; n != 14 {
		t.Fatalf("next to a hut leaves %d hexes, the rulebook 14", n)
	}
	for _, m := range []string{"grey", "brown", "black"} {
		v, err := Judge(l, 0, s, []byte(`{"type":"clue","map":"`+m+`","clue":{"kind":"in","label":"jungle"}}`))
		if err != nil || v.Legal {
			t.Errorf("in jungle on %s judged %+v, %v: the rulebook forbids it", m, v, err)
		}
	}
	if _, err := s.Play(l.Steps[0].Goal[0]); err != nil {
		t.Fatal(err)
	}
	if n := tobagoView(s, 0).Maps[0].Candidates; n != 6 {
		t.Fatalf("in jungle leaves %d hexes, the rulebook 6", n)
	}
}

// The raise lesson's white treasure lies under the learner, located by the
// three clues of the rulebook's sharing example.
func TestTobagoRaiseLessonTreasureIsUnderTheLearner(t *testing.T) {
	_, s := tobagoLesson(t, "raise")
	v := tobagoView(s, 0)
	if v.Maps[0].Located == nil || *v.Maps[0].Located != *v.Vehicles[0] {
		t.Fatalf("white located at %v, the learner at %v", v.Maps[0].Located, v.Vehicles[0])
	}
}

// The sharing lesson is the rulebook's: roses from the bottom Anna's,
// Boris's, Anna's, Igor's; Anna drew two cards, Boris and Igor one each.
func TestTobagoSharingLessonIsTheRulebooks(t *testing.T) {
	_, s := tobagoLesson(t, "sharing")
	sh := tobagoView(s, 0).Sharing
	if sh == nil || !slices.Equal(sh.Roses, []int8{0, 1, 0, 2}) {
		t.Fatalf("sharing %+v, want the roses of Anna, Boris, Anna, Igor", sh)
	}
	for seat, want := range []int{2, 1, 1, 0} {
		if got := len(tobagoView(s, seat).Sharing.Drawn); got != want {
			t.Errorf("seat %d drew %d cards, want %d", seat, got, want)
		}
	}
}

// In the curse lesson, the card taken is kept: the curse that follows costs
// the learner the amulet instead; the learner, last to take a card, starts
// the map anew, and the statues lay amulets on the coast.
func TestTobagoCurseLessonKeepsTheCardTaken(t *testing.T) {
	l, s := tobagoLesson(t, "curse")
	if v := tobagoView(s, 0); !slices.Contains(v.Sharing.Drawn, tobago.Curse) || v.Amulets.Held[0] != 1 {
		t.Fatalf("the learner holds an amulet and drew the curse: %+v, amulets %v", v.Sharing, v.Amulets.Held)
	}
	takeSteps(t, l, s, 0, 1)
	v := tobagoView(s, 0)
	if !slices.Equal(v.Treasure[0], []tobago.Card{4}) || v.Amulets.Held[0] != 0 || v.CursesOut != 1 {
		t.Fatalf("after the curse: treasure %v, amulets %v, curses out %d", v.Treasure[0], v.Amulets.Held, v.CursesOut)
	}
	if v.Restart == nil || v.Restart.Seat != 0 {
		t.Fatalf("the learner starts the map anew: %+v", v.Restart)
	}
	takeSteps(t, l, s, 1, 2)
	if n := tobagoView(s, 0).Amulets.OnIsland.Len(); n != 3 {
		t.Fatalf("%d amulets on the coast after the find, want one per statue (3)", n)
	}
}

// The amulets lesson's three steps pick up three amulets.
func TestTobagoAmuletsLessonCollectsThree(t *testing.T) {
	l, s := tobagoLesson(t, "amulets")
	takeSteps(t, l, s, 0, len(l.Steps))
	if n := tobagoView(s, 0).Amulets.Held[0]; n != 3 {
		t.Fatalf("the learner holds %d amulets, want 3", n)
	}
}

// In the kinds lesson, "out of sight of a hut" keeps the hut's own hex and
// locates the white treasure under the learner's vehicle, on the hut;
// "next to a hut" rules that hex out.
func TestTobagoKindsLessonOutOfSightKeepsTheHut(t *testing.T) {
	l, s := tobagoLesson(t, "kinds")
	at := *tobagoView(s, 0).Vehicles[0]
	next := s.Clone()
	if _, err := next.Play(l.Steps[0].Wrong[0].Move); err != nil {
		t.Fatal(err)
	}
	if tobagoView(next, 0).Maps[0].Markers.Has(at) {
		t.Errorf("next to a hut keeps the hut's own hex %v", at)
	}
	takeSteps(t, l, s, 0, 1)
	if v := tobagoView(s, 0); v.Maps[0].Located == nil || *v.Maps[0].Located != at {
		t.Fatalf("white located at %v, the learner on the hut at %v", v.Maps[0].Located, at)
	}
}
