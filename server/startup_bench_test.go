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

	"caribe/games"
	"caribe/store"
	"caribe/store/fill"
)

// benchFiles are the databases of the start-up benchmarks, built once per
// run of the test binary in dir and removed by TestMain; its lock, held by
// the benchmark that builds one, guards the fields.
var benchFiles struct {
	mu    sync.Mutex
	dir   string
	paths map[int]string
}

// playedTables is how many tables of a start-up benchmark's database are
// played through the store; the rest are copies of them (fill.Grow).
const playedTables = 300

// storedTables is a SQLite database of n tables as a busy server leaves
// them (store/fill): whole games played by the cheapest level's bots,
// eight in ten finished, one in ten running (waiting for a person, or due
// for a bot), one in ten open, half of those past their time to live. It
// is built once per run of the test binary: 300 tables played, then
// copied (all but those due) up to n.
func storedTables(b *testing.B, n int) string {
	b.Helper()
	benchFiles.mu.Lock()
	defer benchFiles.mu.Unlock()
	if path, ok := benchFiles.paths[n]; ok {
		return path
	}
	if benchFiles.dir == "" {
		dir, err := os.MkdirTemp("", "caribe-startup-bench-")
		if err != nil {
			b.Fatal(err)
		}
		benchFiles.dir, benchFiles.paths = dir, map[int]string{}
	}
	played := filepath.Join(benchFiles.dir, "played.db")
	if _, err := os.Stat(played); err != nil {
		st, err := store.OpenSQLite(played)
		if err != nil {
			b.Fatal(err)
		}
		_, err = fill.Run(context.Background(), st, fill.Plan{Tables: playedTables, Seed: 1})
		if cerr := st.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	path := filepath.Join(benchFiles.dir, fmt.Sprintf("tables%d.db", n))
	if err := copyFile(played, path); err != nil {
		b.Fatal(err)
	}
	if _, err := fill.Grow(context.Background(), path, n); err != nil {
		b.Fatal(err)
	}
	benchFiles.paths[n] = path
	return path
}

// removeBenchFiles removes the start-up benchmarks' databases.
func removeBenchFiles() {
	if benchFiles.dir != "" {
		os.RemoveAll(benchFiles.dir)
	}
}

// benchmarkStartup starts a server on n stored tables (storedTables): the
// time until it answers (the store's opening, ms-open-store, included),
// and the heap it holds then (MB-heap), the tables due loaded and the
// open tables past their time to live expired.
func benchmarkStartup(b *testing.B, n int) {
	path := storedTables(b, n)
	b.ResetTimer()
	var heap float64
	var opening time.Duration
	for i := range b.N {
		// Each start finds the tables as stored: the bots of the last
		// start played on, and its expiry expired the open tables.
		b.StopTimer()
		copyPath := filepath.Join(b.TempDir(), fmt.Sprintf("start%d.db", i))
		if err := copyFile(path, copyPath); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start := time.Now()
		st, err := store.OpenSQLite(copyPath)
		if err != nil {
			b.Fatal(err)
		}
		opening += time.Since(start)
		srv, err := New(withBots(Config{Store: st, Games: games.All(), OpenTableTTL: 24 * time.Hour}))
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		heap = float64(m.HeapInuse) / (1 << 20)
		if srv.tables.Len() == 0 {
			b.Fatal("no table due was loaded")
		}
		if n := srv.lobby.ExpireIdle(time.Now()); n != 0 {
			b.Fatalf("%d open tables past their time to live were left to the next sweep", n)
		}
		srv.Close()
		st.Close()
		b.StartTimer()
	}
	b.ReportMetric(heap, "MB-heap")
	b.ReportMetric(float64(opening.Milliseconds())/float64(b.N), "ms-open-store")
}

// BenchmarkStartup3000 starts a server on 3,000 stored tables.
func BenchmarkStartup3000(b *testing.B) { benchmarkStartup(b, 3_000) }

// BenchmarkStartup20000 starts a server on 20,000 stored tables.
func BenchmarkStartup20000(b *testing.B) { benchmarkStartup(b, 20_000) }
