package learn

import (
	"encoding/json"
	"fmt"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
)

// TestEveryGameHasACourse: each game caribe offers is taught.
func TestEveryGameHasACourse(t *testing.T) {
	for _, g := range games.All() {
		if _, ok, err := For(g.Name()); !ok || err != nil {
			t.Errorf("%s: no course (%v)", g.Name(), err)
		}
	}
}

// TestCoursesAreWhole holds every course to what a learner needs: 5 to 12
// lessons that together teach every rule listed, texts in both languages,
// the last a short game against the easy bot with hints.
func TestCoursesAreWhole(t *testing.T) {
	for _, name := range Games() {
		c, _, err := For(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := games.Lookup(name); !ok {
			t.Errorf("lessons/%s.json: no such game", name)
		}
		if n := len(c.Lessons); n < 5 || n > 12 {
			t.Errorf("%s: %d lessons, want 5 to 12", name, n)
		}
		taught := map[string]bool{}
		ids := map[string]bool{}
		for i, l := range c.Lessons {
			if l.ID == "" || ids[l.ID] {
				t.Errorf("%s lesson %d: id %q empty or repeated", name, i+1, l.ID)
			}
			ids[l.ID] = true
			texts(t, name+" "+l.ID+" title", l.Title)
			texts(t, name+" "+l.ID+" intro", l.Intro)
			if len(l.Rules) == 0 {
				t.Errorf("%s %s: teaches no rule", name, l.ID)
			}
			for _, r := range l.Rules {
				taught[r] = true
			}
			last := i == len(c.Lessons)-1
			switch {
			case last && (l.Match == nil || !l.Match.Hints):
				t.Errorf("%s %s: the last lesson must be a game with hints on", name, l.ID)
			case last && l.Match.Bots[0] != "easy":
				t.Errorf("%s %s: the last lesson's game is against %v, want the easy bot", name, l.ID, l.Match.Bots)
			case !last && (l.Match != nil || len(l.Steps) == 0):
				t.Errorf("%s %s: a lesson before the last must be tasks, not a game", name, l.ID)
			}
			for k, s := range l.Steps {
				where := fmt.Sprintf("%s %s step %d", name, l.ID, k+1)
				texts(t, where+" task", s.Task)
				texts(t, where+" otherwise", s.Otherwise)
				texts(t, where+" illegal", s.Illegal)
				texts(t, where+" done", s.Done)
				for _, w := range s.Wrong {
					texts(t, where+" wrong", w.Why)
				}
			}
		}
		for _, r := range c.Rules {
			texts(t, name+" rule "+r.ID, r.Name)
			if !taught[r.ID] {
				t.Errorf("%s: rule %q is taught by no lesson", name, r.ID)
			}
			delete(taught, r.ID)
		}
		for r := range taught {
			t.Errorf("%s: a lesson teaches rule %q, which the course does not list", name, r)
		}
	}
}

// texts fails when a text lacks a language.
func texts(t *testing.T, where string, x engine.Text) {
	t.Helper()
	if x.EN == "" || x.RU == "" {
		t.Errorf("%s: text missing in a language: %+v", where, x)
	}
}

// TestLessonsPlayAsWritten sets up every lesson through the engine and
// takes each step as a learner: every goal move is legal and done, every
// wrong move legal and explained by its own words, the step a real choice
// (a legal move that misses it exists), and the game goes on to the next.
func TestLessonsPlayAsWritten(t *testing.T) {
	for _, name := range Games() {
		c, _, err := For(name)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := games.Lookup(name)
		for _, l := range c.Lessons {
			s, err := Start(g, l)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if l.Match != nil {
				match(t, name, l, s)
				continue
			}
			for k, st := range l.Steps {
				if len(st.Goal) == 0 {
					t.Errorf("%s %s step %d: no goal move", name, l.ID, k+1)
					break
				}
				for _, m := range st.Goal {
					v, err := Judge(l, k, s, m)
					if err != nil || !v.Done || v.Why != st.Done {
						t.Errorf("%s %s step %d: goal %s judged %+v, %v", name, l.ID, k+1, m, v, err)
					}
				}
				for _, w := range st.Wrong {
					v, err := Judge(l, k, s, w.Move)
					if err != nil || !v.Legal || v.Done || v.Why != w.Why {
						t.Errorf("%s %s step %d: wrong move %s judged %+v, %v", name, l.ID, k+1, w.Move, v, err)
					}
				}
				if !aMiss(l, k, s) {
					t.Errorf("%s %s step %d: every legal move does the task: no choice to learn from", name, l.ID, k+1)
				}
				if err := Advance(l, k, s, st.Goal[0]); err != nil {
					t.Errorf("%s: %v", name, err)
					break
				}
			}
		}
	}
}

// aMiss tells whether a legal move misses step k's task.
func aMiss(l Lesson, k int, s engine.Session) bool {
	for _, m := range s.Legal() {
		if v, err := Judge(l, k, s, m.Move); err == nil && !v.Done {
			return true
		}
	}
	return false
}

// match checks a game lesson: the learner's seat and a bot for each other.
func match(t *testing.T, name string, l Lesson, s engine.Session) {
	t.Helper()
	if len(l.Match.Bots) != s.Players()-1 {
		t.Errorf("%s %s: %d bots for %d players", name, l.ID, len(l.Match.Bots), s.Players())
	}
	b, _ := games.Bots(name)
	for _, bot := range l.Match.Bots {
		if _, err := bots.ParseLevelSpec(b, bot); err != nil {
			t.Errorf("%s %s: bot %q: %v", name, l.ID, bot, err)
		}
	}
	if l.Seat < 0 || l.Seat >= s.Players() {
		t.Errorf("%s %s: seat %d of %d players", name, l.ID, l.Seat, s.Players())
	}
}

// TestJudgeNamesTheBrokenRule: a move the game cannot take is refused with
// the engine's reason and the step's words on the rule, and changes nothing.
func TestJudgeNamesTheBrokenRule(t *testing.T) {
	for _, name := range Games() {
		c, _, _ := For(name)
		g, _ := games.Lookup(name)
		l := c.Lessons[0]
		s, err := Start(g, l)
		if err != nil {
			t.Fatal(err)
		}
		before, _ := json.Marshal(s)
		v, err := Judge(l, 0, s, []byte(`"not a move"`))
		if err != nil || v.Legal || v.Done || v.Refusal == "" || v.Why != l.Steps[0].Illegal {
			t.Errorf("%s: a malformed move judged %+v, %v", name, v, err)
		}
		after, _ := json.Marshal(s)
		if string(before) != string(after) {
			t.Errorf("%s: judging a move changed the position", name)
		}
	}
}
