package server

import (
	"caribe/server/table"
	"caribe/store"
)

// A rated seat belongs to its account (rated.go). A seat its account no
// longer plays when the game ends, because it left it or a bot plays it
// for the account (its time ran out, or the others voted it away), is an
// abandoned game for that account: it is placed last, below every seat
// still played, and is credited no win, whatever the seat's bot made of
// it. The others keep their order by the result among themselves. When no
// seat is played by its own player at the end, the table is recorded
// unrated.

// leftSeat reports whether an account's seat of a finished rated table is
// one its account no longer played at the end.
func leftSeat(st store.Seat) bool {
	return st.Account != "" && (st.Bot != "" || table.Departed(st))
}

// leaversLast places the seats left (leftSeat) last, sharing that place,
// and the others among themselves by places, and reports whether a seat
// is still played by its own player.
func leaversLast(seats []store.Seat, places []int) ([]int, bool) {
	out := make([]int, len(places))
	stayed := 0
	for _, st := range seats {
		if !leftSeat(st) {
			stayed++
		}
	}
	for i, st := range seats {
		if leftSeat(st) {
			out[i] = stayed + 1
			continue
		}
		out[i] = 1
		for j, other := range seats {
			if !leftSeat(other) && places[j] < places[i] {
				out[i]++
			}
		}
	}
	return out, stayed > 0
}
