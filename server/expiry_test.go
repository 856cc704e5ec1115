package server

import (
	"context"
	"testing"
	"time"

	"caribe/server/wire"
	"caribe/store"
)

// TestStoredOpenTablesExpireUnread: open tables past their time to live
// that are not in memory expire as the server starts, by one write of the
// store: none of them is loaded for it, and each is counted.
func TestStoredOpenTablesExpireUnread(t *testing.T) {
	var clock aheadClock
	cfg := Config{OpenTableTTL: time.Hour, Now: clock.now}
	h := newHarness(t, cfg)
	old := []string{
		h.create(wire.CreateRequest{Game: "tortuga", Players: 2}).Table.ID,
		h.create(wire.CreateRequest{Game: "cartagena", Players: 3}).Table.ID,
	}
	h.stop()
	clock.skip(2 * time.Hour)
	h.start(cfg)
	fresh := h.create(wire.CreateRequest{Game: "tortuga", Players: 2}).Table.ID

	if n := h.metric("caribe_tables_expired_total"); n != 2 {
		t.Errorf("caribe_tables_expired_total = %v, want 2", n)
	}
	for _, id := range old {
		if _, loaded := h.srv.tables.Find(id); loaded {
			t.Errorf("table %s was loaded to expire it", id)
		}
		rec, _, err := h.st.Table(context.Background(), id)
		if err != nil || rec.Status != store.Expired {
			t.Errorf("table %s is stored %s (%v), want expired", id, rec.Status, err)
		}
	}
	if st := clock.status(h, fresh); st != "open" {
		t.Errorf("the table made after the start is %s, want open", st)
	}
}
