package island

// lakes draws two or three compact lakes inland, one clearly the largest.
func (g *painter) lakes() bool {
	sizes := []int{3 + g.r.IntN(2), 1 + g.r.IntN(2), 1 + g.r.IntN(2)}
	count := 2
	if g.size == Large {
		sizes[0]++
		count += g.r.IntN(2)
	}
	var lakes HexSet
	for k, want := range sizes[:count] {
		room := g.free().Minus(near2(lakes))
		deep := HexSet{}
		room.cells(func(i int) {
			if g.depth[i] >= 3 {
				deep.add(i)
			}
		})
		if k == 0 && !deep.Empty() {
			room = deep
		}
		seed, ok := g.pick(room)
		if !ok {
			return false
		}
		lake := HexSet{}
		lake.add(seed)
		for lake.Len() < want {
			next, ok := g.compactStep(lake, g.free().Minus(near1(lakes)))
			if !ok {
				break
			}
			lake.add(next)
		}
		if k == 0 && lake.Len() < 3 {
			return false
		}
		lake.cells(func(i int) { g.t[i] = Lake })
		lakes = lakes.Union(lake)
	}
	return true
}

// compactStep picks a hex of room next to the lake that keeps it within
// MaxLakeSpan, preferring hexes that touch most of it.
func (g *painter) compactStep(lake, room HexSet) (int, bool) {
	best, bestTouch, ties := 0, 0, 0
	near1(lake).Intersect(room).Minus(lake).cells(func(i int) {
		h := hexAt(i)
		for m := range lake.All() {
			if h.Distance(m) > MaxLakeSpan {
				return
			}
		}
		touch := ring1[i].Intersect(lake).Len()
		switch {
		case touch > bestTouch:
			best, bestTouch, ties = i, touch, 1
		case touch == bestTouch:
			ties++
			if g.r.IntN(ties) == 0 {
				best = i
			}
		}
	})
	return best, bestTouch > 0
}
