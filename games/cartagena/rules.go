// Package cartagena implements Leo Colovini's Cartagena: pirates escape from
// the fortress through a tunnel of symbols to the boat, playing cards to run
// forward and falling back to draw new ones. The first player to get all six
// pirates into the boat wins. Three variants are offered: Jamaica (hidden
// hands), Tortuga (open hands and an open row of twelve cards to draw from)
// and Hispaniola (hidden hands, open row).
package cartagena

import "caribe/engine"

// Rules plugs Cartagena into the engine.
var Rules = engine.Rules[*State, Move]{
	Name:       "cartagena",
	Title:      "Cartagena",
	MinPlayers: MinPlayers,
	MaxPlayers: MaxPlayers,
	New:        New,
	Load:       Load,
	Options:    OptionDecls,
}

// Sizes of the game, as in the box.
const (
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers = 2
	MaxPlayers = 5
	// PiratesEach is how many pirates every player leads out of the fortress.
	PiratesEach = 6
	// Segments of SegmentSpaces spaces make the tunnel of Spaces spaces.
	Segments      = 6
	SegmentSpaces = Symbols
	Spaces        = Segments * SegmentSpaces
	// Start is the position before space 1 where every pirate begins; Boat
	// is the position after space 36. Spaces are numbered 1 to 36 between.
	Start = 0
	Boat  = Spaces + 1
	// MaxOnSpace is how many pirates a tunnel space holds at most.
	MaxOnSpace = 3
	// CardsPerSymbol of each of the six symbols make the deck of Cards cards.
	CardsPerSymbol = 17
	Cards          = Symbols * CardsPerSymbol
	// Dealt is the size of each player's starting hand.
	Dealt = 6
	// RowSize is the number of open cards laid out at a time in the Tortuga
	// and Hispaniola variants.
	RowSize = 12
	// MaxActions is the most actions a turn holds; it needs at least one.
	MaxActions = 3
)
