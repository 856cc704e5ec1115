package tobago

import (
	"math/rand/v2"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// Determinize re-draws, with r, everything seat cannot see, leaving its
// view as it was; seat -1, a spectator, sees no hand and no draw.
//
//   - Clue cards: during set-up nothing about them is hidden (no hand is
//     dealt; the deck, face up for the choice of the set-up clues, is laid
//     in its table order, as the rules keep it). After the deal, the other
//     seats' hands and the clue deck are pooled, shuffled and dealt again,
//     each hand at its size. The discard pile is face up and stays. A seat
//     that must start a found map anew holds a clue it can play, as the
//     phase shows: the deal is drawn again until it does.
//   - Treasure cards: every card that no view places (the deck, the cards
//     discarded face down, a sharing's face-down cards) is pooled and dealt
//     again at the same sizes; the cards discarded face up stay. Curses
//     left in the deck stay among its bottom cards (the
//     curse_depth gold cards the curses were shuffled into, and the
//     curses), where the rules keep them even when one returns; while the
//     deck still holds that many cards, no card of that zone has been
//     drawn for good, so every curse not out of the game is in it. Once the
//     deck is smaller, a curse may also have been drawn and lie in the
//     discards or a sharing, and the view cannot say which hidden card came
//     from the zone: curses then go anywhere among the hidden cards.
//   - During a sharing, seat's own draw stays among the face-down cards, as
//     far as they can hold it: all of it but one card of the value on offer,
//     the rest of the pile, the other seats' draws (at their sizes,
//     announced when drawn) and the finder's extra card being dealt again.
//   - The game's generator is reseeded from r.
//
// The pools are counted from what seat sees and built in a fixed order
// before r shuffles them, so the result never depends on the hidden values
// it replaces. The view lists a sharing's cards revealed so far but not
// whose draw each came from, so seat's own cards are kept as far as the
// unseen cards of each value allow.
func (s *State) Determinize(seat int, r *rand.PCG) {
	own := int8(-1)
	if seat >= 0 && seat < s.Players() {
		own = int8(seat)
	}
	s.redealClues(own, r)
	s.redealTreasure(own, r)
	s.rng.Seed(r.Uint64(), r.Uint64())
}

// redealClues deals the clue cards own cannot see again: the other seats'
// hands at their sizes, the rest into the deck.
func (s *State) redealClues(own int8, r *rand.PCG) {
	if s.inSetup() {
		s.inTableOrder(s.cdeck[:0]) // in place: the deck's count is unchanged
		return
	}
	left := deckCount
	if own >= 0 {
		for _, c := range s.hand[own][:s.nhand[own]] {
			left[clueID(c)]--
		}
	}
	for m := range s.maps {
		for _, c := range s.maps[m].clues[:s.maps[m].n] {
			left[clueID(c)]--
		}
	}
	for _, c := range s.cdisc[:s.ncdisc] {
		left[clueID(c)]--
	}
	var pool [island.DeckSize]island.Clue
	n := 0
	for id, k := range left {
		for range k {
			pool[n] = clueOf(id)
			n++
		}
	}
	for {
		shuffle(pool[:n], r)
		k := n
		for p := range s.cfg.players {
			if p != own {
				k -= copy(s.hand[p][:s.nhand[p]], pool[k-int(s.nhand[p]):k])
			}
		}
		copy(s.cdeck[:k], pool[:k])
		if s.cluePlayable(own) {
			return
		}
	}
}

// clueOf is the clue a table index stands for (the inverse of clueID).
func clueOf(id int) island.Clue {
	labels := int(island.OceanLabel) + 1
	return island.Clue{Kind: island.Kind(id / labels), Label: island.Label(id % labels)}
}

// cluePlayable reports whether the seat that must start a found map anew,
// if any and if it is not own, holds a clue it can play there.
func (s *State) cluePlayable(own int8) bool {
	if s.phase == phaseRestart && s.restart != own {
		return s.canPlayOn(s.restart, 1<<s.sh.m)
	}
	return true
}

// unseen counts, per card, the treasure cards that no view places: in the
// deck, discarded face down and a sharing's face-down cards. Held cards,
// the cards discarded face up, the curses out of the game and the card on
// offer are public.
func (s *State) unseen() [cardKinds]int8 {
	var u [cardKinds]int8
	u[Curse] = s.cfg.curses - s.tout[Curse]
	for v, k := range s.cfg.gold {
		u[v+2] = k
	}
	for p := range s.cfg.players {
		for v, k := range s.held[p] {
			u[v] -= k
		}
	}
	for v, k := range s.tseen {
		u[v] -= k
	}
	if s.phase == phaseOffer {
		u[s.sh.card]--
	}
	return u
}

// unseenGold counts the gold cards among the cards unseen counts, and
// their coins.
func (s *State) unseenGold() (n, sum int) {
	u := s.unseen()
	for v := 2; v < cardKinds; v++ {
		n += int(u[v])
		sum += v * int(u[v])
	}
	return n, sum
}

// redealTreasure deals the treasure cards own cannot place again.
func (s *State) redealTreasure(own int8, r *rand.PCG) {
	hidden := s.unseen()
	var mine [cardKinds]int8
	if s.phase == phaseOffer && own >= 0 {
		mine = s.ownInPile(own, &hidden, r)
	}
	var cards [maxTreasure]Card
	n := 0
	for v, k := range hidden {
		for range k {
			cards[n] = Card(v)
			n++
		}
	}
	curses := int(hidden[Curse])
	shuffle(cards[curses:n], r)
	span := n
	if zone := int(s.cfg.depth) + int(s.cfg.curses); int(s.ntdeck) >= zone {
		span = zone
	}
	shuffle(cards[:span], r)
	deck := int(s.ntdeck)
	disc := deck + s.discards() - s.seenDiscards()
	copy(s.tdeck[:deck], cards[:deck])
	s.tdisc = s.tseen
	for _, c := range cards[deck:disc] {
		s.tdisc[c]++
	}
	if s.phase == phaseOffer {
		s.redealSharing(own, &mine, cards[:n], disc, r)
	}
}

// ownInPile is what Determinize keeps of seat p's own draw among the
// sharing's face-down cards: each card it drew, less one of the value on
// offer, as far as the unseen cards hold it, and no more than the pile
// holds (the extra ones left out at random). The kept cards are taken out
// of unseen.
func (s *State) ownInPile(p int8, unseen *[cardKinds]int8, r *rand.PCG) [cardKinds]int8 {
	var mine [cardKinds]int8
	n := 0
	for v, k := range s.sh.drawn[p] {
		if Card(v) == s.sh.card && k > 0 {
			k--
		}
		mine[v] = min(k, unseen[v])
		n += int(mine[v])
	}
	for ; n > int(s.sh.npile); n-- {
		i := engine.Pick(r.Uint64(), n)
		for v, k := range mine {
			if i < int(k) {
				mine[v]--
				break
			}
			i -= int(k)
		}
	}
	for v, k := range mine {
		unseen[v] -= k
	}
	return mine
}

// redealSharing lays the sharing's face-down cards: hidden[from:] with
// own's kept cards, shuffled. The other seats' draws are dealt again at
// their sizes from the hidden cards, those of the pile first; only their
// owners' views show them, so past the hidden cards they repeat them, with
// the card on offer.
func (s *State) redealSharing(own int8, mine *[cardKinds]int8, hidden []Card, from int, r *rand.PCG) {
	sh := &s.sh
	k := copy(sh.pile[:], hidden[from:])
	for v, c := range mine {
		for range c {
			sh.pile[k] = Card(v)
			k++
		}
	}
	shuffle(sh.pile[:k], r)
	next := len(hidden)
	for p := range s.cfg.players {
		if p == own {
			continue
		}
		size := 0
		for _, c := range sh.drawn[p] {
			size += int(c)
		}
		sh.drawn[p] = [cardKinds]int8{}
		for range size {
			c := sh.card
			if next > 0 {
				next--
				c = hidden[next]
			} else {
				next = len(hidden)
			}
			sh.drawn[p][c]++
		}
	}
}

// shuffle puts x in random order with r.
func shuffle[T any](x []T, r *rand.PCG) {
	for i := len(x) - 1; i > 0; i-- {
		j := engine.Pick(r.Uint64(), i+1)
		x[i], x[j] = x[j], x[i]
	}
}
