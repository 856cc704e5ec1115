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

// mark brings the bit sets up to date for seat p and position pos.
func (s *State) mark(p, pos int8) {
	bit := uint64(1) << pos
	if s.own[p][pos] > 0 {
		s.ownMask[p] |= bit
	} else {
		s.ownMask[p] &^= bit
	}
	if pos < 1 || pos > Spaces {
		return
	}
	switch s.on[pos] {
	case 0:
		s.free |= bit
		s.landing &^= bit
	case 1, 2:
		s.free &^= bit
		s.landing |= bit
	default:
		s.free &^= bit
		s.landing &^= bit
	}
}

// move takes seat p's pirate from one position to another.
func (s *State) move(p, from, to int8) {
	s.own[p][from]--
	s.on[from]--
	s.own[p][to]++
	s.on[to]++
	s.mark(p, from)
	s.mark(p, to)
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
	ahead := s.symbolMask[c] & s.free &^ (1<<(from+1) - 1)
	if ahead == 0 {
		return Boat
	}
	return int8(bits.TrailingZeros64(ahead))
}

// backTarget is where a pirate at from goes back to: the nearest space
// behind holding one or two pirates, or 0 (the start, where nobody goes
// back to) when there is none.
func (s *State) backTarget(from int8) int8 {
	behind := s.landing & (1<<from - 1)
	if behind == 0 {
		return 0
	}
	return int8(bits.Len64(behind)) - 1
}
