package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Undoable is met by the state of a game some of whose moves may be taken
// back within a turn, as Board Game Arena allows: a move that revealed
// nothing random or hidden, while the seat that played it still decides.
type Undoable[S any, M Move] interface {
	// Undoable is asked of the state m was played from, with the state
	// after it: nil when m may be taken back, or an error saying why not
	// ("a move back draws cards: they are never put back"). A nil answer
	// for a move after which chance is due (La Tortuga's turtle chosen
	// before its die) asks whoever plays chance to hold it a moment.
	Undoable(m M, after S) error
}

// UndoType is the "type" of a log entry that takes a move back. No game's
// move uses it.
const UndoType = "undo"

// Undo is the log entry that takes back entry number Undoes (1 for the
// first), which must be the last move still standing. It encodes to
// {"type":"undo","undoes":N}.
type Undo struct {
	Type   string `json:"type"`
	Undoes int    `json:"undoes"`
}

// Undone is the event of an undo entry: Seat took back entry Undoes, which
// was Move.
type Undone struct {
	Type   string          `json:"type"`
	Seat   int             `json:"seat"`
	Undoes int             `json:"undoes"`
	Move   json.RawMessage `json:"move"`
}

// EventType names the event: "undone".
func (e Undone) EventType() string { return e.Type }

// Errors CheckUndo returns for every game.
var (
	// ErrNoUndo: the game takes no move back.
	ErrNoUndo = errors.New("this game takes no move back")
	// ErrChanceUndo: a chance outcome is never taken back.
	ErrChanceUndo = errors.New("what chance reveals (a die, a card drawn) is never taken back")
)

// UndoEntry is the log entry that takes back entry n.
func UndoEntry(n int) json.RawMessage { return mustJSON(Undo{Type: UndoType, Undoes: n}) }

// UndoOf reports whether a log entry takes a move back, and which.
func UndoOf(entry json.RawMessage) (n int, ok bool) {
	if !bytes.Contains(entry, []byte(`"`+UndoType+`"`)) {
		return 0, false
	}
	var u Undo
	if err := json.Unmarshal(entry, &u); err != nil || u.Type != UndoType || u.Undoes < 1 {
		return 0, false
	}
	return u.Undoes, true
}

// Effective is a log without its undo entries and the moves they took
// back, nor its handover entries (HandoverOf): the moves that made the
// game, in order. An undo that does not name the last move still standing
// is an error.
func Effective(log []json.RawMessage) ([]json.RawMessage, error) {
	kept := make([]json.RawMessage, 0, len(log))
	numbers := make([]int, 0, len(log))
	for i, e := range log {
		if _, ok := HandoverOf(e); ok {
			continue
		}
		n, ok := UndoOf(e)
		if !ok {
			kept = append(kept, e)
			numbers = append(numbers, i+1)
			continue
		}
		if len(numbers) == 0 || numbers[len(numbers)-1] != n {
			return nil, fmt.Errorf("entry %d takes back move %d, which is not the last move standing", i+1, n)
		}
		kept, numbers = kept[:len(kept)-1], numbers[:len(numbers)-1]
	}
	return kept, nil
}

// CheckUndo says whether move, played from before to reach after, may be
// taken back: nil, or an error naming why not. A chance outcome never may,
// nor a move after which another seat decides or the game is over.
func CheckUndo(before, after Session, move json.RawMessage) error {
	seat, ok := before.Actor().Seat()
	if !ok {
		return ErrChanceUndo
	}
	u, ok := before.(undoChecker)
	if !ok {
		return ErrNoUndo
	}
	if err := u.checkUndo(after, move); err != nil {
		return err
	}
	switch next := after.Actor(); {
	case next == Nobody:
		return errors.New("the game ended with that move")
	case next == Chance:
		return nil
	default:
		if s, _ := next.Seat(); s != seat {
			return fmt.Errorf("the turn passed on with that move: seat %d decides now", s)
		}
	}
	return nil
}

// undoChecker is met by the engine's sessions.
type undoChecker interface {
	checkUndo(after Session, move json.RawMessage) error
}

func (x *session[S, M]) checkUndo(after Session, move json.RawMessage) error {
	u, ok := any(x.s).(Undoable[S, M])
	if !ok {
		return ErrNoUndo
	}
	a, ok := after.(*session[S, M])
	if !ok {
		return fmt.Errorf("%s: the state after the move is not a %s game", x.g.Name(), x.g.Name())
	}
	var m M
	if err := json.Unmarshal(move, &m); err != nil {
		return fmt.Errorf("move %s: %w", bytes.TrimSpace(move), err)
	}
	return u.Undoable(m, a.s)
}
