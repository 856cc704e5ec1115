package engine

import (
	"encoding/json"
	"fmt"
)

// Record is everything needed to reproduce a game exactly: its set-up and
// every move, chance outcomes included, in order. Moves may hold undo
// entries (UndoEntry), whose moves taken back are not played, and handover
// entries (HandoverEntry), which change no game.
type Record struct {
	Game    string            `json:"game"`
	Players int               `json:"players"`
	Options json.RawMessage   `json:"options,omitempty"`
	Seed    uint64            `json:"seed"`
	Moves   []json.RawMessage `json:"moves"`
}

// Replay sets the game up from the record and plays its moves in order,
// leaving out those taken back and the handovers (Effective).
func Replay(g Game, r Record) (Session, error) { return replay(g, r, nil) }

// replay is Replay, handing each move's Played to each (when not nil).
func replay(g Game, r Record, each func(Played)) (Session, error) {
	moves, err := Effective(r.Moves)
	if err != nil {
		return nil, err
	}
	s, err := g.New(r.Players, r.Options, r.Seed)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		p, err := s.Play(m)
		if err != nil {
			return nil, fmt.Errorf("replaying move %d %s: %w", i+1, m, err)
		}
		if each != nil {
			each(p)
		}
	}
	return s, nil
}
