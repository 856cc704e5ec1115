package island

import "strconv"

// Terrain is what a hex is made of: one of the six land terrains, or ocean.
type Terrain uint8

// The terrains. The first six are land; Ocean surrounds the island.
const (
	Scrubland Terrain = iota
	Jungle
	River
	Mountains
	Lake
	Beach
	Ocean
)

// Terrains lists the six land terrains.
var Terrains = [6]Terrain{Scrubland, Jungle, River, Mountains, Lake, Beach}

var (
	terrainNames   = [7]string{"scrubland", "jungle", "river", "mountains", "lake", "beach", "ocean"}
	terrainLetters = [7]byte{'S', 'J', 'R', 'M', 'L', 'B', '~'}
)

// String is the English name: "scrubland", "jungle", ...
func (t Terrain) String() string {
	if t > Ocean {
		return "Terrain(" + strconv.Itoa(int(t)) + ")"
	}
	return terrainNames[t]
}

// Letter is the one-letter code used by the text map: S J R M L B, ~ for ocean.
func (t Terrain) Letter() byte {
	if t > Ocean {
		return '?'
	}
	return terrainLetters[t]
}

// IsLand reports whether t is one of the six land terrains.
func (t Terrain) IsLand() bool { return t < Ocean }

// Label is the clue label "in/next to ... this terrain".
func (t Terrain) Label() Label { return Label(t) }

// Big is the clue label of the terrain's Big (largest) area.
func (t Terrain) Big() Label { return Label(t) + BigScrubland }
