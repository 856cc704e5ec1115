package island

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Kind is the kind of a clue card: where the treasure lies relative to the
// clue's label.
type Kind uint8

// The six kinds of clue, as on the rulebook's insert. NextTo and WithinSight
// exclude the label's own hexes; their negations NotNextTo and OutOfSight
// are their complements on land, so they allow them.
const (
	// In: on a hex of the label.
	In Kind = iota
	// NextTo: at distance 1 from the label, not on it.
	NextTo
	// WithinSight: at distance 1 or 2 from the label, not on it.
	WithinSight
	// NotIn: not on a hex of the label.
	NotIn
	// NotNextTo: not at distance 1 from the label, or on it.
	NotNextTo
	// OutOfSight: farther than 2 from the label, or on it.
	OutOfSight
	numKinds
)

var kindIDs = [numKinds]string{"in", "next_to", "within_sight", "not_in", "not_next_to", "out_of_sight"}

// Valid reports whether k is one of the six kinds.
func (k Kind) Valid() bool { return k < numKinds }

// String is the identifier: "in", "next_to", ...
func (k Kind) String() string {
	if !k.Valid() {
		return "Kind(" + strconv.Itoa(int(k)) + ")"
	}
	return kindIDs[k]
}

// Negated is the opposite kind: In ↔ NotIn, NextTo ↔ NotNextTo,
// WithinSight ↔ OutOfSight.
func (k Kind) Negated() Kind { return (k + 3) % 6 }

// IsNegative reports whether k is NotIn, NotNextTo or OutOfSight.
func (k Kind) IsNegative() bool { return k >= NotIn }

// MarshalText writes the identifier.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("no clue kind %d", k)
	}
	return []byte(kindIDs[k]), nil
}

// UnmarshalText reads an identifier written by MarshalText.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, id := range kindIDs {
		if id == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown clue kind %q (in, next_to, within_sight, not_in, not_next_to, out_of_sight)", b)
}

// Clue is one clue card: a kind against a label, such as "next to a palm".
// Its JSON form is {"kind":"next_to","label":"palm"}.
type Clue struct {
	Kind  Kind  `json:"kind"`
	Label Label `json:"label"`
}

// Valid reports whether the kind and the label are known.
func (c Clue) Valid() bool { return c.Kind.Valid() && c.Label.Valid() }

// inPhrases are the labels as they read after "in" or "on".
var inPhrases = [numLabels]string{
	"on scrubland", "in jungle", "in a river", "in mountains", "in a lake", "on beach",
	"on Big scrubland", "in Big jungle", "in Big river", "in Big mountains", "in Big lake", "on Big beach",
	"on a hut", "on a palm", "on a statue", "in the ocean",
}

// String reads like the card: "in jungle", "next to a palm", "within sight
// of the ocean", "not on beach", "not next to a statue", "out of sight of a hut".
func (c Clue) String() string {
	if !c.Valid() {
		return "Clue(" + c.Kind.String() + "," + c.Label.String() + ")"
	}
	noun := labelNouns[c.Label]
	switch c.Kind {
	case In:
		return inPhrases[c.Label]
	case NextTo:
		return "next to " + noun
	case WithinSight:
		return "within sight of " + noun
	case NotIn:
		return "not " + inPhrases[c.Label]
	case NotNextTo:
		return "not next to " + noun
	}
	return "out of sight of " + noun
}

// predicate is the clue as it reads after "is": "jungle", "not a hut",
// "next to a statue".
func (c Clue) predicate() string {
	switch c.Kind {
	case In:
		return labelNouns[c.Label]
	case NotIn:
		return "not " + labelNouns[c.Label]
	}
	return c.String()
}

// UnmarshalJSON reads {"kind":…,"label":…}, both fields required.
func (c *Clue) UnmarshalJSON(b []byte) error {
	var j struct {
		Kind  *Kind  `json:"kind"`
		Label *Label `json:"label"`
	}
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("a clue is an object like {\"kind\":\"next_to\",\"label\":\"palm\"}: %w", err)
	}
	if j.Kind == nil || j.Label == nil {
		return fmt.Errorf("a clue names both its kind and its label, like {\"kind\":\"next_to\",\"label\":\"palm\"}: got %s", b)
	}
	*c = Clue{Kind: *j.Kind, Label: *j.Label}
	return nil
}

// ClueSet is the set of land hexes where the clue allows the treasure. It is
// looked up in a table built with the island and never allocates. An
// invalid clue has the empty set.
func (is *Island) ClueSet(c Clue) HexSet {
	if !c.Valid() {
		return HexSet{}
	}
	return is.clueSets[c.Kind][c.Label]
}

// clueTable fills the clue sets from the label sets.
func (is *Island) clueTable() {
	for l := range numLabels {
		ls := is.labels[l]
		pos := [3]HexSet{
			In:          ls.Intersect(is.land),
			NextTo:      near1(ls).Minus(ls).Intersect(is.land),
			WithinSight: near2(ls).Minus(ls).Intersect(is.land),
		}
		for k, s := range pos {
			is.clueSets[k][l] = s
			is.clueSets[Kind(k).Negated()][l] = is.land.Minus(s)
		}
	}
}
