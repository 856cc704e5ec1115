package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
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

// ladderPlayers is how many players BenchmarkLadder's ladder holds.
const ladderPlayers = 10000

// BenchmarkLadder reads the top 50 of a ladder of 10,000 players, and
// one player's standing among them, as the ladder page and a rated
// table's record do.
func BenchmarkLadder(b *testing.B) {
	benchStores(b, func(b *testing.B, s store.Store) {
		ctx := context.Background()
		next := make(chan int)
		var wg sync.WaitGroup
		for range 16 {
			wg.Go(func() {
				for i := range next {
					st := store.Standing{Game: "tortuga", Player: fmt.Sprintf("p%05d", i), Mu: 10 + float64(i%997)/20, Sigma: 1 + float64(i%89)/10, Games: i % 50}
					if _, err := s.Seed(ctx, st); err != nil {
						b.Error(err)
					}
				}
			})
		}
		for i := range ladderPlayers {
			next <- i
		}
		close(next)
		wg.Wait()
		b.Run("top50", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if l, err := s.Ladder(ctx, "tortuga", 50); err != nil || len(l) != 50 {
					b.Fatalf("Ladder = %d standings, %v", len(l), err)
				}
			}
		})
		b.Run("standings", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if st, err := s.Standings(ctx, "tortuga", []string{"p04321", "p00007"}); err != nil || len(st) != 2 {
					b.Fatalf("Standings = %d, %v", len(st), err)
				}
			}
		})
	})
}
