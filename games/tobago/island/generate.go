package island

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// maxDraws bounds the re-draws of one seed; reaching it means the generator
// is broken, not that the seed is unlucky.
const maxDraws = 1000

// Generate draws an island of the given size from seed. The same seed and
// size give the same island on every machine. A draw that breaks a rule
// (see Validate) is thrown away and the next draw of the same random stream
// is taken, so the result is always valid.
func Generate(seed uint64, size Size) *Island {
	r := rand.New(rand.NewPCG(seed, 0x70ba60+uint64(size)))
	for range maxDraws {
		if is := draw(r, size); is != nil && is.Validate() == nil {
			return is
		}
	}
	panic(fmt.Sprintf("island: no valid %v island in %d draws of seed %d", size, maxDraws, seed))
}

// painter holds an island while it is drawn.
type painter struct {
	r      *rand.Rand
	size   Size
	land   HexSet
	depth  [Cells]int // distance to the ocean: 0 ocean, 1 coast, ...
	t      [Cells]Terrain
	marks  [Cells]mark
	facing [Cells]Dir
}

// draw makes one attempt at an island; nil when a step finds no room.
func draw(r *rand.Rand, size Size) *Island {
	g := &painter{r: r, size: size}
	if !g.shape() {
		return nil
	}
	g.measureDepth()
	if !g.lakes() || !g.regions() || !g.rivers() {
		return nil
	}
	g.beaches()
	if !g.landmarks() {
		return nil
	}
	g.settle()
	return newIsland(&g.t, &g.marks, &g.facing)
}

// unset marks a land hex whose terrain is not drawn yet.
const unset Terrain = 255

// pick is a random member of s by grid index; ok is false when s is empty.
func (g *painter) pick(s HexSet) (int, bool) {
	n := s.Len()
	if n == 0 {
		return 0, false
	}
	k := g.r.IntN(n)
	for w, word := range s.w {
		c := bits.OnesCount64(word)
		if k >= c {
			k -= c
			continue
		}
		for ; k > 0; k-- {
			word &= word - 1
		}
		return w<<6 | bits.TrailingZeros64(word), true
	}
	return 0, false
}

// free is the inland hexes (not on the coast) whose terrain is not drawn yet.
func (g *painter) free() HexSet {
	var s HexSet
	g.land.cells(func(i int) {
		if g.depth[i] >= 2 && g.t[i] == unset {
			s.add(i)
		}
	})
	return s
}

// terrainSet is the hexes drawn with terrain t so far.
func (g *painter) terrainSet(t Terrain) HexSet {
	var s HexSet
	g.land.cells(func(i int) {
		if g.t[i] == t {
			s.add(i)
		}
	})
	return s
}
