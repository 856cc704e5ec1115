package tobago

import (
	"encoding/json"
	"math/rand/v2"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// phase is what the pending decision is about.
type phase int8

const (
	phasePlace     phase = iota // a seat places its vehicle (set-up)
	phaseSetupClue              // a seat starts an empty map with a clue from the deck (set-up)
	phaseTurn                   // the turn owner acts
	phaseOffer                  // a rose holder takes or passes the revealed treasure card
	phaseRestart                // the last taker starts the found map anew
	phaseOver
)

var phaseNames = engine.Names{"place", "setup_clue", "turn", "offer", "restart", "over"}

// segment is the move in progress during a turn, if any.
type segment int8

const (
	segNone   segment = iota
	segMain           // action B: steps pick up amulets
	segAmulet         // a move granted by an amulet: no pick-up
)

var segmentNames = [...]string{"", "main", "amulet"}

// maxRoses bounds the roses on one map.
const maxRoses = MaxPlayers * RosesEach

// noCell marks a vehicle not yet placed.
const noCell = -1

// State is a game of Tobago, hidden cards and the generator included. Its
// zero value is not usable: create one with New or Load. The island is
// shared read-only between copies; everything else is inline, so CopyFrom
// allocates nothing.
type State struct {
	b   *board
	cfg config

	phase phase
	turn  int8 // whose turn it is, or whose set-up step
	main  bool // the turn's action (a clue, a move or a dead-end clearing) is taken
	seg   segment
	steps int8 // steps taken in the move in progress

	at       [MaxPlayers]int16 // vehicles' grid indexes, noCell before placement
	facing   [maxStatues]island.Dir
	amuletAt island.HexSet
	amulets  [MaxPlayers]int8 // held
	roses    [MaxPlayers]int8 // in supply

	maps [Maps]treasureMap
	// treasures are the maps' located treasures (their only candidate,
	// noCell for a map with two or more), one 16-bit lane per map, so Legal
	// asks whether one lies under the vehicle in a few instructions
	// (treasureLanes). noteLocated keeps them after every change of a map.
	treasures treasureLanes

	hand   [MaxPlayers][MaxHand]island.Clue
	nhand  [MaxPlayers]int8
	cdeck  [island.DeckSize]island.Clue // cdeck[ncdeck-1] is drawn next; in table order until the deal
	ncdeck int8
	cdisc  [island.DeckSize]island.Clue
	ncdisc int8

	tdeck  [maxTreasure]Card // tdeck[ntdeck-1] is drawn next
	ntdeck int8
	tdisc  [cardKinds]int8 // the treasure discard pile, per card
	tseen  [cardKinds]int8 // the cards of tdisc discarded face up, seen by all
	tout   [cardKinds]int8 // out of the game: curses that struck
	held   [MaxPlayers][cardKinds]int8

	sh      sharing
	restart int8 // the seat starting the found map anew
	// idle counts the turns ended since the table last moved on
	// (IdleTurns).
	idle int16

	rng rand.PCG
}

// sharing is a treasure being shared out.
type sharing struct {
	m      int8 // the map
	finder int8
	// roses are the seats of the roses still on the map, bottom first.
	roses  [maxRoses]int8
	nroses int8
	asking int8 // the rose being offered the revealed card
	card   Card
	shown  bool // a card is revealed and on offer
	pile   [maxTreasure]Card
	npile  int8
	// drawn counts, per seat, the cards it drew for this sharing: seen by it alone.
	drawn [MaxPlayers][cardKinds]int8
	// offered lists the cards revealed and settled in this sharing, in order.
	offered   [maxOffers]offer
	noffered  int8
	lastTaker int8
	final     bool // the treasure deck ran out: the game ends with this sharing
	recycled  bool // the discards were shuffled in to finish it
}

// maxOffers bounds the cards revealed in one sharing: its first cards (one
// per rose and the extra card) and the discards shuffled in once.
const maxOffers = 2 * maxTreasure

// offer is a card revealed in a sharing and the seat that took it, or -1
// when nobody did (it was discarded, or it was a curse).
type offer struct {
	card Card
	seat int8
}

// gameStream is the PCG stream of the game's own generator.
const gameStream = 0x70ba90

// New sets up a game: the island, the clue deck laid out face up in its
// table order (island.Deck), the treasure deck laid out with the curses
// near the bottom, every map empty and no hand dealt. The first decisions
// are the vehicles' places, in seat order; then each seat chooses its
// set-up clue from the deck, and only then is the deck shuffled and dealt.
func New(players int, options json.RawMessage, seed uint64) (*State, error) {
	c, err := parseOptions(players, options, seed)
	if err != nil {
		return nil, err
	}
	b, err := boardFor(c.spec)
	if err != nil {
		return nil, err
	}
	return newState(c, b, seed), nil
}

func newState(c config, b *board, seed uint64) *State {
	s := &State{b: b, cfg: c}
	s.rng.Seed(seed, gameStream)
	s.facing = b.facing
	for p := range MaxPlayers {
		s.at[p] = noCell
	}
	for p := range c.players {
		s.roses[p] = RosesEach
	}
	for m := range s.maps {
		s.maps[m].reset(b)
		s.treasures.set(int8(m), noCell)
	}
	deck := island.Deck()
	copy(s.cdeck[:], deck)
	s.ncdeck = int8(len(deck))
	s.newTreasureDeck()
	s.sh.lastTaker = -1
	return s
}

// Players is the number of seats.
func (s *State) Players() int { return int(s.cfg.players) }

// Options are the options of the game, every default settled.
func (s *State) Options() Options { return s.cfg.options() }

// Island is the island the game is played on.
func (s *State) Island() *island.Island { return s.b.is }

// Actor is who must decide now: the seat placing its vehicle or its set-up
// clue, the turn owner, the rose holder offered a treasure card during a
// sharing, the last taker starting a map anew, or nobody once the game is
// over. Tobago has no chance nodes: decks are shuffled inside Apply.
func (s *State) Actor() engine.Actor {
	if s.phase == phaseTurn { // nine times in ten: no switch to go through
		return engine.Actor(s.turn)
	}
	switch s.phase {
	case phaseOver:
		return engine.Nobody
	case phaseOffer:
		return engine.Actor(s.sh.roses[s.sh.asking])
	case phaseRestart:
		return engine.Actor(s.restart)
	}
	return engine.Actor(s.turn)
}

// Clone returns an independent copy; it shares the read-only island.
func (s *State) Clone() *State {
	c := *s
	return &c
}

// CopyFrom overwrites s with a copy of src, without allocating.
func (s *State) CopyFrom(src *State) { *s = *src }
