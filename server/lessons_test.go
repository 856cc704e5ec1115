package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/learn"
	"caribe/server/wire"
)

// TestLessonsAreServed: every game's course is served whole, as the
// package learn holds it, and a game without one or unknown is a 404.
func TestLessonsAreServed(t *testing.T) {
	h := newHarness(t, Config{})
	for _, name := range learn.Games() {
		want, _, err := learn.For(name)
		if err != nil {
			t.Fatal(err)
		}
		var got learn.Course
		if code := h.call("GET", "/api/games/"+name+"/lessons", "", nil, &got); code != 200 {
			t.Fatalf("GET %s lessons: %d", name, code)
		}
		if len(got.Lessons) != len(want.Lessons) || got.Lessons[0].Title != want.Lessons[0].Title || len(got.Rules) != len(want.Rules) {
			t.Errorf("%s: served %d lessons and %d rules, the course has %d and %d", name, len(got.Lessons), len(got.Rules), len(want.Lessons), len(want.Rules))
		}
	}
	var e wire.ErrorResponse
	if code := h.call("GET", "/api/games/chess/lessons", "", nil, &e); code != 404 || !strings.Contains(e.Error, `unknown game "chess"`) {
		t.Errorf("GET chess lessons: %d %q", code, e.Error)
	}
}

// TestLessonsRevalidate: a course goes gzipped with an ETag, and a browser
// that holds it is answered 304 with no body.
func TestLessonsRevalidate(t *testing.T) {
	h := newHarness(t, Config{})
	handler := h.srv.Handler()
	first := get(t, handler, "/api/games/tobago/lessons", "Accept-Encoding", "gzip")
	etag := first.Header.Get("ETag")
	if first.StatusCode != http.StatusOK || first.Header.Get("Content-Encoding") != "gzip" || etag == "" {
		t.Fatalf("GET tobago lessons: %s, Content-Encoding %q, ETag %q", first.Status, first.Header.Get("Content-Encoding"), etag)
	}
	if !strings.Contains(body(t, first), `"lessons":[`) {
		t.Errorf("GET tobago lessons: not a course")
	}
	if again := get(t, handler, "/api/games/tobago/lessons", "Accept-Encoding", "gzip", "If-None-Match", etag); again.StatusCode != http.StatusNotModified || body(t, again) != "" {
		t.Errorf("GET tobago lessons with If-None-Match %s: %s", etag, again.Status)
	}
}

// TestALessonIsTakenThroughTheAPI takes the first lesson of each game as a
// browser would: a miss is explained and leaves the learner at the same
// step, the goal moves on, and the last step finishes the lesson.
func TestALessonIsTakenThroughTheAPI(t *testing.T) {
	h := newHarness(t, Config{})
	for _, name := range learn.Games() {
		c, _, _ := learn.For(name)
		l := c.Lessons[0]
		path := "/api/games/" + name + "/lessons/" + l.ID + "/try"
		var done []json.RawMessage
		for k, step := range l.Steps {
			miss := aMissOf(t, name, l, done)
			var st LessonState
			if code := h.call("POST", path, "", LessonTry{Done: done, Move: miss}, &st); code != 200 {
				t.Fatalf("%s step %d: a miss answered %d", name, k+1, code)
			}
			if st.Step != k || st.Verdict == nil || st.Verdict.Done || st.Verdict.Why.EN == "" || st.View == nil {
				t.Errorf("%s step %d: the miss %s answered %+v", name, k+1, miss, st)
			}
			if !offers(st.Legal, miss) {
				t.Errorf("%s step %d: the legal moves sent do not hold the miss %s: %d moves", name, k+1, miss, len(st.Legal))
			}
			if code := h.call("POST", path, "", LessonTry{Done: done, Move: step.Goal[0]}, &st); code != 200 {
				t.Fatalf("%s step %d: the goal answered %d", name, k+1, code)
			}
			if st.Step != k+1 || st.Verdict == nil || !st.Verdict.Done || st.Verdict.Why != step.Done {
				t.Errorf("%s step %d: the goal answered %+v", name, k+1, st)
			}
			done = append(done, step.Goal[0])
			if last := k == len(l.Steps)-1; st.Finished != last {
				t.Errorf("%s step %d: finished %v", name, k+1, st.Finished)
			}
		}
	}
}

// aMissOf is a legal move that misses the step after done, found through
// the package learn as the lesson's own test finds one.
func aMissOf(t *testing.T, name string, l learn.Lesson, done []json.RawMessage) json.RawMessage {
	t.Helper()
	g, _ := games.Lookup(name)
	s, err := learn.Start(g, l)
	if err != nil {
		t.Fatal(err)
	}
	for k, m := range done {
		if err := learn.Advance(l, k, s, m); err != nil {
			t.Fatal(err)
		}
	}
	for _, m := range s.Legal() {
		if v, err := learn.Judge(l, len(done), s, m.Move); err == nil && !v.Done {
			return m.Move
		}
	}
	t.Fatalf("%s %s step %d: no legal move misses it", name, l.ID, len(done)+1)
	return nil
}

// TestLessonTryRefusesBadInput: a wrong lesson, malformed JSON, a "done"
// move that does not do its step, too many steps and a game lesson are
// refused naming what is wrong.
func TestLessonTryRefusesBadInput(t *testing.T) {
	h := newHarness(t, Config{})
	c, _, _ := learn.For("tortuga")
	first, last := c.Lessons[0], c.Lessons[len(c.Lessons)-1]
	base := "/api/games/tortuga/lessons/"
	miss := aMissOf(t, "tortuga", first, nil)
	tooMany, _ := json.Marshal(LessonTry{Done: make([]json.RawMessage, len(first.Steps)+1)})
	notDone, _ := json.Marshal(LessonTry{Done: []json.RawMessage{miss}})
	cases := []struct {
		path, body string
		code       int
		want       string
	}{
		{base + "nope/try", `{}`, 404, `no lesson "nope"`},
		{"/api/games/chess/lessons/x/try", `{}`, 404, `unknown game "chess"`},
		{base + first.ID + "/try", `{"done":[`, 400, "malformed JSON"},
		{base + first.ID + "/try", `{"moves":[]}`, 400, `unknown field "moves"`},
		{base + first.ID + "/try", string(tooMany), 400, "steps done of a lesson of"},
		{base + first.ID + "/try", string(notDone), 400, "does not do the step's task"},
		{base + last.ID + "/try", `{}`, 400, "is a game against bots"},
	}
	for _, c := range cases {
		var e wire.ErrorResponse
		if code := h.call("POST", c.path, "", c.body, &e); code != c.code || !strings.Contains(e.Error, c.want) {
			t.Errorf("POST %s %.40s: %d %q, want %d with %q", c.path, c.body, code, e.Error, c.code, c.want)
		}
	}
}

// offers tells whether legal holds move, compared as the engine writes it.
func offers(legal []engine.LegalMove, move json.RawMessage) bool {
	for _, m := range legal {
		if string(m.Move) == string(move) {
			return true
		}
	}
	return false
}
