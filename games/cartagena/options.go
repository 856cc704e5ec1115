package cartagena

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"caribe/engine"
)

// Variant is the set of rules for cards.
type Variant int8

// The variants. Jamaica is the default.
const (
	// Jamaica: hands and draw pile hidden; cards are drawn from the draw pile.
	Jamaica Variant = iota
	// Tortuga: hands open; cards are drawn in order from an open row of 12.
	Tortuga
	// Hispaniola: hands hidden as in Jamaica, cards drawn from the open row as in Tortuga.
	Hispaniola
)

var variantNames = engine.Names{Jamaica: "jamaica", Tortuga: "tortuga", Hispaniola: "hispaniola"}

// String is the variant's name: "jamaica", "tortuga" or "hispaniola".
func (v Variant) String() string { return variantNames.Name(int(v), "Variant") }

// MarshalText writes the variant's name.
func (v Variant) MarshalText() ([]byte, error) { return variantNames.Text(int(v), "cartagena variant") }

// UnmarshalText reads a variant's name.
func (v *Variant) UnmarshalText(b []byte) error {
	i, err := variantNames.Parse(string(b), "variant")
	*v = Variant(i)
	return err
}

// openHands reports whether every player sees every hand.
func (v Variant) openHands() bool { return v == Tortuga }

// hasRow reports whether cards are drawn from an open row of RowSize cards.
//
// The variants are Jamaica and those with a row (options checks a game's
// variant): one comparison rather than two.
func (v Variant) hasRow() bool { return v != Jamaica }

// Options are the choices made when a game is created, as a JSON object:
// {"variant":"tortuga","tunnel":"FSPKBT|...","first":2}. Every field may be
// omitted. The last four are design parameters beyond the rulebook; a
// game's settled options name them only when they differ from it.
type Options struct {
	// Variant is "jamaica" (the default), "tortuga" or "hispaniola".
	Variant Variant `json:"variant"`
	// Tunnel is an explicit board, as many spaces as the segments make;
	// when omitted every segment's symbols are shuffled from the seed.
	Tunnel *Tunnel `json:"tunnel,omitempty"`
	// First is the seat that plays first; when omitted it is drawn from the seed.
	First *int `json:"first,omitempty"`
	// CardsPerSymbol is the deck's number of cards of each symbol (17).
	CardsPerSymbol *int `json:"cards_per_symbol,omitempty"`
	// Segments is the tunnel's number of segments of six spaces (6).
	Segments *int `json:"segments,omitempty"`
	// HandSize is the number of cards dealt to each player at the start (6).
	HandSize *int `json:"hand_size,omitempty"`
	// ActionsPerTurn is the most actions a turn holds (3).
	ActionsPerTurn *int `json:"actions_per_turn,omitempty"`
}

// config is the settled form of Options that a state carries.
type config struct {
	players int8
	variant Variant
	tunnel  Tunnel
	first   int8
	// perSymbol, spaces, dealt and actions are the design parameters: cards
	// of each symbol, the tunnel's spaces, the starting hand, the actions a
	// turn holds.
	perSymbol int8
	spaces    int8
	dealt     int8
	actions   int8
}

// cards is the size of the deck.
func (c config) cards() int8 { return Symbols * c.perSymbol }

func (c config) options() Options {
	t, first := c.tunnel, int(c.first)
	return Options{Variant: c.variant, Tunnel: &t, First: &first,
		CardsPerSymbol: unlessDefault(c.perSymbol, CardsPerSymbol),
		Segments:       unlessDefault(c.spaces/SegmentSpaces, Segments),
		HandSize:       unlessDefault(c.dealt, Dealt),
		ActionsPerTurn: unlessDefault(c.actions, MaxActions),
	}
}

// unlessDefault is v, or nil when it is the rulebook's value, so that a
// game by the rulebook writes its options as it always has.
func unlessDefault(v int8, rulebook int) *int {
	if int(v) == rulebook {
		return nil
	}
	n := int(v)
	return &n
}

// setupStream is the PCG stream drawing the tunnel and the first player, kept
// apart from the game's own generator so that an explicit tunnel or first
// player leaves the deal as it would have been. Its seed is a one-way
// derivation of the secret seed (setupPurpose): the tunnel and the first
// player are public and must reveal nothing of the deal.
const (
	setupStream  = 0x7a6e
	setupPurpose = "cartagena setup"
)

// parseOptions decodes options strictly, naming any unknown or bad option,
// and settles the defaults from the seed.
func parseOptions(players int, raw json.RawMessage, seed uint64) (config, error) {
	var o Options
	if err := engine.DecodeOptions(OptionDecls, raw, &o); err != nil {
		return config{}, fmt.Errorf("cartagena options: %w", err)
	}
	return o.config(players, rand.New(rand.NewPCG(engine.SubSeed(seed, setupPurpose), setupStream)))
}

// config checks the options for a game of the given size and fills in the
// defaults from r; with r nil (loading a saved state) the tunnel and the
// first player must be given.
func (o Options) config(players int, r *rand.Rand) (config, error) {
	if players < MinPlayers || players > MaxPlayers {
		return config{}, fmt.Errorf("players: Cartagena is played by %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if o.Variant < Jamaica || o.Variant > Hispaniola {
		return config{}, fmt.Errorf("variant %d is not one of jamaica, tortuga, hispaniola", int8(o.Variant))
	}
	c, err := o.design(config{players: int8(players), variant: o.Variant})
	if err != nil {
		return config{}, err
	}
	switch {
	case o.Tunnel != nil:
		if n := o.Tunnel.Len(); n != int(c.spaces) {
			return config{}, fmt.Errorf("tunnel: %d symbols, want %d (%d segments of six; the segments option sets how many)", n, c.spaces, c.spaces/SegmentSpaces)
		}
		if err := o.Tunnel.validate(); err != nil {
			return config{}, err
		}
		c.tunnel = *o.Tunnel
	case r == nil:
		return config{}, fmt.Errorf("options: the tunnel is missing")
	default:
		c.tunnel = randomTunnel(r, int(c.spaces/SegmentSpaces))
	}
	switch {
	case o.First != nil:
		if *o.First < 0 || *o.First >= players {
			return config{}, fmt.Errorf("first: seat %d does not exist with %d players (seats 0 to %d)", *o.First, players, players-1)
		}
		c.first = int8(*o.First)
	case r == nil:
		return config{}, fmt.Errorf("options: the first player is missing")
	default:
		c.first = int8(r.IntN(players))
	}
	return c, nil
}

// design settles the design parameters into c, each the rulebook's value
// when omitted, refusing a value out of its range or a deck too small to
// deal every hand.
func (o Options) design(c config) (config, error) {
	var segments int8
	var errs [4]error
	c.perSymbol, errs[0] = designValue("cards_per_symbol", o.CardsPerSymbol, CardsPerSymbol, 1, MaxCardsPerSymbol, "cards of each symbol")
	segments, errs[1] = designValue("segments", o.Segments, Segments, MinSegments, Segments, "segments of six spaces")
	c.dealt, errs[2] = designValue("hand_size", o.HandSize, Dealt, 1, MaxDealt, "cards dealt to each player")
	c.actions, errs[3] = designValue("actions_per_turn", o.ActionsPerTurn, MaxActions, 1, MaxActionsPerTurn, "actions a turn")
	if err := cmp.Or(errs[:]...); err != nil {
		return c, err
	}
	c.spaces = segments * SegmentSpaces
	if need := int(c.players) * int(c.dealt); need > int(c.cards()) {
		return c, fmt.Errorf("hand_size: %d cards to each of %d players needs %d, but the deck holds %d (cards_per_symbol %d × %d symbols): deal at most %d, or make the deck larger",
			c.dealt, c.players, need, c.cards(), c.perSymbol, Symbols, int(c.cards())/int(c.players))
	}
	return c, nil
}

// designValue is a design option's value: v, or the rulebook's when v is
// nil; out of lo to hi, an error naming the option, its range and unit.
func designValue(name string, v *int, rulebook, lo, hi int, unit string) (int8, error) {
	n := rulebook
	if v != nil {
		n = *v
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s: %d is out of range: %d to %d %s", name, n, lo, hi, unit)
	}
	return int8(n), nil
}
