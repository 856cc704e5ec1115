package table

import (
	"encoding/json"
	"fmt"
	"runtime"
	"sync"
	"testing"

	"caribe/engine"
	"caribe/store"
)

// finishedGame is a finished game's set-up and log.
type finishedGame struct {
	game    engine.Game
	rec     store.Table
	entries []json.RawMessage
}

var (
	longOnce   sync.Once
	longTobago finishedGame
)

// long is a Tobago game of random bots on a large island, three players:
// 1,287 moves, as long as a game gets. It is played once.
func long(b *testing.B) finishedGame {
	b.Helper()
	longOnce.Do(func() {
		longTobago.game, longTobago.rec, longTobago.entries = playedLog(b, "tobago", 3, `{"size":"large"}`, "random", 9, 0)
	})
	if longTobago.entries == nil {
		b.Fatal("the long Tobago game could not be played")
	}
	return longTobago
}

// BenchmarkReplayLastFrame serves the last frame of a long Tobago game:
// replayed from the first move, or from checkpoints already built; from
// these, also built and encoded as the frame route once did (a
// wire.Frame, its state decoded into a map and encoded again, the whole
// encoded by encoding/json).
func BenchmarkReplayLastFrame(b *testing.B) {
	f := long(b)
	n := len(f.entries)
	b.Run("from-zero", func(b *testing.B) {
		for b.Loop() {
			if _, err := fromZeroFrame(f.game, f.rec, f.entries, n); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("checkpoints", func(b *testing.B) {
		cp, err := newCheckpoints(f.game, f.rec, f.entries, checkpointEvery)
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, err := frameJSON(cp, n, f.rec.Players); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("checkpoints-encoding/json", func(b *testing.B) {
		cp, err := newCheckpoints(f.game, f.rec, f.entries, checkpointEvery)
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			encodedFrame(b, cp, n, f.rec.Players)
		}
	})
}

// BenchmarkReplayWholeGame serves every frame of a long Tobago game in
// order: each replayed from the first move, or from checkpoints built on
// the first frame (their building counted).
func BenchmarkReplayWholeGame(b *testing.B) {
	f := long(b)
	b.Logf("%d entries", len(f.entries))
	b.Run("from-zero", func(b *testing.B) {
		for b.Loop() {
			for n := range len(f.entries) + 1 {
				if _, err := fromZeroFrame(f.game, f.rec, f.entries, n); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("checkpoints", func(b *testing.B) {
		for b.Loop() {
			cp, err := newCheckpoints(f.game, f.rec, f.entries, checkpointEvery)
			if err != nil {
				b.Fatal(err)
			}
			for n := range len(f.entries) + 1 {
				if _, err := frameJSON(cp, n, f.rec.Players); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}

// BenchmarkReplayCheckpointsEvery weighs the spacing of checkpoints: the
// mean cost of a frame of a long Tobago game (every frame in turn) against
// the memory its checkpoints hold, the log's copy included (B/table, and
// the saved games' JSON in JSON-B/table).
func BenchmarkReplayCheckpointsEvery(b *testing.B) {
	f := long(b)
	for _, every := range []int{8, 16, 32, 64, 128} {
		b.Run(fmt.Sprint(every), func(b *testing.B) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			cp, err := newCheckpoints(f.game, f.rec, append([]json.RawMessage(nil), f.entries...), every)
			if err != nil {
				b.Fatal(err)
			}
			runtime.GC()
			runtime.ReadMemStats(&after)
			held := after.HeapAlloc - before.HeapAlloc
			encoded := 0
			for _, s := range cp.saved {
				data, _ := s.MarshalJSON()
				encoded += len(data)
			}
			n := 0
			for b.Loop() {
				if _, err := frameJSON(cp, n, f.rec.Players); err != nil {
					b.Fatal(err)
				}
				n = (n + 1) % (len(cp.entries) + 1)
			}
			b.ReportMetric(float64(held), "B/table")
			b.ReportMetric(float64(encoded), "JSON-B/table")
			b.ReportMetric(float64(len(cp.saved)), "saved/table")
			runtime.KeepAlive(cp)
		})
	}
}
