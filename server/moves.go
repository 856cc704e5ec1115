package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// MaxMovesPage bounds a page of GET /api/tables/{id}/moves, and is the
// page's size when no limit is asked for.
const MaxMovesPage = 5000

// handleMoves answers a page of the moves played at a table after a
// version (?since=N, 0 when absent), at most ?limit=N of them, each with
// who played it and its public events.
func (s *Server) handleMoves(w http.ResponseWriter, r *http.Request, t *table) {
	since, ok := queryInt(w, r, "since", 0, 0, -1, "give a version, 0 or more")
	if !ok {
		return
	}
	limit, ok := queryInt(w, r, "limit", MaxMovesPage, 1, MaxMovesPage, "give a number of moves from 1 to "+strconv.Itoa(MaxMovesPage))
	if !ok {
		return
	}
	t.mu.Lock()
	v := t.version()
	from := min(since, v)
	to := min(from+limit, v)
	rec := t.rec
	kept, ok := t.since(from)
	t.mu.Unlock()
	page := wire.Moves{Version: v, Since: from, Moves: []json.RawMessage{}, By: []engine.Actor{}, Events: []json.RawMessage{}}
	if ok {
		for _, u := range kept[:to-from] {
			page.Moves, page.By, page.Events = append(page.Moves, u.move), append(page.By, u.by), append(page.Events, u.events)
		}
		writeJSON(w, http.StatusOK, page)
		return
	}
	_, entries, err := s.cfg.Store.Table(r.Context(), rec.ID)
	if err != nil {
		writeError(w, err)
		return
	}
	if len(entries) < to {
		writeError(w, fmt.Errorf("table %s: the store holds %d entries, fewer than the table's %d", rec.ID, len(entries), to))
		return
	}
	page.Moves = entries[from:to]
	if err := replayPage(t.game, rec, entries[:to], from, &page); err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

// replayPage plays a table's moves again to tell who played each move
// after from and what it led to; a handover entry is the seat handed over. The game before each move an undo entry
// takes back is kept as the move is played, so that the undo goes back to
// it rather than replaying the log.
func replayPage(g engine.Game, rec store.Table, moves []json.RawMessage, from int, page *wire.Moves) error {
	sess, err := replay(g, rec, nil)
	if err != nil {
		return err
	}
	// before[k] is the game before move k, for the moves taken back.
	before := map[int]engine.Session{}
	for _, e := range moves {
		if k, ok := engine.UndoOf(e); ok {
			before[k] = nil
		}
	}
	// standing are the moves not taken back, as engine.Effective keeps
	// them.
	var standing []int
	for i, e := range moves {
		n := i + 1
		if h, ok := engine.HandoverOf(e); ok {
			if n > from {
				u := handoverUpdate(n, e, h)
				page.By, page.Events = append(page.By, u.by), append(page.Events, u.events)
			}
			continue
		}
		if k, ok := engine.UndoOf(e); ok {
			if len(standing) == 0 || standing[len(standing)-1] != k {
				return fmt.Errorf("entry %d takes back move %d, which is not the last move standing", n, k)
			}
			standing, sess = standing[:len(standing)-1], before[k]
			if n > from {
				u := undoneUpdate(sess, moves, n, k)
				page.By, page.Events = append(page.By, u.by), append(page.Events, u.events)
			}
			continue
		}
		if _, ok := before[n]; ok {
			before[n] = sess.Clone()
		}
		standing = append(standing, n)
		if n <= from {
			if _, err := sess.Play(e); err != nil {
				return fmt.Errorf("move %d %s: %w", n, e, err)
			}
			continue
		}
		u, err := playStored(sess, n, e)
		if err != nil {
			return err
		}
		page.By, page.Events = append(page.By, u.by), append(page.Events, u.events)
	}
	return nil
}

// queryInt reads an integer query parameter from lo to hi (hi < 0: no
// bound), def when absent, answering the error itself when it is not.
func queryInt(w http.ResponseWriter, r *http.Request, name string, def, lo, hi int, want string) (int, bool) {
	q := r.URL.Query().Get(name)
	if q == "" {
		return def, true
	}
	n, err := strconv.Atoi(q)
	if err != nil || n < lo || hi >= 0 && n > hi {
		writeError(w, refusal.New(http.StatusBadRequest, "%s %q: %s", name, q, want))
		return 0, false
	}
	return n, true
}
