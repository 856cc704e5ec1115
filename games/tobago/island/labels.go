package island

import (
	"fmt"
	"strconv"
)

// Label is what a clue speaks of: a terrain, a terrain's Big area, a kind of
// landmark, or the ocean.
type Label uint8

// The sixteen labels. The six terrain labels equal Terrain(…).Label(), the
// Big ones Terrain(…).Big().
const (
	ScrublandLabel Label = iota
	JungleLabel
	RiverLabel
	MountainsLabel
	LakeLabel
	BeachLabel
	BigScrubland
	BigJungle
	BigRiver
	BigMountains
	BigLake
	BigBeach
	HutLabel
	PalmLabel
	StatueLabel
	OceanLabel
	numLabels
)

var (
	labelIDs = [numLabels]string{
		"scrubland", "jungle", "river", "mountains", "lake", "beach",
		"big_scrubland", "big_jungle", "big_river", "big_mountains", "big_lake", "big_beach",
		"hut", "palm", "statue", "ocean",
	}
	labelNames = [numLabels]string{
		"scrubland", "jungle", "river", "mountains", "lake", "beach",
		"Big scrubland", "Big jungle", "Big river", "Big mountains", "Big lake", "Big beach",
		"hut", "palm", "statue", "ocean",
	}
	// labelNouns are the labels as they read after "next to", "within sight of".
	labelNouns = [numLabels]string{
		"scrubland", "jungle", "a river", "mountains", "a lake", "beach",
		"Big scrubland", "Big jungle", "Big river", "Big mountains", "Big lake", "Big beach",
		"a hut", "a palm", "a statue", "the ocean",
	}
)

// Valid reports whether l is one of the sixteen labels.
func (l Label) Valid() bool { return l < numLabels }

// String is the English name: "jungle", "Big jungle", "hut", "ocean".
func (l Label) String() string {
	if !l.Valid() {
		return "Label(" + strconv.Itoa(int(l)) + ")"
	}
	return labelNames[l]
}

// Terrain is the terrain of a terrain or Big label; ok is false for the
// landmarks and the ocean.
func (l Label) Terrain() (t Terrain, ok bool) {
	switch {
	case l <= BeachLabel:
		return Terrain(l), true
	case l <= BigBeach:
		return Terrain(l - BigScrubland), true
	}
	return 0, false
}

// IsBig reports whether l names a terrain's Big area.
func (l Label) IsBig() bool { return l >= BigScrubland && l <= BigBeach }

// IsLandmark reports whether l is hut, palm or statue.
func (l Label) IsLandmark() bool { return l >= HutLabel && l <= StatueLabel }

// MarshalText writes the label's identifier: "jungle", "big_jungle", "hut".
func (l Label) MarshalText() ([]byte, error) {
	if !l.Valid() {
		return nil, fmt.Errorf("no clue label %d", l)
	}
	return []byte(labelIDs[l]), nil
}

// UnmarshalText reads an identifier written by MarshalText.
func (l *Label) UnmarshalText(b []byte) error {
	for i, id := range labelIDs {
		if id == string(b) {
			*l = Label(i)
			return nil
		}
	}
	return fmt.Errorf("unknown clue label %q (one of scrubland, jungle, river, mountains, lake, beach, big_<terrain>, hut, palm, statue, ocean)", b)
}
