package ratings

import (
	"context"
	"testing"
)

// TestRatedRepeatedGame: a rated game whose log repeats, entry for entry,
// a recent rated game of the same players with the same winner is
// recorded unrated; another log, or another winner, is rated.
// (samePrefix is more than these logs' two entries: they are compared
// whole.)
func TestRatedRepeatedGame(t *testing.T) {
	r, st := newRecorder(t)
	ctx := context.Background()
	game := func(id, last string, winner int) {
		finished(t, st, id, true, winner, `{"move":"a"}`, last)
		if err := r.Record(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	game("first", `{"move":"b"}`, 0)
	game("again", `{"move":"b"}`, 0)
	game("other moves", `{"move":"c"}`, 0)
	game("other winner", `{"move":"b"}`, 1)
	for id, rated := range map[string]bool{"first": true, "again": false, "other moves": true, "other winner": true} {
		for _, o := range outcomesOf(t, st, id) {
			if o.Rated != rated {
				t.Errorf("%s: %s's outcome rated %v, want %v", id, o.Player, o.Rated, rated)
			}
		}
	}
}
