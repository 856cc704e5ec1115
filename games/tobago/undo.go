package tobago

import "errors"

// Undoable says whether m, played from s to reach after, may be taken back
// (engine.Undoable): a step of the vehicle that picked nothing up, or the
// stop that ends a move, while the turn goes on. A clue played draws a new
// clue card at once (the rulebook: "после этого возьмите новую карту-ключ"),
// so it is never taken back; nor is a treasure raised, an amulet spent, a
// hand exchanged or a sharing's decision.
func (s *State) Undoable(m Move, after *State) error {
	switch {
	case s.phase != phaseTurn || after.phase != phaseTurn || after.turn != s.turn:
		return errors.New("the turn ended with that move")
	case m.Kind == PlayClue:
		return errors.New("a clue played draws a new clue card: what is drawn is never put back")
	case m.Kind != Step && m.Kind != Stop:
		return errors.New("only a step that picked nothing up, or the stop of a move, is taken back")
	case after.amulets[s.turn] != s.amulets[s.turn]:
		return errors.New("the step picked up an amulet")
	}
	return nil
}
