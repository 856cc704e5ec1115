package cartagena

import (
	"encoding/json"
	"fmt"
	"strconv"

	"caribe/engine"
)

// Kind is what a move does.
type Kind int8

// The kinds of move.
const (
	// Forward plays a card and moves a pirate forward to the next free space
	// of its symbol, or into the boat.
	Forward Kind = iota + 1
	// Back moves a pirate back to the nearest space behind with one or two
	// pirates, drawing that many cards.
	Back
	// End ends the turn before its last action (after one or two, by the
	// rulebook's three actions a turn).
	End
	// Pass is the turn of a player who can take no action at all.
	Pass
)

var kindNames = engine.Names{Forward: "forward", Back: "back", End: "end", Pass: "pass"}

// Move is one decision of the player whose turn it is. From is the position
// of the pirate that moves (Start, a space 1 to 36, fewer in a tunnel of
// fewer segments, or Boat, 37 in every tunnel): pirates of one
// player on one position are interchangeable, so the position names the
// pirate. Card is the symbol played by a Forward move, and Flag (zero) in
// every other kind.
type Move struct {
	Kind Kind
	Card Symbol
	From int8
}

// where names a position: "start", "boat" or the space number.
func where(pos int8) string {
	switch pos {
	case Start:
		return "start"
	case Boat:
		return "boat"
	}
	return strconv.Itoa(int(pos))
}

// String reads like "forward sabre from 6", "forward flag from start",
// "back from 17", "back from boat", "end" or "pass".
func (m Move) String() string {
	switch m.Kind {
	case Forward:
		return "forward " + m.Card.String() + " from " + where(m.From)
	case Back:
		return "back from " + where(m.From)
	case End, Pass:
		return kindNames[m.Kind]
	}
	return fmt.Sprintf("Move(%d,%d,%d)", m.Kind, m.Card, m.From)
}

type moveJSON struct {
	Type string  `json:"type"`
	From *int    `json:"from,omitempty"`
	Card *Symbol `json:"card,omitempty"`
}

// MarshalJSON writes {"type":"forward","from":6,"card":"sabre"},
// {"type":"back","from":17}, {"type":"end"} or {"type":"pass"}. Positions
// are 0 for the start, 1 to 36 for the spaces and 37 for the boat.
func (m Move) MarshalJSON() ([]byte, error) {
	j := moveJSON{}
	from, card := int(m.From), m.Card
	switch m.Kind {
	case Forward:
		j.From, j.Card = &from, &card
	case Back:
		j.From = &from
	case End, Pass:
	default:
		return nil, fmt.Errorf("cartagena: no such move kind %d", m.Kind)
	}
	j.Type = kindNames[m.Kind]
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes (a card may also be given by
// its letter), naming what is missing, extra or out of range.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	if err := engine.DecodeStrict(b, &j, `a cartagena move is an object like {"type":"forward","from":0,"card":"sabre"}`); err != nil {
		return err
	}
	i, _ := kindNames.Index(j.Type)
	k := Kind(i)
	switch {
	case k == 0:
		return fmt.Errorf("unknown cartagena move type %q (forward, back, end, pass)", j.Type)
	case k == Forward && (j.From == nil || j.Card == nil):
		return fmt.Errorf("a forward move names the card played and the pirate's position: {\"type\":\"forward\",\"from\":0,\"card\":\"sabre\"}")
	case k == Back && j.From == nil:
		return fmt.Errorf("a back move names the pirate's position: {\"type\":\"back\",\"from\":17}")
	case k == Back && j.Card != nil:
		return fmt.Errorf("a back move plays no card")
	case (k == End || k == Pass) && (j.From != nil || j.Card != nil):
		return fmt.Errorf("the %s move takes no other field: {\"type\":%q}", j.Type, j.Type)
	case j.From != nil && (*j.From < Start || *j.From > Boat):
		return fmt.Errorf("from: %d is off the board (0 the start, 1-36 the tunnel, 37 the boat)", *j.From)
	}
	*m = Move{Kind: k}
	if j.From != nil {
		m.From = int8(*j.From)
	}
	if j.Card != nil {
		m.Card = *j.Card
	}
	return nil
}
