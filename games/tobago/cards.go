package tobago

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
)

// Card is a treasure card: a gold card worth 2 to 6 coins, or the Curse.
// Its JSON form is the number of coins, or "curse".
type Card int8

// Curse is the curse card.
const Curse Card = 0

// cardKinds indexes per-value counts: 0 the curse, 2 to 6 the gold cards.
const cardKinds = 7

// maxTreasure bounds the treasure deck: the most gold cards plus the most
// curses.
const maxTreasure = MaxGold + BoxCurses + MaxExtraCurses

// Valid reports whether c is the curse or a gold card of 2 to 6 coins.
func (c Card) Valid() bool { return c == Curse || c >= 2 && c <= 6 }

// String is "curse" or the coins, like "5".
func (c Card) String() string {
	if c == Curse {
		return "curse"
	}
	return strconv.Itoa(int(c))
}

// MarshalJSON writes the coins or "curse".
func (c Card) MarshalJSON() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("tobago: no treasure card %d", int8(c))
	}
	if c == Curse {
		return []byte(`"curse"`), nil
	}
	return strconv.AppendInt(nil, int64(c), 10), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (c *Card) UnmarshalJSON(b []byte) error {
	if string(b) == `"curse"` {
		*c = Curse
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil || n < 2 || n > 6 {
		return fmt.Errorf("a treasure card is 2 to 6 coins or \"curse\", not %s", b)
	}
	*c = Card(n)
	return nil
}

// newTreasureDeck lays out the treasure deck: the gold cards shuffled, the
// curses shuffled in among the bottom depth of them.
func (s *State) newTreasureDeck() {
	n := 0
	for v, k := range s.cfg.gold {
		for range k {
			s.tdeck[n] = Card(v + 2)
			n++
		}
	}
	s.shuffleCards(s.tdeck[:n])
	// tdeck[0] is the bottom card: the curses join the bottom depth cards.
	bottom := int(s.cfg.depth)
	copy(s.tdeck[bottom+int(s.cfg.curses):], s.tdeck[bottom:n])
	for k := range int(s.cfg.curses) {
		s.tdeck[bottom+k] = Curse
	}
	n += int(s.cfg.curses)
	s.shuffleCards(s.tdeck[:bottom+int(s.cfg.curses)])
	s.ntdeck = int8(n)
}

// shuffleCards puts treasure cards in random order with the game's generator.
func (s *State) shuffleCards(cards []Card) {
	r := rand.New(&s.rng)
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// drawTreasure takes the top card of the treasure deck; ok is false when
// the deck is empty (it is never refilled: running out ends the game).
func (s *State) drawTreasure() (c Card, ok bool) {
	if s.ntdeck == 0 {
		return 0, false
	}
	s.ntdeck--
	return s.tdeck[s.ntdeck], true
}

// returnCurse puts a curse back into the treasure deck at a random place.
func (s *State) returnCurse() {
	r := rand.New(&s.rng)
	at := r.IntN(int(s.ntdeck) + 1)
	copy(s.tdeck[at+1:s.ntdeck+1], s.tdeck[at:s.ntdeck])
	s.tdeck[at] = Curse
	s.ntdeck++
}

// discards counts the treasure discard pile.
func (s *State) discards() int {
	n := 0
	for _, k := range s.tdisc {
		n += int(k)
	}
	return n
}

// seenDiscards counts the treasure cards discarded face up.
func (s *State) seenDiscards() int {
	n := 0
	for _, k := range s.tseen {
		n += int(k)
	}
	return n
}

// coins is what seat p's treasure cards are worth.
func (s *State) coins(p int8) int {
	n := 0
	for v, k := range s.held[p] {
		n += v * int(k)
	}
	return n
}

// best is seat p's most valuable treasure card; ok is false when p holds none.
func (s *State) best(p int8) (c Card, ok bool) {
	for v := cardKinds - 1; v >= 2; v-- {
		if s.held[p][v] > 0 {
			return Card(v), true
		}
	}
	return 0, false
}
