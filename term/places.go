package term

import "math"

// placesUI is a GameUI whose choices at some steps are places on a map
// drawn on its board (Tobago's hexes): the arrows move between them in
// two dimensions, a place's name typed picks it, a click picks the place
// under the mouse.
type placesUI interface {
	GameUI
	// Place is where the choice key lies on the map, x to the east and y
	// to the south, 1 between neighbours; ok is false when it is no place.
	Place(key string) (x, y float64, ok bool)
	// At is the key of the place drawn at cell (x, y) of the board drawn
	// from in; ok is false when none is.
	At(in BoardInput, x, y int) (key string, ok bool)
}

// arrows are the directions the arrow keys move in on a map.
var arrows = map[string][2]float64{"left": {-1, 0}, "right": {1, 0}, "up": {0, -1}, "down": {0, 1}}

// onMap reports whether the choices now are places on a map.
func (m *Model) onMap() (placesUI, []option, bool) {
	pu, ok := m.ui.(placesUI)
	if !ok || !m.deciding() {
		return nil, nil, false
	}
	opts := m.opts()
	if m.cursor >= len(opts) {
		return nil, nil, false
	}
	if _, _, ok := pu.Place(opts[m.cursor].Step.Key); !ok {
		return nil, nil, false
	}
	return pu, opts, true
}

// step moves the cursor on the map to the nearest place offered in
// direction d: the neighbouring place when it is offered, else the
// nearest within 45° of d, else the nearest ahead at all. It reports
// whether the choices are places on a map.
func (m *Model) step(d [2]float64) bool {
	pu, opts, ok := m.onMap()
	if !ok {
		return false
	}
	x0, y0, _ := pu.Place(opts[m.cursor].Step.Key)
	best, bestCost := -1, math.Inf(1)
	for i, o := range opts {
		x, y, ok := pu.Place(o.Step.Key)
		if !ok || i == m.cursor {
			continue
		}
		along := (x-x0)*d[0] + (y-y0)*d[1]
		across := math.Abs((x-x0)*d[1] - (y-y0)*d[0])
		if along <= 0 {
			continue
		}
		cost := along + 2*across
		if across > along {
			cost += 1000
		}
		if cost < bestCost {
			best, bestCost = i, cost
		}
	}
	if best >= 0 {
		m.cursor = best
	}
	return true
}

// pickAt acts on a click at the screen's cell (x, y): on a place offered
// now it takes it, as Enter would.
func (m *Model) pickAt(x, y int) bool {
	pu, opts, ok := m.onMap()
	if !ok {
		return false
	}
	bx, by, w, h := m.boardRoom()
	if x < bx || y < by || x >= bx+w || y >= by+h {
		return false
	}
	in := m.input(w, h)
	key, ok := pu.At(in, x-bx, y-by)
	if !ok {
		return false
	}
	for i, o := range opts {
		if o.Step.Key == key {
			m.cursor = i
			return true
		}
	}
	return false
}

// typedPlace moves the cursor to the place named by the text typed so
// far, reporting whether one is offered by that name.
func (m *Model) typedPlace() bool {
	_, opts, ok := m.onMap()
	if !ok {
		return false
	}
	for i, o := range opts {
		if o.Step.Key == m.typed {
			m.cursor = i
			return true
		}
	}
	return false
}
