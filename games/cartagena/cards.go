package cartagena

import (
	"math/rand/v2"

	"caribe/engine"
)

// shuffle puts cards in random order with the game's own generator.
func (s *State) shuffle(cards []Symbol) {
	r := rand.New(&s.rng)
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// fromPile takes the top card of the draw pile. When the draw pile is empty
// the discard pile is first shuffled into a new one; ok is false when both
// are empty.
func (s *State) fromPile(log *[]engine.Event) (card Symbol, ok bool) {
	if s.npile == 0 {
		s.reshuffle(log)
	}
	if s.npile == 0 {
		return 0, false
	}
	s.npile--
	return s.pile[s.npile], true
}

// reshuffle turns the discard pile into a new, shuffled draw pile.
func (s *State) reshuffle(log *[]engine.Event) {
	if s.ndiscard == 0 {
		return
	}
	n := int8(0)
	for c := range Symbol(Symbols) {
		for range s.discard[c] {
			s.pile[n] = c
			n++
		}
		s.discard[c] = 0
	}
	s.npile, s.ndiscard = n, 0
	s.shuffle(s.pile[:n])
	engine.Emit(log, Reshuffled{Type: "reshuffle", Cards: int(n)})
}

// layRow lays out a new open row of up to RowSize cards from the draw pile.
func (s *State) layRow(log *[]engine.Event) {
	s.rowNext, s.rowLen = 0, 0
	for s.rowLen < RowSize {
		card, ok := s.fromPile(log)
		if !ok {
			break
		}
		s.row[s.rowLen] = card
		s.rowLen++
	}
	if log != nil && s.rowLen > 0 {
		*log = append(*log, RowLaid{Type: "row", Cards: letters(s.row[:s.rowLen])})
	}
}

// drawFor gives seat p one card: in Jamaica the top of the draw pile, in the
// row variants the next card of the open row, which is laid out anew as soon
// as it is empty. It reports false when no card is left to draw.
func (s *State) drawFor(p int8, log *[]engine.Event) bool {
	var card Symbol
	if s.cfg.variant.hasRow() {
		if s.rowNext == s.rowLen {
			s.layRow(log)
			if s.rowLen == 0 {
				return false
			}
		}
		card = s.row[s.rowNext]
		s.rowNext++
		if log != nil {
			shown := card
			*log = append(*log, Drew{Type: "draw", Seat: p, Card: &shown})
		}
		if s.rowNext == s.rowLen {
			s.layRow(log)
		}
	} else {
		var ok bool
		if card, ok = s.fromPile(log); !ok {
			return false
		}
		engine.Emit(log, Drew{Type: "draw", Seat: p})
	}
	s.hands[p][card]++
	s.held[p]++
	return true
}
