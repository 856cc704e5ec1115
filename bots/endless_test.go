package bots

import (
	"encoding/json"
	"errors"
	"testing"

	"caribe/engine"
)

// endless is a two-player game that never ends: seat 0 first claims a
// point or gives it to seat 1, then both pass for ever.
type endless struct {
	scores [2]int
	moves  int
}

type endlessMove string

func (m endlessMove) String() string { return string(m) }

const (
	giveAway endlessMove = "give"
	claim    endlessMove = "claim"
	passOn   endlessMove = "pass"
)

func (e *endless) Players() int { return 2 }
func (e *endless) Actor() engine.Actor {
	return engine.Actor(e.moves % 2)
}
func (e *endless) Legal(buf []endlessMove) []endlessMove {
	if e.moves == 0 {
		return append(buf, giveAway, claim)
	}
	return append(buf, passOn)
}
func (e *endless) Apply(m endlessMove, _ *[]engine.Event) error {
	if index(e.Legal(nil), m) < 0 {
		return errors.New("endless: illegal move")
	}
	switch m {
	case claim:
		e.scores[0]++
	case giveAway:
		e.scores[1]++
	}
	e.moves++
	return nil
}
func (e *endless) Scores(buf []int) []int       { return append(buf, e.scores[:]...) }
func (e *endless) Winners(buf []int) []int      { return buf }
func (e *endless) View(int) any                 { return e.scores }
func (e *endless) Clone() *endless              { c := *e; return &c }
func (e *endless) CopyFrom(src *endless)        { *e = *src }
func (e *endless) MarshalJSON() ([]byte, error) { return json.Marshal(e.scores) }

// A playout of a game that never ends stops after MaxMoves moves and is
// adjudicated on the scores: rewarded on wins alone, the search claims
// the point (the first legal move, giving it away, would be played if the
// unfinished playouts won nothing).
func TestEndlessPlayoutsAreAdjudicated(t *testing.T) {
	for _, resample := range []bool{false, true} {
		p := NewMCTS[*endless, endlessMove](MCTSConfig{Budget: Budget{Iterations: 8}, Trees: 1, Workers: 1, Resample: resample})
		if m := p.Choose(t.Context(), &endless{}); m != claim {
			t.Errorf("resample %v: %v, want %v", resample, m, claim)
		}
	}
}
