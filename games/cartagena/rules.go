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

// Sizes of the game, as in the box. The design options change four of them
// for a game (cards per symbol, segments, hand size, actions per turn):
// these constants are the rulebook's values, the options' defaults, and the
// Max constants bound what the options accept.
const (
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers = 2
	MaxPlayers = 5
	// PiratesEach is how many pirates every player leads out of the fortress.
	PiratesEach = 6
	// Segments of SegmentSpaces spaces make the tunnel of Spaces spaces. The
	// segments option lays from MinSegments to Segments of them: a shorter
	// tunnel, never a longer one, since position 37 is the boat in every
	// move, event and view.
	Segments      = 6
	MinSegments   = 1
	SegmentSpaces = Symbols
	Spaces        = Segments * SegmentSpaces
	// Start is the position before space 1 where every pirate begins; Boat
	// is the position after space 36. Spaces are numbered 1 to 36 between;
	// a shorter tunnel has spaces 1 to its length, and the boat stays 37.
	Start = 0
	Boat  = Spaces + 1
	// MaxOnSpace is how many pirates a tunnel space holds at most.
	MaxOnSpace = 3
	// CardsPerSymbol of each of the six symbols make the deck of Cards cards.
	// The cards_per_symbol option takes 1 to MaxCardsPerSymbol, a deck of
	// up to MaxCards (every count of cards fits in an int8).
	CardsPerSymbol    = 17
	Cards             = Symbols * CardsPerSymbol
	MaxCardsPerSymbol = 21
	MaxCards          = Symbols * MaxCardsPerSymbol
	// Dealt is the size of each player's starting hand; the hand_size option
	// deals 1 to MaxDealt cards, as many as the deck holds for every seat.
	Dealt    = 6
	MaxDealt = MaxCards / MinPlayers
	// RowSize is the number of open cards laid out at a time in the Tortuga
	// and Hispaniola variants.
	RowSize = 12
	// MaxActions is the most actions a turn holds; it needs at least one.
	// The actions_per_turn option sets 1 to MaxActionsPerTurn.
	MaxActions        = 3
	MaxActionsPerTurn = 10
)
