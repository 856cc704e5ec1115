package tortuga

// The masks of sp and lv change no index a game holds (a space is at most
// MaxTrack, a turtle or a level below stackRoom) but show the compiler
// that the index is in range, which spares its bounds check. A negative
// level, which no game holds, would read another slot instead of
// panicking.

// sp is space p as an index of the stacks and heights.
func sp(p int8) uint8 { return uint8(p) & MaxTrack }

// lv is i, a turtle or a level, as an index of a stack, of the positions
// or of the levels.
func lv(i int8) uint8 { return uint8(i) & (stackRoom - 1) }

// The stacks have MaxTrack+1 rows, a power of two, for sp's mask: the
// index below is out of range, and the build fails, if they are not.
var _ = [1]struct{}{}[MaxTrack&(MaxTrack+1)]

// top is the topmost turtle of the group that moves with t: t itself on the
// raft (turtles there are never stacked), else the top of its space's stack.
func (s *State) top(t int8) int8 {
	p := s.pos[lv(t)]
	if p == Raft {
		return t
	}
	return s.stack[sp(p)][lv(s.height[sp(p)]-1)]
}

// carry moves the turtle about to move, and every turtle above it, from
// space from (or the raft) onto the top of the stack at to, in their
// order. From the raft a turtle moves alone. When from and to are the
// same space (a move of whole laps) the group is set back where it was.
func (s *State) carry(from, to int8) {
	if from == Raft {
		s.raft &^= 1 << s.mover
		s.push(s.mover, to)
		s.crown[sp(to)] = s.seat(s.mover)
		return
	}
	l, h := s.level[lv(s.mover)], s.height[sp(from)]
	s.height[sp(from)] = l
	src, dst, top := &s.stack[sp(from)], &s.stack[sp(to)], s.height[sp(to)]
	// The group's top turtle crowns the stack at to, and the turtle left on
	// top at from, if any, crowns that one: in this order, so that a group
	// set back where it was keeps its crown.
	crown := s.crown[sp(from)]
	if l > 0 {
		s.crown[sp(from)] = s.seat(src[lv(l-1)])
	}
	s.crown[sp(to)] = crown
	for i := l; i < h; i++ {
		t := src[lv(i)]
		dst[lv(top)] = t
		s.pos[lv(t)], s.level[lv(t)] = to, top
		top++
	}
	s.height[sp(to)] = top
}

// drop puts turtle t on top of the stack at space p (1 to the beach),
// which it crowns.
func (s *State) drop(t, p int8) {
	s.push(t, p)
	s.crown[sp(p)] = s.seat(t)
}

// push puts turtle t on top of the stack at space p but leaves the crown
// to its caller: small enough to be inlined, which drop is not.
func (s *State) push(t, p int8) {
	h := s.height[sp(p)]
	s.pos[lv(t)], s.level[lv(t)] = p, h
	s.stack[sp(p)][lv(h)] = t
	s.height[sp(p)] = h + 1
}

// toRaft sends a group to the raft, where the stack dissolves.
func (s *State) toRaft(group []int8) {
	for _, t := range group {
		s.pos[t] = Raft
		s.level[t] = 0
		s.raft |= 1 << t
	}
}

// destination is where a move of n spaces from p ends on a track of the
// given length, and whether it reaches the beach, the track's last space,
// on the way (ends on or passes it).
func destination(p, n, track int8) (to int8, beach bool) {
	// p+n fits an int8 (MaxTrack). Whole laps are taken off by subtraction,
	// at most once on the rulebook's track, rather than by a division.
	for to = p + n; to > track; to -= track {
	}
	if p < track {
		return to, p+n >= track
	}
	return to, n >= track
}

// on is the stack on space p, bottom to top; empty when no turtle stands there.
func (s *State) on(p int8) []int8 { return s.stack[p][:s.height[p]] }
