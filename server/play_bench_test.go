package server

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/server/table"
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
	var t *table.Table
	var done func()
	clients := make([]*table.Client, 2)
	newGame := func() {
		if done != nil {
			done()
		}
		c, err := srv.lobby.Create(ctx, wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`)}, true)
		if err != nil {
			b.Fatal(err)
		}
		if t, done, err = srv.tables.Use(ctx, c.Table.ID); err != nil {
			b.Fatal(err)
		}
		for seat := range 2 {
			joined, err := t.Join(ctx, seat, "p", nil)
			if err != nil {
				b.Fatal(err)
			}
			if clients[seat], err = t.Welcome(wire.ClientMessage{Type: "hello", Token: joined.Token}, func(int, int) error { return nil }); err != nil {
				b.Fatal(err)
			}
			go func(c *table.Client) {
				for {
					select {
					case <-c.Send():
					case <-c.Gone():
						return
					}
				}
			}(clients[seat])
		}
	}
	newGame()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		actor, version, legal := t.Decision()
		var move json.RawMessage
		if actor != engine.Nobody {
			move = legal[rnd.IntN(len(legal))].Move
		}
		if actor == engine.Nobody {
			for _, c := range clients {
				t.Disconnect(c)
			}
			b.StopTimer()
			newGame()
			b.StartTimer()
			continue
		}
		seat, _ := actor.Seat()
		if _, err := t.Play(ctx, seat, version, move); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	done()
}
