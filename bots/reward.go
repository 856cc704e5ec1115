package bots

import "caribe/engine"

// UrgencyHorizon is the number of moves over which urgency fades: a game
// ending d moves after the root weighs the win's timing by d/(d+UrgencyHorizon).
const UrgencyHorizon = 50

// score sets each seat's reward for a playout's end, d moves after the
// root: its share of the win (1 shared equally among the winners), and with
// weight w its score as a fraction of the best score, mixed 1-w to w. With
// urgency u, a winner's share loses up to u of itself, and a loser gains up
// to u of a share, the later the end comes: a win now beats a win later,
// and a loss later beats a loss now. A game not over (a playout stopped
// after MaxMoves moves) is adjudicated as bots.Play does: the highest
// scores share the win.
func (t *tree[S, M]) score(s S, d int) {
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
	late := t.urgency * float64(d) / float64(d+UrgencyHorizon)
	for i, x := range t.scores {
		t.reward[i] = t.weight*float64(max(x, 0))/float64(top) + (1-t.weight)*late
	}
	share := (1 - t.weight) / float64(len(t.winners))
	for _, w := range t.winners {
		t.reward[w] += share*(1-late) - (1-t.weight)*late
	}
}
