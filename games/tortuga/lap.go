package tortuga

// laps is the lone turtle's race, solved once: a turtle racing round the
// island with nobody to ride on or under, deciding each roll to lay as many
// egg cards per move as it can in the long run.
var laps = solveLaps()

// lapTable is the solution of the lone turtle's race, an average-reward
// problem: each move is worth gain cards on average, and from space p the
// turtle is worth h[p] cards more than from the raft (its bias: what the
// head start is worth once the race has gone on long enough). The raft and
// space 21 are the same place for a lone turtle, since every move from
// either ends on the same space; h[Raft] = h[Beach] = 0.
type lapTable struct {
	h [Beach + 1]float64
	// gain is the cards a move lays on average, playing best.
	gain float64
	// reach[p] is the chance that a move from p, played best, reaches the beach.
	reach [Beach + 1]float64
}

// lapSweeps is how many rounds of relative value iteration solve the race:
// the gain settles to the last digit of a float64 within 50.
const lapSweeps = 60

// solveLaps solves the lone turtle's race by relative value iteration.
func solveLaps() lapTable {
	var l lapTable
	var next [Beach + 1]float64
	for range lapSweeps {
		for p := int8(Raft); p < Beach; p++ {
			next[p] = l.move(p, nil)
		}
		g := next[Raft]
		for p := int8(Raft); p < Beach; p++ {
			l.h[p] = next[p] - g
		}
		l.h[Beach] = l.h[Raft]
		l.gain = g
	}
	for p := int8(Raft); p <= Beach; p++ {
		var reach float64
		l.move(p, &reach)
		l.reach[p] = reach
	}
	return l
}

// move is the worth of a move from p, first die to come, played best
// against the present h: the cards it lays plus h where it ends. When
// reach is not nil it gets the chance that the move reaches the beach.
func (l *lapTable) move(p int8, reach *float64) float64 {
	v := 0.0
	for d := int8(1); d <= 6; d++ {
		v += l.decide(p, d, 1, reach, 1.0/6) / 6
	}
	return v
}

// decide is the worth of the best choice with dice total t after n dice,
// and adds to reach (when not nil) w times the chance of reaching the
// beach from here, w being the chance of getting here.
func (l *lapTable) decide(p, t, n int8, reach *float64, w float64) float64 {
	to, beach := destination(p, t*n)
	stop := l.h[to]
	if beach {
		stop++
	}
	if n == 3 {
		if beach && reach != nil {
			*reach += w
		}
		return stop
	}
	roll := 0.0
	for d := int8(1); d <= 6; d++ {
		if t+d > MaxSum {
			roll += l.h[Raft] / 6
			continue
		}
		roll += l.decide(p, t+d, n+1, nil, 0) / 6
	}
	if roll > stop {
		if reach != nil {
			for d := int8(1); t+d <= MaxSum; d++ {
				l.decide(p, t+d, n+1, reach, w/6)
			}
		}
		return roll
	}
	if beach && reach != nil {
		*reach += w
	}
	return stop
}
