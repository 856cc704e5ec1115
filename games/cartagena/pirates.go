package cartagena

import (
	"fmt"
	"math/bits"
)

// onBoard reports whether pos is a position of the game: the start, a
// space of its tunnel or the boat.
func (c config) onBoard(pos int8) bool {
	return pos == Start || pos == Boat || pos >= 1 && pos <= c.spaces
}

// positions names the game's positions for an error: "0 the start, 1-36
// the tunnel, 37 the boat".
func (c config) positions() string {
	return fmt.Sprintf("0 the start, 1-%d the tunnel, %d the boat", c.spaces, Boat)
}

// derive computes the bit sets from the tunnel and the pirate counts.
func (s *State) derive() {
	s.symbolMask, s.ownMask, s.landing, s.free = [Symbols]uint64{}, [MaxPlayers]uint64{}, 0, 0
	for i, c := range s.cfg.tunnel[:s.cfg.spaces] {
		s.symbolMask[c] |= 1 << (i + 1)
	}
	for pos := Start; pos <= Boat; pos++ {
		bit := uint64(1) << pos
		for p := range s.cfg.players {
			if s.own[p][pos] > 0 {
				s.ownMask[p] |= bit
			}
		}
		if pos < 1 || pos > int(s.cfg.spaces) {
			continue
		}
		switch s.on[pos] {
		case 0:
			s.free |= bit
		case 1, 2:
			s.landing |= bit
		}
	}
}

// spaceBits is the set of the tunnel's spaces, bits 1 to 36: the start and
// the boat are never free nor a landing, however many pirates they hold.
const spaceBits = (1<<Boat - 1) &^ (1 << Start)

// move takes seat p's pirate from one position to another, keeping the bit
// sets in step.
func (s *State) move(p, from, to int8) {
	own := &s.own[p]
	own[from]--
	own[to]++
	s.on[from]--
	s.on[to]++
	// Positions are below 64: masking a shift's count with 63 spares Go
	// the code that makes a longer shift give zero.
	if own[from] == 0 {
		s.ownMask[p] &^= 1 << (from & 63)
	}
	s.ownMask[p] |= 1 << (to & 63)
	s.markSpace(from)
	s.markSpace(to)
}

// freeWith and landingWith say, for each count of pirates on a position,
// whether a space holding that many is free or a landing: all ones or
// zero, a mask that markSpace ands with the space's bit instead of
// branching on the count (which a random playout makes unpredictable).
// They run to the most pirates a position holds, every one at the start.
var (
	freeWith    = [MaxPlayers*PiratesEach + 1]uint64{0: ^uint64(0)}
	landingWith = [MaxPlayers*PiratesEach + 1]uint64{1: ^uint64(0), 2: ^uint64(0)}
)

// markSpace brings free and landing up to date for position pos, whose
// count of pirates changed. Masking pos's bit with spaceBits makes it a
// no-op for the start and the boat without a branch.
func (s *State) markSpace(pos int8) {
	bit := uint64(1) << (pos & 63) & spaceBits
	n := uint8(s.on[pos])
	s.free = s.free&^bit | bit&freeWith[n]
	s.landing = s.landing&^bit | bit&landingWith[n]
}

// goingBack is the set of positions where seat p has a pirate that can move
// back: those beyond the first space holding one or two pirates.
func (s *State) goingBack(p int8) uint64 {
	if s.landing == 0 {
		return 0
	}
	first := bits.TrailingZeros64(s.landing)
	return s.ownMask[p] >> (first + 1) << (first + 1)
}

// forwardTarget is where a pirate at from goes on a card of symbol c: the
// next space of that symbol holding no pirate, or the boat.
func (s *State) forwardTarget(from int8, c Symbol) int8 {
	ahead := s.symbolMask[c] & s.free &^ (1<<((from+1)&63) - 1)
	if ahead == 0 {
		return Boat
	}
	return int8(bits.TrailingZeros64(ahead))
}

// backTarget is where a pirate at from goes back to: the nearest space
// behind holding one or two pirates, or 0 (the start, where nobody goes
// back to) when there is none.
func (s *State) backTarget(from int8) int8 {
	behind := s.landing & (1<<(from&63) - 1)
	if behind == 0 {
		return 0
	}
	return int8(bits.Len64(behind)) - 1
}
