package tortuga

// top is the topmost turtle of the group that moves with t: t itself on the
// raft (turtles there are never stacked), else the top of its space's stack.
func (s *State) top(t int8) int8 {
	p := s.pos[t]
	if p == Raft {
		return t
	}
	return s.stack[p][s.height[p]-1]
}

// lift takes t and every turtle above it off the board into group (bottom
// first) and returns how many there are.
func (s *State) lift(t int8, group *[MaxTurtles]int8) int8 {
	p := s.pos[t]
	if p == Raft {
		s.raft &^= 1 << t
		group[0] = t
		return 1
	}
	l := s.level[t]
	n := s.height[p] - l
	copy(group[:n], s.stack[p][l:s.height[p]])
	s.height[p] = l
	return n
}

// drop puts turtle t on top of the stack at space p (1 to the beach).
func (s *State) drop(t, p int8) {
	s.pos[t] = p
	s.level[t] = s.height[p]
	s.stack[p][s.height[p]] = t
	s.height[p]++
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
	to = (p+n-1)%track + 1
	if p < track {
		return to, p+n >= track
	}
	return to, n >= track
}

// on is the stack on space p, bottom to top; empty when no turtle stands there.
func (s *State) on(p int8) []int8 { return s.stack[p][:s.height[p]] }
