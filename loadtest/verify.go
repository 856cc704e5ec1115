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
	// byTarget holds checked and lost by the target each move was
	// submitted through.
	byTarget map[*target]*checks
}

// checks are the acknowledged moves compared, and those lost, of one
// target.
type checks struct{ checked, lost int }

// verify reads every table's stored moves with read and looks up each
// move a player had acknowledged. A table that cannot be read is an error
// and its moves go unchecked.
func (r *runner) verify(ctx context.Context, read func(context.Context, *tableRun) ([]json.RawMessage, error)) verification {
	var (
		mu  sync.Mutex
		v   = verification{byTarget: map[*target]*checks{}}
		wg  sync.WaitGroup
		ids = make(chan *tableRun)
	)
	for _, tg := range r.targets {
		v.byTarget[tg] = &checks{}
	}
	for range verifiers {
		wg.Go(func() {
			for t := range ids {
				moves, err := read(ctx, t)
				if err != nil {
					r.fail(t.on[0], "verify", fmt.Errorf("table %s on %s: %w", t.id, t.on[0].base, err))
					continue
				}
				mu.Lock()
				for seat, c := range compare(t, moves) {
					v.checked += c.checked
					v.lost += c.lost
					v.byTarget[t.on[seat]].checked += c.checked
					v.byTarget[t.on[seat]].lost += c.lost
				}
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

// storedLog reads the table's log through each of its targets and returns
// the longest: servers sharing a store each answer with the entries they
// have caught up with, a beginning of the stored log, so a server that has
// not yet heard of the other's last moves does not make them look lost.
// Logs that differ where both have entries are an error.
func (t *tableRun) storedLog(ctx context.Context) ([]json.RawMessage, error) {
	var longest []json.RawMessage
	for i, tg := range t.on {
		if i > 0 && tg == t.on[0] {
			continue
		}
		moves, err := tg.api.moves(ctx, t.id)
		if err != nil {
			return nil, err
		}
		for j := range min(len(moves), len(longest)) {
			if !sameJSON(moves[j], longest[j]) {
				return nil, fmt.Errorf("%s and %s disagree on entry %d", t.on[0].base, tg.base, j+1)
			}
		}
		if len(moves) > len(longest) {
			longest = moves
		}
	}
	return longest, nil
}

// compare checks a table's acknowledged moves against its stored ones,
// seat by seat.
func compare(t *tableRun, stored []json.RawMessage) (bySeat [2]checks) {
	for seat, p := range t.players {
		for _, a := range p.acks {
			bySeat[seat].checked++
			if a.version < 1 || a.version > len(stored) || !sameJSON(stored[a.version-1], a.move) {
				bySeat[seat].lost++
			}
		}
	}
	return bySeat
}

// sameJSON reports whether two JSON texts are equal but for spacing.
func sameJSON(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var ca, cb bytes.Buffer
	return json.Compact(&ca, a) == nil && json.Compact(&cb, b) == nil && bytes.Equal(ca.Bytes(), cb.Bytes())
}
