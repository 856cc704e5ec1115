package server

import (
	"encoding/json"
	"net/http"

	"caribe/engine"
	"caribe/learn"
	"caribe/server/refusal"
)

// lessonRoutes serves the games' lessons (package learn): the courses as
// data, and the judging of a learner's move by the engine and the lesson
// for clients that hold no engine (the browser).
type lessonRoutes struct{ s *Server }

// handleLessons answers GET /api/games/{game}/lessons: the game's course,
// its rules and every lesson's data, gzipped and revalidated by its ETag
// (Tobago's course is some 60 KB of JSON that changes only with a release).
func (lr lessonRoutes) handleLessons(w http.ResponseWriter, r *http.Request) {
	c, ok := lr.course(w, r)
	if ok {
		writeRevalidated(w, r, c)
	}
}

// course finds the course of the request's game, answering the error
// itself.
func (lr lessonRoutes) course(w http.ResponseWriter, r *http.Request) (learn.Course, bool) {
	name := r.PathValue("game")
	if _, ok := lr.s.games[name]; !ok {
		writeError(w, refusal.New(http.StatusNotFound, "unknown game %q", name))
		return learn.Course{}, false
	}
	c, ok, err := learn.For(name)
	switch {
	case err != nil:
		writeError(w, err)
		return learn.Course{}, false
	case !ok:
		writeError(w, refusal.New(http.StatusNotFound, "%s has no lessons", name))
		return learn.Course{}, false
	}
	return c, true
}

// LessonTry is the body of POST /api/games/{game}/lessons/{id}/try: the
// moves that did the lesson's steps so far, one a step, and the move the
// learner tries at the next (none: only the position is wanted).
type LessonTry struct {
	Done []json.RawMessage `json:"done"`
	Move json.RawMessage   `json:"move,omitempty"`
}

// LessonState is the answer of a try: the step the learner is at, the
// verdict on the move tried, and the learner's view of the position (after
// the move when it did the step, else before it).
type LessonState struct {
	Step     int            `json:"step"`
	Steps    int            `json:"steps"`
	Verdict  *learn.Verdict `json:"verdict,omitempty"`
	Finished bool           `json:"finished"`
	View     any            `json:"view"`
	// Legal are the learner's legal moves at the step reached, as a
	// table's view lists them, so that the board offers every move the
	// rules allow and not only those the lesson names.
	Legal []engine.LegalMove `json:"legal,omitempty"`
}

// handleTry answers POST /api/games/{game}/lessons/{id}/try: the lesson's
// position replayed through the engine with the steps done, and the move
// tried judged. Nothing is stored: the client keeps the moves.
func (lr lessonRoutes) handleTry(w http.ResponseWriter, r *http.Request) {
	c, ok := lr.course(w, r)
	if !ok {
		return
	}
	l, ok := c.Lesson(r.PathValue("id"))
	if !ok {
		writeError(w, refusal.New(http.StatusNotFound, "%s has no lesson %q", c.Game, r.PathValue("id")))
		return
	}
	if l.Match != nil {
		writeError(w, refusal.New(http.StatusBadRequest, "lesson %q is a game against bots: start it as a table (POST /api/tables)", l.ID))
		return
	}
	var try LessonTry
	if !readJSON(w, r, &try) {
		return
	}
	if len(try.Done) > len(l.Steps) {
		writeError(w, refusal.New(http.StatusBadRequest, "%d steps done of a lesson of %d", len(try.Done), len(l.Steps)))
		return
	}
	s, err := learn.Start(lr.s.games[c.Game], l)
	if err != nil {
		writeError(w, err)
		return
	}
	for k, m := range try.Done {
		if err := doneStep(l, k, s, m); err != nil {
			writeError(w, err)
			return
		}
	}
	st := LessonState{Step: len(try.Done), Steps: len(l.Steps), Finished: len(try.Done) == len(l.Steps)}
	if len(try.Move) > 0 && !st.Finished {
		v, err := learn.Judge(l, st.Step, s, try.Move)
		if err != nil {
			writeError(w, err)
			return
		}
		st.Verdict = &v
		if v.Done {
			if err := learn.Advance(l, st.Step, s, v.Move); err != nil {
				writeError(w, err)
				return
			}
			st.Step++
			st.Finished = st.Step == len(l.Steps)
		}
	}
	st.View = s.View(l.Seat)
	if !st.Finished && s.Actor() == engine.Actor(l.Seat) {
		st.Legal = s.Legal()
	}
	writeJSON(w, http.StatusOK, st)
}

// doneStep replays step k's move, refusing one that does not do it.
func doneStep(l learn.Lesson, k int, s engine.Session, m json.RawMessage) error {
	v, err := learn.Judge(l, k, s, m)
	if err != nil {
		return refusal.New(http.StatusBadRequest, "step %d: %v", k+1, err)
	}
	if !v.Done {
		return refusal.New(http.StatusBadRequest, "step %d: the move %s does not do the step's task", k+1, m)
	}
	return learn.Advance(l, k, s, v.Move)
}
