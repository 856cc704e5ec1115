package tortuga

// Key hashes the state for a search's memory (engine.Keyed): the turtles'
// places, the cards laid, spent and still in the deck, and the turn, all
// but the game's generator, which only draws the dice.
func (s *State) Key() uint64 {
	h := uint64(0x9e3779b97f4a7c15)
	mix := func(x uint64) {
		h ^= x
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 31
	}
	for t := range s.cfg.turtles() {
		mix(uint64(s.pos[t]) | uint64(s.level[t])<<8 | uint64(t)<<16)
	}
	for p := range s.cfg.players {
		for v, k := range s.hands[p] {
			mix(uint64(k) | uint64(v)<<8 | uint64(p)<<16 | 1<<24)
		}
	}
	for v, k := range s.spent {
		mix(uint64(k) | uint64(v)<<8 | 2<<24)
	}
	for i := s.next; i < s.ncards; i++ {
		mix(uint64(s.cards[i]) | uint64(i)<<8 | 3<<24)
	}
	used := uint64(0)
	if s.cardUsed {
		used = 1
	}
	mix(uint64(uint8(s.turn)) | uint64(s.phase)<<8 | uint64(uint8(s.mover))<<16 | uint64(uint8(s.second))<<24 |
		uint64(uint8(s.beachBy))<<32 | used<<40 | uint64(s.next)<<48)
	for i := range s.ndice {
		mix(uint64(s.dice[i]) | uint64(i)<<8 | uint64(uint8(s.cardDie))<<16 | 4<<24)
	}
	return h
}
