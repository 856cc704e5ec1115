package sim

import "math/bits"

// The game metrics, after Ludii's and TAG's: each game's standing (its
// lab's measure of how near each seat is to winning) is read after every
// move, and docs/lab.md defines what is counted from it.

// top is the set of seats whose standing is highest, as a bit mask.
func top(standing []float64) uint8 {
	var mask uint8
	best := standing[0]
	for i, v := range standing {
		switch {
		case v > best:
			best, mask = v, 1<<i
		case v == best:
			mask |= 1 << i
		}
	}
	return mask
}

// gameMetrics counts, from the seats at the top after each move and the
// winners: the lead changes (the sole leader replaced by another sole
// leader, ties in between not counting), the moves after which no winner
// was at the top (behind), and how many moves were played before a winner
// stood at the top for good (settled).
func gameMetrics(tops []uint8, winners []int) (changes, behind, settled int) {
	var won uint8
	for _, w := range winners {
		won |= 1 << w
	}
	leader := -1
	for i, t := range tops {
		if bits.OnesCount8(t) == 1 {
			if l := bits.TrailingZeros8(t); l != leader {
				if leader >= 0 {
					changes++
				}
				leader = l
			}
		}
		if t&won == 0 {
			behind++
			settled = i + 1
		}
	}
	return changes, behind, settled
}

// Metrics sums up how a setting's games felt; docs/lab.md defines each.
type Metrics struct {
	// Standing says what a seat's standing is in this game.
	Standing string `json:"standing"`
	// Turns is the number of players' turns per game.
	Turns Length `json:"turns"`
	// LeadChanges is the mean number of times the sole leader changed.
	LeadChanges Interval `json:"lead_changes"`
	// LeadChangesQuartiles are the median and quartiles of the lead changes.
	LeadChangesQuartiles Quartiles `json:"lead_changes_quartiles"`
	// Drama is the mean share of a game's moves after which no eventual
	// winner was at the top.
	Drama Interval `json:"drama"`
	// DecidedAt is the mean share of a game played before an eventual
	// winner stood at the top for good: low when games are decided early.
	DecidedAt Interval `json:"decided_at"`
}

// metricTally accumulates Metrics.
type metricTally struct {
	turns                     lengthTally
	changes, drama, decidedAt Sample
}

func (t *metricTally) add(p Played) {
	t.turns.add(p.Turns)
	t.changes.Add(float64(p.LeadChanges))
	moves := float64(max(1, p.Moves))
	t.drama.Add(float64(p.Behind) / moves)
	t.decidedAt.Add(float64(p.Settled) / moves)
}

// metrics sums the tally up, its bootstraps seeded from seed.
func (t *metricTally) metrics(standing string, seed uint64) Metrics {
	return Metrics{Standing: standing, Turns: t.turns.length(seed ^ 1),
		LeadChanges: t.changes.Interval(seed ^ 2), LeadChangesQuartiles: t.changes.Quartiles(),
		Drama: t.drama.Interval(seed ^ 3), DecidedAt: t.decidedAt.Interval(seed ^ 4)}
}
