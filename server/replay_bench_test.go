//go:build unix

package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/secret"
	"caribe/store"
)

// storeLongTobago stores a whole game of Tobago on a large island, three
// seats playing at random, as a finished table "long" of st, and returns
// its number of entries: 1,255 with this seed, a long Tobago game.
func storeLongTobago(tb testing.TB, st store.Store) int {
	tb.Helper()
	g, _ := games.Lookup("tobago")
	ctx := context.Background()
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	rec := store.Table{ID: "long", Game: "tobago", Players: 3, Options: json.RawMessage(`{"size":"large"}`), Seed: 18,
		Seats:  []store.Seat{{Nick: "ana", TokenHash: secret.Hash("a")}, {Nick: "ben", TokenHash: secret.Hash("b")}, {Nick: "eva", TokenHash: secret.Hash("e")}},
		Status: store.Over, Created: at, Updated: at}
	sess, err := g.New(rec.Players, rec.Options, rec.Seed)
	if err != nil {
		tb.Fatal(err)
	}
	if err := st.CreateTable(ctx, rec); err != nil {
		tb.Fatal(err)
	}
	rnd := newRand(rec.Seed)
	seq := 0
	for sess.Actor() != engine.Nobody {
		var played engine.Played
		if sess.Actor() == engine.Chance {
			played, err = sess.PlayChance()
		} else {
			legal := sess.Legal()
			played, err = sess.Play(legal[rnd.IntN(len(legal))].Move)
		}
		if err != nil {
			tb.Fatal(err)
		}
		seq++
		m := store.Move{Seq: seq, Entry: played.Move, Actor: int(sess.Actor())}
		if sess.Actor() == engine.Nobody {
			m.Result = mustJSON(sess.Result())
		}
		if err := st.AppendMove(ctx, rec.ID, m); err != nil {
			tb.Fatal(err)
		}
	}
	return seq
}

// processCPU is the CPU time the process has spent so far, its user and
// system time.
func processCPU(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// loopCPU runs op in b's loop and reports the process's CPU time per
// operation (cpu-ns/op), steadier than the time on a busy machine.
func loopCPU(b *testing.B, op func(i int)) {
	start := processCPU(b)
	i := 0
	for b.Loop() {
		op(i)
		i++
	}
	b.ReportMetric(float64(processCPU(b)-start)/float64(b.N), "cpu-ns/op")
}

// BenchmarkReplayFrameHTTP serves the last frame of a long Tobago game,
// its checkpoints built: through the server's handler called directly
// (the server's own work), and over HTTP from a client on the loopback
// (the client's work too); then, through the handler, the last 600
// frames in turn, more than the server keeps encoded, so that each is
// built anew.
func BenchmarkReplayFrameHTTP(b *testing.B) {
	st, err := store.OpenSQLite(filepath.Join(b.TempDir(), "caribe.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	n := storeLongTobago(b, st)
	srv, err := New(withBots(Config{Store: st, Games: games.All()}))
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	path := func(v int) string { return "/api/tables/long/replay/" + strconv.Itoa(v) }
	h := srv.Handler()
	get := func(b *testing.B, v int) int {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path(v), nil))
		if rec.Code != http.StatusOK {
			b.Fatalf("GET %s: %d %s", path(v), rec.Code, rec.Body)
		}
		return rec.Body.Len()
	}
	b.Logf("%d entries, the last frame %d bytes", n, get(b, n))
	b.Run("handler", func(b *testing.B) {
		loopCPU(b, func(int) { get(b, n) })
	})
	b.Run("http", func(b *testing.B) {
		ts := httptest.NewServer(h)
		defer ts.Close()
		loopCPU(b, func(int) {
			resp, err := ts.Client().Get(ts.URL + path(n))
			if err != nil {
				b.Fatal(err)
			}
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if err != nil || resp.StatusCode != http.StatusOK {
				b.Fatalf("GET %s: %d %v", path(n), resp.StatusCode, err)
			}
		})
	})
	b.Run("handler-built", func(b *testing.B) {
		loopCPU(b, func(i int) { get(b, n-i%600) })
	})
}
