package learn

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games"
)

// TestCartagenaLessonsDoWhatTheySay plays every step of the Cartagena course
// as a learner who takes its first goal and checks what the engine did
// against what the lesson's words say: the rulebook's worked examples
// (yellow's flag from 9 past the taken 12 and 17 to 23, red's move back from
// 8 to 6 for two cards, blue's five cards from three moves back, blue's
// bottle from 17 into the boat), a jump over a taken space, the turn passing
// after the third action or on ending it, the new deck shuffled from the
// discards, and the game won the moment the sixth pirate boards.
func TestCartagenaLessonsDoWhatTheySay(t *testing.T) {
	want := map[string][]string{
		"forward": {"forward flag 0-6", "forward sabre 0-4", "forward sabre 0-11, turn 1"},
		"skip":    {"forward flag 9-23"},
		"back":    {"back 8-6 draws 2, draw flag, draw sabre"},
		"full": {
			"back 17-12 draws 1, draw flag",
			"back 18-17 draws 2, draw sabre, draw sabre",
			"back 17-12 draws 2, draw key, draw pistol, turn 1",
		},
		"turn":      {"forward key 0-10", "back 11-10 draws 1, draw", "end, turn 1"},
		"boat":      {"forward bottle 17-37", "back 18-17 draws 2, draw flag, draw sabre", "forward sabre 0-7, turn 1"},
		"reshuffle": {"back 28-23 draws 2, draw, reshuffle, draw"},
		"end":       {"forward tricorn 34-37, over, winners [1]"},
	}
	c, g := cartagenaCourse(t)
	for _, l := range c.Lessons {
		if l.Match != nil {
			continue
		}
		steps, ok := want[l.ID]
		if !ok {
			t.Errorf("lesson %s: this test does not know what it does", l.ID)
			continue
		}
		s, err := Start(g, l)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Steps) != len(steps) {
			t.Errorf("lesson %s: %d steps, want %d", l.ID, len(l.Steps), len(steps))
			continue
		}
		for k, st := range l.Steps {
			p, err := s.Clone().Play(st.Goal[0])
			if err != nil {
				t.Fatalf("lesson %s step %d: %v", l.ID, k+1, err)
			}
			if got := summary(t, p.Events); got != steps[k] {
				t.Errorf("lesson %s step %d: the goal did %q, want %q", l.ID, k+1, got, steps[k])
			}
			if err := Advance(l, k, s, st.Goal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestCartagenaWrongMovesDoWhatTheySay checks what some wrong moves do, as
// their explanations say: going back past a full space, and the moves back
// that bring one card where the goal brings two.
func TestCartagenaWrongMovesDoWhatTheySay(t *testing.T) {
	cases := []struct {
		lesson string
		step   int
		move   string
		want   string
	}{
		{"full", 0, `{"type":"back","from":18}`, "back 18-12 draws 1, draw flag"},
		{"back", 0, `{"type":"back","from":12}`, "back 12-9 draws 1, draw flag"},
		{"boat", 0, `{"type":"forward","from":17,"card":"sabre"}`, "forward sabre 17-24"},
		{"boat", 0, `{"type":"forward","from":18,"card":"bottle"}`, "forward bottle 18-37"},
		{"reshuffle", 0, `{"type":"back","from":36}`, "back 36-28 draws 1, draw"},
		{"end", 0, `{"type":"forward","from":34,"card":"bottle"}`, "forward bottle 34-35"},
	}
	c, g := cartagenaCourse(t)
	for _, tc := range cases {
		l, ok := c.Lesson(tc.lesson)
		if !ok {
			t.Fatalf("no lesson %s", tc.lesson)
		}
		s, err := Start(g, l)
		if err != nil {
			t.Fatal(err)
		}
		for k := range tc.step {
			if err := Advance(l, k, s, l.Steps[k].Goal[0]); err != nil {
				t.Fatal(err)
			}
		}
		v, err := Judge(l, tc.step, s, []byte(tc.move))
		if err != nil || !v.Legal || v.Done {
			t.Errorf("lesson %s step %d: %s judged %+v, %v; want a legal miss", tc.lesson, tc.step+1, tc.move, v, err)
			continue
		}
		p, err := s.Clone().Play([]byte(tc.move))
		if err != nil {
			t.Fatal(err)
		}
		if got := summary(t, p.Events); got != tc.want {
			t.Errorf("lesson %s step %d: %s did %q, want %q", tc.lesson, tc.step+1, tc.move, got, tc.want)
		}
	}
}

// TestCartagenaGameLessonStartsWithTheLearner: the closing game is two
// players by the rulebook's set-up, and the learner takes the first turn.
func TestCartagenaGameLessonStartsWithTheLearner(t *testing.T) {
	c, g := cartagenaCourse(t)
	l := c.Lessons[len(c.Lessons)-1]
	s, err := Start(g, l)
	if err != nil {
		t.Fatal(err)
	}
	if s.Players() != 2 || len(l.Setup.Options) != 0 || s.Actor() != engine.Actor(l.Seat) {
		t.Errorf("the game lesson: %d players, options %s, %v to act; want 2, none, the learner (seat %d)", s.Players(), l.Setup.Options, s.Actor(), l.Seat)
	}
}

// cartagenaCourse reads the Cartagena course and its game.
func cartagenaCourse(t *testing.T) (Course, engine.Game) {
	t.Helper()
	c, ok, err := For("cartagena")
	if !ok || err != nil {
		t.Fatalf("the cartagena course: %v, %v", ok, err)
	}
	g, _ := games.Lookup("cartagena")
	return c, g
}

// summary writes a move's events in short: "forward flag 9-23", "back 8-6
// draws 2", "draw flag" (or "draw" when hidden), "reshuffle", "end", "turn
// 1", "over, winners [0]".
func summary(t *testing.T, events []engine.Event) string {
	t.Helper()
	var out []string
	for _, e := range events {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Type     string
			Seat     int
			Card     string
			From, To int
			Draws    int
			Winners  []int
		}
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatal(err)
		}
		switch f.Type {
		case "forward":
			out = append(out, fmt.Sprintf("forward %s %d-%d", f.Card, f.From, f.To))
		case "back":
			out = append(out, fmt.Sprintf("back %d-%d draws %d", f.From, f.To, f.Draws))
		case "draw":
			out = append(out, strings.TrimSpace("draw "+f.Card))
		case "turn":
			out = append(out, fmt.Sprintf("turn %d", f.Seat))
		case "game_over":
			out = append(out, fmt.Sprintf("over, winners %v", f.Winners))
		default:
			out = append(out, f.Type)
		}
	}
	return strings.Join(out, ", ")
}
