package tortuga

import (
	"encoding/json"
	"math/rand/v2"

	"caribe/engine"
)

// Board constants.
const (
	// Beach is the rulebook's beach, the space where eggs are laid: the
	// track is spaces 1 to 21. The track option sets another length, the
	// beach always its last space.
	Beach = 21
	// Raft is the position before space 1 where turtles start and busted turtles return.
	Raft = 0
	// MaxTurtles is the number of turtle figures in the box.
	MaxTurtles = 7
	// MaxSum is the rulebook's bust limit, the largest dice total that does
	// not bust; the bust_limit option sets another.
	MaxSum = 7
	// MaxTrack is the longest track the track option accepts: three times
	// the rulebook's, and short enough that a space plus the longest move
	// (3 × MaxBust) fits an int8.
	MaxTrack = 63
	// MaxBust is the largest bust limit the bust_limit option accepts: three
	// sixes, so that at it nothing busts.
	MaxBust = 18
	maxDeck = 64
	// stackRoom is the room of each space's stack, and of the turtles'
	// positions and levels: MaxTurtles rounded up to a power of two, so
	// that an index masked by stackRoom-1 (lv) needs no bounds check.
	stackRoom = 8
)

// phase is what the pending decision is about.
type phase int8

const (
	phaseChoose   phase = iota // the turn owner picks which of two turtles moves first
	phaseFirstDie              // chance: the first die, always rolled
	phaseDecide                // the top turtle's owner: stop, roll again or spend a card
	phaseDie                   // chance: the 2nd or 3rd die
	phaseOver
)

var phaseNames = [...]string{"choose", "first_die", "decide", "die", "over"}

// State is a game of La Tortuga. Its zero value is not usable: create one with New.
type State struct {
	game
	// stack holds, per space, the turtles bottom to top, and height their
	// number. Only the spaces up to the beach are in use, and CopyFrom
	// copies only those: a copy on the rulebook's track costs no more for
	// the room a longer track needs.
	stack  [MaxTrack + 1][stackRoom]int8
	height [MaxTrack + 1]int8
	// crown is, per space with turtles, the seat owning its top turtle: the
	// seat that decides for any group moving from there (decider), read at
	// every die without going through the stack. It is derived from the
	// stacks: drop, carry and bust keep it, Load rebuilds it through drop
	// and Check checks it. On an empty space it means nothing.
	crown [MaxTrack + 1]int8
}

// game is the state but for the stacks on the track.
type game struct {
	cfg config

	pos   [stackRoom]int8 // per turtle: Raft or a space 1..cfg.track
	level [stackRoom]int8 // per turtle: index in the space's stack, bottom 0
	raft  uint8           // turtles on the raft, one bit each

	cards   [maxDeck]int8 // values 1..6: removed cards first, then the deck
	ncards  int8
	next    int8 // index of the face-up card; ncards when the deck is empty
	hands   [MaxTurtles][6]int8
	spent   [6]int8
	beachBy int8 // the seat that laid the 7 eggs, or -1

	turn     int8
	phase    phase
	actor    engine.Actor // who decides in this phase, kept by setPhase
	mover    int8
	second   int8 // the turn owner's other turtle, still to move this turn, or -1
	dice     [3]int8
	ndice    int8
	total    int8 // of the dice so far
	cardDie  int8 // which die an egg card stood for, or -1
	cardUsed bool // an egg card was spent this turn
	rng      rand.PCG
	draw     uint64 // the generator's next output, drawn ahead so SampleChance is cheap
}

// New sets up a game: all turtles on the raft, the egg cards shuffled with
// four (the removed option) removed unseen and the top one face up.
func New(players int, options json.RawMessage, seed uint64) (*State, error) {
	c, err := parseOptions(players, options)
	if err != nil {
		return nil, err
	}
	return newState(c, seed), nil
}

func newState(c config, seed uint64) *State {
	s := &State{game: game{cfg: c, beachBy: -1, second: -1, cardDie: -1}}
	s.rng.Seed(seed, 0x7047)
	for t := int8(0); t < c.turtles(); t++ {
		s.raft |= 1 << t
	}
	for v, k := range c.deck {
		for i := int8(0); i < k; i++ {
			s.cards[s.ncards] = int8(v + 1)
			s.ncards++
		}
	}
	r := rand.New(&s.rng)
	r.Shuffle(int(s.ncards), func(i, j int) { s.cards[i], s.cards[j] = s.cards[j], s.cards[i] })
	s.next = c.removed
	s.draw = s.rng.Uint64()
	s.startTurn(c.first)
	return s
}

// Players is the number of seats.
func (s *State) Players() int { return int(s.cfg.players) }

// Options are the options the game was created with, defaults filled in.
func (s *State) Options() Options { return s.cfg.options() }

// Owner is the seat that owns turtle t: turtles 2k and 2k+1 are seat k's
// when each has two. The shift is 0 or 1; masking it so spares the
// checks a shift by any count needs.
func (s *State) Owner(t int) int { return t >> (uint8(s.cfg.perPlayer-1) & 1) }

// Actor is who must decide now: the turn owner choosing a turtle, chance for
// a die, the owner of the topmost turtle of the moving group for the roll-again
// decision, or nobody once the game is over.
func (s *State) Actor() engine.Actor { return s.actor }

// setPhase enters phase p and settles who decides in it. The decider of a
// roll-again decision cannot change until the group moves or busts.
func (s *State) setPhase(p phase) {
	s.phase = p
	switch p {
	case phaseChoose:
		s.actor = engine.Actor(s.turn)
	case phaseDecide:
		s.actor = engine.Actor(s.decider())
	case phaseOver:
		s.actor = engine.Nobody
	default:
		s.actor = engine.Chance
	}
}

// decider is the owner of the topmost turtle of the moving group: the
// mover's own on the raft, where turtles are never stacked, else the
// crown of its space.
func (s *State) decider() int8 {
	p := s.pos[lv(s.mover)]
	if p == Raft {
		return s.seat(s.mover)
	}
	return s.crown[sp(p)]
}

// seat is Owner(t) as an int8.
func (s *State) seat(t int8) int8 { return int8(s.Owner(int(t))) }

// sum is the total of the dice (and card) so far.
func (s *State) sum() int8 { return s.total }

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	return &c
}

// CopyFrom overwrites s with a copy of src: all but the stacks beyond the
// rulebook's beach when src's track is no longer, which no game on it
// reads.
func (s *State) CopyFrom(src *State) {
	s.game = src.game
	if src.cfg.track > Beach {
		s.stack, s.height, s.crown = src.stack, src.height, src.crown
		return
	}
	*(*[Beach + 1][stackRoom]int8)(s.stack[:]) = *(*[Beach + 1][stackRoom]int8)(src.stack[:])
	*(*[Beach + 1]int8)(s.height[:]) = *(*[Beach + 1]int8)(src.height[:])
	*(*[Beach + 1]int8)(s.crown[:]) = *(*[Beach + 1]int8)(src.crown[:])
}
