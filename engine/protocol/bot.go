package protocol

import (
	"encoding/json"
	"errors"
	"fmt"

	"caribe/engine"
)

// Advisor answers the bot command: the move that the named bot, with the
// given budget ("2000" iterations, "200ms", or "" for its default) and seed,
// would play now in game for the seat that must decide. It must leave game
// unchanged.
type Advisor func(game engine.Session, bot, budget string, seed uint64) (json.RawMessage, error)

// Option configures a Server.
type Option func(*Server)

// WithAdvisor lets the server answer the bot command with a.
func WithAdvisor(a Advisor) Option { return func(s *Server) { s.advise = a } }

// cmdBot answers {"cmd":"bot","bot":"mcts","budget":"200ms"} with the move
// the bot would play for the pending seat; the game does not change. The
// seed is the request's, 0 when it gives none.
func (s *Server) cmdBot(r *request) (response, error) {
	if s.advise == nil {
		return response{}, errors.New("this engine has no bots")
	}
	if r.Bot == "" {
		return response{}, errors.New(`bot needs a bot's name: {"cmd":"bot","bot":"mcts","budget":"200ms"}`)
	}
	if _, ok := s.game.Actor().Seat(); !ok {
		return response{}, fmt.Errorf("no seat decides now: the pending decision is %v's", s.game.Actor())
	}
	var seed uint64
	if r.Seed != nil {
		seed = *r.Seed
	}
	m, err := s.advise(s.game, r.Bot, r.Budget, seed)
	if err != nil {
		return response{}, err
	}
	return response{Move: m}, nil
}
