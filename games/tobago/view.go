package tobago

import (
	"slices"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// View is what one seat (or a spectator) may see: everything the table
// has seen stays in it, so a player who reloads loses nothing. Hidden from
// it: the other seats' clue hands, the order of the clue and treasure
// decks (and the clue deck's cards once dealt), the order of a sharing's
// cards, the cards the other seats drew for it, the finder's extra card,
// the treasure cards discarded unseen, and the generator.
type View struct {
	Game    string `json:"game"`
	Players int    `json:"players"`
	// Options are the game's settled options: a design parameter (hand,
	// markers, extra_curses) is named when it differs from the rulebook's
	// value.
	Options Options `json:"options"`
	// Seat is whose view this is; -1 for a spectator.
	Seat int `json:"seat"`
	// Island is the island's text map (see the island package).
	Island string       `json:"island"`
	Phase  string       `json:"phase"`
	Turn   int8         `json:"turn"`
	Actor  engine.Actor `json:"actor"`
	Action ActionView   `json:"action"`
	// Vehicles are the seats' vehicles; null before one is placed.
	Vehicles []*island.Hex `json:"vehicles"`
	// Statues face where they face now.
	Statues []island.Statue `json:"statues"`
	Amulets AmuletView      `json:"amulets"`
	// Roses counts each seat's compass roses in its supply.
	Roses []int8     `json:"roses"`
	Maps  []MapView  `json:"maps"`
	Hands []HandView `json:"hands"`
	// ClueDeck is the number of cards in the clue deck; ClueDiscard the
	// played clues discarded after a sharing, face up.
	ClueDeck    int           `json:"clue_deck"`
	ClueDiscard []island.Clue `json:"clue_discard"`
	// SetupDeck lists, during set-up, the clue cards left in the deck, face
	// up for the choice of the set-up clues, in the deck table's order;
	// absent once the deck is shuffled and dealt.
	SetupDeck []island.Clue `json:"setup_deck,omitempty"`
	// TreasureDeck counts the treasure deck, TreasureDiscard the whole
	// treasure discard pile.
	TreasureDeck    int `json:"treasure_deck"`
	TreasureDiscard int `json:"treasure_discard"`
	// TreasureDiscardSeen lists, most valuable first, the cards of the
	// discard pile that the table saw discarded: revealed in a sharing and
	// passed by every rose, or lost to a curse. The rest of the pile (cards
	// left over from a sharing) went face down, unseen.
	TreasureDiscardSeen []Card `json:"treasure_discard_seen"`
	// CursesOut counts the curses that struck and left the game.
	CursesOut int `json:"curses_out"`
	// Treasure lists each seat's treasure cards, most valuable first: every
	// one was revealed to the table when it was offered.
	Treasure [][]Card     `json:"treasure"`
	Sharing  *SharingView `json:"sharing"`
	Restart  *RestartView `json:"restart"`
	Scores   []int        `json:"scores"`
	Winners  []int        `json:"winners"`
}

// ActionView is the turn's progress: whether its action is taken, the move
// in progress ("main", "amulet" or "") and its steps so far.
type ActionView struct {
	Taken  bool   `json:"taken"`
	Moving string `json:"moving"`
	Steps  int8   `json:"steps"`
}

// AmuletView says where the amulets are.
type AmuletView struct {
	Supply   int           `json:"supply"`
	OnIsland island.HexSet `json:"on_island"`
	Held     []int8        `json:"held"`
}

// MapView is one treasure map: its clues from the first (top) to the last,
// each with the seat whose roses lie on it and how many; the number of
// hexes where its treasure may lie, and their markers once they are on the
// island (as many as the map has markers, 17 by the rulebook, or fewer; an
// empty list before); Located is the treasure's hex
// once one is left; DeadEnd is true when no clue of the deck can narrow it
// any more.
type MapView struct {
	Colour     string        `json:"colour"`
	Clues      []MapClue     `json:"clues"`
	Candidates int           `json:"candidates"`
	Markers    island.HexSet `json:"markers"`
	Located    *island.Hex   `json:"located"`
	DeadEnd    bool          `json:"dead_end"`
}

// MapClue is a clue on a map and the roses on it.
type MapClue struct {
	Clue  island.Clue `json:"clue"`
	Seat  int8        `json:"seat"`
	Roses int8        `json:"roses"`
}

// HandView is a clue hand: its size always, its cards to its owner only.
type HandView struct {
	Size  int           `json:"size"`
	Cards []island.Clue `json:"cards,omitempty"`
}

// SharingView is a sharing in progress. Roses are the seats of the roses
// still on the map, bottom first; Asking indexes the one offered Card.
// Offered lists the cards revealed before it in this sharing, in order.
// Pile counts the cards still face down. Drawn is what the viewing seat
// drew for this sharing, most valuable first (absent in a spectator's
// view and when the seat drew nothing).
type SharingView struct {
	Map       string        `json:"map"`
	Finder    int8          `json:"finder"`
	Roses     []int8        `json:"roses"`
	Asking    int8          `json:"asking"`
	Card      Card          `json:"card"`
	Offered   []OfferedCard `json:"offered"`
	Pile      int           `json:"pile"`
	Drawn     []Card        `json:"drawn,omitempty"`
	LastTaker int8          `json:"last_taker"`
	Final     bool          `json:"final"`
	Recycled  bool          `json:"recycled"`
}

// OfferedCard is a card revealed in the sharing in progress and who took
// it: Seat, or null when nobody did (every rose passed and it was
// discarded, or it was a curse, which struck).
type OfferedCard struct {
	Card Card  `json:"card"`
	Seat *int8 `json:"seat"`
}

// RestartView names the seat starting the found map anew.
type RestartView struct {
	Seat int8   `json:"seat"`
	Map  string `json:"map"`
}

// View is what seat may see (-1: a spectator, who sees no hand).
func (s *State) View(seat int) any {
	v := View{
		Game: "tobago", Players: s.Players(), Options: s.Options(), Seat: seat,
		Island: s.b.text, Phase: phaseNames[s.phase], Turn: s.turn, Actor: s.Actor(),
		Action:   s.action(),
		Vehicles: s.vehicles(), Statues: s.statues(),
		Amulets:  AmuletView{Supply: s.amuletSupply(), OnIsland: s.amuletAt, Held: slices.Clone(s.amulets[:s.cfg.players])},
		Roses:    slices.Clone(s.roses[:s.cfg.players]),
		ClueDeck: int(s.ncdeck), ClueDiscard: slices.Clone(s.cdisc[:s.ncdisc]),
		TreasureDeck: int(s.ntdeck), TreasureDiscard: s.discards(), TreasureDiscardSeen: cardList(&s.tseen),
		CursesOut: int(s.tout[Curse]), Scores: s.Scores(nil), Winners: s.Winners([]int{}),
	}
	if s.inSetup() {
		v.SetupDeck = s.inTableOrder([]island.Clue{})
	}
	for m := range int8(Maps) {
		v.Maps = append(v.Maps, s.mapView(m))
	}
	for p := range s.cfg.players {
		h := HandView{Size: int(s.nhand[p])}
		if int(p) == seat {
			h.Cards = slices.Clone(s.hand[p][:s.nhand[p]])
		}
		v.Hands = append(v.Hands, h)
		v.Treasure = append(v.Treasure, cardList(&s.held[p]))
	}
	if s.phase == phaseOffer {
		sh := &s.sh
		v.Sharing = &SharingView{Map: Colours[sh.m], Finder: sh.finder, Roses: slices.Clone(sh.roses[:sh.nroses]),
			Asking: sh.asking, Card: sh.card, Offered: sh.offeredList(), Pile: int(sh.npile), LastTaker: sh.lastTaker,
			Final: sh.final, Recycled: sh.recycled}
		if seat >= 0 && seat < s.Players() {
			v.Sharing.Drawn = cardList(&sh.drawn[seat])
		}
	}
	if s.phase == phaseRestart {
		v.Restart = &RestartView{Seat: s.restart, Map: Colours[s.sh.m]}
	}
	return v
}

// offeredList lists the cards settled so far in the sharing.
func (sh *sharing) offeredList() []OfferedCard {
	out := make([]OfferedCard, sh.noffered)
	for k, o := range sh.offered[:sh.noffered] {
		out[k].Card = o.card
		if o.seat >= 0 {
			out[k].Seat = &o.seat
		}
	}
	return out
}

// action is the turn's progress.
func (s *State) action() ActionView {
	return ActionView{Taken: s.main, Moving: segmentNames[s.seg], Steps: s.steps}
}

// vehicles lists the vehicles' hexes, nil before placement.
func (s *State) vehicles() []*island.Hex {
	out := make([]*island.Hex, s.cfg.players)
	for p := range out {
		if s.at[p] != noCell {
			h := hexOf(s.at[p])
			out[p] = &h
		}
	}
	return out
}

// statues lists the statues with their current facings.
func (s *State) statues() []island.Statue {
	out := make([]island.Statue, s.b.nstatues)
	for k := range out {
		out[k] = island.Statue{At: hexOf(s.b.statues[k]), Facing: s.facing[k]}
	}
	return out
}

// mapView is map m as everybody sees it.
func (s *State) mapView(m int8) MapView {
	mp := &s.maps[m]
	v := MapView{Colour: Colours[m], Clues: mp.clueList(), Candidates: mp.cand.Len(), DeadEnd: mp.deadEnd()}
	if mp.markers(s.cfg.markers) {
		v.Markers = mp.cand
	}
	if h, ok := mp.located(); ok {
		x := hexOf(h)
		v.Located = &x
	}
	return v
}

// clueList lists the map's clues with their roses.
func (mp *treasureMap) clueList() []MapClue {
	out := make([]MapClue, mp.n)
	for k := range out {
		out[k] = MapClue{Clue: mp.clues[k], Seat: mp.owner[k], Roses: mp.roses[k]}
	}
	return out
}

// cardList lists counted treasure cards, most valuable first, curses last.
func cardList(counts *[cardKinds]int8) []Card {
	out := []Card{}
	for v := cardKinds - 1; v >= 0; v-- {
		for range counts[v] {
			out = append(out, Card(v))
		}
	}
	return out
}
