package cartagena

import "errors"

// Undoable says whether m, played from s to reach after, may be taken back
// (engine.Undoable): a move forward may, while the turn is still the same
// player's; a move back drew cards, which are never put back; ending or
// passing a turn hands it on.
func (s *State) Undoable(m Move, after *State) error {
	switch m.Kind() {
	case Forward:
		switch {
		case after.over:
			return errors.New("the game ended with that move")
		case after.turn != s.turn:
			return errors.New("that was the turn's last action: the turn passed on")
		}
		return nil
	case Back:
		return errors.New("a move back draws cards: what is drawn is never put back")
	}
	return errors.New("the turn ended with that move")
}
