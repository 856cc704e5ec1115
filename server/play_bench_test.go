package server

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// BenchmarkMove measures the server's work for one move of a two-player
// Cartagena table with both players connected: check, store in SQLite,
// and each player's update with its view. The clients' queues are
// drained as a connection's writer would, without the network.
func BenchmarkMove(b *testing.B) {
	st, err := store.OpenSQLite(filepath.Join(b.TempDir(), "caribe.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	srv, err := New(Config{Store: st, Games: games.All()})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ctx := context.Background()
	rnd := newRand(1)
	var t *table
	var done func()
	clients := make([]*client, 2)
	newGame := func() {
		if done != nil {
			done()
		}
		c, err := srv.create(ctx, wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`)}, true)
		if err != nil {
			b.Fatal(err)
		}
		if t, done, err = srv.use(ctx, c.Table.ID); err != nil {
			b.Fatal(err)
		}
		for seat := range 2 {
			if _, err := srv.joinSeat(ctx, t, seat, "p", nil); err != nil {
				b.Fatal(err)
			}
			clients[seat] = newClient(seat, 1<<16)
			go func(c *client) {
				for {
					select {
					case <-c.send:
					case <-c.gone:
						return
					}
				}
			}(clients[seat])
			t.mu.Lock()
			srv.join(t, clients[seat], nil)
			t.mu.Unlock()
		}
	}
	newGame()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		t.mu.Lock()
		actor, version := t.sess.Actor(), t.version()
		var move json.RawMessage
		if actor != engine.Nobody {
			legal := t.sess.Legal()
			move = legal[rnd.IntN(len(legal))].Move
		}
		t.mu.Unlock()
		if actor == engine.Nobody {
			for _, c := range clients {
				c.drop("the game is over")
			}
			b.StopTimer()
			newGame()
			b.StartTimer()
			continue
		}
		seat, _ := actor.Seat()
		if _, err := srv.play(ctx, t, seat, version, move); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	done()
}
