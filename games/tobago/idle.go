package tobago

// IdleTurns is how many turns have ended since the table last moved on:
// since a clue was played, a marker removed, an amulet picked up or used,
// or a treasure raised (the turn that did so counted). Turns of steps that
// pick nothing up and of exchanged hands leave it growing: two players who
// each leave the last treasure to the other can exchange their hands for
// ever, which a bot reads here (engine.Idler).
func (s *State) IdleTurns() int { return int(s.idle) }
