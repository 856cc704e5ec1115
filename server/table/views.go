package table

import (
	"bytes"
	"encoding/json"
	"fmt"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// views is the table's game as its clients are shown it now: what each
// seat (-1: a spectator) sees, its legal moves, whether it may take a
// move back, and the result. play makes one under the table's lock, to
// be used there and then.
type views struct {
	game    string
	sess    engine.Session
	version int
	running bool
	undo    *undoLog
	// result is the score sheet once the game is over, with its summary.
	result func() *engine.Result
}

// views is the table's game as its clients are shown it now.
func (t *play) views() views {
	return views{game: t.rec.Game, sess: t.board.sess, version: t.board.ver, running: t.rec.Status == store.Running, undo: &t.board.undo, result: func() *engine.Result {
		if r := t.board.sess.Result(); r.Over {
			r.Summary = t.summary.of(t.env.Store, t.game, t.rec)
			return &r
		}
		return nil
	}}
}

// json encodes what seat sees now.
func (v views) json(seat int) json.RawMessage {
	b, err := json.Marshal(v.sess.View(seat))
	if err != nil {
		panic(fmt.Sprintf("%s: encoding the view of seat %d: %v", v.game, seat, err))
	}
	return b
}

// legal lists the legal moves when seat must decide now.
func (v views) legal(seat int) []engine.LegalMove {
	if a, ok := v.sess.Actor().Seat(); ok && a == seat && v.running {
		return v.sess.Legal()
	}
	return nil
}

// canUndo tells whether seat may take a move back now.
func (v views) canUndo(seat int) bool {
	undoer, ok := v.undo.undoer(v.sess.Actor(), v.version)
	return ok && undoer == seat && v.running
}

// updateHead is an update's fields every client is sent alike: the move,
// who played it and what it led to.
func updateHead(u update) wire.Message {
	by := u.by
	return wire.Message{Type: "update", Version: u.version, By: &by, Move: u.move, Events: u.events}
}

// update is the newest update u as each seat sees it: who decides now and
// the seat's view of the table, its legal moves and the result.
func (v views) update(u update) seen {
	m := updateHead(u)
	actor := v.sess.Actor()
	m.Actor = &actor
	return v.seen(m)
}

// state is the whole of what each seat sees now.
func (v views) state() seen {
	actor := v.sess.Actor()
	return v.seen(wire.Message{Type: "state", Version: v.version, Actor: &actor})
}

// seen finishes head, a message without the fields that follow its actor
// (wire.Message's order), for each seat with what the seat sees now.
func (v views) seen(head wire.Message) seen {
	if head.View != nil || head.Legal != nil || head.Result != nil || head.Undo || head.Error != "" || head.Ref != "" || head.Limit != "" || head.RetryAfter != 0 {
		panic(fmt.Sprintf("a %s message to finish with a view has its later fields set", head.Type))
	}
	b := mustJSON(head)
	s := seen{v: v, head: b[:len(b)-1]}
	if r := v.result(); r != nil {
		s.result = mustJSON(r)
	}
	return s
}

// seen is a message made once for every seat: its fields every seat
// shares, encoded once, then each seat's own.
type seen struct {
	v views
	// head is the encoded message up to its view, without the closing
	// brace; result the encoded result, nil while the game goes on.
	head, result []byte
}

// to is the message as seat sees it, encoded as json.Marshal encodes the
// wire.Message it stands for.
func (s seen) to(seat int) []byte {
	view := s.v.json(seat)
	legal := legalJSON(s.v.legal(seat))
	undo := s.v.canUndo(seat)
	b := make([]byte, 0, len(s.head)+len(view)+len(legal)+len(s.result)+len(`,"view":,"legal":,"result":,"undo":true}`))
	b = append(append(append(b, s.head...), `,"view":`...), view...)
	if legal != nil {
		b = append(append(b, `,"legal":`...), legal...)
	}
	if s.result != nil {
		b = append(append(b, `,"result":`...), s.result...)
	}
	if undo {
		b = append(b, `,"undo":true`...)
	}
	return append(b, '}')
}

// response is what seat sees now, as a request reads it.
func (v views) response(seat int) wire.ViewResponse {
	return wire.ViewResponse{
		Seat: seat, Version: v.version, Actor: v.sess.Actor(), View: v.json(seat), Legal: v.legal(seat), Result: v.result(),
		Undo: v.canUndo(seat),
	}
}

// legalJSON encodes legal moves as json.Marshal does, nil for none,
// without encoding again the moves the engine encoded.
func legalJSON(legal []engine.LegalMove) []byte {
	if len(legal) == 0 {
		return nil
	}
	n := 2
	for _, l := range legal {
		if l.Prob != 0 || len(l.Move) == 0 {
			return mustJSON(legal)
		}
		n += len(`{"move":},`) + len(l.Move)
	}
	b := append(make([]byte, 0, n), '[')
	for i, l := range legal {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(append(b, `{"move":`...), l.Move...), '}')
	}
	return append(b, ']')
}

// seesSecrets reports whether seat's view shows anything a spectator's does
// not (a hand's cards, a drawn treasure), whose field naming the viewer's
// seat aside. Such a seat, once its player left, is not given to just
// anyone.
func (v views) seesSecrets(seat int) bool {
	own, public := viewFields(v.sess.View(seat)), viewFields(v.sess.View(-1))
	if own == nil || public == nil {
		return !bytes.Equal(v.json(seat), v.json(-1))
	}
	delete(own, "seat")
	delete(public, "seat")
	if len(own) != len(public) {
		return true
	}
	for k, val := range own {
		if !bytes.Equal(val, public[k]) {
			return true
		}
	}
	return false
}

// viewFields splits a view encoded as a JSON object into its fields; nil
// for any other view.
func viewFields(view any) map[string]json.RawMessage {
	b, err := json.Marshal(view)
	if err != nil {
		return nil
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(b, &fields) != nil {
		return nil
	}
	return fields
}
