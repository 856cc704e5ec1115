package learn

import (
	"bytes"
	"encoding/json"
	"fmt"

	"caribe/engine"
)

// Start sets up a lesson's position for game g.
func Start(g engine.Game, l Lesson) (engine.Session, error) {
	if len(l.Setup.State) > 0 {
		s, err := g.Load(l.Setup.State)
		if err != nil {
			return nil, fmt.Errorf("lesson %s: its saved state: %w", l.ID, err)
		}
		return s, nil
	}
	s, err := g.New(l.Setup.Players, l.Setup.Options, l.Setup.Seed)
	if err != nil {
		return nil, fmt.Errorf("lesson %s: its set-up: %w", l.ID, err)
	}
	if err := playAll(s, l.Setup.Moves); err != nil {
		return nil, fmt.Errorf("lesson %s: its set-up: %w", l.ID, err)
	}
	return s, nil
}

// playAll plays moves in order, naming the first the game refuses.
func playAll(s engine.Session, moves []json.RawMessage) error {
	for i, m := range moves {
		if _, err := s.Play(m); err != nil {
			return fmt.Errorf("move %d (%s): %w", i+1, bytes.TrimSpace(m), err)
		}
	}
	return nil
}

// Verdict is how a lesson judges a move the learner tried.
type Verdict struct {
	// Legal tells whether the rules allow the move here; Refusal is the
	// engine's reason when they do not.
	Legal   bool   `json:"legal"`
	Refusal string `json:"refusal,omitempty"`
	// Done tells whether the move does the step's task.
	Done bool `json:"done"`
	// Why is the step's Done text, or the explanation of the miss.
	Why engine.Text `json:"why"`
	// Move is the move as the engine writes it, when legal.
	Move json.RawMessage `json:"move,omitempty"`
}

// Judge judges move, tried by the learner at step of lesson l in s (the
// position before it). s is left as it was: the learner tries again from
// the same position after a miss, and Advance plays a done step.
func Judge(l Lesson, step int, s engine.Session, move []byte) (Verdict, error) {
	if step < 0 || step >= len(l.Steps) {
		return Verdict{}, fmt.Errorf("lesson %s has no step %d: it has %d", l.ID, step+1, len(l.Steps))
	}
	st := l.Steps[step]
	if a := s.Actor(); a != engine.Actor(l.Seat) {
		return Verdict{}, fmt.Errorf("lesson %s, step %d: it is not the learner's turn (%v is to act)", l.ID, step+1, a)
	}
	tried, err := canonical(s, move)
	if err != nil {
		return Verdict{Refusal: err.Error(), Why: st.Illegal}, nil
	}
	v := Verdict{Legal: true, Move: tried, Why: st.Otherwise}
	for _, g := range st.Goal {
		if same(s, g, tried) {
			v.Done, v.Why = true, st.Done
			return v, nil
		}
	}
	for _, w := range st.Wrong {
		if same(s, w.Move, tried) {
			v.Why = w.Why
			break
		}
	}
	return v, nil
}

// Advance plays a done step's move and the moves that follow it (Then).
func Advance(l Lesson, step int, s engine.Session, move []byte) error {
	if step < 0 || step >= len(l.Steps) {
		return fmt.Errorf("lesson %s has no step %d: it has %d", l.ID, step+1, len(l.Steps))
	}
	if _, err := s.Play(move); err != nil {
		return fmt.Errorf("lesson %s, step %d: %w", l.ID, step+1, err)
	}
	if err := playAll(s, l.Steps[step].Then); err != nil {
		return fmt.Errorf("lesson %s, after step %d: %w", l.ID, step+1, err)
	}
	return nil
}

// canonical is move as the engine writes it, played on a copy of s: moves
// are compared in that form, whatever spacing or key order they came in.
func canonical(s engine.Session, move []byte) (json.RawMessage, error) {
	p, err := s.Clone().Play(move)
	if err != nil {
		return nil, err
	}
	return p.Move, nil
}

// same tells whether a lesson's move is the move tried (canonical).
func same(s engine.Session, lessons json.RawMessage, tried json.RawMessage) bool {
	m, err := canonical(s, lessons)
	return err == nil && bytes.Equal(m, tried)
}
