package island

// riverLengths is the length range of the Big river for each size, and
// otherLengths that of the other rivers (always shorter than the Big one).
var (
	riverLengths = [2][2]int{Small: {5, 7}, Large: {6, 9}}
	otherLengths = [2][2]int{Small: {3, 5}, Large: {3, 6}}
)

// rivers draws two or three rivers, each a thin line from an inland spring
// (by a lake or the mountains, where there is room) to a mouth on the coast.
// Rivers never touch each other, so each is an area of its own.
func (g *painter) rivers() bool {
	lo, hi := riverLengths[g.size][0], riverLengths[g.size][1]
	count := 2
	if g.size == Large {
		count += g.r.IntN(2)
	}
	var rivers HexSet
	longest := 0
	for k := range count {
		minLen, maxLen := lo, hi
		if k > 0 {
			minLen, maxLen = otherLengths[g.size][0], min(otherLengths[g.size][1], longest-1)
		}
		path := g.riverPath(rivers, minLen, maxLen)
		if path == nil {
			return false
		}
		for _, i := range path {
			g.t[i] = River
			rivers.add(i)
		}
		if k == 0 {
			longest = len(path)
		}
	}
	return true
}

// riverPath finds a river of minLen..maxLen hexes that keeps clear of the
// rivers already drawn; nil when the tries run out.
func (g *painter) riverPath(rivers HexSet, minLen, maxLen int) []int {
	lakes, mountains := g.terrainSet(Lake), g.terrainSet(Mountains)
	var springs HexSet
	g.land.cells(func(i int) {
		if g.depth[i] >= 2 && g.t[i] != Lake {
			springs.add(i)
		}
	})
	springs = springs.Minus(near2(rivers))
	fed := springs.Intersect(near1(lakes.Union(mountains)))
	for try := range 12 {
		from := springs
		if try < 8 && !fed.Empty() {
			from = fed
		}
		src, ok := g.pick(from)
		if !ok {
			return nil
		}
		w := riverWalk{g: g, avoid: near1(rivers), minLen: minLen, maxLen: maxLen, budget: 400}
		if w.walk(src) {
			return w.path
		}
	}
	return nil
}

// riverWalk is a depth-first search for a river from a spring to the coast.
type riverWalk struct {
	g              *painter
	avoid          HexSet // hexes next to other rivers
	path           []int
	onPath         HexSet
	minLen, maxLen int
	budget         int
}

// walk extends the path with hex i and searches on; it reports whether the
// path reached the coast with an allowed length.
func (w *riverWalk) walk(i int) bool {
	w.budget--
	w.path = append(w.path, i)
	w.onPath.add(i)
	if w.g.depth[i] == 1 {
		return true
	}
	var next [6]int
	var key [6]int
	n := 0
	for _, c := range neighbourCells[i] {
		if w.allowed(c) {
			next[n], key[n] = c, w.g.r.IntN(1000)+w.slope(i, c)
			n++
		}
	}
	for a := 1; a < n; a++ {
		for b := a; b > 0 && key[b] > key[b-1]; b-- {
			next[b], next[b-1] = next[b-1], next[b]
			key[b], key[b-1] = key[b-1], key[b]
		}
	}
	for _, c := range next[:n] {
		if w.budget <= 0 {
			break
		}
		if w.walk(c) {
			return true
		}
	}
	w.path = w.path[:len(w.path)-1]
	w.onPath.del(i)
	return false
}

// slope is how much the river likes to flow from i into c, against a random
// 0..999: downhill (towards the ocean) is good, along the coast is poor.
func (w *riverWalk) slope(i, c int) int {
	switch d := w.g.depth; {
	case d[c] == 2 && d[i] == 2:
		return -700
	case d[c] < d[i]:
		return 400
	case d[c] > d[i]:
		return -300
	}
	return 0
}

// allowed reports whether the river may flow on into hex c: land that is no
// lake, clear of other rivers, touching its own path only at its last hex,
// and either inland with room left to reach the coast, or the mouth once the
// river is long enough.
func (w *riverWalk) allowed(c int) bool {
	g := w.g
	if c < 0 || g.depth[c] == 0 || g.t[c] == Lake || w.avoid.has(c) || w.onPath.has(c) {
		return false
	}
	last := w.path[len(w.path)-1]
	if touch := ring1[c].Intersect(w.onPath); touch.Len() != 1 || !touch.has(last) {
		return false
	}
	length := len(w.path) + 1
	if g.depth[c] == 1 {
		return length >= w.minLen
	}
	return length+g.depth[c]-1 <= w.maxLen
}
