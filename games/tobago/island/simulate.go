package island

import "math/rand/v2"

// maxHuntTurns bounds a simulated hunt; every clue played removes a
// candidate, so only a deck that cannot narrow the map comes near it.
const maxHuntTurns = 2000

// Hunt simulates the search for one treasure on an empty map as the deck
// tuning models it: players in turn hold hands of hand cards drawn from the
// shuffled deck; a player plays a random legal clue from hand and draws a
// new card, or, holding none, exchanges the whole hand; discards are
// reshuffled when the deck runs out. It returns the number of clues played
// when one candidate is left, and false when no card of the deck can narrow
// the map any more (players would need the amulet that removes a marker).
// The deck must hold more cards than the players' hands together.
func Hunt(is *Island, deck []Clue, players, hand int, r *rand.Rand) (clues int, located bool) {
	draw := append([]Clue(nil), deck...)
	r.Shuffle(len(draw), func(i, j int) { draw[i], draw[j] = draw[j], draw[i] })
	var discard []Clue
	take := func() Clue {
		if len(draw) == 0 {
			draw, discard = discard, draw[:0]
			r.Shuffle(len(draw), func(i, j int) { draw[i], draw[j] = draw[j], draw[i] })
		}
		c := draw[len(draw)-1]
		draw = draw[:len(draw)-1]
		return c
	}
	hands := make([][]Clue, players)
	for p := range hands {
		for range hand {
			hands[p] = append(hands[p], take())
		}
	}
	m := NewMap(is)
	legal := make([]int, 0, hand)
	for turn := range maxHuntTurns {
		if m.Candidates.Len() == 1 {
			return clues, true
		}
		h := hands[turn%players]
		legal = legal[:0]
		for k, c := range h {
			if narrows(is, m, c) {
				legal = append(legal, k)
			}
		}
		if len(legal) == 0 {
			if !anyNarrows(is, m, deck) {
				return clues, false
			}
			discard = append(discard, h...)
			for k := range h {
				h[k] = take()
			}
			continue
		}
		k := legal[r.IntN(len(legal))]
		m.Candidates = m.Candidates.Intersect(is.ClueSet(h[k]))
		clues++
		discard = append(discard, h[k])
		h[k] = take()
	}
	return clues, false
}

// anyNarrows reports whether some card of the deck may be played on m.
func anyNarrows(is *Island, m Map, deck []Clue) bool {
	for _, c := range deck {
		if narrows(is, m, c) {
			return true
		}
	}
	return false
}

// narrows is CanPlay without the reason: whether c leaves some candidates
// of m but not all.
func narrows(is *Island, m Map, c Clue) bool {
	left := m.Candidates.Intersect(is.ClueSet(c))
	return !left.Empty() && left != m.Candidates
}
