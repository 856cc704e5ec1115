package tobago

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// Kind is what a move does.
type Kind int8

// The kinds of move. Every decision is a move of its own: each step, each
// take or pass, the end of a move and the end of a turn.
const (
	// Place puts the seat's vehicle on a land hex (set-up).
	Place Kind = iota + 1
	// PlayClue plays a clue from hand on a map: the set-up clue, action A,
	// or starting the found map anew after a sharing.
	PlayClue
	// Step moves the vehicle one step: action B's first step starts the move.
	Step
	// Stop ends the move in progress.
	Stop
	// Raise raises the located treasure of a map under the vehicle.
	Raise
	// Exchange spends the whole turn exchanging the hand.
	Exchange
	// Clear removes a candidate of a map no clue can narrow any more, as the
	// turn's action (a ruling that keeps the game going).
	Clear
	// UseAmulet spends an amulet for one power.
	UseAmulet
	// Take takes the revealed treasure card for the rose on offer.
	Take
	// Pass passes it to the next rose up.
	Pass
	// End ends the turn.
	End
)

var kindNames = engine.Names{Place: "place", PlayClue: "clue", Step: "step", Stop: "stop", Raise: "raise",
	Exchange: "exchange", Clear: "clear", UseAmulet: "amulet", Take: "take", Pass: "pass", End: "end"}

// Power is what an amulet is spent for.
type Power int8

// The amulet's powers.
const (
	// RemoveMarker takes one marker off the island (never a map's last).
	RemoveMarker Power = iota + 1
	// ExtraClue plays one more clue from hand.
	ExtraClue
	// ExtraMove grants a move of up to three steps, picking up no amulet.
	ExtraMove
	// ExchangeHand exchanges the whole hand.
	ExchangeHand
	// DoublePlay puts one more rose on a clue that holds the player's roses.
	DoublePlay
	// SwapRoses exchanges the roses of two clues of one map.
	SwapRoses
)

var powerNames = engine.Names{RemoveMarker: "remove_marker", ExtraClue: "clue", ExtraMove: "move",
	ExchangeHand: "exchange", DoublePlay: "double", SwapRoses: "swap"}

// String is the power's name.
func (p Power) String() string { return powerNames.Name(int(p), "Power") }

// Move is one decision. Map is a map's index (0 white, 1 grey, 2 brown,
// 3 black); Clue a clue card, named by kind and label; Hex a hex's grid
// index (island.CellOf); At and With positions of clues on a map, 0 the
// first (top) one. Fields a kind does not use are zero.
type Move struct {
	Kind  Kind
	Power Power
	Map   int8
	At    int8
	With  int8
	Clue  island.Clue
	Hex   int16
}

// fields a move carries.
const (
	fMap = 1 << iota
	fClue
	fHex
	fAt
	fWith
	fPower
)

// fields is what a move of kind k (and power p, for amulets) carries.
func fields(k Kind, p Power) int {
	switch k {
	case Place, Step:
		return fHex
	case PlayClue:
		return fClue | fMap
	case Raise:
		return fMap
	case Clear:
		return fMap | fHex
	case UseAmulet:
		switch p {
		case RemoveMarker:
			return fPower | fMap | fHex
		case ExtraClue:
			return fPower | fClue | fMap
		case DoublePlay:
			return fPower | fMap | fAt
		case SwapRoses:
			return fPower | fMap | fAt | fWith
		}
		return fPower
	}
	return 0
}

// String reads like "place (3,4)", "clue in jungle on white", "step (5,2)",
// "raise black", "clear grey (3,4)", "amulet remove_marker grey (3,4)",
// "amulet clue next to a palm on white", "amulet move", "amulet double
// white 2", "amulet swap white 0 3", "take", "pass", "stop", "end".
func (m Move) String() string {
	if m.Kind < Place || m.Kind > End {
		return fmt.Sprintf("Move(%d)", m.Kind)
	}
	f := fields(m.Kind, m.Power)
	s := kindNames[m.Kind]
	if f&fPower != 0 {
		s += " " + m.Power.String()
	}
	if f&fClue != 0 {
		s += " " + m.Clue.String() + " on"
	}
	if f&fMap != 0 {
		s += " " + colour(m.Map)
	}
	if f&fHex != 0 {
		s += " " + hexName(m.Hex)
	}
	if f&fAt != 0 {
		s += " " + strconv.Itoa(int(m.At))
	}
	if f&fWith != 0 {
		s += " " + strconv.Itoa(int(m.With))
	}
	return s
}

// colour names map m.
func colour(m int8) string {
	if m < 0 || m >= Maps {
		return "map(" + strconv.Itoa(int(m)) + ")"
	}
	return Colours[m]
}

// hexName writes a grid index as its hex, "(3,4)".
func hexName(i int16) string {
	if i < 0 || i >= island.Cells {
		return "cell(" + strconv.Itoa(int(i)) + ")"
	}
	return hexOf(i).String()
}

type clueJSON struct {
	Kind  *island.Kind  `json:"kind"`
	Label *island.Label `json:"label"`
}

type hexJSON struct {
	Q *int `json:"q"`
	R *int `json:"r"`
}

type moveJSON struct {
	Type  string    `json:"type"`
	Power string    `json:"power,omitempty"`
	Map   string    `json:"map,omitempty"`
	Clue  *clueJSON `json:"clue,omitempty"`
	Hex   *hexJSON  `json:"hex,omitempty"`
	At    *int      `json:"at,omitempty"`
	With  *int      `json:"with,omitempty"`
}

// MarshalJSON writes the move as an object with a "type" and the fields
// its kind carries: {"type":"step","hex":{"q":3,"r":4}},
// {"type":"clue","clue":{"kind":"in","label":"jungle"},"map":"white"},
// {"type":"amulet","power":"swap","map":"grey","at":0,"with":2}.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.Kind < Place || m.Kind > End {
		return nil, fmt.Errorf("tobago: no such move kind %d", m.Kind)
	}
	if m.Kind == UseAmulet && (m.Power < RemoveMarker || m.Power > SwapRoses) {
		return nil, fmt.Errorf("tobago: no amulet power %d", m.Power)
	}
	f := fields(m.Kind, m.Power)
	j := moveJSON{Type: kindNames[m.Kind]}
	if f&fPower != 0 {
		j.Power = powerNames[m.Power]
	}
	if f&fMap != 0 {
		if m.Map < 0 || m.Map >= Maps {
			return nil, fmt.Errorf("tobago: no map %d", m.Map)
		}
		j.Map = Colours[m.Map]
	}
	if f&fClue != 0 {
		if !m.Clue.Valid() {
			return nil, fmt.Errorf("tobago: no clue %v", m.Clue)
		}
		k, l := m.Clue.Kind, m.Clue.Label
		j.Clue = &clueJSON{&k, &l}
	}
	if f&fHex != 0 {
		if m.Hex < 0 || m.Hex >= island.Cells {
			return nil, fmt.Errorf("tobago: grid index %d is outside the grid", m.Hex)
		}
		h := hexOf(m.Hex)
		j.Hex = &hexJSON{&h.Q, &h.R}
	}
	at, with := int(m.At), int(m.With)
	if f&fAt != 0 {
		j.At = &at
	}
	if f&fWith != 0 {
		j.With = &with
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, refusing unknown fields and
// naming what is missing, extra or out of range.
func (m *Move) UnmarshalJSON(b []byte) error {
	var j moveJSON
	if err := engine.DecodeStrict(b, &j, `a tobago move is an object like {"type":"step","hex":{"q":3,"r":4}}`); err != nil {
		return err
	}
	var out Move
	k, _ := kindNames.Index(j.Type)
	out.Kind = Kind(k)
	if out.Kind == 0 {
		return fmt.Errorf("unknown tobago move type %q (place, clue, step, stop, raise, exchange, clear, amulet, take, pass, end)", j.Type)
	}
	if out.Kind == UseAmulet {
		p, _ := powerNames.Index(j.Power)
		out.Power = Power(p)
		if out.Power == 0 {
			return fmt.Errorf("an amulet move names its power: %q is not one of remove_marker, clue, move, exchange, double, swap", j.Power)
		}
	}
	want := fields(out.Kind, out.Power)
	has := 0
	for _, f := range []struct {
		bit int
		set bool
	}{{fPower, j.Power != ""}, {fMap, j.Map != ""}, {fClue, j.Clue != nil}, {fHex, j.Hex != nil}, {fAt, j.At != nil}, {fWith, j.With != nil}} {
		if f.set {
			has |= f.bit
		}
	}
	name := j.Type
	if out.Kind == UseAmulet {
		name = "amulet " + j.Power
	}
	if missing := want &^ has; missing != 0 {
		return fmt.Errorf("the %s move needs %s", name, fieldList(missing))
	}
	if extra := has &^ want; extra != 0 {
		return fmt.Errorf("the %s move takes no %s", name, fieldList(extra))
	}
	if err := out.decodeFields(&j); err != nil {
		return err
	}
	*m = out
	return nil
}

// decodeFields fills the move's fields from their JSON, checking ranges.
func (m *Move) decodeFields(j *moveJSON) error {
	if j.Map != "" {
		m.Map = -1
		for k, c := range Colours {
			if c == j.Map {
				m.Map = int8(k)
			}
		}
		if m.Map < 0 {
			return fmt.Errorf("map %q is not one of white, grey, brown, black", j.Map)
		}
	}
	if j.Clue != nil {
		if j.Clue.Kind == nil || j.Clue.Label == nil {
			return errors.New("a clue names both its kind and its label, like {\"kind\":\"next_to\",\"label\":\"palm\"}")
		}
		m.Clue = island.Clue{Kind: *j.Clue.Kind, Label: *j.Clue.Label}
	}
	if j.Hex != nil {
		if j.Hex.Q == nil || j.Hex.R == nil {
			return errors.New("a hex names both q and r, like {\"q\":3,\"r\":4}")
		}
		h := island.Hex{Q: *j.Hex.Q, R: *j.Hex.R}
		i, ok := island.CellOf(h)
		if !ok {
			return fmt.Errorf("hex %v lies outside the %d×%d grid, in the ocean", h, island.Cols, island.Rows)
		}
		m.Hex = int16(i)
	}
	for _, p := range []struct {
		v   *int
		dst *int8
		n   string
	}{{j.At, &m.At, "at"}, {j.With, &m.With, "with"}} {
		if p.v == nil {
			continue
		}
		if *p.v < 0 || *p.v >= maxClues {
			return fmt.Errorf("%s: %d is not a clue's position on a map (0 the first clue)", p.n, *p.v)
		}
		*p.dst = int8(*p.v)
	}
	return nil
}

// fieldList names a set of fields: "map and hex".
func fieldList(f int) string {
	var names []string
	for _, n := range []struct {
		bit  int
		name string
	}{{fPower, "power"}, {fClue, "clue"}, {fMap, "map"}, {fHex, "hex"}, {fAt, "at"}, {fWith, "with"}} {
		if f&n.bit != 0 {
			names = append(names, n.name)
		}
	}
	out := ""
	for k, n := range names {
		switch {
		case k == 0:
		case k == len(names)-1:
			out += " and "
		default:
			out += ", "
		}
		out += n
	}
	return out
}
