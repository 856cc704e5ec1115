package island

// beaches lines the coast with beach, then lets the inland terrains reach
// the ocean in a few short stretches (cliffs and mangroves) and widens the
// beach into a few inland hexes that it almost surrounds.
func (g *painter) beaches() {
	coast := HexSet{}
	g.land.cells(func(i int) {
		if g.t[i] == unset {
			g.t[i] = Beach
			coast.add(i)
		}
	})
	cliffs := 1 + g.r.IntN(2)
	if g.size == Large {
		cliffs++
	}
	for range cliffs {
		g.cliff(coast)
	}
	beach := g.terrainSet(Beach)
	for range g.r.IntN(4) {
		var dunes HexSet
		g.land.cells(func(i int) {
			if g.depth[i] == 2 && (g.t[i] == Scrubland || g.t[i] == Jungle) && ring1[i].Intersect(beach).Len() >= 3 {
				dunes.add(i)
			}
		})
		i, ok := g.pick(dunes)
		if !ok {
			return
		}
		g.t[i] = Beach
		beach.add(i)
	}
}

// cliff turns one to three neighbouring beach hexes of the coast into the
// terrain of the inland blob behind the first of them.
func (g *painter) cliff(coast HexSet) {
	var starts HexSet
	coast.cells(func(i int) {
		if g.t[i] == Beach && g.behind(i) != unset {
			starts.add(i)
		}
	})
	i, ok := g.pick(starts)
	if !ok {
		return
	}
	t := g.behind(i)
	g.t[i] = t
	for range g.r.IntN(3) {
		var along HexSet
		ring1[i].Intersect(coast).cells(func(c int) {
			if g.t[c] == Beach {
				along.add(c)
			}
		})
		if i, ok = g.pick(along); !ok {
			return
		}
		g.t[i] = t
	}
}

// behind is a blob terrain (mountains, jungle, scrubland) of an inland hex
// next to coast hex i, or unset when there is none.
func (g *painter) behind(i int) Terrain {
	for _, c := range neighbourCells[i] {
		if c >= 0 && g.depth[c] >= 2 {
			switch g.t[c] {
			case Mountains, Jungle, Scrubland:
				return g.t[c]
			}
		}
	}
	return unset
}
