package tobago

import (
	"fmt"
	"sync"

	"caribe/games/tobago/island"
)

// maxStatues is the number of statues on an island.
const maxStatues = island.Statues

// board is an island with what the rules look up on it, computed once and
// shared, read-only, by every state played on that island: clones and
// copies share it.
type board struct {
	is   *island.Island
	text string
	land island.HexSet
	// dest is, for each land hex, where one step takes a vehicle from it:
	// its whole area and its neighbouring land hexes, itself excepted.
	dest [island.Cells]island.HexSet
	// stepMoves are the Step moves to each hex of dest, per land hex, and
	// placeMoves the Place moves on each land hex.
	stepMoves  *stepMoveTable
	placeMoves []Move
	// statues are the statues' hexes in grid order, with their facings at set-up.
	statues  [maxStatues]int16
	facing   [maxStatues]island.Dir
	nstatues int8
	// gaze is the coast hex where statue k's gaze meets the ocean, per facing.
	gaze [maxStatues][6]int16
	// deckSets are the hexes each distinct clue of the deck allows
	// (deckClues' order), and landCounts counts the whole land as a map's
	// candidates (an empty map's counts).
	deckSets   []landSet
	landCounts candCounts
	// allowedBy is, for each place of a landSet, the deck clues that allow
	// that land hex, bit k for deck clue k: deckSets turned on their side.
	allowedBy [maxLand]uint64
	// landIndex is each land hex's place in a landSet, -1 for the ocean,
	// landCell the grid index at each place, and clueSets the land hexes
	// each clue allows, as landSets.
	landIndex [island.Cells]int8
	landCell  [maxLand]int16
	clueSets  [island.OutOfSight + 1][island.OceanLabel + 1]landSet
	// central is the land hexes most central to the island, computed when
	// the heuristic first asks (centralHexes).
	centralOnce sync.Once
	central     island.HexSet
	// stepTab is the step table, computed when the heuristic first asks
	// (steps).
	stepsOnce sync.Once
	stepTab   *stepTable
}

// newBoard computes the board of an island.
func newBoard(is *island.Island) (*board, error) {
	b := &board{is: is, text: is.Grid(), land: is.Land()}
	for i := b.land.NextCell(0); i >= 0; i = b.land.NextCell(i + 1) {
		h := island.HexOf(i)
		d := is.Area(h)
		for _, n := range h.Neighbours() {
			if is.Terrain(n).IsLand() {
				d.Add(n)
			}
		}
		d.RemoveCell(i)
		b.dest[i] = d
	}
	b.stepMoves, b.placeMoves = stepMovesOf(b), placeMovesOf(b)
	statues := is.Statues()
	if len(statues) > maxStatues {
		return nil, fmt.Errorf("the island has %d statues: it needs %d", len(statues), maxStatues)
	}
	for k, st := range statues {
		b.statues[k] = cellOf(st.At)
		b.facing[k] = st.Facing
		for f := range island.Dir(6) {
			_, coast := is.Gaze(island.Statue{At: st.At, Facing: f})
			b.gaze[k][f] = cellOf(coast)
		}
	}
	b.nstatues = int8(len(statues))
	if n := b.land.Len(); n > maxLand {
		return nil, fmt.Errorf("the island has %d land hexes: a game is played on at most %d", n, maxLand)
	}
	for i := range b.landIndex {
		b.landIndex[i] = -1
	}
	k := int8(0)
	for i := b.land.NextCell(0); i >= 0; i = b.land.NextCell(i + 1) {
		b.landIndex[i] = k
		b.landCell[k] = int16(i)
		k++
	}
	for c := range b.clueSets {
		for l := range b.clueSets[c] {
			b.clueSets[c][l] = b.landSetOf(is.ClueSet(island.Clue{Kind: island.Kind(c), Label: island.Label(l)}))
		}
	}
	b.deckSets = make([]landSet, len(deckClues))
	for k, c := range deckClues {
		b.deckSets[k] = b.clueLand(c)
		for i := range maxLand {
			if b.deckSets[k][i>>6]>>(i&63)&1 == 1 {
				b.allowedBy[i] |= 1 << k
			}
		}
	}
	b.landCounts = b.count(b.landSetOf(b.land))
	return b, nil
}

// cellOf is the grid index of a hex of the grid.
func cellOf(h island.Hex) int16 {
	i, ok := island.CellOf(h)
	if !ok {
		panic(fmt.Sprintf("tobago: hex %v lies outside the grid", h))
	}
	return int16(i)
}

// hexOf is the hex at a grid index.
func hexOf(i int16) island.Hex { return island.HexOf(int(i)) }

// boardCacheSize bounds the boards kept for reuse; islands are cheap to
// draw again (about half a millisecond), so a small cache is enough.
const boardCacheSize = 64

var boards = struct {
	sync.Mutex
	m map[string]*board
}{m: map[string]*board{}}

// boardFor draws, parses or looks up the island a spec names.
func boardFor(sp islandSpec) (*board, error) {
	key := sp.key()
	boards.Lock()
	b := boards.m[key]
	boards.Unlock()
	if b != nil {
		return b, nil
	}
	var is *island.Island
	switch {
	case sp.text != "":
		var err error
		if is, err = island.Parse(sp.text); err != nil {
			return nil, fmt.Errorf("island_map: %w", err)
		}
		if err := is.Validate(); err != nil {
			return nil, fmt.Errorf("island_map: the island breaks the rules: %w", err)
		}
	case sp.name != "":
		n, err := island.ByName(sp.name)
		if err != nil {
			return nil, err
		}
		is = n.Island()
	default:
		is = island.Generate(sp.seed, sp.size)
	}
	b, err := newBoard(is)
	if err != nil {
		return nil, err
	}
	boards.Lock()
	if len(boards.m) >= boardCacheSize {
		clear(boards.m)
	}
	boards.m[key] = b
	boards.Unlock()
	return b, nil
}
