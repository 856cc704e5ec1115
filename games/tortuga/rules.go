package tortuga

import "caribe/engine"

// Rules plugs La Tortuga into the engine.
var Rules = engine.Rules[*State, Move]{
	Name:       "tortuga",
	Title:      "La Tortuga",
	MinPlayers: 2,
	MaxPlayers: MaxTurtles,
	New:        New,
	Load:       Load,
	Options:    OptionDecls,
}
