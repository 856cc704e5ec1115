// Package tortuga implements Alex Randolph's La Tortuga (Mahé): turtles race
// round an island, roll dice one at a time without passing 7, ride on each
// other's backs and lay eggs each time they reach the beach.
package tortuga

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Options are the choices made when a game is created.
type Options struct {
	// EggsAsDice is the rulebook's variant: an egg card may stand for the 2nd or 3rd die.
	EggsAsDice bool `json:"eggs_as_dice"`
	// TwoTurtles gives each player two turtles; the default with 2 or 3 players,
	// impossible with more (there are seven turtles).
	TwoTurtles *bool `json:"two_turtles,omitempty"`
	// Deck counts the egg cards showing 1 to 6 eggs; DefaultDeck when omitted.
	Deck *[6]int `json:"deck,omitempty"`
	// First is the seat that plays first (default 0).
	First int `json:"first"`
	// Track is the number of spaces round the island, the last one the
	// beach; Beach (21) when omitted.
	Track *int `json:"track,omitempty"`
	// Removed is how many egg cards go back to the box unseen at set-up;
	// RemovedCards (4) when omitted.
	Removed *int `json:"removed,omitempty"`
	// BustLimit is the largest total of a turtle's dice that does not bust;
	// MaxSum (7) when omitted.
	BustLimit *int `json:"bust_limit,omitempty"`
}

// DefaultDeck is the egg-card deck: 24 cards, 3, 4 and 5 eggs about twice as
// common as 1, 2 and 6 (the rulings; the publisher does not print it).
var DefaultDeck = [6]int{3, 3, 5, 5, 5, 3}

// RemovedCards is how many egg cards go back to the box unseen at set-up
// in the rulebook; the removed option sets another number.
const RemovedCards = 4

// config is the validated form of Options that a state carries.
type config struct {
	players    int8
	perPlayer  int8
	eggsAsDice bool
	deck       [6]int8
	first      int8
	track      int8 // spaces round the island, the last one the beach
	removed    int8 // egg cards removed unseen at set-up
	bust       int8 // the largest dice total that does not bust
}

func (c config) turtles() int8 { return c.players * c.perPlayer }

// laps is the lone turtle's race on this track with this bust limit,
// solved when the options were checked (Options.config).
func (c *config) laps() *lapTable { return lapsFor(c.track, c.bust) }

func (c config) options() Options {
	two := c.perPlayer == 2
	deck := [6]int{}
	for i, k := range c.deck {
		deck[i] = int(k)
	}
	o := Options{EggsAsDice: c.eggsAsDice, TwoTurtles: &two, Deck: &deck, First: int(c.first)}
	// The design parameters are named only when they are not the
	// rulebook's, so that a rulebook game's options read as they always
	// have.
	if track := int(c.track); track != Beach {
		o.Track = &track
	}
	if removed := int(c.removed); removed != RemovedCards {
		o.Removed = &removed
	}
	if bust := int(c.bust); bust != MaxSum {
		o.BustLimit = &bust
	}
	return o
}

// parseOptions decodes options strictly, naming any unknown or bad option.
func parseOptions(players int, raw json.RawMessage) (config, error) {
	var o Options
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return config{}, fmt.Errorf("tortuga options: %w (known: eggs_as_dice, two_turtles, deck, first, track, removed, bust_limit)", err)
	}
	return o.config(players)
}

func (o Options) config(players int) (config, error) {
	if players < 2 || players > MaxTurtles {
		return config{}, fmt.Errorf("players: La Tortuga is played by 2 to 7 players, not %d", players)
	}
	c := config{players: int8(players), perPlayer: 1, eggsAsDice: o.EggsAsDice}
	two := players <= 3
	if o.TwoTurtles != nil {
		two = *o.TwoTurtles
	}
	if two {
		if players > 3 {
			return config{}, fmt.Errorf("two turtles each is for 2 or 3 players: %d players would need %d of the 7 turtles", players, 2*players)
		}
		c.perPlayer = 2
	}
	if err := o.cards(&c); err != nil {
		return config{}, err
	}
	if o.First < 0 || o.First >= players {
		return config{}, fmt.Errorf("first: seat %d does not exist with %d players", o.First, players)
	}
	c.first = int8(o.First)
	c.track = Beach
	if o.Track != nil {
		if *o.Track < 1 || *o.Track > MaxTrack {
			return config{}, fmt.Errorf("track: %d spaces is out of range: the track has 1 to %d spaces, the last one the beach", *o.Track, MaxTrack)
		}
		c.track = int8(*o.Track)
	}
	c.bust = MaxSum
	if o.BustLimit != nil {
		if *o.BustLimit < 1 || *o.BustLimit > MaxBust {
			return config{}, fmt.Errorf("bust_limit: %d is out of range: it accepts 1 (the smallest first die, which never busts) to %d (three sixes: nothing busts)", *o.BustLimit, MaxBust)
		}
		c.bust = int8(*o.BustLimit)
	}
	lapsFor(c.track, c.bust) // solved now rather than in the middle of a search
	return c, nil
}

// cards checks the egg deck and the cards removed from it at set-up, and
// sets them in c. The deck must keep at least one card to lay once the
// removed ones are gone.
func (o Options) cards(c *config) error {
	removed := RemovedCards
	if o.Removed != nil {
		removed = *o.Removed
		if removed < 0 || removed >= maxDeck {
			return fmt.Errorf("removed: %d egg cards is out of range: it accepts 0 to %d, fewer than the deck holds", removed, maxDeck-1)
		}
	}
	deck := DefaultDeck
	if o.Deck != nil {
		deck = *o.Deck
	}
	total := 0
	for i, k := range deck {
		if k < 0 || k > maxDeck {
			return fmt.Errorf("deck: %d cards with %d eggs is out of range: each count is 0 to %d", k, i+1, maxDeck)
		}
		c.deck[i] = int8(k)
		total += k
	}
	switch {
	case total > maxDeck || total <= removed && o.Removed == nil:
		return fmt.Errorf("deck: %d egg cards; it needs more than the %d removed at set-up and at most %d", total, removed, maxDeck)
	case total <= removed:
		return fmt.Errorf("removed: %d egg cards from a deck of %d would leave none to lay; with this deck it accepts 0 to %d", removed, total, total-1)
	}
	c.removed = int8(removed)
	return nil
}
