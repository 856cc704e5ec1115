package forecast

import "caribe/engine"

// Between reports whether s, whose actor is a and whose last decision was
// last's, stands where a forecast is read, fitted and checked: between two
// stages of a game with stages (engine.Evaluator says it is settled), or
// else at the start of a seat's turn (a seat, not chance, other than the
// one that decided last). Positions inside a turn are valued by playing
// to its end (the review does so), never by the forecast itself, so they
// are neither fitted nor checked.
func Between(s any, a, last engine.Actor) bool {
	if ev, ok := s.(engine.Evaluator); ok {
		return ev.Settled()
	}
	return a != last && a != engine.Chance
}
