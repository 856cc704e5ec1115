package island

import (
	"fmt"
	"strings"
)

// MarkerLimit is the largest number of candidates whose markers are on the
// island: a map's markers go down once its candidates number this many or
// fewer (each map has 17 markers).
const MarkerLimit = 17

// Map is a treasure map being assembled: the clues played on it, in order,
// and the candidate hexes where its treasure may lie. The candidates start
// as all land and shrink with each clue (and with markers removed by
// amulets, which the game does on Candidates directly).
type Map struct {
	Clues      []Clue `json:"clues"`
	Candidates HexSet `json:"candidates"`
}

// NewMap is an empty map: no clue yet, every land hex a candidate.
func NewMap(is *Island) Map { return Map{Candidates: is.Land()} }

// CanPlay reports whether clue c may be added to the map: its hexes must
// leave at least one candidate (so it never contradicts the clues before it)
// and must remove at least one. The error names the rule that forbids it.
// A playable clue costs no allocation.
func (m Map) CanPlay(is *Island, c Clue) error {
	if !c.Valid() {
		return fmt.Errorf("unknown clue %v", c)
	}
	if h, ok := m.Located(); ok {
		return fmt.Errorf("the map is complete: its treasure lies at %v", h)
	}
	left := m.Candidates.Intersect(is.ClueSet(c))
	switch {
	case left.Empty():
		return m.contradiction(is, c)
	case left == m.Candidates:
		return fmt.Errorf("the clue does not narrow the map: all %d candidates are already %s", left.Len(), c.predicate())
	}
	return nil
}

// contradiction explains why no candidate is left by clue c.
func (m Map) contradiction(is *Island, c Clue) error {
	all := is.Land()
	for _, p := range m.Clues {
		all = all.Intersect(is.ClueSet(p))
	}
	switch {
	case all != m.Candidates:
		return fmt.Errorf("no remaining candidate is %s", c.predicate())
	case len(m.Clues) == 0:
		return fmt.Errorf("no land hex is %s", c.predicate())
	}
	before := make([]string, len(m.Clues))
	for k, p := range m.Clues {
		before[k] = p.predicate()
	}
	return fmt.Errorf("no hex is both %s and %s", c.predicate(), strings.Join(before, " and "))
}

// Play returns the map with clue c added, or the reason it may not be.
// The map it is called on is left as it was.
func (m Map) Play(is *Island, c Clue) (Map, error) {
	if err := m.CanPlay(is, c); err != nil {
		return m, err
	}
	clues := make([]Clue, len(m.Clues), len(m.Clues)+1)
	copy(clues, m.Clues)
	return Map{Clues: append(clues, c), Candidates: m.Candidates.Intersect(is.ClueSet(c))}, nil
}

// Markers is the hexes that carry this map's markers, and whether they are
// on the island at all (MarkerLimit candidates or fewer).
func (m Map) Markers() (HexSet, bool) {
	if m.Candidates.Len() > MarkerLimit {
		return HexSet{}, false
	}
	return m.Candidates, true
}

// Located is the treasure's hex once a single candidate is left.
func (m Map) Located() (Hex, bool) {
	if m.Candidates.Len() != 1 {
		return Hex{}, false
	}
	return m.Candidates.First()
}
