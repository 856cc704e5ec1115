package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"caribe/store"
)

// BenchmarkRecordRated records rated tables of two players, an account
// and a bot level, one after the other, as the end of each game does:
// after the final entry, which marks the table pending, its outcomes and
// the two standings moved. Each op is one table's record; the table's
// creation and final entry are not timed.
func BenchmarkRecordRated(b *testing.B) {
	benchStores(b, func(b *testing.B, s store.Store) {
		ctx := context.Background()
		result := json.RawMessage(`{"over":true,"scores":[3,1],"winners":[0]}`)
		players := []string{"account-1", store.BotPlayer("hard")}
		b.ReportAllocs()
		for games := range b.N {
			b.StopTimer()
			id := fmt.Sprintf("r%d", games)
			tab := table(id, time.Now())
			tab.Rated = true
			if err := s.CreateTable(ctx, tab); err != nil {
				b.Fatal(err)
			}
			if err := s.AppendMove(ctx, id, store.Move{Seq: 1, Entry: moveJSON(id, 1), Result: result}); err != nil {
				b.Fatal(err)
			}
			outs := make([]store.Outcome, len(players))
			for i, p := range players {
				before := store.Standing{Game: "tortuga", Player: p, Mu: 25, Sigma: 8, Games: games}
				after := before
				after.Games++
				outs[i] = store.Outcome{Table: id, Game: "tortuga", Player: p, Seat: i, Place: i + 1, Players: 2, Rated: true, Before: before, After: after}
			}
			b.StartTimer()
			if err := s.Record(ctx, id, outs); err != nil {
				b.Fatal(err)
			}
		}
	})
}
