package term

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"caribe/engine"
	"caribe/learn"
	"caribe/term/termtest"
)

// learner takes lessons by keys without a terminal.
type learner struct {
	t *testing.T
	l *Learn
	*termtest.Driver
}

// learnAt opens cfg's lessons at w × h.
func learnAt(t *testing.T, cfg LearnConfig, w, h int) *learner {
	t.Helper()
	l, err := NewLearn(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(l.Stop)
	return &learner{t: t, l: l, Driver: termtest.Start(l, w, h)}
}

// until feeds messages until ok holds, failing on a hang.
func (d *learner) until(what string, ok func() bool) {
	d.t.Helper()
	if !d.Until(hang, ok) {
		d.t.Fatalf("%s: not within %v; the screen:\n%s", what, hang, d.l.render())
	}
}

// plain is the screen's text without its styles and without spaces and
// line breaks, so that words wrapped at a space or after a hyphen
// ("нон-" / "стопом") read as written.
func (d *learner) plain() string { return strings.Join(strings.Fields(ansi.Strip(d.l.render())), "") }

// shows fails unless the screen shows text whole.
func (d *learner) shows(what, text string) {
	d.t.Helper()
	if !strings.Contains(d.plain(), strings.Join(strings.Fields(text), "")) {
		d.t.Fatalf("%s: the screen does not show %q:\n%s", what, text, d.l.render())
	}
}

// pick moves the cursor with Tab to the choice whose step is key, and
// takes it with Enter.
func (d *learner) pick(key string) {
	d.t.Helper()
	m := d.l.board
	for i := 0; ; i++ {
		opts := m.opts()
		if m.cursor < len(opts) && opts[m.cursor].Step.Key == key {
			break
		}
		if i > len(opts) {
			d.t.Fatalf("no choice %q offered; the screen:\n%s", key, d.l.render())
		}
		d.Press("tab")
	}
	d.Press("enter")
}

// playByKeys chooses move on the board step by step, as the learner
// does, and waits for the lesson's verdict.
func (d *learner) playByKeys(move json.RawMessage) {
	d.t.Helper()
	m := d.l.board
	steps := stepsTo(m.ui, m.input(m.w, m.h), move)
	if steps == nil {
		d.t.Fatalf("%s is not offered; the screen:\n%s", move, d.l.render())
	}
	tries := m.lesson.tries
	for _, s := range steps {
		d.pick(s.Key)
	}
	if m.deciding() {
		d.pick(doneKey)
	}
	d.until("the verdict on "+string(move), func() bool { return m.lesson.tries > tries })
}

// aMiss is a move offered at the step that does not do its task, and
// what the lesson says of it.
func (d *learner) aMiss() (json.RawMessage, learn.Verdict) {
	d.t.Helper()
	src := d.l.src
	for _, m := range src.snapshot().Legal {
		v, err := learn.Judge(src.lesson, src.step, src.sess, m)
		if err != nil {
			d.t.Fatal(err)
		}
		if !v.Done {
			return m, v
		}
	}
	d.t.Fatalf("lesson %s, step %d offers no move that misses its task", src.lesson.ID, src.step+1)
	return nil, learn.Verdict{}
}

// takeLesson takes the lesson open at its intro by keys: a wrong move
// first at its first step, its explanation read, then each step's goal.
func (d *learner) takeLesson(lesson learn.Lesson, lang string) {
	d.t.Helper()
	d.shows("the intro", say(lesson.Intro, lang))
	d.Press("enter")
	if lesson.Match != nil {
		d.playMatch(lesson, lang)
		return
	}
	for s, step := range lesson.Steps {
		board := d.l.board
		d.until("step "+fmt.Sprint(s+1), board.deciding)
		d.shows("the task", say(step.Task, lang))
		if s == 0 {
			move, v := d.aMiss()
			d.playByKeys(move)
			d.until("the step again after a miss", board.deciding)
			if !board.lesson.miss || v.Done {
				d.t.Fatalf("lesson %s: %s was taken for the goal", lesson.ID, move)
			}
			d.shows("the miss's explanation", say(v.Why, lang))
			if d.l.src.step != 0 {
				d.t.Fatalf("lesson %s: a miss moved on to step %d", lesson.ID, d.l.src.step+1)
			}
		}
		v, err := learn.Judge(lesson, s, d.l.src.sess, step.Goal[0])
		if err != nil || !v.Done {
			d.t.Fatalf("lesson %s, step %d: its goal judged %+v, %v", lesson.ID, s+1, v, err)
		}
		d.playByKeys(v.Move)
		d.shows("the goal's words", say(step.Done, lang))
	}
	d.shows("the lesson's end", tr(lang, "lessonDone"))
}

// playMatch plays a game lesson to its end, always the first choice,
// once asking for a hint where the lesson offers them.
func (d *learner) playMatch(lesson learn.Lesson, lang string) {
	d.t.Helper()
	if lesson.Match.Hints {
		d.until("the learner's first move", d.l.board.deciding)
		d.Press("h")
		d.until("the hint", func() bool { return d.l.board.hint != nil })
		d.shows("the hint", strings.TrimSuffix(tr(lang, "hint", ""), " "))
	}
	for {
		d.until("the learner's move or the end", func() bool { return d.l.board.deciding() || d.l.finished() })
		if d.l.finished() {
			return
		}
		d.Press("enter")
	}
}

// say is t in lang, as the lessons' pages write it.
func say(t engine.Text, lang string) string { return (&Learn{cfg: Config{Lang: lang}}).text(t) }

// TestLearnEveryLesson takes every lesson of every course by keys, in
// both languages: in each lesson a wrong move first, its explanation
// read on the screen and the step not left, then each step's goal, its
// words read, the lesson done and kept in the progress file; the last
// lesson's game played to its end.
func TestLearnEveryLesson(t *testing.T) {
	t.Parallel()
	for _, game := range learn.Games() {
		for _, lang := range []string{"en", "ru"} {
			t.Run(game+"-"+lang, func(t *testing.T) {
				t.Parallel()
				course, _, err := learn.For(game)
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join(t.TempDir(), "learn.json")
				d := learnAt(t, LearnConfig{Config: Config{Lang: lang}, Game: game, Progress: path}, 80, 24)
				d.Press("enter")
				for i, lesson := range course.Lessons {
					if d.l.screen != introScreen || d.l.at != i {
						t.Fatalf("lesson %d (%s) is not offered next; the screen:\n%s", i+1, lesson.ID, d.l.render())
					}
					d.takeLesson(lesson, lang)
					p, err := LoadProgress(path)
					if err != nil || !p.Has(game, lesson.ID) {
						t.Fatalf("lesson %s done, the progress file reads %+v, %v", lesson.ID, p, err)
					}
					d.Press("enter")
				}
				if d.l.screen != courseScreen {
					t.Fatalf("after the last lesson: screen %d, want the course", d.l.screen)
				}
				n := len(course.Lessons)
				forms := tr(lang, "lessonForms")
				d.shows("the course done", tr(lang, "lessonsDone", n, n, plural(n, forms), plural(n, forms)))
			})
		}
	}
}

// TestLessonScreens draws La Tortuga's lesson of riding with a wrong
// move's explanation shown, at 80×24 and 120×40 in both languages; -update
// rewrites them.
func TestLessonScreens(t *testing.T) {
	t.Parallel()
	course, _, err := learn.For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	at := -1
	for i, l := range course.Lessons {
		if l.ID == "ride" {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("La Tortuga's course has no lesson ride")
	}
	for _, look := range []struct {
		lang string
		w, h int
	}{{"en", 80, 24}, {"ru", 80, 24}, {"en", 120, 40}, {"ru", 120, 40}} {
		name := fmt.Sprintf("learn-tortuga-ride-%s-%dx%d", look.lang, look.w, look.h)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			d := learnAt(t, LearnConfig{Config: Config{Lang: look.lang}, Game: "tortuga",
				Progress: filepath.Join(t.TempDir(), "learn.json")}, look.w, look.h)
			for range at {
				d.Press("down")
			}
			d.Press("enter")
			d.Press("enter")
			d.until("the first step", func() bool { return d.l.board != nil && d.l.board.deciding() })
			move, v := d.aMiss()
			d.playByKeys(move)
			d.until("the step again", d.l.board.deciding)
			if look.w < wideFrom {
				d.shows("the explanation", say(v.Why, look.lang))
			}
			checkGolden(t, filepath.Join("testdata", name+".golden"), d.l.render())
		})
	}
}

// TestLearnProgressKept: a lesson done by keys is written to the progress
// file; the course opened again reads it, marks the lesson done and puts
// the cursor on the next one.
func TestLearnProgressKept(t *testing.T) {
	t.Parallel()
	course, _, err := learn.For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "caribe", "learn.json")
	d := learnAt(t, LearnConfig{Game: "tortuga", Progress: path}, 80, 24)
	d.shows("nothing done", tr("en", "lessonsDone", 0, len(course.Lessons), "lessons", "lessons"))
	d.Press("enter")
	d.takeLesson(course.Lessons[0], "en")
	p, err := LoadProgress(path)
	if err != nil || !p.Has("tortuga", course.Lessons[0].ID) || len(p.Done["tortuga"]) != 1 {
		t.Fatalf("the progress file reads %+v, %v; want lesson %s done", p, err, course.Lessons[0].ID)
	}
	d.Press("q")
	d.shows("one done", tr("en", "lessonsDone", 1, len(course.Lessons), "lesson", "lessons"))

	again := learnAt(t, LearnConfig{Game: "tortuga", Progress: path}, 80, 24)
	if again.l.at != 1 {
		t.Errorf("the course opened again has the cursor on lesson %d, want 2", again.l.at+1)
	}
	again.shows("the lesson marked", "✓ 1. "+say(course.Lessons[0].Title, "en"))
	again.shows("one done", tr("en", "lessonsDone", 1, len(course.Lessons), "lesson", "lessons"))
}

// TestLearnCorruptProgress: a progress file that is no JSON is reported
// on screen and ignored; the lessons are taught from the start, and the
// next lesson done rewrites the file readable.
func TestLearnCorruptProgress(t *testing.T) {
	t.Parallel()
	course, _, err := learn.For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "learn.json")
	if err := os.WriteFile(path, []byte(`{"done":{"tortuga":["dice"`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ru"} {
		d := learnAt(t, LearnConfig{Config: Config{Lang: lang}, Game: "tortuga", Progress: path}, 80, 24)
		d.shows("the report", path)
		d.shows("nothing done", tr(lang, "lessonsDone", 0, len(course.Lessons), plural(0, tr(lang, "lessonForms")),
			plural(len(course.Lessons), tr(lang, "lessonForms"))))
	}
	if _, err := LoadProgress(path); err == nil {
		t.Fatal("the corrupt file reads without an error")
	}
	d := learnAt(t, LearnConfig{Game: "tortuga", Progress: path}, 80, 24)
	d.Press("enter")
	d.takeLesson(course.Lessons[0], "en")
	if p, err := LoadProgress(path); err != nil || !p.Has("tortuga", course.Lessons[0].ID) {
		t.Fatalf("after a lesson done the file reads %+v, %v", p, err)
	}
}

// TestProgressPath: the lessons done are kept under the user's
// configuration directory.
func TestProgressPath(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	got, err := ProgressPath()
	if want := filepath.Join(dir, "caribe", "learn.json"); err != nil || got != want {
		t.Errorf("ProgressPath() = %q, %v; want %q", got, err, want)
	}
}

// TestLearnMenu: with no game named the games are offered, a game
// without lessons said so, and Enter on one with lessons opens its
// course.
func TestLearnMenu(t *testing.T) {
	t.Parallel()
	d := learnAt(t, LearnConfig{Config: Config{Lang: "ru"}, Progress: filepath.Join(t.TempDir(), "learn.json")}, 80, 24)
	for _, n := range d.l.names {
		if _, ok, _ := learn.For(n); !ok {
			d.shows("a game without lessons", tr("ru", "noLessons"))
		}
	}
	if len(d.l.names) != 3 {
		t.Errorf("the menu offers %v, want the three games", d.l.names)
	}
	for d.l.names[d.l.choice] != "tortuga" {
		d.Press("down")
	}
	d.Press("enter")
	if d.l.screen != courseScreen || d.l.game != "tortuga" {
		t.Fatalf("Enter on La Tortuga: screen %d, game %q", d.l.screen, d.l.game)
	}
	d.shows("the course's title", say(d.l.course.Lessons[0].Title, "ru"))
	d.Press("q")
	if d.l.screen != menuScreen {
		t.Errorf("q in the course: screen %d, want the games", d.l.screen)
	}
}

// TestLessonForbiddenMove: a move the rules forbid, tried at a step, is
// explained by the step's words for it and the engine's refusal, and the
// step stays. The terminal offers only legal moves: the move is handed to
// the lesson as a chosen move would be.
func TestLessonForbiddenMove(t *testing.T) {
	t.Parallel()
	course, _, err := learn.For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	lesson := course.Lessons[0]
	d := learnAt(t, LearnConfig{Config: Config{Lang: "ru"}, Game: "tortuga", Progress: filepath.Join(t.TempDir(), "learn.json")}, 80, 24)
	d.Press("enter")
	d.Press("enter")
	d.until("the first step", d.l.board.deciding)
	forbidden := json.RawMessage(`{"type":"die","value":3}`)
	v, err := learn.Judge(lesson, 0, d.l.src.sess, forbidden)
	if err != nil || v.Legal {
		t.Fatalf("%s judged %+v, %v; want it forbidden", forbidden, v, err)
	}
	d.Feed(triedMsg{src: d.l.src, version: d.l.src.version, move: forbidden})
	d.shows("the step's words", say(lesson.Steps[0].Illegal, "ru"))
	d.shows("the refusal", tr("ru", "refused", v.Refusal))
	if !d.l.board.deciding() || d.l.src.step != 0 {
		t.Errorf("after a forbidden move: deciding %v at step %d", d.l.board.deciding(), d.l.src.step+1)
	}
}
