package learn

import (
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/games/tortuga"
)

// tortugaLesson sets up La Tortuga's lesson id.
func tortugaLesson(t *testing.T, id string) (Lesson, engine.Session) {
	t.Helper()
	c, _, err := For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	l, ok := c.Lesson(id)
	if !ok {
		t.Fatalf("tortuga has no lesson %q", id)
	}
	g, _ := games.Lookup("tortuga")
	s, err := Start(g, l)
	if err != nil {
		t.Fatal(err)
	}
	return l, s
}

// tortugaState reads a session's position as La Tortuga's state.
func tortugaState(t *testing.T, s engine.Session) *tortuga.State {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	st, err := tortuga.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestTortugaLessonsShowWhatTheySay: each lesson's position, and where its
// goal moves lead, are what its texts tell (turtles' places bottom to top,
// as Board writes them, and the eggs laid), so a lesson that says "12
// spaces" or "you take the card" keeps saying the truth.
func TestTortugaLessonsShowWhatTheySay(t *testing.T) {
	want := map[string]struct {
		before, after string
		eggs          []int
	}{
		"dice":        {"raft:RYBG", "raft:YBG 14:R", []int{0, 0, 0, 0}},
		"bust":        {"2:R 3:Y 4:B 10:G", "raft:Y 5:B 12:G 20:R", []int{0, 0, 0, 0}},
		"double":      {"raft:RYBG", "raft:YBG 12:R", []int{0, 0, 0, 0}},
		"triple":      {"raft:RYBG", "raft:YBG 21:R", []int{6, 0, 0, 0}},
		"eggs":        {"5:B 8:G 10:Y 18:R", "5:B 8:G 10:Y 21:R", []int{6, 0, 0, 0}},
		"ride":        {"raft:B 2:R 5:G 12:Y", "raft:B 3:YR 5:G", []int{6, 0, 0, 0}},
		"eighteen":    {"raft:G 18:BRY", "raft:G 15:RY 18:B", []int{0, 5, 0, 0}},
		"two-turtles": {"raft:B 6:G 10:RY", "raft:B 6:G 16:RY", []int{0, 0}},
		"end":         {"5:Y 10:R 17:G 20:B", "5:Y 10:R 20:B 21:G", []int{22, 17, 15, 27}},
		"variant":     {"3:Y 4:B 5:G 21:R", "3:Y 4:B 5:G 14:R", []int{0, 0, 0, 0}},
	}
	c, _, err := For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range c.Lessons {
		w, ok := want[l.ID]
		if l.Match != nil {
			continue
		}
		if !ok {
			t.Errorf("lesson %s: its positions are not checked here", l.ID)
			continue
		}
		_, s := tortugaLesson(t, l.ID)
		if got := tortugaState(t, s).Board(); got != w.before {
			t.Errorf("lesson %s starts at %q, want %q", l.ID, got, w.before)
		}
		for k, st := range l.Steps {
			if err := Advance(l, k, s, st.Goal[0]); err != nil {
				t.Fatal(err)
			}
		}
		st := tortugaState(t, s)
		if got := st.Board(); got != w.after {
			t.Errorf("lesson %s ends at %q, want %q", l.ID, got, w.after)
		}
		if got := st.Scores(nil); !slices.Equal(got, w.eggs) {
			t.Errorf("lesson %s ends with eggs %v, want %v", l.ID, got, w.eggs)
		}
	}
}

// TestTortugaRideOfEighteen is the rulebook's example: red's turn, but the
// learner's turtle on top decides the dice; (1 + 2 + 3) × 3 = 18 carries
// red and the learner from 18 past the beach to 15, blue stays, and the
// learner takes the face-up card of 5 eggs.
func TestTortugaRideOfEighteen(t *testing.T) {
	l, s := tortugaLesson(t, "eighteen")
	st := tortugaState(t, s)
	if v := st.View(-1).(tortuga.View); v.Turn != 0 || v.FaceUp != 5 || s.Actor() != engine.Actor(l.Seat) || l.Seat != 1 {
		t.Fatalf("want red's turn (seat 0) decided by the top turtle's owner (seat 1, the learner) with 5 eggs face up; turn %d, actor %v, face-up %d, seat %d",
			v.Turn, s.Actor(), v.FaceUp, l.Seat)
	}
	for k, st := range l.Steps {
		if s.Actor() != engine.Actor(l.Seat) {
			t.Fatalf("step %d: the learner should decide, %v does", k+1, s.Actor())
		}
		if err := Advance(l, k, s, st.Goal[0]); err != nil {
			t.Fatal(err)
		}
	}
	v := tortugaState(t, s).View(-1).(tortuga.View)
	if !slices.Equal(v.Track[15], []int8{0, 1}) || !slices.Equal(v.Track[18], []int8{2}) || v.Hands[1][4] != 1 {
		t.Fatalf("want red and yellow on 15, blue on 18, yellow's owner holding a 5; track %v, hands %v", v.Track, v.Hands)
	}
}

// TestTortugaEndHoldsTheRulebookTie: in the end lesson's position, had the
// learner busted and Darya ended the game instead, her 15 + 7 = 22 would
// tie Marina's 22 and Marina would win on cards, 6 to 5: the rulebook's
// example, as the lesson's words say.
func TestTortugaEndHoldsTheRulebookTie(t *testing.T) {
	_, s := tortugaLesson(t, "end")
	line := []string{
		`{"type":"roll"}`, `{"type":"die","value":6}`, // the learner busts
		`{"type":"die","value":1}`, `{"type":"stop"}`, // Marina, 10 to 11
		`{"type":"die","value":1}`, `{"type":"stop"}`, // Evgeny, 5 to 6
		`{"type":"die","value":1}`, `{"type":"stop"}`, // Darya, 20 to the beach
	}
	for _, m := range line {
		if _, err := s.Play([]byte(m)); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	r := s.Result()
	if !r.Over || !slices.Equal(r.Scores, []int{22, 17, 22, 20}) || !slices.Equal(r.Winners, []int{0}) {
		t.Fatalf("want the game over at 22, 17, 22, 20 won by Marina (seat 0), got %+v", r)
	}
}
