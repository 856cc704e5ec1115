package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"caribe/store"
)

// BenchmarkAppendMove appends moves from one goroutine per table, each
// waiting for its move to be durable before the next, as a server's
// tables do. It reports appends per second and the median and 99th
// percentile latency of one append.
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
				if err := s.AppendMove(ctx, id, seq, move); err != nil {
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
	elapsed := slices.MaxFunc(finished, time.Time.Compare).Sub(start)

	all := slices.Concat(latencies...)
	slices.Sort(all)
	if len(all) == 0 {
		return
	}
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "appends/s")
	b.ReportMetric(float64(all[len(all)/2])/1e6, "p50-ms")
	b.ReportMetric(float64(all[len(all)*99/100])/1e6, "p99-ms")
}
