package island

// region is a blob of one terrain grown from a seed hex.
type region struct {
	terrain Terrain
	target  int
	hexes   HexSet
}

// regionShares is each blob terrain's share of the inland hexes, in percent.
var regionShares = [...]struct {
	terrain Terrain
	share   int
}{{Mountains, 30}, {Jungle, 37}, {Scrubland, 33}}

// regions fills the inland hexes left by the lakes with blobs of mountains,
// jungle and scrubland, two or three of each, the first of each terrain
// clearly the largest. Blobs of one terrain never touch, so each is an area.
func (g *painter) regions() bool {
	free := g.free()
	total := free.Len()
	var rs []region
	for _, s := range regionShares {
		count := 2
		if g.size == Large {
			count += g.r.IntN(2)
		}
		share := total * (s.share - 4 + g.r.IntN(9)) / 100
		big := share * (55 + g.r.IntN(11)) / 100
		rs = append(rs, region{terrain: s.terrain, target: big})
		for k := 1; k < count; k++ {
			rs = append(rs, region{terrain: s.terrain, target: max(1, (share-big)/(count-1))})
		}
	}
	if !g.seedRegions(rs, free) {
		return false
	}
	g.growRegions(rs, false)
	g.growRegions(rs, true)
	for _, r := range rs {
		r.hexes.cells(func(i int) { g.t[i] = r.terrain })
	}
	g.free().cells(func(i int) { g.t[i] = Scrubland })
	return true
}

// seedRegions gives every region a seed hex, spread out over the inland:
// seeds keep apart, seeds of one terrain further apart. Each spacing gets
// two tries; where the inland is too crowded the spacing shrinks.
func (g *painter) seedRegions(rs []region, free HexSet) bool {
	for _, gap := range [...]struct{ any, same int }{{3, 4}, {2, 4}, {2, 3}, {2, 2}} {
		for range 2 {
			if g.trySeeds(rs, free, gap.any, gap.same) {
				return true
			}
		}
	}
	return false
}

// trySeeds picks the seeds at random, each at least apart hexes from every
// seed before it and sameApart from those of its terrain.
func (g *painter) trySeeds(rs []region, free HexSet, apart, sameApart int) bool {
	var seeds HexSet
	var same [len(Terrains)]HexSet
	for k := range rs {
		rs[k].hexes = HexSet{}
	}
	for k, r := range rs {
		i, ok := g.pick(free.Minus(grow(seeds, apart-1)).Minus(grow(same[r.terrain], sameApart-1)))
		if !ok {
			return false
		}
		rs[k].hexes.add(i)
		seeds.add(i)
		same[r.terrain].add(i)
	}
	return true
}

// growRegions adds free hexes to the regions one at a time, favouring the
// regions furthest below their targets and hexes that touch them most. A
// region never grows next to another region of its terrain. With overflow
// the targets are ignored, so the blobs fill what is left.
func (g *painter) growRegions(rs []region, overflow bool) {
	taken := HexSet{}
	for _, r := range rs {
		taken = taken.Union(r.hexes)
	}
	free := g.free().Minus(taken)
	fronts := make([]HexSet, len(rs))
	around := make([]HexSet, len(rs)) // near1 of each region, kept as it grows
	for k, r := range rs {
		around[k] = near1(r.hexes)
	}
	for {
		weight := 0
		for k, r := range rs {
			fronts[k] = HexSet{}
			if !overflow && r.hexes.Len() >= r.target {
				continue
			}
			blocked := HexSet{}
			for j, o := range rs {
				if j != k && o.terrain == r.terrain {
					blocked = blocked.Union(around[j])
				}
			}
			fronts[k] = around[k].Intersect(free).Minus(blocked)
			if !fronts[k].Empty() {
				weight += r.need(overflow)
			}
		}
		if weight == 0 {
			return
		}
		w := g.r.IntN(weight)
		for k, r := range rs {
			if fronts[k].Empty() {
				continue
			}
			if w -= r.need(overflow); w < 0 {
				i := g.snug(fronts[k], r.hexes)
				rs[k].hexes.add(i)
				around[k] = around[k].Union(ring1[i])
				free.del(i)
				break
			}
		}
	}
}

// need is how strongly a region wants to grow.
func (r region) need(overflow bool) int {
	if overflow {
		return 1
	}
	return r.target - r.hexes.Len()
}

// snug picks one of three random hexes of front, the one touching blob most.
func (g *painter) snug(front, blob HexSet) int {
	best, bestTouch := -1, -1
	for range 3 {
		i, _ := g.pick(front)
		if t := ring1[i].Intersect(blob).Len(); t > bestTouch {
			best, bestTouch = i, t
		}
	}
	return best
}
