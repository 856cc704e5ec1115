package tortuga

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
	// Choose: with two turtles, the turn owner picks the turtle that moves first.
	Choose Kind = iota + 1
	// Die: a die shows N (a chance outcome).
	Die
	// Stop: no more dice; the group moves.
	Stop
	// Roll: roll the next die. It follows Stop, which RandomMove counts on.
	Roll
	// Card: spend an egg card showing N eggs as the next die (variant).
	Card
)

var kindNames = engine.Names{Choose: "choose", Die: "die", Stop: "stop", Roll: "roll", Card: "card"}

// Move is one decision or chance outcome. N is the turtle for Choose, the
// value for Die and Card, and zero otherwise.
type Move struct {
	Kind Kind
	N    int8
}

// String reads like "die 4", "roll", "card 2", "choose 3".
func (m Move) String() string {
	if m.Kind < Choose || m.Kind > Card {
		return fmt.Sprintf("Move(%d,%d)", m.Kind, m.N)
	}
	switch m.Kind {
	case Choose, Die, Card:
		return kindNames[m.Kind] + " " + strconv.Itoa(int(m.N))
	}
	return kindNames[m.Kind]
}

type moveJSON struct {
	Type   string `json:"type"`
	Turtle *int8  `json:"turtle,omitempty"`
	Value  *int8  `json:"value,omitempty"`
}

// MarshalJSON writes {"type":"choose","turtle":3}, {"type":"die","value":4},
// {"type":"stop"}, {"type":"roll"} or {"type":"card","value":2}.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.Kind < Choose || m.Kind > Card {
		return nil, fmt.Errorf("tortuga: no such move kind %d", m.Kind)
	}
	j := moveJSON{Type: kindNames[m.Kind]}
	n := m.N
	switch m.Kind {
	case Choose:
		j.Turtle = &n
	case Die, Card:
		j.Value = &n
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, naming what is missing or extra.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	if err := engine.DecodeStrict(b, &j, `a tortuga move is an object like {"type":"roll"}`); err != nil {
		return err
	}
	i, _ := kindNames.Index(j.Type)
	k := Kind(i)
	switch {
	case k == 0:
		return fmt.Errorf("unknown tortuga move type %q (choose, die, stop, roll, card)", j.Type)
	case k == Choose && j.Turtle == nil:
		return fmt.Errorf("a choose move names the turtle: {\"type\":\"choose\",\"turtle\":0}")
	case (k == Die || k == Card) && j.Value == nil:
		return fmt.Errorf("a %s move has a value: {\"type\":%q,\"value\":3}", j.Type, j.Type)
	case k != Choose && j.Turtle != nil, k != Die && k != Card && j.Value != nil:
		return fmt.Errorf("a %s move takes no other field", j.Type)
	}
	*m = Move{Kind: k}
	if j.Turtle != nil {
		m.N = *j.Turtle
	}
	if j.Value != nil {
		m.N = *j.Value
	}
	return nil
}
