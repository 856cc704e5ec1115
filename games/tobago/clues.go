package tobago

import (
	"math/rand/v2"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// clueIDs is the number of distinct clues (kinds × labels).
const clueIDs = 6 * (int(island.OceanLabel) + 1)

// clueID indexes a valid clue in tables of clueIDs entries.
func clueID(c island.Clue) int { return int(c.Kind)*(int(island.OceanLabel)+1) + int(c.Label) }

// deckCount is how many cards of each clue the 52-card deck holds,
// deckClues its distinct clues in table order, and deckIndex each clue's
// place in deckClues (noDeckClue for a clue the deck does not hold).
var (
	deckCount [clueIDs]int8
	deckClues []island.Clue
	deckIndex [clueIDs]uint8
)

// noDeckClue is deckIndex's place for a clue the deck does not hold: a
// shift by 64 gives no bit (deckBit), so such a clue narrows no map.
const noDeckClue = 64

func init() {
	for i := range deckIndex {
		deckIndex[i] = noDeckClue
	}
	for _, e := range island.DeckTable() {
		deckCount[clueID(e.Clue)] += int8(e.Copies)
		deckIndex[clueID(e.Clue)] = uint8(len(deckClues))
		deckClues = append(deckClues, e.Clue)
	}
	if len(deckClues) > noDeckClue {
		panic("tobago: the clue deck has more distinct clues than a word has bits")
	}
}

// deckBit is clue c's bit in a set of deck clues (candCounts.narrowing), 0
// for a clue the deck does not hold. c must be valid.
func deckBit(c island.Clue) uint64 { return 1 << deckIndex[clueID(c)] }

// shuffleClues puts clue cards in random order with the game's generator.
func (s *State) shuffleClues(cards []island.Clue) {
	r := rand.New(&s.rng)
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// drawClue takes the top clue card; when the deck is empty the discard pile
// is first shuffled into a new deck. ok is false when both are empty.
func (s *State) drawClue(log *[]engine.Event) (c island.Clue, ok bool) {
	if s.ncdeck == 0 && s.ncdisc > 0 {
		copy(s.cdeck[:], s.cdisc[:s.ncdisc])
		s.ncdeck, s.ncdisc = s.ncdisc, 0
		s.shuffleClues(s.cdeck[:s.ncdeck])
		engine.Emit(log, CluesReshuffled{Type: "clues_reshuffled", Cards: s.ncdeck})
	}
	if s.ncdeck == 0 {
		return island.Clue{}, false
	}
	s.ncdeck--
	return s.cdeck[s.ncdeck], true
}

// refill draws seat p's hand back up to its size (as far as cards remain).
func (s *State) refill(p int8, log *[]engine.Event) { s.drawUpTo(p, s.cfg.hand, log) }

// drawUpTo draws cards for seat p until it holds size cards or none remain.
func (s *State) drawUpTo(p, size int8, log *[]engine.Event) {
	n := int8(0)
	for s.nhand[p] < size {
		c, ok := s.drawClue(log)
		if !ok {
			break
		}
		s.hand[p][s.nhand[p]] = c
		s.nhand[p]++
		n++
	}
	if log != nil && n > 0 {
		*log = append(*log, CluesDrawn{Type: "clues_drawn", Seat: p, Cards: n})
	}
}

// holds reports whether seat p has clue c in hand.
func (s *State) holds(p int8, c island.Clue) bool { return hasClue(s.hand[p][:s.nhand[p]], c) }

// hasClue reports whether clue c is among cards.
func hasClue(cards []island.Clue, c island.Clue) bool {
	for _, d := range cards {
		if d == c {
			return true
		}
	}
	return false
}

// takeFromHand removes one card of clue c from seat p's hand, keeping the
// order of the others.
func (s *State) takeFromHand(p int8, c island.Clue) {
	h := s.hand[p][:s.nhand[p]]
	for k, x := range h {
		if x == c {
			copy(h[k:], h[k+1:])
			s.nhand[p]--
			return
		}
	}
}

// takeFromDeck removes one card of clue c from the clue deck, keeping the
// order of the others (a set-up clue is chosen from the whole deck).
func (s *State) takeFromDeck(c island.Clue) {
	d := s.cdeck[:s.ncdeck]
	for k, x := range d {
		if x == c {
			copy(d[k:], d[k+1:])
			s.ncdeck--
			return
		}
	}
}

// discardClue puts a clue card on the discard pile.
func (s *State) discardClue(c island.Clue) {
	s.cdisc[s.ncdisc] = c
	s.ncdisc++
}

// exchangeHand discards seat p's whole hand and draws as many new cards.
func (s *State) exchangeHand(p int8, log *[]engine.Event) {
	n := s.nhand[p]
	for _, c := range s.hand[p][:n] {
		s.discardClue(c)
	}
	s.nhand[p] = 0
	s.drawUpTo(p, n, log)
}
