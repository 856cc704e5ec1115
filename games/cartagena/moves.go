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

// Move is one decision of the player whose turn it is, packed in 16 bits
// so that listing a move is one store, and four moves one store of a word
// (Legal): its kind, the card it plays and the position of the pirate it
// moves (see move). From is the position of the pirate that moves (Start,
// a space 1 to 36, fewer in a tunnel of fewer segments, or Boat, 37 in
// every tunnel): pirates of one player on one position are
// interchangeable, so the position names the pirate. Card is the symbol
// played by a Forward move, and Flag (zero) in every other kind. The zero
// Move is no move (its kind is none of them).
type Move uint16

// Where each part of a Move lies: the position in the low byte, as the
// int8 it is, so that a position added to a move from the start (position
// 0) makes the move from there, as Legal and RandomMove build them; the
// card in the next cardBits; the kind in the bits above, so that the kinds
// are in the order of the words (ApplyTrusted tells them apart by
// comparing the whole word). Legal's lanes need a position's bits below
// 64 only (see lanes.go).
const (
	cardShift = 8
	cardBits  = 4 // symbols 0 to 5
	kindShift = cardShift + cardBits
	cardMask  = 1<<cardBits - 1
	kindMask  = 1<<(16-kindShift) - 1
)

// move packs a move of kind k playing card c for the pirate at from. The
// position keeps its byte: every int8 reads back as it was. A card or a
// kind too large or negative for its bits is packed as the part's largest
// value (cardMask, kindMask), which no move in range takes (the last
// symbol is 5, Pass 4): a move built out of range stays out of range, and
// Apply refuses it as before, naming the part that is wrong. Moves read
// from JSON are checked before packing.
func move(k Kind, c Symbol, from int8) Move {
	return Move(uint8(from)) | Move(part(int(c), cardMask))<<cardShift | Move(part(int(k), kindMask))<<kindShift
}

// part is v when it lies in 0 to mask, else mask.
func part(v int, mask uint) uint { return min(uint(v), mask) }

// ForwardMove is the move playing a card of symbol c for the pirate at from.
func ForwardMove(c Symbol, from int8) Move { return move(Forward, c, from) }

// BackMove is the move taking the pirate at from back.
func BackMove(from int8) Move { return move(Back, 0, from) }

// EndMove is the move ending the turn before its last action.
func EndMove() Move { return move(End, 0, 0) }

// PassMove is the move of a player who can take no action at all.
func PassMove() Move { return move(Pass, 0, 0) }

// Kind is what the move does.
func (m Move) Kind() Kind { return Kind(m >> kindShift) }

// Card is the symbol a Forward move plays (Flag, zero, for the other kinds).
func (m Move) Card() Symbol { return Symbol(m >> cardShift & cardMask) }

// From is the position of the pirate a Forward or Back move moves (zero
// for the other kinds).
func (m Move) From() int8 { return int8(m) }

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
	switch m.Kind() {
	case Forward:
		return "forward " + m.Card().String() + " from " + where(m.From())
	case Back:
		return "back from " + where(m.From())
	case End, Pass:
		return kindNames[m.Kind()]
	}
	return fmt.Sprintf("Move(%d,%d,%d)", m.Kind(), m.Card(), m.From())
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
	from, card := int(m.From()), m.Card()
	switch m.Kind() {
	case Forward:
		j.From, j.Card = &from, &card
	case Back:
		j.From = &from
	case End, Pass:
	default:
		return nil, fmt.Errorf("cartagena: no such move kind %d", m.Kind())
	}
	j.Type = kindNames[m.Kind()]
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
	var from int8
	var card Symbol
	if j.From != nil {
		from = int8(*j.From)
	}
	if j.Card != nil {
		card = *j.Card
	}
	*m = move(k, card, from)
	return nil
}
