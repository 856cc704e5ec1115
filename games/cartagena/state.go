package cartagena

import (
	"encoding/json"
	"math/rand/v2"

	"caribe/engine"
)

// State is a game of Cartagena, hidden cards and the generator included.
// Its zero value is not usable: create one with New or Load. All its memory
// is inline, so copying it (CopyFrom) allocates nothing.
type State struct {
	cfg config

	// own counts each seat's pirates per position: the start, spaces 1-36,
	// the boat. Its rows run to positionRow, a power of two, so that a
	// position masked with positionRow-1 indexes it without a bounds check.
	own [MaxPlayers][positionRow]int8

	// Bit sets of positions (bit 0 the start, bit 37 the boat), kept in step
	// with own so that move generation needs no scan of the tunnel.
	symbolMask [Symbols]uint64    // the spaces of each symbol
	ownMask    [MaxPlayers]uint64 // the positions where each seat has a pirate
	// The count of pirates on each space (0 to MaxOnSpace, 3) as a binary
	// number of two bits, its low bit in low and its high bit in high: the
	// spaces holding one or two pirates (landing) and none (free) are a
	// mask or two away, and a pirate's move is a few masks (moveCount).
	low, high uint64

	hands [MaxPlayers]hand // cards held, per seat and symbol
	held  [MaxPlayers]int8 // hand sizes

	pile    [pileRoom]Symbol // the draw pile; pile[npile-1] is drawn next
	npile   int8
	discard [Symbols]int8   // the face-up discard pile, per symbol
	row     [RowSize]Symbol // the open row: row[rowNext:rowLen] are left, drawn in order
	rowNext int8
	rowLen  int8

	turn    int8 // the seat whose turn it is
	actions int8 // actions taken this turn, below cfg.actions
	over    bool
	rng     rand.PCG // shuffles the discard pile into a new draw pile
}

// deckStream is the PCG stream of the game's own generator.
const deckStream = 0xca27a6e4a

// New sets up a game: the tunnel laid, every pirate at the start, the deck
// shuffled, six cards (the hand size) dealt to each player and, in the
// Tortuga and Hispaniola variants, a row of twelve open cards laid out.
func New(players int, options json.RawMessage, seed uint64) (*State, error) {
	c, err := parseOptions(players, options, seed)
	if err != nil {
		return nil, err
	}
	return newState(c, seed), nil
}

func newState(c config, seed uint64) *State {
	s := &State{cfg: c, turn: c.first}
	for p := range c.players {
		s.own[p][Start] = PiratesEach
	}
	s.derive()
	s.rng.Seed(seed, deckStream)
	n := c.cards()
	for i := range n {
		s.pile[i] = Symbol(i / c.perSymbol)
	}
	s.npile = n
	s.shuffle(s.pile[:n])
	for p := range c.players {
		for range c.dealt {
			card, _ := s.fromPile(nil)
			s.hands[p][card]++
		}
		s.held[p] = c.dealt
	}
	if c.variant.hasRow() {
		s.layRow(nil)
	}
	return s
}

// Players is the number of seats.
func (s *State) Players() int { return int(s.cfg.players) }

// Options are the options of the game, the tunnel and first player settled.
func (s *State) Options() Options { return s.cfg.options() }

// Actor is the seat whose turn it is, or nobody once the game is over.
// Cartagena has no chance nodes: decks are shuffled inside Apply.
func (s *State) Actor() engine.Actor {
	if s.over {
		return engine.Nobody
	}
	return engine.Actor(s.turn)
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	return &c
}

// discarded is the number of cards on the discard pile. It is counted
// when asked (at a reshuffle, for a view) rather than kept, which would cost
// every card played a store.
func (s *State) discarded() int {
	n := 0
	for _, k := range s.discard {
		n += int(k)
	}
	return n
}

// CopyFrom overwrites s with a copy of src, without allocating.
func (s *State) CopyFrom(src *State) { *s = *src }

// pileRoom is the length of the draw pile's array: MaxCards, up to a power
// of two, so that an index masked with pileRoom-1 needs no bounds check
// (ApplyTrusted's draw). The room past MaxCards stays empty.
const pileRoom = 128

// The build fails, the length turning negative, if MaxCards outgrows the
// pile's room.
var _ [pileRoom - MaxCards]struct{}
