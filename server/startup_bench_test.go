package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/secret"
	"caribe/store"
)

// storedTables fills a new SQLite database with n tables as a busy server
// leaves them: seven in ten finished, two in ten running (one in twenty
// of those due for a bot), one in ten open; every running table's log
// is a real game's, played at random for 40 entries. It returns the
// database's path.
func storedTables(b *testing.B, n int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "caribe.db")
	st, err := store.OpenSQLite(path)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	g, _ := games.Lookup("cartagena")
	ctx := context.Background()
	work := make(chan int)
	var wg sync.WaitGroup
	var failed error
	var mu sync.Mutex
	for range 64 {
		wg.Go(func() {
			for i := range work {
				if err := storeTable(ctx, st, g, i); err != nil {
					mu.Lock()
					failed = err
					mu.Unlock()
				}
			}
		})
	}
	for i := range n {
		work <- i
	}
	close(work)
	wg.Wait()
	if failed != nil {
		b.Fatal(failed)
	}
	return path
}

// storeTable stores table i of storedTables.
func storeTable(ctx context.Context, st store.Store, g engine.Game, i int) error {
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Second)
	rec := store.Table{ID: fmt.Sprintf("t%05d", i), Game: g.Name(), Players: 2, Seed: uint64(i),
		Seats:  []store.Seat{{Nick: "ana", TokenHash: secret.Hash("a")}, {Nick: "ben", TokenHash: secret.Hash("b")}},
		Status: store.Over, Created: at, Updated: at}
	switch {
	case i%10 == 9:
		rec.Status = store.Open
		rec.Seats[1] = store.Seat{}
	case i%10 >= 7:
		rec.Status = store.Running
		if i%20 == 7 {
			rec.Seats[1] = store.Seat{Bot: "random"}
		}
	}
	if err := st.CreateTable(ctx, rec); err != nil {
		return err
	}
	if rec.Status == store.Open {
		return nil
	}
	sess, err := g.New(2, nil, rec.Seed)
	if err != nil {
		return err
	}
	rnd := newRand(uint64(i))
	for seq := 1; seq <= 40 && sess.Actor() != engine.Nobody; seq++ {
		var played engine.Played
		if sess.Actor() == engine.Chance {
			played, err = sess.PlayChance()
		} else {
			legal := sess.Legal()
			played, err = sess.Play(legal[rnd.IntN(len(legal))].Move)
		}
		if err != nil {
			return err
		}
		seat, isSeat := sess.Actor().Seat()
		due := !isSeat || rec.Seats[seat].Bot != ""
		if err := st.AppendMove(ctx, rec.ID, store.Move{Seq: seq, Entry: played.Move, Due: due && rec.Status == store.Running, Actor: int(sess.Actor())}); err != nil {
			return err
		}
	}
	return nil
}

// BenchmarkStartup20000 starts a server on 20,000 stored tables: the time
// until it answers (the store's opening, ms-open-store, included), and the
// heap it holds then (MB-heap), the tables due loaded.
func BenchmarkStartup20000(b *testing.B) {
	path := storedTables(b, 20_000)
	b.ResetTimer()
	var heap float64
	var opening time.Duration
	for i := range b.N {
		// Each start finds the tables as stored: the bots of the last
		// start played on.
		b.StopTimer()
		copyPath := filepath.Join(b.TempDir(), fmt.Sprintf("start%d.db", i))
		data, err := os.ReadFile(path)
		if err == nil {
			err = os.WriteFile(copyPath, data, 0o644)
		}
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start := time.Now()
		st, err := store.OpenSQLite(copyPath)
		if err != nil {
			b.Fatal(err)
		}
		opening += time.Since(start)
		srv, err := New(withBots(Config{Store: st, Games: games.All()}))
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		heap = float64(m.HeapInuse) / (1 << 20)
		loaded := srv.tables.Len()
		if loaded == 0 {
			b.Fatal("no table due was loaded")
		}
		srv.Close()
		st.Close()
		b.StartTimer()
	}
	b.ReportMetric(heap, "MB-heap")
	b.ReportMetric(float64(opening.Milliseconds())/float64(b.N), "ms-open-store")
}
