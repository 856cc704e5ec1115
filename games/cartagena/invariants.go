package cartagena

import "fmt"

// Check verifies the state's invariants: six pirates per seat and the
// per-position counts agreeing, no pirate off the board, at most three
// pirates on a space, the deck's cards (17 of each symbol by the rulebook)
// all accounted for in hands, draw pile, discard pile and row, the
// recorded sizes agreeing, an open row refilled whenever the draw pile
// can, the turn and its actions in range, and the game over exactly when a
// sixth pirate boarded or nobody can act. The random-play tests run it
// after every move.
func (s *State) Check() error {
	if err := s.checkPirates(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	switch {
	case s.turn < 0 || s.turn >= s.cfg.players:
		return fmt.Errorf("turn: no seat %d", s.turn)
	case s.actions < 0 || s.actions > s.cfg.actions || !s.over && s.actions == s.cfg.actions:
		return fmt.Errorf("actions: %d taken this turn", s.actions)
	case s.over != (s.boarded() >= 0 || s.stalled()):
		return fmt.Errorf("over is %v, but a sixth pirate boarded: %v, nobody can act: %v", s.over, s.boarded() >= 0, s.stalled())
	}
	return nil
}

func (s *State) checkPirates() error {
	for p := range s.cfg.players {
		n := 0
		for pos, k := range s.own[p] {
			switch {
			case k < 0:
				return fmt.Errorf("seat %d has %d pirates at %d", p, k, pos)
			case k > 0 && pos > Boat:
				return fmt.Errorf("seat %d has %d pirates at %d, beyond the boat", p, k, pos)
			}
			n += int(k)
		}
		if n != PiratesEach {
			return fmt.Errorf("seat %d has %d pirates, not %d", p, n, PiratesEach)
		}
	}
	for p := s.cfg.players; p < MaxPlayers; p++ {
		if s.own[p] != [positionRow]int8{} || s.hands[p] != (hand{}) || s.held[p] != 0 {
			return fmt.Errorf("seat %d is not in the game but has pirates or cards", p)
		}
	}
	for pos, n := range s.counts() {
		switch {
		case n > 0 && !s.cfg.onBoard(int8(pos)):
			return fmt.Errorf("%d pirates at %d, off the board (%s)", n, pos, s.cfg.positions())
		case pos >= 1 && pos <= Spaces && n > MaxOnSpace:
			return fmt.Errorf("space %d holds %d pirates", pos, n)
		}
	}
	fresh := *s
	fresh.derive()
	if fresh.symbolMask != s.symbolMask || fresh.ownMask != s.ownMask || fresh.low != s.low || fresh.high != s.high {
		return fmt.Errorf("position bit sets are out of step with the pirate counts")
	}
	return nil
}

func (s *State) checkCards() error {
	if s.npile < 0 || s.npile > s.cfg.cards() || s.rowNext < 0 || s.rowNext > s.rowLen || s.rowLen > RowSize {
		return fmt.Errorf("draw pile of %d, row %d..%d out of range", s.npile, s.rowNext, s.rowLen)
	}
	if !s.cfg.variant.hasRow() && s.rowLen != 0 {
		return fmt.Errorf("%s has no open row, but it holds %d cards", s.cfg.variant, s.rowLen)
	}
	if s.cfg.variant.hasRow() && s.rowNext == s.rowLen && s.npile > 0 {
		return fmt.Errorf("the open row is empty while the draw pile holds %d cards", s.npile)
	}
	var count [Symbols]int
	for _, c := range s.pile[:s.npile] {
		count[c]++
	}
	for _, c := range s.row[s.rowNext:s.rowLen] {
		count[c]++
	}
	for c, n := range s.discard {
		count[c] += int(n)
	}
	for p := range s.cfg.players {
		for _, n := range s.hands[p][Symbols:] {
			if n != 0 {
				return fmt.Errorf("seat %d's hand holds %d cards past its six symbols", p, n)
			}
		}
		held := 0
		for c, n := range s.hands[p][:Symbols] {
			if n < 0 {
				return fmt.Errorf("seat %d holds %d %s cards", p, n, Symbol(c))
			}
			count[c] += int(n)
			held += int(n)
		}
		if held != int(s.held[p]) {
			return fmt.Errorf("seat %d holds %d cards, recorded as %d", p, held, s.held[p])
		}
	}
	for c, n := range count {
		if n != int(s.cfg.perSymbol) {
			return fmt.Errorf("%s accounted for, the deck has %d", Symbol(c).plural(n), s.cfg.perSymbol)
		}
	}
	return nil
}
