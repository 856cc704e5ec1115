package table

import (
	"bytes"
	"encoding/json"
	"strconv"
	"sync"

	"caribe/engine"
)

// frameJSON is frame n of a finished game of players players, encoded as
// GET /api/tables/{id}/replay/{n} answers it: a wire.Frame as
// encoding/json writes it, a newline after it. Each part is encoded once,
// straight into the frame, and no part is read again: the game after
// entry n revealed, the entry's update, who decides, the result and every
// view.
func frameJSON(cp *checkpoints, n, players int) ([]byte, error) {
	var sess engine.Session
	var u update
	var err error
	if n == 0 {
		sess, err = cp.game(0)
	} else {
		sess, u, err = cp.frame(n)
	}
	if err != nil {
		return nil, err
	}
	state, err := sess.MarshalJSON()
	if err != nil {
		return nil, err
	}
	f := frameWriters.Get().(*frameWriter)
	defer f.done()
	f.raw(`{"version":`)
	f.buf.Write(strconv.AppendInt(f.buf.AvailableBuffer(), int64(n), 10))
	f.raw(`,"of":`)
	f.buf.Write(strconv.AppendInt(f.buf.AvailableBuffer(), int64(len(cp.entries)), 10))
	if n > 0 {
		f.member(`,"by":`, u.by)
		if len(u.move) > 0 {
			f.member(`,"move":`, u.move)
		}
		if len(u.events) > 0 {
			f.member(`,"events":`, u.events)
		}
	}
	f.member(`,"actor":`, sess.Actor())
	f.raw(`,"state":`)
	revealed, err := appendRevealed(f.buf.AvailableBuffer(), state)
	if err != nil {
		return nil, err
	}
	f.buf.Write(revealed)
	f.raw(`,"views":[`)
	for seat := range players {
		if seat > 0 {
			f.raw(`,`)
		}
		f.value(sess.View(seat))
	}
	f.raw(`]`)
	f.member(`,"public":`, sess.View(-1))
	f.member(`,"result":`, sess.Result())
	f.raw("}\n")
	if f.err != nil {
		return nil, f.err
	}
	return bytes.Clone(f.buf.Bytes()), nil
}

// frameWriter writes a frame's members into buf: the server's values
// encoded by enc as encoding/json encodes a struct's fields, the first
// error kept.
type frameWriter struct {
	buf bytes.Buffer
	enc *json.Encoder
	err error
}

// frameWriters are the frame writers not in use, their buffers grown to
// the frames they wrote.
var frameWriters = sync.Pool{New: func() any {
	f := &frameWriter{}
	f.enc = json.NewEncoder(&f.buf)
	return f
}}

// done empties f and gives it back to frameWriters.
func (f *frameWriter) done() {
	f.buf.Reset()
	f.err = nil
	frameWriters.Put(f)
}

// raw writes s as it is.
func (f *frameWriter) raw(s string) { f.buf.WriteString(s) }

// member writes name, then v encoded.
func (f *frameWriter) member(name string, v any) {
	f.raw(name)
	f.value(v)
}

// value writes v encoded, without the newline the encoder ends it with.
func (f *frameWriter) value(v any) {
	if f.err != nil {
		return
	}
	if f.err = f.enc.Encode(v); f.err == nil {
		f.buf.Truncate(f.buf.Len() - 1)
	}
}
