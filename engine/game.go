package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Rules describes one game to the engine: how to set it up and how to read a
// saved state. S and M are the game's state and move types; *M must decode
// from the move JSON that M encodes to.
type Rules[S State[S, M], M Move] struct {
	Name       string
	Title      string
	MinPlayers int
	MaxPlayers int
	// New sets up a game from its options (a JSON object, possibly empty) and seed.
	New func(players int, options json.RawMessage, seed uint64) (S, error)
	// Load reads a state that MarshalJSON wrote, checking that it is consistent.
	Load func(data []byte) (S, error)
	// Options declares every option New accepts; New's options are checked
	// against them before the game reads them.
	Options []OptionDecl
}

// Game is the type-erased face of a game, for the protocol, server and tools.
type Game interface {
	// Name is the identifier used in the protocol, e.g. "tortuga".
	Name() string
	// Title is the game's display name.
	Title() string
	// PlayerRange is the smallest and largest player count.
	PlayerRange() (min, max int)
	// New sets up a game; options may be empty or a JSON object.
	New(players int, options json.RawMessage, seed uint64) (Session, error)
	// Load restores a state written by Session.MarshalJSON.
	Load(state []byte) (Session, error)
	// Options declares the game's options.
	Options() []OptionDecl
}

// LegalMove is one legal move as JSON; Prob is set for chance outcomes.
type LegalMove struct {
	Move json.RawMessage `json:"move"`
	Prob float64         `json:"prob,omitempty"`
}

// Played is a move that was played and the events it caused.
type Played struct {
	Move   json.RawMessage `json:"move"`
	Events []Event         `json:"events"`
}

// Result is the score sheet: scores per seat and the winners once over.
type Result struct {
	Over    bool  `json:"over"`
	Scores  []int `json:"scores"`
	Winners []int `json:"winners"`
	// Summary explains a finished game whose game does (Summarize); the
	// server adds it, Session.Result leaves it out.
	Summary *Summary `json:"summary,omitempty"`
}

// Session is a game in progress behind the type-erased interface.
type Session interface {
	Game() Game
	Players() int
	Actor() Actor
	// Legal lists the actor's legal moves (or chance outcomes) as JSON.
	Legal() []LegalMove
	// Play decodes and plays a move; on error the state is unchanged.
	Play(move []byte) (Played, error)
	// PlayChance draws the pending chance outcome from the game's generator and plays it.
	PlayChance() (Played, error)
	Result() Result
	// View is what a seat may see (-1: a spectator).
	View(seat int) any
	Clone() Session
	// MarshalJSON encodes the whole state, hidden information included.
	MarshalJSON() ([]byte, error)
}

// ErrNoChance is returned by PlayChance when no chance event is pending.
var ErrNoChance = errors.New("no chance event is pending")

// Define turns a game's rules into a Game.
func Define[S State[S, M], M Move](r Rules[S, M]) Game { return rulesGame[S, M]{r} }

type rulesGame[S State[S, M], M Move] struct{ r Rules[S, M] }

func (g rulesGame[S, M]) Name() string            { return g.r.Name }
func (g rulesGame[S, M]) Title() string           { return g.r.Title }
func (g rulesGame[S, M]) PlayerRange() (int, int) { return g.r.MinPlayers, g.r.MaxPlayers }
func (g rulesGame[S, M]) Options() []OptionDecl   { return g.r.Options }

// wrap makes s a Session, its chance behaviour resolved once for every move.
func (g rulesGame[S, M]) wrap(s S) Session {
	return &session[S, M]{g: g, s: s, chance: BindChance[S, M](s)}
}

func (g rulesGame[S, M]) Load(b []byte) (Session, error) {
	s, err := g.r.Load(b)
	if err != nil {
		return nil, err
	}
	return g.wrap(s), nil
}

func (g rulesGame[S, M]) New(players int, options json.RawMessage, seed uint64) (Session, error) {
	if players < g.r.MinPlayers || players > g.r.MaxPlayers {
		return nil, fmt.Errorf("%s is played by %d to %d players, not %d", g.r.Title, g.r.MinPlayers, g.r.MaxPlayers, players)
	}
	if len(bytes.TrimSpace(options)) == 0 || string(bytes.TrimSpace(options)) == "null" {
		options = json.RawMessage("{}")
	}
	if err := CheckOptions(g.r.Options, players, options); err != nil {
		return nil, fmt.Errorf("%s: %w", g.r.Name, err)
	}
	s, err := g.r.New(players, options, seed)
	if err != nil {
		return nil, err
	}
	return g.wrap(s), nil
}

type session[S State[S, M], M Move] struct {
	g      rulesGame[S, M]
	s      S
	chance ChanceOf[M] // s's chance behaviour, bound with s
}

func (x *session[S, M]) Game() Game                   { return x.g }
func (x *session[S, M]) Players() int                 { return x.s.Players() }
func (x *session[S, M]) Actor() Actor                 { return x.s.Actor() }
func (x *session[S, M]) View(seat int) any            { return x.s.View(seat) }
func (x *session[S, M]) Clone() Session               { return x.g.wrap(x.s.Clone()) }
func (x *session[S, M]) MarshalJSON() ([]byte, error) { return x.s.MarshalJSON() }

func (x *session[S, M]) Legal() []LegalMove {
	var out []LegalMove
	if x.s.Actor() == Chance {
		for _, o := range x.chance.Outcomes(nil) {
			out = append(out, LegalMove{Move: mustJSON(o.Move), Prob: o.Prob})
		}
		return out
	}
	for _, m := range x.s.Legal(nil) {
		out = append(out, LegalMove{Move: mustJSON(m)})
	}
	return out
}

func (x *session[S, M]) Play(move []byte) (Played, error) {
	var m M
	if err := json.Unmarshal(move, &m); err != nil {
		return Played{}, fmt.Errorf("move %s: %w", bytes.TrimSpace(move), err)
	}
	return x.apply(m)
}

func (x *session[S, M]) PlayChance() (Played, error) {
	if x.s.Actor() != Chance {
		return Played{}, ErrNoChance
	}
	m, ok := x.chance.Sample()
	if !ok {
		return Played{}, ErrNoChance
	}
	return x.apply(m)
}

func (x *session[S, M]) apply(m M) (Played, error) {
	events := []Event{}
	if err := x.s.Apply(m, &events); err != nil {
		return Played{}, err
	}
	return Played{Move: mustJSON(m), Events: events}, nil
}

func (x *session[S, M]) Result() Result {
	w := x.s.Winners(nil)
	return Result{Over: x.s.Actor() == Nobody, Scores: x.s.Scores(nil), Winners: append([]int{}, w...)}
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("encoding %T: %v", v, err))
	}
	return b
}
