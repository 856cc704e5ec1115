package bots

import "caribe/engine"

// playout plays s to the end: the heuristic's decisions (or uniformly
// random ones), chance outcomes by their probabilities, all drawn from the
// tree's generator (never from the game's, which a fixed determinization
// would repeat). Every move comes from s itself, so it is played by the
// game's trusted path when it has one (engine.PlayoutApply). A random
// playout is the game's own when it has one (engine.RandomPlay). Like a
// game, a playout stops after MaxMoves moves; it is then scored as it
// stands. It returns the number of moves played.
func (t *tree[S, M]) playout(s S) int {
	if t.heur == nil {
		return t.random.Run(&t.rng, MaxMoves)
	}
	for i := range MaxMoves {
		var m M
		switch s.Actor() {
		case engine.Nobody:
			return i
		case engine.Chance:
			m = t.random.Chance(&t.rng)
		default:
			m = t.heur.HeuristicMove(&t.rng)
		}
		t.apply.ApplyTrusted(m)
	}
	return MaxMoves
}
