package tortuga

import "fmt"

// Check verifies the state's invariants: every turtle in exactly one place
// with its recorded position and level, every stack crowned by its top
// turtle's seat, every egg card accounted for, and a pending dice total
// that has not busted. The random-play tests run it after every move.
func (s *State) Check() error {
	n := s.cfg.turtles()
	var seen [MaxTurtles]int
	for t := int8(0); t < n; t++ {
		if s.raft&(1<<t) != 0 {
			seen[t]++
			if s.pos[t] != Raft {
				return fmt.Errorf("turtle %d is on the raft but recorded at %d", t, s.pos[t])
			}
		}
	}
	if s.raft>>n != 0 {
		return fmt.Errorf("raft holds turtles beyond the %d in play", n)
	}
	for p := int8(1); p <= s.cfg.track; p++ {
		if h := s.height[p]; h > 0 && s.crown[p] != s.seat(s.stack[p][h-1]) {
			return fmt.Errorf("space %d is crowned by seat %d, but its top turtle is seat %d's", p, s.crown[p], s.seat(s.stack[p][h-1]))
		}
		for l, t := range s.on(p) {
			seen[t]++
			if s.pos[t] != p || s.level[t] != int8(l) {
				return fmt.Errorf("turtle %d stands at %d level %d but is recorded at %d level %d", t, p, l, s.pos[t], s.level[t])
			}
		}
	}
	for t := int8(0); t < n; t++ {
		if seen[t] != 1 {
			return fmt.Errorf("turtle %d stands in %d places", t, seen[t])
		}
	}
	var count [6]int8
	for _, v := range s.cards[:s.cfg.removed] {
		count[v-1]++
	}
	for _, v := range s.cards[s.next:s.ncards] {
		count[v-1]++
	}
	for v := range 6 {
		for seat := int8(0); seat < s.cfg.players; seat++ {
			count[v] += s.hands[seat][v]
		}
		if count[v]+s.spent[v] != s.cfg.deck[v] {
			return fmt.Errorf("cards of %d eggs: %d accounted for, the deck has %d", v+1, count[v]+s.spent[v], s.cfg.deck[v])
		}
	}
	if s.ndice > 1 && s.sum() > s.cfg.bust {
		return fmt.Errorf("dice total %d is pending without a bust", s.sum())
	}
	return nil
}
