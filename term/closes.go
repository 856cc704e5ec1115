package term

import (
	"errors"

	"github.com/coder/websocket"
)

// goneKeys are the client's texts for the close codes a server ends a
// seat's connection with when the seat is no longer the client's
// (docs/protocol.md, server/table/closes.go).
var goneKeys = map[websocket.StatusCode]string{
	4001: "goneTime",
	4002: "goneMoved",
	4003: "goneLeft",
	4004: "goneBot",
}

// seatGone is what the player is told when the server closed the
// connection because the seat is no longer theirs: a close code of
// 4000–4999. ok is false for any other end, after which the client
// connects again.
func seatGone(lang string, err error) (text string, ok bool) {
	var closed websocket.CloseError
	if !errors.As(err, &closed) || closed.Code < 4000 || closed.Code > 4999 {
		return "", false
	}
	if key, known := goneKeys[closed.Code]; known {
		return tr(lang, key), true
	}
	return tr(lang, "goneOther", closed.Reason), true
}

// goneMsg tells the client that its seat is no longer its own: it no
// longer connects, and says why.
type goneMsg struct{ text string }
