package server

import (
	"net/http"

	"caribe/learn"
	"caribe/server/refusal"
	"caribe/store"
)

// progressRoutes keep a signed-in learner's progress through the games'
// courses with their account (docs/api.md, "Lessons"): the lessons done,
// per game, so that another device shows them done too.
type progressRoutes struct {
	s *Server
	a *accountRoutes
}

// LessonsDone is the body and the answer of /api/accounts/me/lessons/{game}:
// the ids of the lessons done.
type LessonsDone struct {
	Game string   `json:"game,omitempty"`
	Done []string `json:"done"`
}

// progress is the store's LessonProgress (under the health's watch, when
// it is watched), answering 501 itself when the store keeps none.
func (p progressRoutes) progress(w http.ResponseWriter) (store.LessonProgress, bool) {
	st := p.s.cfg.Store
	if watched, ok := st.(watchedStore); ok {
		st = watched.Store
	}
	lp, ok := st.(store.LessonProgress)
	if !ok {
		writeError(w, refusal.New(http.StatusNotImplemented, "this server's store keeps no lessons done"))
	}
	return lp, ok
}

// learner is the signed-in account, the course of the request's game and
// the store's progress, answering the error itself when one is missing.
func (p progressRoutes) learner(w http.ResponseWriter, r *http.Request) (string, learn.Course, store.LessonProgress, bool) {
	_, account, ok := p.a.mustSignIn(w, r)
	if !ok {
		return "", learn.Course{}, nil, false
	}
	c, ok := lessonRoutes{p.s}.course(w, r)
	if !ok {
		return "", learn.Course{}, nil, false
	}
	lp, ok := p.progress(w)
	return account.ID, c, lp, ok
}

// handleGet answers GET /api/accounts/me/lessons/{game}: the lessons of the
// game the signed-in account has done.
func (p progressRoutes) handleGet(w http.ResponseWriter, r *http.Request) {
	account, c, lp, ok := p.learner(w, r)
	if !ok {
		return
	}
	done, err := lp.LessonsDone(r.Context(), account, c.Game)
	writeOK(w, LessonsDone{Game: c.Game, Done: orNone(done)}, err)
}

// handleAdd answers POST /api/accounts/me/lessons/{game}: the lessons in
// the body are recorded as done, beside those recorded before, and all of
// them are answered. A lesson the course does not have is refused, and
// nothing is recorded.
func (p progressRoutes) handleAdd(w http.ResponseWriter, r *http.Request) {
	account, c, lp, ok := p.learner(w, r)
	if !ok {
		return
	}
	var body LessonsDone
	if !readJSON(w, r, &body) {
		return
	}
	if body.Game != "" && body.Game != c.Game {
		writeError(w, refusal.New(http.StatusBadRequest, "game: %q in the body of %s's lessons", body.Game, c.Game))
		return
	}
	for _, id := range body.Done {
		if _, ok := c.Lesson(id); !ok {
			writeError(w, refusal.New(http.StatusBadRequest, "done: %s has no lesson %q", c.Game, id))
			return
		}
	}
	if err := lp.AddLessonsDone(r.Context(), account, c.Game, body.Done); err != nil {
		writeError(w, err)
		return
	}
	done, err := lp.LessonsDone(r.Context(), account, c.Game)
	writeOK(w, LessonsDone{Game: c.Game, Done: orNone(done)}, err)
}

// orNone is ids, or an empty list (not null) when there are none.
func orNone(ids []string) []string {
	if ids == nil {
		return []string{}
	}
	return ids
}
