package server

import (
	"context"
	"encoding/json"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
	"caribe/store/pgtest"
)

// countingAdvisor is the bots' advisor, counting the decisions asked of
// it.
type countingAdvisor struct {
	bots.Advisor
	asked atomic.Int64
}

func (a *countingAdvisor) Advise(ctx context.Context, sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	a.asked.Add(1)
	return a.Advisor.Advise(ctx, sess, spec, seed)
}

// TestAServerPastItsLeaseTimePlaysNoBots is a split brain: the first of
// two servers on one database drives a table of a person and a bot, then
// falls silent past its lease time (its registration is made to expire,
// as a pause does), and the second takes the bot over as the person plays
// there. The first, following the table, asks its bot for nothing more,
// and says once in its log that it lost the lease.
func TestAServerPastItsLeaseTimePlaysNoBots(t *testing.T) {
	db := pgtest.Start(t).NewDatabase(t)
	var logs logBuffer
	advisor := &countingAdvisor{Advisor: bots.NewAdvisor(games.Bots)}
	var servers [2]*harness
	for i := range servers {
		// A lease time far longer than the test: no renewal revives the
		// first server once its registration expired.
		pg, err := store.OpenPostgres(context.Background(), db, store.LeaseTTL(time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{DueSweep: time.Hour}
		if i == 0 {
			cfg.Advisor, cfg.Logger = advisor, logs.logger()
		}
		servers[i] = serveOn(t, pg, cfg)
	}
	a, b := servers[0], servers[1]
	c := a.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{Kind: wire.SeatPerson}, {Kind: wire.SeatBot, Bot: "random"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Vera"}})
	id, token := c.Table.ID, c.Joined.Token
	personDecides := func(h *harness) (wire.ViewResponse, bool) {
		var view wire.ViewResponse
		h.call("GET", "/api/tables/"+id+"/view", token, nil, &view)
		return view, view.Actor == engine.Actor(0) && len(view.Legal) > 0
	}
	// The person plays on the first server until its bot has played
	// there: it holds the table's lease.
	for advisor.asked.Load() == 0 {
		var view wire.ViewResponse
		waitFor(t, "the person's turn", func() bool { var ok bool; view, ok = personDecides(a); return ok })
		if code := a.call("POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: view.Version, Move: view.Legal[0].Move}, nil); code != 200 {
			t.Fatalf("move at version %d on the first server: status %d", view.Version, code)
		}
	}
	waitFor(t, "the person's turn", func() bool { _, ok := personDecides(a); return ok })

	expireHolder(t, db, id)
	before := advisor.asked.Load()
	played := 0
	for moves := 0; moves < 6; moves++ {
		var view wire.ViewResponse
		waitFor(t, "the person's turn on the second server", func() bool {
			var ok bool
			view, ok = personDecides(b)
			return ok || view.Result != nil
		})
		if view.Result != nil {
			break
		}
		if code := b.call("POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: view.Version, Move: view.Legal[0].Move}, nil); code != 200 {
			t.Fatalf("move at version %d on the second server: status %d", view.Version, code)
		}
		played++
	}
	last := b.tableInfo(id).Version
	waitFor(t, "the first server up to date", func() bool { return a.tableInfo(id).Version >= last })
	if n := advisor.asked.Load() - before; n != 0 {
		t.Errorf("the first server asked its bot %d times after its lease time passed; want none", n)
	}
	if n := logs.count("lease lost"); n != 1 {
		t.Errorf("the first server logged its lost lease %d times, want once:\n%s", n, logs.String())
	}
	if played == 0 {
		t.Error("the person played no move, so no bot was asked")
	}
}

// expireHolder makes the registration of the server holding table id's
// lease expire, as when that server is paused past its lease time.
func expireHolder(t *testing.T, db, id string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	tag, err := conn.Exec(ctx, `UPDATE servers SET alive_until = now() - interval '1 second'
		WHERE id = (SELECT holder FROM leases WHERE table_id = $1)`, id)
	if err != nil || tag.RowsAffected() != 1 {
		t.Fatalf("expiring the lease holder of table %s: %v, %d rows", id, err, tag.RowsAffected())
	}
}
