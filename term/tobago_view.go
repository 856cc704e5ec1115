package term

import (
	"encoding/json"
	"sync"
	"sync/atomic"

	"caribe/games/tobago"
	"caribe/games/tobago/island"
)

// tbBoard is a Tobago view read for drawing: the view, its island parsed,
// and the box of land the island picture shows.
type tbBoard struct {
	v     tobago.View
	is    *island.Island
	lang  string
	ascii bool
	// c0, c1, r0, r1 bound the land in the grid's offset columns and rows.
	c0, c1, r0, r1 int
}

// tbIslands keeps each island text map parsed, for the next frame.
var tbIslands sync.Map

// tbLastIsland is the island last drawn, so that the log (which is told
// without the view) names places in words.
var tbLastIsland atomic.Pointer[island.Island]

// tbParseIsland parses an island's text map once.
func tbParseIsland(text string) (*island.Island, error) {
	if is, ok := tbIslands.Load(text); ok {
		return is.(*island.Island), nil
	}
	is, err := island.Parse(text)
	if err != nil {
		return nil, err
	}
	tbIslands.Store(text, is)
	return is, nil
}

// tbReadView is one board read and the view it was read from.
type tbReadView struct {
	raw string
	b   *tbBoard
}

// tbLastRead is the board last read: the steps of every legal move, and
// the frame drawn after them, read the same view again and again. A
// board is never changed once read.
var tbLastRead atomic.Pointer[tbReadView]

// tbRead reads a board input's view, or returns the board last read when
// the view, the language and the script are the same.
func tbRead(raw json.RawMessage, lang string, ascii bool) (*tbBoard, error) {
	if last := tbLastRead.Load(); last != nil && last.b.lang == lang && last.b.ascii == ascii && last.raw == string(raw) {
		tbLastIsland.Store(last.b.is)
		return last.b, nil
	}
	b := &tbBoard{lang: lang, ascii: ascii}
	if err := json.Unmarshal(raw, &b.v); err != nil {
		return nil, err
	}
	is, err := tbParseIsland(b.v.Island)
	if err != nil {
		return nil, err
	}
	b.is = is
	tbLastIsland.Store(is)
	b.c0, b.r0, b.c1, b.r1 = tbLandBox(is)
	tbLastRead.Store(&tbReadView{raw: string(raw), b: b})
	return b, nil
}

// tbLandBox bounds an island's land in offset columns and rows.
func tbLandBox(is *island.Island) (c0, r0, c1, r1 int) {
	c0, r0 = island.Cols, island.Rows
	for h := range is.Land().All() {
		c, r := h.Offset()
		c0, c1, r0, r1 = min(c0, c), max(c1, c), min(r0, r), max(r1, r)
	}
	if c0 > c1 {
		return 0, 0, 0, 0
	}
	return c0, r0, c1, r1
}

// deciding is the seat that decides now: the rose holder asked in a
// sharing, else the actor; -1 when nobody does.
func (b *tbBoard) deciding() int {
	if sh := b.v.Sharing; b.v.Phase == "offer" && sh != nil && int(sh.Asking) < len(sh.Roses) {
		return int(sh.Roses[sh.Asking])
	}
	if s, ok := b.v.Actor.Seat(); ok {
		return s
	}
	return -1
}

// facing is the direction the statue on h faces now; ok is false when no
// statue stands there.
func (b *tbBoard) facing(h island.Hex) (island.Dir, bool) {
	for _, s := range b.v.Statues {
		if s.At == h {
			return s.Facing, true
		}
	}
	return 0, false
}

// mapCandidates is where map m's treasure may still lie: its markers once
// they are on the island, else the clues' common hexes (every land hex
// for an empty map).
func (b *tbBoard) mapCandidates(m int) island.HexSet {
	mv := b.v.Maps[m]
	if !mv.Markers.Empty() {
		return mv.Markers
	}
	set := b.is.Land()
	for _, c := range mv.Clues {
		set = set.Intersect(b.is.ClueSet(c.Clue))
	}
	return set
}
