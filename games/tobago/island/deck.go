package island

// DeckSize is the number of clue cards.
const DeckSize = 52

// DeckEntry is one line of the clue deck's table: a clue and how many cards
// of it the deck holds.
type DeckEntry struct {
	Clue   Clue
	Copies int
}

// deckTable is the clue deck. The rulebook does not publish it; this one
// holds every clue the rulebook shows as an example (marked "rulebook") and
// was tuned by simulation so that a treasure is usually located after 3 to 6
// clues (see docs/tobago-island.md).
var deckTable = [...]DeckEntry{
	// In: a terrain or a Big area.
	{Clue{In, JungleLabel}, 2},    // rulebook
	{Clue{In, ScrublandLabel}, 2}, // rulebook
	{Clue{In, RiverLabel}, 1},     // rulebook
	{Clue{In, MountainsLabel}, 2},
	{Clue{In, BeachLabel}, 2},
	{Clue{In, LakeLabel}, 1},
	{Clue{In, BigJungle}, 1}, // rulebook
	{Clue{In, BigBeach}, 1},  // rulebook (Big beach)
	{Clue{In, BigScrubland}, 1},
	{Clue{In, BigMountains}, 1},

	// Next to: never on the label itself.
	{Clue{NextTo, HutLabel}, 2},       // rulebook
	{Clue{NextTo, PalmLabel}, 2},      // rulebook
	{Clue{NextTo, StatueLabel}, 2},    // rulebook
	{Clue{NextTo, ScrublandLabel}, 1}, // rulebook
	{Clue{NextTo, JungleLabel}, 1},    // rulebook
	{Clue{NextTo, BigMountains}, 1},   // rulebook
	{Clue{NextTo, BigRiver}, 1},       // rulebook (Big river)
	{Clue{NextTo, LakeLabel}, 1},
	{Clue{NextTo, MountainsLabel}, 1},

	// Within sight: 1 or 2 hexes away, never on the label itself.
	{Clue{WithinSight, OceanLabel}, 1}, // rulebook
	{Clue{WithinSight, HutLabel}, 1},   // rulebook
	{Clue{WithinSight, BigLake}, 1},    // rulebook
	{Clue{WithinSight, PalmLabel}, 1},
	{Clue{WithinSight, StatueLabel}, 1},
	{Clue{WithinSight, BigJungle}, 1},

	// Not in.
	{Clue{NotIn, MountainsLabel}, 2}, // rulebook
	{Clue{NotIn, BeachLabel}, 2},     // rulebook
	{Clue{NotIn, BigLake}, 1},        // rulebook
	{Clue{NotIn, JungleLabel}, 2},    // rulebook
	{Clue{NotIn, ScrublandLabel}, 1},
	{Clue{NotIn, RiverLabel}, 1},

	// Not next to: the label itself allowed.
	{Clue{NotNextTo, OceanLabel}, 2},  // rulebook
	{Clue{NotNextTo, StatueLabel}, 1}, // rulebook
	{Clue{NotNextTo, RiverLabel}, 2},  // rulebook
	{Clue{NotNextTo, HutLabel}, 1},
	{Clue{NotNextTo, PalmLabel}, 1},

	// Out of sight: more than 2 hexes away, or on the label itself.
	{Clue{OutOfSight, HutLabel}, 1},    // rulebook
	{Clue{OutOfSight, PalmLabel}, 1},   // rulebook
	{Clue{OutOfSight, StatueLabel}, 1}, // rulebook
	{Clue{OutOfSight, OceanLabel}, 1},
}

// DeckTable is the clue deck as a table of clues and copies.
func DeckTable() []DeckEntry { return append([]DeckEntry(nil), deckTable[:]...) }

// Deck is the 52 clue cards in table order, ready to be shuffled.
func Deck() []Clue {
	cards := make([]Clue, 0, DeckSize)
	for _, e := range deckTable {
		for range e.Copies {
			cards = append(cards, e.Clue)
		}
	}
	return cards
}
