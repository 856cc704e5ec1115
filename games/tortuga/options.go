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
}

// DefaultDeck is the egg-card deck: 24 cards, 3, 4 and 5 eggs about twice as
// common as 1, 2 and 6 (the rulings; the publisher does not print it).
var DefaultDeck = [6]int{3, 3, 5, 5, 5, 3}

// RemovedCards is how many egg cards go back to the box unseen at set-up.
const RemovedCards = 4

// config is the validated form of Options that a state carries.
type config struct {
	players    int8
	perPlayer  int8
	eggsAsDice bool
	deck       [6]int8
	first      int8
}

func (c config) turtles() int8 { return c.players * c.perPlayer }

func (c config) deckSize() int {
	n := 0
	for _, k := range c.deck {
		n += int(k)
	}
	return n
}

func (c config) options() Options {
	two := c.perPlayer == 2
	deck := [6]int{}
	for i, k := range c.deck {
		deck[i] = int(k)
	}
	return Options{EggsAsDice: c.eggsAsDice, TwoTurtles: &two, Deck: &deck, First: int(c.first)}
}

// parseOptions decodes options strictly, naming any unknown or bad option.
func parseOptions(players int, raw json.RawMessage) (config, error) {
	var o Options
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return config{}, fmt.Errorf("tortuga options: %w (known: eggs_as_dice, two_turtles, deck, first)", err)
	}
	return o.config(players)
}

func (o Options) config(players int) (config, error) {
	if players < 2 || players > MaxTurtles {
		return config{}, fmt.Errorf("La Tortuga is played by 2 to 7 players, not %d", players)
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
	deck := DefaultDeck
	if o.Deck != nil {
		deck = *o.Deck
	}
	total := 0
	for i, k := range deck {
		if k < 0 || k > maxDeck {
			return config{}, fmt.Errorf("deck: %d cards with %d eggs is out of range", k, i+1)
		}
		c.deck[i] = int8(k)
		total += k
	}
	if total <= RemovedCards || total > maxDeck {
		return config{}, fmt.Errorf("deck: %d egg cards; it needs more than the %d removed at set-up and at most %d", total, RemovedCards, maxDeck)
	}
	if o.First < 0 || o.First >= players {
		return config{}, fmt.Errorf("first: seat %d does not exist with %d players", o.First, players)
	}
	c.first = int8(o.First)
	return c, nil
}
