package bots

import "caribe/engine"

// playout plays s to the end: the heuristic's decisions (or uniformly
// random ones), chance outcomes by their probabilities, all drawn from the
// tree's generator (never from the game's, which a fixed determinization
// would repeat). Every move comes from s itself, so it is played by the
// game's trusted path when it has one (engine.PlayoutApply). Like a game,
// a playout stops after MaxMoves moves; it is then scored as it stands. It returns the number of moves played.
func (t *tree[S, M]) playout(s S) int {
	for i := range MaxMoves {
		var m M
		switch s.Actor() {
		case engine.Nobody:
			return i
		case engine.Chance:
			m = t.sampleChance(s)
		default:
			if t.heur != nil {
				m = t.heur.HeuristicMove(&t.rng)
				break
			}
			if t.sampler != nil {
				m = t.sampler.RandomMove(&t.rng)
				break
			}
			t.legal = s.Legal(t.legal[:0])
			m = t.legal[pick(&t.rng, len(t.legal))]
		}
		t.apply.ApplyTrusted(m)
	}
	return MaxMoves
}

// sampleChance draws the pending chance outcome by its probability.
func (t *tree[S, M]) sampleChance(s S) M {
	t.chances = t.chance.Outcomes(t.chances[:0])
	x := float64(t.rng.Uint64()>>11) / (1 << 53)
	for _, o := range t.chances {
		if x < o.Prob {
			return o.Move
		}
		x -= o.Prob
	}
	return t.chances[len(t.chances)-1].Move
}
