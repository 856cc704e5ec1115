package table

import (
	"fmt"
	"net/http"
	"runtime/debug"

	"caribe/server/refusal"
	"caribe/store"
)

// A table is damaged when its stored rows do not fit together (checkStored)
// or when the server's code panics while it holds the table's lock. A
// table whose rows do not fit is refused as it loads, as one whose log
// does not replay is. A panic under a table's lock is recovered where the
// lock is released (unlock): the table leaves memory, its clients are
// dropped, the request that met the panic and every later one are answered
// 500 naming the table, and /readyz lists it among the tables not loaded,
// until the server starts again. The other tables, /readyz and the
// shutdown go on unaffected.

// checkStored refuses a stored table whose rows do not fit together: a
// seat row for each of its players.
func checkStored(rec store.Table) error {
	if len(rec.Seats) != rec.Players {
		return fmt.Errorf("table %s: %d seats stored for a game of %d players", rec.ID, len(rec.Seats), rec.Players)
	}
	return nil
}

// errDamaged is the refusal of a request for a damaged table.
func errDamaged(id string, why any) error {
	return refusal.New(http.StatusInternalServerError, "table %s is damaged and out of play until the server starts again: %v", id, why)
}

// unlock releases t.mu, which the caller holds, deferring unlock to
// release it. A panic in the section the lock guards stops there: the
// table is marked damaged, the lock released, and err, if not nil, set to
// the refusal naming the table. It must be the deferred call itself, for
// recover to see the panic.
func (t *Table) unlock(err *error) {
	r := recover()
	if r == nil {
		t.mu.Unlock()
		return
	}
	p := &t.p
	id := p.rec.ID
	damage := errDamaged(id, r)
	p.env.Log.Error("panic under a table's lock: the table is damaged", "table", id, "panic", r, "stack", string(debug.Stack()))
	p.broken = damage
	p.hub.dropAll(damage.Error())
	t.mu.Unlock()
	p.env.Events.Damaged(t, damage)
	if err != nil {
		*err = damage
	}
}
