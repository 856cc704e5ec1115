package table

import (
	"reflect"
	"testing"

	"caribe/server/levels"
	"caribe/store"
)

// TestBotsOfOneLevelAreNumbered: two bots of one level get 1 and 2 in
// seat order, a bot alone at its level none, two bots of one spec off
// the levels are numbered as well, and a bot playing for an away person
// neither gets a number nor counts.
func TestBotsOfOneLevelAreNumbered(t *testing.T) {
	offered := []levels.Level{{Name: "easy", Spec: "casual"}, {Name: "hard", Spec: "mcts:1000"}}
	away := store.Seat{Bot: "casual", Nick: "Anna", TokenHash: DepartedHash("anna")}
	rec := store.Table{Game: "tortuga", Seats: []store.Seat{
		{Bot: "casual"}, {Nick: "Boris", TokenHash: []byte{2}}, {Bot: "mcts:1000"}, {Bot: "casual"},
		{Bot: "random"}, away, {Bot: "random"},
	}}
	info := describeRecord(rec, "La Tortuga", offered)
	var got []int
	for _, s := range info.Seats {
		got = append(got, s.Number)
	}
	if want := []int{1, 0, 0, 2, 1, 0, 2}; !reflect.DeepEqual(got, want) {
		t.Errorf("bots' numbers %v, want %v (seats %+v)", got, want, info.Seats)
	}
	if !info.Seats[5].Away {
		t.Errorf("seat 5 is not away: %+v", info.Seats[5])
	}
}
