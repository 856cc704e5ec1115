package server

import (
	"encoding/json"
	"net/http"
	"strconv"

	"caribe/engine"
	"caribe/store"
)

// Replay is a finished table's game: its set-up and every move in order,
// chance outcomes included. The seed stays on the server; frames
// (GET .../replay/{n}) show each position with everything revealed.
type Replay struct {
	Table TableInfo         `json:"table"`
	Moves []json.RawMessage `json:"moves"`
}

// Frame is the position after move Version (0: the set-up), everything
// revealed: the whole state, hidden cards and deck order included, but not
// the generator; Views holds each seat's view and Public a spectator's, for
// a board to draw from any seat's side. By, Move and Events are the move
// that led to it.
type Frame struct {
	Version int               `json:"version"`
	Of      int               `json:"of"`
	By      *engine.Actor     `json:"by,omitempty"`
	Move    json.RawMessage   `json:"move,omitempty"`
	Events  json.RawMessage   `json:"events,omitempty"`
	Actor   engine.Actor      `json:"actor"`
	State   json.RawMessage   `json:"state"`
	Views   []json.RawMessage `json:"views"`
	Public  json.RawMessage   `json:"public"`
	Result  engine.Result     `json:"result"`
}

// finished returns the table's set-up and moves once its game is over.
func (t *table) finished() (store.Table, []json.RawMessage, TableInfo, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.rec.Status != store.Over {
		return store.Table{}, nil, TableInfo{}, refuse(http.StatusConflict, "the game is not over: a replay reveals hidden information, so it opens only at the end")
	}
	return t.rec, append([]json.RawMessage(nil), t.moves...), t.info(), nil
}

func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request, t *table) {
	_, moves, info, err := t.finished()
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, Replay{Table: info, Moves: moves})
}

func (s *Server) handleFrame(w http.ResponseWriter, r *http.Request, t *table) {
	rec, moves, _, err := t.finished()
	if err != nil {
		writeError(w, err)
		return
	}
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil || n < 0 || n > len(moves) {
		writeError(w, refuse(http.StatusBadRequest, "frame %q: give a move number from 0 to %d", r.PathValue("n"), len(moves)))
		return
	}
	sess, err := replay(t.game, rec, moves[:max(n-1, 0)])
	if err != nil {
		writeError(w, err)
		return
	}
	f := Frame{Version: n, Of: len(moves)}
	if n > 0 {
		u, err := playStored(sess, n, moves[n-1])
		if err != nil {
			writeError(w, err)
			return
		}
		f.By, f.Move, f.Events = &u.by, u.move, u.events
	}
	if f.State, err = revealed(sess); err != nil {
		writeError(w, err)
		return
	}
	f.Actor, f.Result = sess.Actor(), sess.Result()
	f.Public = mustJSON(sess.View(-1))
	for seat := range rec.Players {
		f.Views = append(f.Views, mustJSON(sess.View(seat)))
	}
	writeJSON(w, http.StatusOK, f)
}

// revealed is the whole state without the generator, from which the seed
// could be worked back.
func revealed(sess engine.Session) (json.RawMessage, error) {
	data, err := sess.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, err
	}
	delete(fields, "rng")
	return json.Marshal(fields)
}
