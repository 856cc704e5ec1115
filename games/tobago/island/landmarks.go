package island

// landmarks places the statues (inland, away from the ocean), the huts and
// the palms on dry land, one per hex, at least MinSpacing apart within a
// kind, and turns each statue towards a random neighbour.
func (g *painter) landmarks() bool {
	var dry, inland HexSet
	g.land.cells(func(i int) {
		if g.t[i] != River && g.t[i] != Lake {
			dry.add(i)
			if g.depth[i] >= 2 {
				inland.add(i)
			}
		}
	})
	kinds := []struct {
		m     mark
		count int
		room  HexSet
	}{{statueMark, Statues, inland}, {hutMark, Huts, dry}, {palmMark, Palms, dry}}
	var used HexSet
	for _, k := range kinds {
		placed, ok := g.spread(k.room.Minus(used), k.count)
		if !ok {
			return false
		}
		placed.cells(func(i int) { g.marks[i] = k.m })
		used = used.Union(placed)
	}
	used.cells(func(i int) {
		if g.marks[i] == statueMark {
			g.facing[i] = Dir(g.r.IntN(6))
		}
	})
	return true
}

// spread picks count hexes of room at least MinSpacing apart, trying a few
// random orders.
func (g *painter) spread(room HexSet, count int) (HexSet, bool) {
	for range 20 {
		var placed HexSet
		left := room
		for range count {
			i, ok := g.pick(left)
			if !ok {
				break
			}
			placed.add(i)
			left = left.Minus(grow(SetOf(hexAt(i)), MinSpacing-1))
		}
		if placed.Len() == count {
			return placed, true
		}
	}
	return HexSet{}, false
}

// grow is s with every hex within distance r of it: it spreads from the
// hexes added last, a layer at a time.
func grow(s HexSet, r int) HexSet {
	layer := s
	for range r {
		layer = near1(layer).Minus(s)
		s = s.Union(layer)
	}
	return s
}
