package cartagena

import (
	"math/bits"
	"math/rand/v2"

	"caribe/engine"
)

// shuffle puts cards in random order with the game's own generator. It
// draws exactly as rand.Rand's Shuffle does (Fisher-Yates from the top,
// each index drawn below i+1 as rand.Rand draws one: a power of two by a
// mask, any other bound by Lemire's method, the high word of a 128-bit
// product), so every seed deals as it always has, but it calls the
// generator directly, not through an interface and a swap closure, and
// draws the index here rather than by a call a card: a reshuffle of the
// discard pile happens inside playouts.
func (s *State) shuffle(cards []Symbol) {
	for i := len(cards) - 1; i > 0; i-- {
		n := uint64(i + 1)
		x := s.rng.Uint64()
		j := x & (n - 1)
		if n&(n-1) != 0 {
			var lo uint64
			j, lo = bits.Mul64(x, n)
			if lo < n {
				j = redraw(&s.rng, n, j, lo)
			}
		}
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// redraw finishes Lemire's method for shuffle, out of line because it is
// rare: hi and lo are the 128-bit product of the first draw and n, and lo
// fell below n; the draw is taken again while lo falls in the biased
// sliver below 2⁶⁴ mod n.
func redraw(r *rand.PCG, n, hi, lo uint64) uint64 {
	biased := -n % n
	for lo < biased {
		hi, lo = bits.Mul64(r.Uint64(), n)
	}
	return hi
}

// fromPile takes the top card of the draw pile. When the draw pile is empty
// the discard pile is first shuffled into a new one; ok is false when both
// are empty.
func (s *State) fromPile(log *[]engine.Event) (card Symbol, ok bool) {
	if s.npile == 0 && !s.reshuffle(log) {
		return 0, false
	}
	s.npile--
	return s.pile[s.npile], true
}

// reshuffle turns the discard pile into a new, shuffled draw pile, and
// reports whether it holds a card.
func (s *State) reshuffle(log *[]engine.Event) bool {
	if s.discarded() == 0 {
		return false
	}
	n := int8(0)
	for c := range Symbol(Symbols) {
		for range s.discard[c] {
			s.pile[n] = c
			n++
		}
		s.discard[c] = 0
	}
	s.npile = n
	s.shuffle(s.pile[:n])
	engine.Emit(log, Reshuffled{Type: "reshuffle", Cards: int(n)})
	return true
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
