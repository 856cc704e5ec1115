package cartagena

import "caribe/engine"

// View is what one seat (or a spectator) may see. The draw pile's order and
// the game's generator never appear; in Jamaica and Hispaniola a hand's cards
// appear only in its owner's view, every hand's size in all.
type View struct {
	Game    string `json:"game"`
	Players int    `json:"players"`
	// Options are the game's settled options: the tunnel's letters (its
	// length the number of spaces), and the design parameters that differ
	// from the rulebook (cards per symbol, segments, hand size, actions per
	// turn), absent at the rulebook's values.
	Options Options `json:"options"`
	// Seat is whose view this is; -1 for a spectator.
	Seat int `json:"seat"`
	// Pirates lists, per seat, the positions of its six pirates in
	// ascending order: 0 the start, 1-36 the spaces (fewer in a shorter
	// tunnel), 37 the boat.
	Pirates [][]int8   `json:"pirates"`
	Hands   []HandView `json:"hands"`
	// Draw is the number of cards in the face-down draw pile.
	Draw int `json:"draw"`
	// Discard is the face-up discard pile, as sorted letters.
	Discard string `json:"discard"`
	// Row is what is left of the open row, as letters in drawing order;
	// always empty in Jamaica.
	Row string `json:"row"`
	// Turn is the seat whose turn it is, Actions the actions it has taken;
	// the turn passes after ActionsPerTurn of them.
	Turn           int8         `json:"turn"`
	Actions        int8         `json:"actions"`
	ActionsPerTurn int8         `json:"actions_per_turn"`
	Actor          engine.Actor `json:"actor"`
	Over           bool         `json:"over"`
	Scores         []int        `json:"scores"`
	Winners        []int        `json:"winners"`
}

// HandView is one hand as a seat sees it: its size always, its cards (sorted
// letters) only when the viewer may see them.
type HandView struct {
	Size  int    `json:"size"`
	Cards string `json:"cards,omitempty"`
}

// View is what seat may see (-1: a spectator, who sees no hidden hand).
func (s *State) View(seat int) any {
	v := View{
		Game: "cartagena", Players: s.Players(), Options: s.Options(), Seat: seat,
		Pirates: s.pirateLists(), Draw: int(s.npile), Discard: countLetters(s.discard[:]),
		Row: letters(s.row[s.rowNext:s.rowLen]), Turn: s.turn, Actions: s.actions, ActionsPerTurn: s.cfg.actions,
		Actor: s.Actor(), Over: s.over, Scores: s.Scores(nil), Winners: s.Winners([]int{}),
	}
	for p := range s.cfg.players {
		h := HandView{Size: int(s.held[p])}
		if s.cfg.variant.openHands() || int(p) == seat {
			h.Cards = countLetters(s.hands[p][:])
		}
		v.Hands = append(v.Hands, h)
	}
	return v
}

// pirateLists lists every seat's pirate positions in ascending order.
func (s *State) pirateLists() [][]int8 {
	out := make([][]int8, s.cfg.players)
	for p := range out {
		out[p] = make([]int8, 0, PiratesEach)
		for pos := int8(Start); pos <= Boat; pos++ {
			for range s.own[p][pos] {
				out[p] = append(out[p], pos)
			}
		}
	}
	return out
}
