package engine

import (
	"errors"
	"math/rand/v2"
)

// Path is how the decisions of a measured random playout are chosen
// (scripts/playoutmoves, scripts/instructions.sh).
type Path int

const (
	// ListPath picks each decision from the moves Legal lists (Pick).
	ListPath Path = iota
	// SamplePath draws each decision by the game's RandomMove.
	SamplePath
)

// ListPlayouter is an optional interface of a game state: the list path's
// loop played by the game itself, with its own types, so that a move costs
// no call through an interface.
type ListPlayouter interface {
	// ListPlayout plays at most max moves and returns how many it played,
	// fewer only when the game ended. Each move is the one Step plays on
	// the list path (BindPathPlay), with the same draws: a chance outcome
	// as the game's own generator draws it (SampleChance), a decision
	// picked from Legal by Pick with one draw from r, played as
	// ApplyTrusted plays it. It allocates nothing.
	ListPlayout(r *rand.PCG, max int) int
}

// SamplePlayouter is as ListPlayouter for the sample path: a decision is
// the one RandomMove draws from r.
type SamplePlayouter interface {
	// SamplePlayout plays at most max moves and returns how many it
	// played, each the one Step plays on the sample path, with the same
	// draws. It allocates nothing.
	SamplePlayout(r *rand.PCG, max int) int
}

// BindPathPlay binds the random playouts of s to one of the measured
// paths: a chance outcome from the game's own generator (SampleChance), a
// decision picked from Legal (ListPath) or drawn by RandomMove
// (SamplePath), played by the trusted path. Run plays them by the game's
// own loop of the path when it has one (ListPlayouter, SamplePlayouter),
// else by Step's loop through the engine's interfaces; Step always plays
// the engine's, so that a game's loop can be held to it move by move.
func BindPathPlay[S State[S, M], M Move](s S, path Path) (*RandomPlay[S, M], error) {
	p := BindRandomPlay[S, M](s)
	p.own, p.gameDraw = nil, true
	switch path {
	case ListPath:
		p.sampler = nil
		if g, ok := any(s).(ListPlayouter); ok {
			p.own = g.ListPlayout
		}
	case SamplePath:
		if p.sampler == nil {
			return nil, errors.New("the game has no Sampler: it has no sample path")
		}
		if g, ok := any(s).(SamplePlayouter); ok {
			p.own = g.SamplePlayout
		}
	default:
		return nil, errors.New("no such path")
	}
	return p, nil
}

// EngineLoop makes Run play by Step's loop through the engine's
// interfaces even when the game has its own loop, to measure the one
// against the other.
func (p *RandomPlay[S, M]) EngineLoop() { p.own = nil }
