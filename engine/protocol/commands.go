package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"caribe/engine"
)

type handler struct {
	needsGame bool
	run       func(s *Server, r *request) (response, error)
}

var handlers = map[string]handler{
	"games":  {false, (*Server).cmdGames},
	"new":    {false, (*Server).cmdNew},
	"load":   {false, (*Server).cmdLoad},
	"legal":  {true, (*Server).cmdLegal},
	"play":   {true, (*Server).cmdPlay},
	"chance": {true, (*Server).cmdChance},
	"state":  {true, (*Server).cmdState},
	"view":   {true, (*Server).cmdView},
	"result": {true, (*Server).cmdResult},
	"record": {true, (*Server).cmdRecord},
	"bot":    {true, (*Server).cmdBot},
}

func commandNames() []string {
	var n []string
	for k := range handlers {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func (s *Server) cmdGames(*request) (response, error) {
	var out []gameInfo
	for _, g := range s.games {
		lo, hi := g.PlayerRange()
		out = append(out, gameInfo{g.Name(), g.Title(), lo, hi})
	}
	return response{Games: out}, nil
}

func (s *Server) gameNamed(name string) (engine.Game, error) {
	if name == "" {
		return nil, errors.New("name the game: \"game\":\"tortuga\"")
	}
	g, ok := s.lookup(name)
	if !ok {
		var names []string
		for _, g := range s.games {
			names = append(names, g.Name())
		}
		return nil, fmt.Errorf("unknown game %q (known: %v)", name, names)
	}
	return g, nil
}

func (s *Server) cmdNew(r *request) (response, error) {
	g, err := s.gameNamed(r.Game)
	if err != nil {
		return response{}, err
	}
	seed := randomSeed()
	if r.Seed != nil {
		seed = *r.Seed
	}
	game, err := g.New(r.Players, r.Options, seed)
	if err != nil {
		return response{}, err
	}
	s.game = game
	s.record = &engine.Record{Game: g.Name(), Players: r.Players, Options: r.Options, Seed: seed, Moves: []json.RawMessage{}}
	a := game.Actor()
	return response{Actor: &a}, nil
}

func (s *Server) cmdLoad(r *request) (response, error) {
	g, err := s.gameNamed(r.Game)
	if err != nil {
		return response{}, err
	}
	if len(r.State) == 0 {
		return response{}, errors.New("load needs the state: {\"cmd\":\"load\",\"game\":...,\"state\":{...}}")
	}
	game, err := g.Load(r.State)
	if err != nil {
		return response{}, err
	}
	s.game, s.record = game, nil
	a := game.Actor()
	return response{Actor: &a}, nil
}

func (s *Server) cmdLegal(*request) (response, error) {
	a := s.game.Actor()
	moves := []json.RawMessage{}
	resp := response{Actor: &a, Moves: &moves}
	for _, m := range s.game.Legal() {
		moves = append(moves, m.Move)
		if a == engine.Chance {
			resp.Probs = append(resp.Probs, m.Prob)
		}
	}
	return resp, nil
}

func (s *Server) cmdPlay(r *request) (response, error) {
	if len(r.Move) == 0 {
		return response{}, errors.New("play needs a move: {\"cmd\":\"play\",\"move\":{...}}")
	}
	if r.Seat != nil && engine.Actor(*r.Seat) != s.game.Actor() {
		return response{}, fmt.Errorf("seat %d cannot move: the pending decision is %v's", *r.Seat, s.game.Actor())
	}
	p, err := s.game.Play(r.Move)
	if err != nil {
		return response{}, err
	}
	s.remember(p.Move)
	return response{Events: p.Events}, nil
}

func (s *Server) cmdChance(*request) (response, error) {
	p, err := s.game.PlayChance()
	if err != nil {
		return response{}, fmt.Errorf("%w: %v decides now", err, s.game.Actor())
	}
	s.remember(p.Move)
	return response{Move: p.Move, Events: p.Events}, nil
}

func (s *Server) remember(m json.RawMessage) {
	if s.record != nil {
		s.record.Moves = append(s.record.Moves, m)
	}
}

func (s *Server) cmdState(*request) (response, error) {
	b, err := s.game.MarshalJSON()
	return response{State: b}, err
}

func (s *Server) cmdView(r *request) (response, error) {
	if r.Player == nil {
		return response{}, errors.New("view needs a player: {\"cmd\":\"view\",\"player\":0} (-1 for a spectator)")
	}
	if p := *r.Player; p < -1 || p >= s.game.Players() {
		return response{}, fmt.Errorf("no seat %d: seats are 0 to %d, or -1 for a spectator", p, s.game.Players()-1)
	}
	return response{View: s.game.View(*r.Player)}, nil
}

func (s *Server) cmdResult(*request) (response, error) {
	res := s.game.Result()
	return response{Over: &res.Over, Scores: res.Scores, Winners: &res.Winners}, nil
}

func (s *Server) cmdRecord(*request) (response, error) {
	if s.record == nil {
		return response{}, errors.New("a loaded position has no record: only a game begun with new can be replayed from its seed")
	}
	return response{Record: s.record}, nil
}
