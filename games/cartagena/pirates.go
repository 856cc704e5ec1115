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

// positionRow is the length of a row of State.own: the positions (the
// start, the spaces, the boat) and zeros up to a power of two.
const positionRow = 64

// counts is the number of pirates on each position, every seat's together.
func (s *State) counts() (on [Boat + 1]int8) {
	for p := range s.cfg.players {
		for pos, k := range s.own[p][:Boat+1] {
			on[pos] += k
		}
	}
	return on
}

// derive computes the bit sets from the tunnel and the pirate counts.
func (s *State) derive() {
	on := s.counts()
	s.symbolMask, s.ownMask, s.low, s.high = [Symbols]uint64{}, [MaxPlayers]uint64{}, 0, 0
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
		if bit&spaceBits == 0 {
			continue
		}
		if on[pos]&1 != 0 {
			s.low |= bit
		}
		if on[pos]&2 != 0 {
			s.high |= bit
		}
	}
}

// spaceBits is the set of the tunnel's spaces, bits 1 to 36: the start and
// the boat are never free nor a landing, however many pirates they hold.
const spaceBits = (1<<Boat - 1) &^ (1 << Start)

// landing is the set of spaces holding one or two pirates: those whose
// count has exactly one of its two bits set.
func (s *State) landing() uint64 { return s.low ^ s.high }

// landingCount is the number of pirates on pos, a landing: one, or two
// when the high bit of its count is set.
func (s *State) landingCount(pos int8) int8 { return 1 + int8(s.high>>(pos&63)&1) }

// movePirate takes seat p's pirate at from to position to, in the seat's
// counts and its set of positions. Positions are below 64: masking one with
// 63 spares Go the bounds check of an index into a row of own, and for a
// shift's count the code that makes a longer shift give zero. The count
// left at from is kept in a register rather than read again, and the set
// is read and written once, not once for each bit changed.
func (s *State) movePirate(p, from, to int8) {
	own := &s.own[p]
	left := own[from&63] - 1
	own[from&63] = left
	own[to&63]++
	mask := s.ownMask[p] | 1<<(to&63)
	if left == 0 {
		mask &^= 1 << (from & 63)
	}
	s.ownMask[p] = mask
}

// moveCount takes one pirate off from's count and adds one to to's, in the
// planes low and high, where each space's count (at most MaxOnSpace, 3) is
// a binary number of two bits: taking one away flips the low bit and
// borrows from the high one when the low bit was clear; adding one flips
// the low bit and carries into the high one when it was set. Masking by
// spaceBits leaves the start and the boat, whose counts can be larger, out
// of the planes without a branch. The planes are read once into locals and
// written once: through the fields, Go stored high twice and read low again.
func (s *State) moveCount(from, to int8) {
	low, high := s.low, s.high
	fb := uint64(1) << (from & 63) & spaceBits
	high ^= fb &^ low
	low ^= fb
	tb := uint64(1) << (to & 63) & spaceBits
	high ^= tb & low
	low ^= tb
	s.low, s.high = low, high
}

// goingBack is the set of positions where seat p has a pirate that can move
// back: those beyond the first space holding one or two pirates.
//
// The boat's bit, above every space, stands in for "no such space": the
// mask then clears every position the seat can hold but the boat's, and
// (no landing, no move back) its own bit is cleared too, since 2<<Boat - 1
// covers it. No branch, and the set is never empty. The first landing's
// bit is the set's lowest, isolated by and'ing the set with its negation,
// and the bits up to it are that bit doubled, less one: no shift by a
// count, which on amd64 must lie in CX and moves the other values out of
// that register.
func (s *State) goingBack(p int8) uint64 {
	landings := s.landing() | 1<<Boat
	first := landings & -landings
	return s.ownMask[p] &^ (first<<1 - 1)
}

// forwardTarget is where a pirate at from goes on a card of symbol c: the
// next space of that symbol holding no pirate, or the boat. The boat's bit,
// above every space, stands in for "no such space" so that no branch is
// needed. A symbol's set holds spaces only: those holding no pirate are
// its bits clear in both bit planes of the counts, with no mask of the
// spaces. The spaces up to from are cleared by from's bit doubled, less
// one: the same bit as moveCount's, which Go computes once for both.
func (s *State) forwardTarget(from int8, c Symbol) int8 {
	ahead := s.symbolMask[c]&^(s.low|s.high)&^(1<<(from&63)<<1-1) | 1<<Boat
	return int8(bits.TrailingZeros64(ahead))
}

// backTarget is where a pirate at from goes back to: the nearest space
// behind holding one or two pirates, or 0 (the start, where nobody goes
// back to) when there is none. The start's bit, below every space, stands
// in for "none", so that no branch is needed and the highest bit is never
// looked for in an empty set.
func (s *State) backTarget(from int8) int8 {
	behind := s.landing()&(1<<(from&63)-1) | 1<<Start
	return int8(bits.Len64(behind)) - 1
}
