package cartagena

// Blunder reports whether m moves a pirate back when another pirate's move
// back draws as many cards or more for as little ground or less (one of the
// two strictly), or takes a pirate out of the boat while another can go
// back: mistakes anyone who knows the rules would see.
func (s *State) Blunder(m Move) bool {
	if m.Kind() != Back {
		return false
	}
	can, from := s.goingBack(s.turn), uint64(1)<<uint(m.From())
	return can&from != 0 && s.undominated(can)&from == 0
}
