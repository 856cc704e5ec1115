package engine

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Actor names who must decide now: a seat index (0, 1, ...), Chance, or Nobody
// when the game is over. It is not always the player whose turn it is.
type Actor int

const (
	// Nobody decides: the game is over.
	Nobody Actor = -2
	// Chance decides: a die or another random event is pending.
	Chance Actor = -1
)

// Seat reports whether the actor is a player and, if so, which seat.
func (a Actor) Seat() (int, bool) { return int(a), a >= 0 }

// String returns "seat N", "chance" or "nobody".
func (a Actor) String() string {
	switch {
	case a == Chance:
		return "chance"
	case a == Nobody:
		return "nobody"
	case a >= 0:
		return "seat " + strconv.Itoa(int(a))
	}
	return fmt.Sprintf("Actor(%d)", int(a))
}

// MarshalJSON encodes a seat as its index, Chance as "chance" and Nobody as null.
func (a Actor) MarshalJSON() ([]byte, error) {
	switch {
	case a == Chance:
		return []byte(`"chance"`), nil
	case a == Nobody:
		return []byte(`null`), nil
	case a >= 0:
		return strconv.AppendInt(nil, int64(a), 10), nil
	}
	return nil, fmt.Errorf("actor %d is neither a seat, chance nor nobody", int(a))
}

// UnmarshalJSON accepts what MarshalJSON writes.
func (a *Actor) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case `"chance"`:
		*a = Chance
		return nil
	case `null`:
		*a = Nobody
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil || n < 0 {
		return fmt.Errorf("actor must be a seat index, \"chance\" or null, got %s", b)
	}
	*a = Actor(n)
	return nil
}
