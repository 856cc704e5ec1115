package tobago

import "caribe/engine"

// Rules plugs Tobago into the engine.
var Rules = engine.Rules[*State, Move]{
	Name:       "tobago",
	Title:      "Tobago",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	New:        New,
	Load:       Load,
	Options:    OptionDecls,
}
