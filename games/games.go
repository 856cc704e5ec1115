// Package games lists every game caribe knows, for the protocol, the server
// and the tools.
package games

import (
	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

var all = []engine.Game{
	engine.Define(tortuga.Rules),
	engine.Define(cartagena.Rules),
	engine.Define(tobago.Rules),
}

// All returns the games in a stable order.
func All() []engine.Game { return append([]engine.Game(nil), all...) }

// Lookup finds a game by its name, e.g. "tortuga".
func Lookup(name string) (engine.Game, bool) {
	for _, g := range all {
		if g.Name() == name {
			return g, true
		}
	}
	return nil, false
}

// Names lists the games' names.
func Names() []string {
	var n []string
	for _, g := range all {
		n = append(n, g.Name())
	}
	return n
}
