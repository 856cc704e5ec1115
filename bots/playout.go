package bots

import "caribe/engine"

// playout plays s to the end: the heuristic's decisions (or uniformly
// random ones), chance outcomes by their probabilities, all drawn from the
// tree's generator (never from the game's, which a fixed determinization
// would repeat). Like a game, a playout stops after MaxMoves moves; it is
// then scored as it stands.
func (t *tree[S, M]) playout(s S) {
	for range MaxMoves {
		var m M
		switch s.Actor() {
		case engine.Nobody:
			return
		case engine.Chance:
			m = t.sampleChance(s)
		default:
			if t.heur != nil {
				m = t.heur.HeuristicMove(&t.rng)
				break
			}
			t.legal = s.Legal(t.legal[:0])
			m = t.legal[pick(&t.rng, len(t.legal))]
		}
		mustApply(s, m)
	}
}

// sampleChance draws the pending chance outcome by its probability.
func (t *tree[S, M]) sampleChance(s S) M {
	t.chances = engine.ChancesOf(s, t.chances[:0])
	x := float64(t.rng.Uint64()>>11) / (1 << 53)
	for _, o := range t.chances {
		if x < o.Prob {
			return o.Move
		}
		x -= o.Prob
	}
	return t.chances[len(t.chances)-1].Move
}

// score sets each seat's reward for a playout's end: its share of the win
// (1 shared equally among the winners), and with weight w its score as a
// fraction of the best score, mixed 1-w to w. A game not over (a playout
// stopped after MaxMoves moves) is adjudicated as bots.Play does: the
// highest scores share the win.
func (t *tree[S, M]) score(s S) {
	t.scores = s.Scores(t.scores[:0])
	if s.Actor() == engine.Nobody {
		t.winners = s.Winners(t.winners[:0])
	} else {
		t.winners = appendBest(t.winners[:0], t.scores)
	}
	top := 1
	for _, x := range t.scores {
		top = max(top, x)
	}
	for i, x := range t.scores {
		t.reward[i] = t.weight * float64(max(x, 0)) / float64(top)
	}
	for _, w := range t.winners {
		t.reward[w] += (1 - t.weight) / float64(len(t.winners))
	}
}
