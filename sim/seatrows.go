package sim

import "slices"

// seatRows builds the long table: one row per game and seat.
func (o *Outcome) seatRows() *table {
	j := o.Job
	t := &table{meta: o.metadata("one row per game and seat")}
	fixed := []column{{"game", intCol}, {"setting", intCol}}
	seat := []column{{"seed", uintCol}, {"seat", intCol}, {"order", intCol}, {"bot", stringCol}, {"score", intCol},
		{"won", boolCol}, {"win", floatCol}, {"place", intCol}, {"capped", boolCol}}
	sw := o.swept(func(name string) bool {
		return slices.ContainsFunc(append(fixed, seat...), func(c column) bool { return c.name == name })
	})
	t.cols = slices.Concat(fixed, sw.cols, seat)
	stats := o.statNames()
	for _, name := range stats {
		if slices.ContainsFunc(t.cols, func(c column) bool { return c.name == name }) {
			name = "n_" + name
		}
		t.cols = append(t.cols, column{name, intCol})
	}
	for _, p := range o.Played {
		cells := sw.cells(p.Setting)
		for s := range j.Players {
			row := append([]any{int64(p.Index), int64(p.Setting)}, cells...)
			row = append(row, p.Seed, int64(s), int64((s-max(p.First, 0)+j.Players)%j.Players+1), p.Bots[s], int64(p.Scores[s]),
				slices.Contains(p.Winners, s), share(p.Winners, s), int64(place(p, s)), p.Capped)
			for _, name := range stats {
				row = append(row, p.stat(name, s))
			}
			t.rows = append(t.rows, row)
		}
	}
	return t
}

// place is a seat's place in a game: 1 for the winners, then the others by
// score, seats of equal score sharing a place and the next place skipped
// (1, 2, 2, 4).
func place(p Played, seat int) int {
	if slices.Contains(p.Winners, seat) {
		return 1
	}
	n := 1 + len(p.Winners)
	for s, x := range p.Scores {
		if x > p.Scores[seat] && !slices.Contains(p.Winners, s) {
			n++
		}
	}
	return n
}
