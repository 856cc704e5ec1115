package tobago

import "caribe/games/tobago/island"

// stepTable is how many steps a vehicle needs between any two land hexes
// of an island, and the land hexes at each number of steps from each one:
// what the heuristic asks whenever it heads somewhere. Steps go both ways
// (an area's hexes reach one another, and neighbours are neighbours both
// ways), so one table serves both directions.
type stepTable struct {
	// dist[h][i] is the number of steps between land hexes h and i (grid
	// indexes), -1 when none lead there; dist[h] is nil for an ocean hex.
	dist [island.Cells][]int8
	// rings[h][d] is the land hexes d steps from land hex h.
	rings [island.Cells][]island.HexSet
}

// steps is the board's step table, computed when first asked and kept
// with the board, read-only.
func (b *board) steps() *stepTable {
	b.stepsOnce.Do(func() {
		t := &stepTable{}
		for h := b.land.NextCell(0); h >= 0; h = b.land.NextCell(h + 1) {
			dist := make([]int8, island.Cells)
			for i := range dist {
				dist[i] = -1
			}
			layer := cellSet(int16(h))
			seen := layer
			for d := 0; !layer.Empty(); d++ {
				t.rings[h] = append(t.rings[h], layer)
				for i := layer.NextCell(0); i >= 0; i = layer.NextCell(i + 1) {
					dist[i] = int8(d)
				}
				layer = b.around(layer).Minus(seen)
				seen = seen.Union(layer)
			}
			t.dist[h] = dist
		}
		b.stepTab = t
	})
	return b.stepTab
}

// around is every hex one step from a hex of set.
func (b *board) around(set island.HexSet) island.HexSet {
	var out island.HexSet
	for i := set.NextCell(0); i >= 0; i = set.NextCell(i + 1) {
		out = out.Union(b.dest[i])
	}
	return out
}

// stepsBetween is the number of steps between land hexes from and to
// (grid indexes), -1 when none lead there.
func (b *board) stepsBetween(from, to int16) int {
	dist := b.steps().dist[to]
	if dist == nil {
		return -1
	}
	return int(dist[from])
}

// closer is the hexes one step from grid index from that are one step
// nearer to land hex to, d steps away; none when d is 0.
func (b *board) closer(from, to int16, d int) island.HexSet {
	if d <= 0 {
		return island.HexSet{}
	}
	return b.dest[from].Intersect(b.steps().rings[to][d-1])
}

// approach is the step distance from grid index from to the nearest hex
// of set to (-1 when no steps lead there), with the hexes one step from
// from that are one step nearer to it: those d-1 steps from a hex of to
// that lies d steps from from.
func (s *State) approach(from int16, to island.HexSet) (d int, closer island.HexSet) {
	t := s.b.steps()
	d = -1
	for h := to.NextCell(0); h >= 0; h = to.NextCell(h + 1) {
		if dist := t.dist[h]; dist != nil {
			if e := int(dist[from]); e >= 0 && (d < 0 || e < d) {
				d = e
			}
		}
	}
	for h := to.NextCell(0); h >= 0 && d > 0; h = to.NextCell(h + 1) {
		if dist := t.dist[h]; dist != nil && int(dist[from]) == d {
			closer = closer.Union(s.b.closer(from, int16(h), d))
		}
	}
	return d, closer
}
