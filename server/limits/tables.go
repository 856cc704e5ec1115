package limits

import "net/netip"

// CreateTable takes a table creation for addr: one event of the create
// rate and a place among its open tables. done must then be called with
// the new table's id and whether it waits for players ("" if none was
// made).
func (q *Quotas) CreateTable(addr netip.Addr) (done func(id string, open bool), err error) {
	if q.limits().Create.off() && q.limits().OpenTables <= 0 {
		return func(string, bool) {}, nil
	}
	q.sweep()
	var stillOpen map[string]bool
	if q.limits().OpenTables > 0 {
		q.mu.Lock()
		ids := append([]string(nil), q.quotaOf(addr).open...)
		q.mu.Unlock()
		stillOpen = q.openOf(ids)
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	c := q.quotaOf(addr)
	if q.limits().OpenTables > 0 {
		c.open = keepOpen(c.open, stillOpen)
		if len(c.open)+c.pending >= q.limits().OpenTables {
			return nil, q.Refuse(OpenTables, retryOpenTables,
				"%d tables created from your address wait for players, the most it may have (limit %q): wait until they fill, or join one", q.limits().OpenTables, OpenTables)
		}
	}
	if err := q.takeLocked(c, Create); err != nil {
		return nil, err
	}
	c.pending++
	return func(id string, open bool) {
		q.mu.Lock()
		defer q.mu.Unlock()
		c.pending--
		if open && q.limits().OpenTables > 0 {
			c.open = append(c.open, id)
		}
	}, nil
}

// keepOpen keeps the ids still open, dropping those known to be open no
// more (an id added since stillOpen was asked for is kept).
func keepOpen(ids []string, stillOpen map[string]bool) []string {
	out := ids[:0]
	for _, id := range ids {
		if open, known := stillOpen[id]; !known || open {
			out = append(out, id)
		}
	}
	return out
}
