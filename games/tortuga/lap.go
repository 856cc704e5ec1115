package tortuga

import (
	"math"
	"sync"
	"sync/atomic"
)

// laps is the lone turtle's race on the rulebook's track with the
// rulebook's bust limit, solved once at start-up: a turtle racing round the
// island with nobody to ride on or under, deciding each roll to lay as many
// egg cards per move as it can in the long run.
var laps = solveLaps(Beach, MaxSum)

// lapTable is the solution of the lone turtle's race on a track of a given
// length with a given bust limit, an average-reward problem: each move is
// worth gain cards on average, and from space p the turtle is worth h[p]
// cards more than from the raft (its bias: what the head start is worth
// once the race has gone on long enough). The raft and the beach, the
// track's last space, are the same place for a lone turtle, since every
// move from either ends on the same space; h[Raft] = h[track] = 0.
type lapTable struct {
	track, bust int8
	h           [MaxTrack + 1]float64
	// gain is the cards a move lays on average, playing best.
	gain float64
	// reach[p] is the chance that a move from p, played best, reaches the beach.
	reach [MaxTrack + 1]float64
}

// lapSweeps is how many rounds of relative value iteration solve the race
// at least: on the rulebook's track the gain settles to the last digit of
// a float64 within 50. Longer tracks and other bust limits go on until no
// value moves by more than lapTolerance, or lapMaxSweeps rounds.
const (
	lapSweeps    = 60
	lapTolerance = 1e-13
	lapMaxSweeps = 20000
)

// lapTables holds the races solved so far by track length and bust limit,
// each solved the first time a game asks for it (lapsFor, under
// lapSolving). A state finds its own by its track and bust limit, so that
// it holds no pointer and copies as plain memory.
var (
	lapTables  [MaxTrack + 1][MaxBust + 1]atomic.Pointer[lapTable]
	lapSolving sync.Mutex
)

// lapsFor is the lone turtle's race on a track of the given length with
// the given bust limit: laps for the rulebook's, else from lapTables,
// solving it on first use.
func lapsFor(track, bust int8) *lapTable {
	if track == Beach && bust == MaxSum {
		return &laps
	}
	if l := lapTables[track][bust].Load(); l != nil {
		return l
	}
	lapSolving.Lock()
	defer lapSolving.Unlock()
	l := lapTables[track][bust].Load()
	if l == nil {
		solved := solveLaps(track, bust)
		l = &solved
		lapTables[track][bust].Store(l)
	}
	return l
}

// solveLaps solves the lone turtle's race by relative value iteration.
func solveLaps(track, bust int8) lapTable {
	l := lapTable{track: track, bust: bust}
	var next [MaxTrack + 1]float64
	moved := math.Inf(1)
	for sweep := 0; sweep < lapSweeps || moved > lapTolerance && sweep < lapMaxSweeps; sweep++ {
		for p := int8(Raft); p < track; p++ {
			next[p] = l.move(p, nil)
		}
		g := next[Raft]
		moved = math.Abs(g - l.gain)
		for p := int8(Raft); p < track; p++ {
			moved = max(moved, math.Abs(next[p]-g-l.h[p]))
			l.h[p] = next[p] - g
		}
		l.h[track] = l.h[Raft]
		l.gain = g
	}
	for p := int8(Raft); p <= track; p++ {
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
	to, beach := destination(p, t*n, l.track)
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
		if t+d > l.bust {
			roll += l.h[Raft] / 6
			continue
		}
		roll += l.decide(p, t+d, n+1, nil, 0) / 6
	}
	if roll > stop {
		if reach != nil {
			for d := int8(1); d <= 6 && t+d <= l.bust; d++ {
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
