package server

import (
	"context"
	"sync"
	"testing"
	"time"

	"caribe/server/wire"
	"caribe/store"
	"caribe/store/pgtest"
)

// TestSharedTimeOutFiresOnce: two servers on one PostgreSQL database, each
// with the table in memory and both firing their clocks at once past the
// deadline, hand the seat over once, and both show it away.
func TestSharedTimeOutFiresOnce(t *testing.T) {
	db := pgtest.Start(t).NewDatabase(t)
	clock := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	var servers [2]*harness
	var st store.Store
	for i := range servers {
		pg, err := store.OpenPostgres(context.Background(), db)
		if err != nil {
			t.Fatal(err)
		}
		servers[i], st = serveOn(t, pg, Config{Now: clock.now, DueSweep: time.Hour}), pg
	}
	a, b := servers[0], servers[1]
	c := a.create(wire.CreateRequest{Game: "tortuga", Players: 2, Clock: &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 10, Reserve: 10},
		Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	id := c.Table.ID
	tokens := map[int]string{0: c.Joined.Token, 1: b.join(id, 1, "Boris").Token}
	seat, v := a.personToMove(id, tokens)
	waitFor(t, "the second server up to date", func() bool { return b.info(id).Version == v.Version })

	clock.advance(time.Minute)
	var wg sync.WaitGroup
	for _, h := range servers {
		for range 2 {
			wg.Go(func() {
				h.srv.tables.FireClocks(clock.now())
				h.srv.takeDueEvery()
			})
		}
	}
	wg.Wait()
	for _, h := range servers {
		waitFor(t, "the seat away on both servers", func() bool {
			s := h.info(id).Seats[seat]
			return s.Kind == wire.SeatBot && s.Away
		})
	}
	for _, h := range servers {
		h.srv.tables.FireClocks(clock.now())
	}
	if hs := handovers(t, st, id); len(hs) != 1 || hs[0].Seat != seat || hs[0].Why != "time" {
		t.Fatalf("handovers stored by two servers: %+v", hs)
	}
}
