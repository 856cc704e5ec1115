package tobago

import (
	"caribe/engine"
	"caribe/games/tobago/island"
)

// place puts the vehicle of the seat placing now on h; after the last
// vehicle the set-up clues begin.
func (s *State) place(h int16, log *[]engine.Event) {
	s.at[s.turn] = h
	engine.Emit(log, Placed{Type: "placed", Seat: s.turn, Hex: hexOf(h)})
	if s.turn+1 < s.cfg.players {
		s.turn++
		return
	}
	s.setupFrom(0, log)
}

// setupFrom gives the set-up clue to the first seat from p on that can
// start an empty map with a clue of the deck; when every seat has had its
// chance, the deck is shuffled, the hands are dealt and seat 0's first
// turn begins.
func (s *State) setupFrom(p int8, log *[]engine.Event) {
	for ; p < s.cfg.players; p++ {
		if s.canSetUp(p) {
			s.turn, s.phase = p, phaseSetupClue
			return
		}
		engine.Emit(log, MapLeftEmpty{Type: "map_left_empty", Seat: p})
	}
	s.shuffleClues(s.cdeck[:s.ncdeck])
	for p := range s.cfg.players {
		s.refill(p, log)
	}
	s.startTurn(0, log)
}

// setupClue plays clue c, taken from the deck, on the empty map m for the
// seat choosing its set-up clue.
func (s *State) setupClue(c island.Clue, m int8, log *[]engine.Event) {
	s.takeFromDeck(c)
	s.placeClue(s.turn, c, m, "setup", log)
}

// inSetup reports whether the game is still being set up: vehicles placed
// or set-up clues chosen, no hand dealt yet.
func (s *State) inSetup() bool { return s.phase == phasePlace || s.phase == phaseSetupClue }

// canSetUp reports whether seat p can start an empty map at set-up: it has
// a rose and a clue left in the deck narrows an empty map.
func (s *State) canSetUp(p int8) bool {
	var buf [island.DeckSize]island.Clue
	return s.roses[p] > 0 && s.someNarrows(s.deckClues(&buf), s.emptyMaps())
}

// canPlayOn reports whether seat p may play some clue from hand on some
// map of the mask.
func (s *State) canPlayOn(p int8, mask int) bool {
	return s.roses[p] > 0 && s.someNarrows(s.hand[p][:s.nhand[p]], mask)
}

// someNarrows reports whether one of the clues narrows a map of the mask.
func (s *State) someNarrows(clues []island.Clue, mask int) bool {
	for _, c := range clues {
		for m := range s.maps {
			if mask&(1<<m) != 0 && s.maps[m].narrows(s.b, c) {
				return true
			}
		}
	}
	return false
}

// emptyMaps is the mask of the maps that hold no clue.
func (s *State) emptyMaps() int {
	mask := 0
	for m := range s.maps {
		if s.maps[m].n == 0 {
			mask |= 1 << m
		}
	}
	return mask
}

// deckClues lists in buf each distinct clue with a card left in the clue
// deck, in the deck table's order: the choice of a set-up clue.
func (s *State) deckClues(buf *[island.DeckSize]island.Clue) []island.Clue {
	left := s.deckCounts()
	n := 0
	for _, c := range deckClues {
		if left[clueID(c)] > 0 {
			buf[n] = c
			n++
		}
	}
	return buf[:n]
}

// deckCounts counts the cards of each clue in the clue deck.
func (s *State) deckCounts() [clueIDs]int8 {
	var left [clueIDs]int8
	for _, c := range s.cdeck[:s.ncdeck] {
		left[clueID(c)]++
	}
	return left
}

// inTableOrder appends the clue deck's cards to out in the deck table's
// order, the order in which they lie until the set-up clues are chosen.
func (s *State) inTableOrder(out []island.Clue) []island.Clue {
	left := s.deckCounts()
	for _, c := range deckClues {
		for range left[clueID(c)] {
			out = append(out, c)
		}
	}
	return out
}
