package term

import (
	"encoding/json"
	"strconv"
	"strings"

	"caribe/engine"
)

// snapshot is the table as the seat sees it after a move: its view, its
// legal moves when it decides, and the result once over.
type snapshot struct {
	Version int
	Actor   engine.Actor
	View    json.RawMessage
	Legal   []json.RawMessage
	Result  *engine.Result
	// Undo is set when the seat may take its last move back now.
	Undo bool
}

// updateMsg is one move played (nil for the whole state at once) and the
// table after it (nil when a later update brings it).
type updateMsg struct {
	played *Played
	snap   *snapshot
}

// seatName is how a seat is named at the table, and whether its player
// is there.
type seatName struct {
	Name string
	Bot  bool
	Away bool
}

// seatsMsg names the seats, and says which is the player's (-1: watching;
// keepSeat: as it was).
type seatsMsg struct {
	seat  int
	seats []seatName
}

// keepSeat is a seatsMsg's seat that leaves the player's seat as it was.
const keepSeat = -2

// noticeMsg is a line for the player: an error, a link, a refusal.
type noticeMsg struct {
	text string
	// log keeps it in the log too.
	log bool
}

// connMsg tells how the connection to the server stands; again is set
// when it is up after it was lost.
type connMsg struct{ up, again bool }

// hintMsg is the move a strong bot would play, or why there is none.
type hintMsg struct {
	version int
	move    json.RawMessage
	err     error
}

// paceMsg shows the next update waiting to be shown.
type paceMsg struct{}

// seatMark is how a GameUI's Describe names a seat in a log line; the
// client writes the seat's name in its place.
func seatMark(seat int) string { return "\x00" + strconv.Itoa(seat) + "\x00" }

// nameSeats writes seats' names in place of their marks in a log line.
func nameSeats(line string, name func(seat int) string) string {
	if !strings.Contains(line, "\x00") {
		return line
	}
	parts := strings.Split(line, "\x00")
	var b strings.Builder
	for i, p := range parts {
		if i%2 == 1 {
			if n, err := strconv.Atoi(p); err == nil {
				b.WriteString(name(n))
				continue
			}
		}
		b.WriteString(p)
	}
	return b.String()
}

// undoEntry reads a log entry that takes a move back: who took back which
// move.
func undoEntry(p Played) (seat int, ok bool) {
	if _, ok := engine.UndoOf(p.Move); !ok {
		return 0, false
	}
	var evs []engine.Undone
	if json.Unmarshal(p.Events, &evs) == nil && len(evs) == 1 {
		return evs[0].Seat, true
	}
	return p.By, true
}
