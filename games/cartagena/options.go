package cartagena

import (
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
func (v Variant) hasRow() bool { return v == Tortuga || v == Hispaniola }

// Options are the choices made when a game is created, as a JSON object:
// {"variant":"tortuga","tunnel":"FSPKBT|...","first":2}. Every field may be
// omitted.
type Options struct {
	// Variant is "jamaica" (the default), "tortuga" or "hispaniola".
	Variant Variant `json:"variant"`
	// Tunnel is an explicit board; when omitted every segment's symbols are
	// shuffled from the seed.
	Tunnel *Tunnel `json:"tunnel,omitempty"`
	// First is the seat that plays first; when omitted it is drawn from the seed.
	First *int `json:"first,omitempty"`
}

// config is the settled form of Options that a state carries.
type config struct {
	players int8
	variant Variant
	tunnel  Tunnel
	first   int8
}

func (c config) options() Options {
	t, first := c.tunnel, int(c.first)
	return Options{Variant: c.variant, Tunnel: &t, First: &first}
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
		return config{}, fmt.Errorf("Cartagena is played by %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if o.Variant < Jamaica || o.Variant > Hispaniola {
		return config{}, fmt.Errorf("variant %d is not one of jamaica, tortuga, hispaniola", int8(o.Variant))
	}
	c := config{players: int8(players), variant: o.Variant}
	switch {
	case o.Tunnel != nil:
		if err := o.Tunnel.validate(); err != nil {
			return config{}, err
		}
		c.tunnel = *o.Tunnel
	case r == nil:
		return config{}, fmt.Errorf("options: the tunnel is missing")
	default:
		c.tunnel = randomTunnel(r)
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
