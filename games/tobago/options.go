// Package tobago implements Bruce Allen's Tobago: players assemble four
// treasure maps from clue cards, drive their vehicles across an island of
// terrains to raise each treasure once it is located, and share it out card
// by card among the compass roses on its map, beware the curse. The island,
// its landmarks and the clues are in the island subpackage.
package tobago

import (
	"encoding/json"
	"errors"
	"fmt"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// Game sizes and components.
const (
	MinPlayers = 2
	MaxPlayers = 4
	// Maps is the number of treasure maps: white, grey, brown and black.
	Maps = 4
	// RosesEach is the number of compass roses of each player.
	RosesEach = 15
	// Amulets is the number of amulets in the supply.
	Amulets = 21
	// Steps is the most steps a move has.
	Steps = 3
	// DefaultCurseDepth is how many cards at the bottom of the treasure deck
	// the curses are shuffled into.
	DefaultCurseDepth = 27
	// MaxGold is the most gold cards the option gold may ask for.
	MaxGold = 60
	// BoxCurses is the number of curse cards in the box: the most the
	// option curses may ask for.
	BoxCurses = 2
	// MaxExtraCurses is the most curse cards the option extra_curses adds
	// to those of the box.
	MaxExtraCurses = 6
	// MaxHand is the largest hand of clue cards the option hand may ask for.
	MaxHand = 10
	// MaxMarkers is the largest marker count the option markers may ask
	// for: the hexes of the whole grid, so that a map's markers are on the
	// island from its first clue.
	MaxMarkers = island.Cells
)

// The rulebook's hands and markers.
const (
	// RulebookHand is the clue cards in a hand with three or four players.
	RulebookHand = 4
	// RulebookHandTwo is the clue cards in a hand with two players.
	RulebookHandTwo = 6
	// RulebookMarkers is the number of markers of each map: its markers are
	// on the island once its candidates number this many or fewer.
	RulebookMarkers = island.MarkerLimit
)

// DefaultGold counts the gold cards worth 2, 3, 4, 5 and 6 coins: 39 cards
// (the rulings; the publisher does not print the split).
var DefaultGold = [5]int{9, 9, 8, 7, 6}

// Colours names the four treasure maps in order.
var Colours = [Maps]string{"white", "grey", "brown", "black"}

// CurseRule is what a revealed curse does to the sharing in progress.
type CurseRule int8

// The curse rules: the rulebook's and its two weaker variants (a and b).
const (
	// CurseStops: the sharing stops; every rose holder loses an amulet or,
	// with none, their most valuable treasure card.
	CurseStops CurseRule = iota
	// CurseContinues (variant a): the rose holders pay as above and the
	// sharing goes on.
	CurseContinues
	// CurseSparesAmulets (variant b): rose holders with an amulet give one
	// up and stay in the sharing; the others lose their most valuable card
	// and take back their roses.
	CurseSparesAmulets
)

var curseRuleNames = engine.Names{CurseStops: "stop", CurseContinues: "continue", CurseSparesAmulets: "amulets"}

// String is the rule's name: "stop", "continue" or "amulets".
func (r CurseRule) String() string { return curseRuleNames.Name(int(r), "CurseRule") }

// MarshalText writes the rule's name.
func (r CurseRule) MarshalText() ([]byte, error) {
	return curseRuleNames.Text(int(r), "tobago curse rule")
}

// UnmarshalText reads a rule's name.
func (r *CurseRule) UnmarshalText(b []byte) error {
	i, err := curseRuleNames.Parse(string(b), "curse_rule")
	*r = CurseRule(i)
	return err
}

// Options are the choices made when a game is created, as a JSON object such
// as {"island":"coral-cove"} or {"island_seed":7,"size":"large","curses":1}.
// Every field may be omitted. The settled options (State.Options) name
// every option but the design parameters hand, markers and extra_curses,
// which they name only when they differ from the rulebook's values.
type Options struct {
	// Island names one of the named islands (id or name).
	Island string `json:"island,omitempty"`
	// IslandSeed and Size draw an island from the generator; without Island,
	// IslandSeed or IslandMap the seed is drawn from the game's seed.
	IslandSeed *uint64      `json:"island_seed,omitempty"`
	Size       *island.Size `json:"size,omitempty"`
	// IslandMap is an island as a text map (see the island package), checked
	// against every rule of an island.
	IslandMap string `json:"island_map,omitempty"`
	// Gold counts the gold cards worth 2, 3, 4, 5 and 6 coins: five numbers.
	Gold []int `json:"gold,omitempty"`
	// Curses is the number of the box's curse cards in the game, 0 to 2
	// (variants c and d: 1 or 0).
	Curses *int `json:"curses,omitempty"`
	// CurseDepth is how many gold cards at the bottom of the deck the curses
	// are shuffled with (27; the rulebook's variant: 21).
	CurseDepth *int `json:"curse_depth,omitempty"`
	// CurseRule is "stop" (the rulebook), "continue" (variant a) or
	// "amulets" (variant b).
	CurseRule CurseRule `json:"curse_rule"`
	// CurseReturns puts a curse that struck back into the treasure deck at a
	// random place (the rulebook's stronger curse) instead of out of the game.
	CurseReturns bool `json:"curse_returns"`
	// Hand is the number of clue cards in a hand, 1 to MaxHand (the
	// rulebook: 4, or 6 with two players).
	Hand *int `json:"hand,omitempty"`
	// Markers is the number of markers of each map, 1 to MaxMarkers: a
	// map's markers are on the island once its candidates number this many
	// or fewer (the rulebook: 17).
	Markers *int `json:"markers,omitempty"`
	// ExtraCurses adds curse cards to those of the box, 0 to
	// MaxExtraCurses; they go into the treasure deck like the others.
	ExtraCurses *int `json:"extra_curses,omitempty"`
}

// islandSpec says which island a game is played on: a named one, a seed and
// size for the generator, or a text map.
type islandSpec struct {
	name string
	seed uint64
	size island.Size
	text string
}

// key identifies the island in the board cache.
func (sp islandSpec) key() string {
	switch {
	case sp.text != "":
		return "map:" + sp.text
	case sp.name != "":
		return "name:" + sp.name
	}
	return fmt.Sprintf("seed:%d:%v", sp.seed, sp.size)
}

// config is the settled form of Options that a state carries.
type config struct {
	players int8
	hand    int8
	markers int16
	spec    islandSpec
	gold    [5]int8
	curses  int8 // every curse card: the box's and the extra ones
	extra   int8 // the extra curse cards among them
	depth   int8
	rule    CurseRule
	returns bool
}

// rulebookHand is the rulebook's hand for a game of the given size.
func rulebookHand(players int) int {
	if players == 2 {
		return RulebookHandTwo
	}
	return RulebookHand
}

// goldCards is the number of gold cards.
func (c config) goldCards() int {
	n := 0
	for _, k := range c.gold {
		n += int(k)
	}
	return n
}

// options are the settled options, every default filled in.
func (c config) options() Options {
	o := Options{CurseRule: c.rule, CurseReturns: c.returns}
	switch {
	case c.spec.text != "":
		o.IslandMap = c.spec.text
	case c.spec.name != "":
		o.Island = c.spec.name
	default:
		seed, size := c.spec.seed, c.spec.size
		o.IslandSeed, o.Size = &seed, &size
	}
	gold := make([]int, len(c.gold))
	for i, k := range c.gold {
		gold[i] = int(k)
	}
	curses, depth := int(c.curses-c.extra), int(c.depth)
	o.Gold, o.Curses, o.CurseDepth = gold, &curses, &depth
	if hand := int(c.hand); hand != rulebookHand(int(c.players)) {
		o.Hand = &hand
	}
	if markers := int(c.markers); markers != RulebookMarkers {
		o.Markers = &markers
	}
	if extra := int(c.extra); extra != 0 {
		o.ExtraCurses = &extra
	}
	return o
}

// islandPurpose names the default island's sub-seed: the island is public,
// so it is drawn from a one-way derivation of the secret seed.
const islandPurpose = "tobago island"

// parseOptions decodes options strictly, naming any unknown or bad option,
// and settles the defaults (the island from the seed).
func parseOptions(players int, raw json.RawMessage, seed uint64) (config, error) {
	var o Options
	if err := engine.DecodeOptions(OptionDecls, raw, &o); err != nil {
		return config{}, fmt.Errorf("tobago options: %w", err)
	}
	if o.Island == "" && o.IslandSeed == nil && o.IslandMap == "" {
		s := engine.SubSeed(seed, islandPurpose) % 1_000_000
		o.IslandSeed = &s
	}
	c, err := o.config(players)
	if err != nil {
		return config{}, fmt.Errorf("tobago options: %w", err)
	}
	return c, nil
}

// config checks the options for a game of the given size.
func (o Options) config(players int) (config, error) {
	if players < MinPlayers || players > MaxPlayers {
		return config{}, fmt.Errorf("tobago is played by %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	c := config{players: int8(players), rule: o.CurseRule, returns: o.CurseReturns}
	if err := o.island(&c.spec); err != nil {
		return config{}, err
	}
	gold := DefaultGold[:]
	if o.Gold != nil {
		gold = o.Gold
	}
	if len(gold) != len(DefaultGold) {
		return config{}, fmt.Errorf("gold: %d counts; give five, for the cards worth 2, 3, 4, 5 and 6 coins", len(gold))
	}
	total := 0
	for i, k := range gold {
		if k < 0 || k > MaxGold {
			return config{}, fmt.Errorf("gold: %d cards worth %d coins is out of range", k, i+2)
		}
		c.gold[i] = int8(k)
		total += k
	}
	if total < 1 || total > MaxGold {
		return config{}, fmt.Errorf("gold: %d gold cards; the deck needs 1 to %d", total, MaxGold)
	}
	curses := BoxCurses
	if o.Curses != nil {
		curses = *o.Curses
	}
	if curses < 0 || curses > BoxCurses {
		return config{}, fmt.Errorf("curses: %d; the box holds %d curse cards (0 to %d)", curses, BoxCurses, BoxCurses)
	}
	extra := orDefault(o.ExtraCurses, 0)
	if extra < 0 || extra > MaxExtraCurses {
		return config{}, fmt.Errorf("extra_curses: %d; 0 to %d curse cards may join the box's", extra, MaxExtraCurses)
	}
	depth := min(DefaultCurseDepth, total)
	if o.CurseDepth != nil {
		depth = *o.CurseDepth
	}
	if depth < 0 || depth > total {
		return config{}, fmt.Errorf("curse_depth: %d; the curses go among the bottom 0 to %d gold cards", depth, total)
	}
	if c.rule < CurseStops || c.rule > CurseSparesAmulets {
		return config{}, fmt.Errorf("curse_rule: no rule %d", c.rule)
	}
	c.curses, c.extra, c.depth = int8(curses+extra), int8(extra), int8(depth)
	if err := o.designed(&c); err != nil {
		return config{}, err
	}
	return c, nil
}

// designed settles the design parameters hand and markers.
func (o Options) designed(c *config) error {
	hand := orDefault(o.Hand, rulebookHand(int(c.players)))
	if hand < 1 || hand > MaxHand {
		return fmt.Errorf("hand: %d clue cards; a hand holds 1 to %d", hand, MaxHand)
	}
	markers := orDefault(o.Markers, RulebookMarkers)
	if markers < 1 || markers > MaxMarkers {
		return fmt.Errorf("markers: %d; each map has 1 to %d markers", markers, MaxMarkers)
	}
	c.hand, c.markers = int8(hand), int16(markers)
	return nil
}

// orDefault is *v, or def when v is nil.
func orDefault(v *int, def int) int {
	if v == nil {
		return def
	}
	return *v
}

// island settles which island the options ask for.
func (o Options) island(sp *islandSpec) error {
	given := 0
	for _, set := range []bool{o.Island != "", o.IslandSeed != nil, o.IslandMap != ""} {
		if set {
			given++
		}
	}
	switch {
	case given == 0:
		return errors.New("no island chosen: give island, island_seed or island_map")
	case given > 1:
		return errors.New("island, island_seed and island_map each choose the island: give one of them")
	case o.Size != nil && o.IslandSeed == nil:
		return errors.New("size goes with island_seed (a named or mapped island has its own size)")
	case o.Size != nil && *o.Size > island.Large:
		return fmt.Errorf("size: no island size %d", *o.Size)
	case o.Island != "":
		n, err := island.ByName(o.Island)
		if err != nil {
			return err
		}
		sp.name = n.ID
	case o.IslandMap != "":
		sp.text = o.IslandMap
	default:
		sp.seed = *o.IslandSeed
		if o.Size != nil {
			sp.size = *o.Size
		}
	}
	return nil
}
