package loadtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
)

// verifiers bounds the tables whose stored moves are read at once.
const verifiers = 8

// verification compares the acknowledged moves with the stored ones.
type verification struct {
	// checked counts the acknowledged moves compared, lost those missing
	// from the store or stored differently.
	checked, lost int
	// stored counts the moves stored for the tables, chance outcomes
	// included.
	stored int
}

// verify reads every table's stored moves with read and looks up each
// move a player had acknowledged. A table that cannot be read is an error
// and its moves go unchecked.
func (r *runner) verify(ctx context.Context, read func(context.Context, string) ([]json.RawMessage, error)) verification {
	var (
		mu  sync.Mutex
		v   verification
		wg  sync.WaitGroup
		ids = make(chan *tableRun)
	)
	for range verifiers {
		wg.Go(func() {
			for t := range ids {
				moves, err := read(ctx, t.id)
				if err != nil {
					r.fail("verify", fmt.Errorf("table %s: %w", t.id, err))
					continue
				}
				checked, lost := compare(t, moves)
				mu.Lock()
				v.checked += checked
				v.lost += lost
				v.stored += len(moves)
				mu.Unlock()
			}
		})
	}
	for _, t := range r.tables {
		ids <- t
	}
	close(ids)
	wg.Wait()
	return v
}

// compare checks a table's acknowledged moves against its stored ones.
func compare(t *tableRun, stored []json.RawMessage) (checked, lost int) {
	for _, p := range t.players {
		for _, a := range p.acks {
			checked++
			if a.version < 1 || a.version > len(stored) || !sameJSON(stored[a.version-1], a.move) {
				lost++
			}
		}
	}
	return checked, lost
}

// sameJSON reports whether two JSON texts are equal but for spacing.
func sameJSON(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var ca, cb bytes.Buffer
	return json.Compact(&ca, a) == nil && json.Compact(&cb, b) == nil && bytes.Equal(ca.Bytes(), cb.Bytes())
}
