package tortuga

import "errors"

// Undoable says whether m, played from s to reach after, may be taken back
// (engine.Undoable): the choice of the turtle that moves first may, before
// its first die is rolled; a die, a roll, a stop or an egg card spent as a
// die never.
func (s *State) Undoable(m Move, after *State) error {
	if m.Kind == Choose {
		return nil
	}
	return errors.New("dice decide from there: a roll, a stop or an egg card played as a die is never taken back")
}
