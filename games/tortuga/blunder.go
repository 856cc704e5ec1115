package tortuga

// Blunder reports whether m stops a turtle on the raft after a first die of
// 1 while the bust limit is 7 or more: rolling again cannot bust (1 + 6 = 7)
// and carries it further, so stopping is a mistake anyone who knows the
// rules would see. Under a lower limit a second die may bust, and stopping
// is a choice.
func (s *State) Blunder(m Move) bool {
	return m.Kind == Stop && s.phase == phaseDecide && s.ndice == 1 && s.total == 1 && s.pos[s.mover] == Raft &&
		s.cfg.bust >= 1+6
}
