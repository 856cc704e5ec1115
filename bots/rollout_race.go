package bots

import "math"

// race is the racing of a decision's moves (Maron and Moore's Hoeffding
// races, here on the normal approximation): every move alive is played on
// the same rounds of luck, and after the first rolloutFirst rounds, every
// rolloutBatch rounds, a move whose mean is below the best's by more than
// rolloutZ standard errors of their paired difference drops out. The race
// ends when one move is left, when every move left is within rolloutMargin
// of the best with that confidence, or at rolloutBudget playouts.
type race struct {
	// vals holds each move's value on every round it was played.
	vals [][]float64
	// alive lists the moves still racing, in the order of the legal moves.
	alive []int
	// own is the expert rule's move, -1 if it is not among them.
	own    int
	rounds int
	played int
}

// raceRounds is the most rounds a move can be played in a race: the
// first ones, or as many as two moves racing to the budget.
const raceRounds = max(rolloutFirst, rolloutBudget/2)

// start readies the race of n moves, own the expert rule's. Each move's
// values are allocated once, for the longest race, so that the races of
// a game allocate nothing once every number of moves has been seen.
func (r *race) start(n, own int) {
	for len(r.vals) < n {
		r.vals = append(r.vals, make([]float64, 0, raceRounds))
	}
	r.alive = r.alive[:0]
	for j := range n {
		r.vals[j] = r.vals[j][:0]
		r.alive = append(r.alive, j)
	}
	r.own, r.rounds, r.played = own, 0, 0
}

// put records move j's value on the current round.
func (r *race) put(j int, v float64) {
	r.vals[j] = append(r.vals[j], v)
	r.played++
}

// more drops the moves that are clearly worse than the best and says
// whether the race goes on for another batch of rounds.
func (r *race) more() bool {
	if r.rounds < rolloutFirst {
		return true
	}
	best := r.best()
	kept, close := r.alive[:0], true
	for _, j := range r.alive {
		d, se := r.gap(best, j)
		if j != best && d > rolloutZ*se {
			continue
		}
		kept = append(kept, j)
		close = close && d+rolloutZ*se < rolloutMargin
	}
	r.alive = kept
	return len(kept) > 1 && !close && r.played+len(kept)*rolloutBatch <= rolloutBudget
}

// best is the move alive of the highest mean, the first of equals.
func (r *race) best() int {
	best, top := r.alive[0], math.Inf(-1)
	for _, j := range r.alive {
		if m := mean(r.vals[j]); m > top {
			best, top = j, m
		}
	}
	return best
}

// gap is the mean of best's values less j's over the rounds they share,
// and the standard error of that mean.
func (r *race) gap(best, j int) (d, se float64) {
	a, b := r.vals[best], r.vals[j]
	n := min(len(a), len(b))
	if n == 0 {
		return 0, 0
	}
	var sum, sq float64
	for i := range n {
		x := a[i] - b[i]
		sum += x
		sq += x * x
	}
	d = sum / float64(n)
	if n > 1 {
		se = math.Sqrt(max(sq/float64(n)-d*d, 0) / float64(n-1))
	}
	return d, se
}

// winner is the move to play: the best, unless the expert rule's move is
// still racing and within rolloutMargin of it.
func (r *race) winner() int {
	best := r.best()
	if r.own >= 0 && r.rounds == 0 {
		return r.own
	}
	for _, j := range r.alive {
		if j == r.own {
			if d, _ := r.gap(best, j); d < rolloutMargin {
				return r.own
			}
		}
	}
	return best
}

func mean(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	var s float64
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}
