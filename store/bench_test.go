package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/pgtest"
)

// BenchmarkAppendMove appends moves from one goroutine per table, each
// waiting for its move to be durable before the next, as a server's
// tables do. It reports appends per second, the median and 99th
// percentile latency of one append, and the process's CPU time per append.
func BenchmarkAppendMove(b *testing.B) {
	for _, tables := range []int{1, 100, 1000} {
		b.Run(fmt.Sprintf("tables=%d", tables), func(b *testing.B) { benchAppend(b, tables, 0) })
	}
}

// BenchmarkAppendMoveLoad appends moves from 1,000 tables at a steady
// total rate rather than as fast as they can, for the latency a server
// sees under that load; its ns/op is set by the rate.
func BenchmarkAppendMoveLoad(b *testing.B) {
	const tables = 1000
	for _, rate := range []int{1000, 2000, 5000} {
		b.Run(fmt.Sprintf("tables=%d/rate=%d", tables, rate), func(b *testing.B) {
			benchAppend(b, tables, time.Duration(tables)*time.Second/time.Duration(rate))
		})
	}
}

// benchAppend appends b.N moves from one goroutine per table, each
// starting its appends every interval, or at once if interval is 0.
func benchAppend(b *testing.B, tables int, interval time.Duration) {
	ctx := context.Background()
	s, err := store.OpenSQLite(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	for i := range tables {
		if err := s.CreateTable(ctx, table(fmt.Sprintf("t%d", i), time.Now())); err != nil {
			b.Fatal(err)
		}
	}
	move := []byte(`{"player":1,"card":"pistol","from":12,"to":17}`)
	var left atomic.Int64
	left.Store(int64(b.N))
	stop := make(chan struct{})
	var stopOnce sync.Once
	latencies := make([][]time.Duration, tables)
	finished := make([]time.Time, tables)
	var wg sync.WaitGroup
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := processCPU(b)
	start := time.Now()
	for i := range tables {
		id := fmt.Sprintf("t%d", i)
		wg.Go(func() {
			next := start.Add(interval * time.Duration(i) / time.Duration(tables))
			wait := time.NewTimer(0)
			for seq := 1; ; seq++ {
				if interval > 0 {
					wait.Reset(time.Until(next))
					select {
					case <-wait.C:
					case <-stop:
						return
					}
					next = next.Add(interval)
				}
				if left.Add(-1) < 0 {
					stopOnce.Do(func() { close(stop) })
					return
				}
				t0 := time.Now()
				if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: move}); err != nil {
					b.Error(err)
					return
				}
				finished[i] = time.Now()
				latencies[i] = append(latencies[i], finished[i].Sub(t0))
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	cpu := processCPU(b) - cpu0
	elapsed := slices.MaxFunc(finished, time.Time.Compare).Sub(start)

	all := slices.Concat(latencies...)
	slices.Sort(all)
	if len(all) == 0 {
		return
	}
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "appends/s")
	b.ReportMetric(float64(all[len(all)/2])/1e6, "p50-ms")
	b.ReportMetric(float64(all[len(all)*99/100])/1e6, "p99-ms")
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/op")
}

// processCPU is the CPU time this process has used so far, user and
// system, its threads' and the kernel's work for it (SQLite's writes and
// syncs) alike.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// lobbyTables is how many tables the lobby benchmarks store.
const lobbyTables = 20_000

// BenchmarkList reads a page of 50 tables of a lobby of 20,000, as the
// lobby does: the first page, a page deep in the list (a cursor), and the
// first page of one game's open tables.
func BenchmarkList(b *testing.B) {
	benchStores(b, func(b *testing.B, s store.Store) {
		fillLobby(b, s)
		all, err := s.List(context.Background(), store.Query{Limit: lobbyTables / 2})
		if err != nil {
			b.Fatal(err)
		}
		deep := store.KeyOf(all[len(all)-1])
		for _, q := range []struct {
			name  string
			query store.Query
		}{
			{"first", store.Query{Limit: 50}},
			{"deep", store.Query{Limit: 50, After: &deep}},
			{"open-game", store.Query{Limit: 50, Game: "tobago", Statuses: []store.Status{store.Open}}},
		} {
			b.Run(q.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					tables, err := s.List(context.Background(), q.query)
					if err != nil || len(tables) != 50 {
						b.Fatalf("List = %d tables, %v; want 50", len(tables), err)
					}
				}
			})
		}
	})
}

// BenchmarkLatest reads a table of 200 entries whose snapshot is of entry
// 190: the table, its snapshot and the 10 entries after it.
func BenchmarkLatest(b *testing.B) {
	benchStores(b, func(b *testing.B, s store.Store) {
		ctx := context.Background()
		if err := s.CreateTable(ctx, table("t", time.Now())); err != nil {
			b.Fatal(err)
		}
		for seq := 1; seq <= 200; seq++ {
			if err := s.AppendMove(ctx, "t", store.Move{Seq: seq, Entry: moveJSON("t", seq)}); err != nil {
				b.Fatal(err)
			}
		}
		state := make([]byte, 4096)
		if err := s.PutSnapshot(ctx, "t", store.Snapshot{Version: 190, State: state}); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			_, snap, moves, err := s.Latest(ctx, "t")
			if err != nil || snap.Version != 190 || len(moves) != 10 {
				b.Fatalf("Latest = snapshot %d, %d entries, %v; want 190 and 10", snap.Version, len(moves), err)
			}
		}
	})
}

// benchStores runs bench on a new SQLite store and a new PostgreSQL one.
func benchStores(b *testing.B, bench func(b *testing.B, s store.Store)) {
	b.Run("sqlite", func(b *testing.B) {
		s, err := store.OpenSQLite(filepath.Join(b.TempDir(), "bench.db"))
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		bench(b, s)
	})
	b.Run("postgres", func(b *testing.B) {
		s, err := store.OpenPostgres(context.Background(), pgtest.Start(b).NewDatabase(b))
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		bench(b, s)
	})
}

// fillLobby stores lobbyTables tables of three games: a fifth open, a
// fifth running, the rest over or expired, one created a second after
// the other and last updated up to an hour and a half later.
func fillLobby(b *testing.B, s store.Store) {
	ctx := context.Background()
	start := time.Now().Add(-30 * 24 * time.Hour).Truncate(time.Millisecond)
	statuses := []store.Status{store.Open, store.Running, store.Over, store.Over, store.Expired}
	games := []string{"tortuga", "cartagena", "tobago"}
	next := make(chan int)
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			for i := range next {
				tab := table(fmt.Sprintf("lobby-%05d", i), start.Add(time.Duration(i)*time.Second))
				tab.Status = statuses[i%len(statuses)]
				tab.Game = games[i%len(games)]
				tab.Updated = tab.Created.Add(time.Duration(i%97) * time.Minute)
				if err := s.CreateTable(ctx, tab); err != nil {
					b.Error(err)
				}
			}
		})
	}
	for i := range lobbyTables {
		next <- i
	}
	close(next)
	wg.Wait()
}
