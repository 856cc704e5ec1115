package table

import (
	"context"
	"encoding/json"
	"fmt"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// Moves is a page of the moves played after version since (0 or more),
// at most limit of them (1 or more), each with who played it and its
// public events.
func (t *Table) Moves(ctx context.Context, since, limit int) (wire.Moves, error) {
	t.mu.Lock()
	v := t.p.board.ver
	from := min(since, v)
	to := min(from+limit, v)
	rec := t.p.rec
	kept, ok := t.p.hub.since(v, from)
	t.mu.Unlock()
	page := wire.Moves{Version: v, Since: from, Moves: []json.RawMessage{}, By: []engine.Actor{}, Events: []json.RawMessage{}}
	if ok {
		for _, u := range kept[:to-from] {
			page.Moves, page.By, page.Events = append(page.Moves, u.move), append(page.By, u.by), append(page.Events, u.events)
		}
		return page, nil
	}
	_, entries, err := t.p.env.Store.Table(ctx, rec.ID)
	if err != nil {
		return wire.Moves{}, err
	}
	if len(entries) < to {
		return wire.Moves{}, fmt.Errorf("table %s: the store holds %d entries, fewer than the table's %d", rec.ID, len(entries), to)
	}
	page.Moves = entries[from:to]
	if err := replayPage(t.p.game, rec, entries[:to], from, &page); err != nil {
		return wire.Moves{}, err
	}
	return page, nil
}

// replayPage plays a table's moves again to tell who played each move
// after from and what it led to; a handover entry is the seat handed over. The game before each move an undo entry
// takes back is kept as the move is played, so that the undo goes back to
// it rather than replaying the log.
func replayPage(g engine.Game, rec store.Table, moves []json.RawMessage, from int, page *wire.Moves) error {
	sess, err := replay(g, rec, nil)
	if err != nil {
		return err
	}
	// before[k] is the game before move k, for the moves taken back.
	before := map[int]engine.Session{}
	for _, e := range moves {
		if k, ok := engine.UndoOf(e); ok {
			before[k] = nil
		}
	}
	// standing are the moves not taken back, as engine.Effective keeps
	// them.
	var standing []int
	for i, e := range moves {
		n := i + 1
		if h, ok := engine.HandoverOf(e); ok {
			if n > from {
				u := handoverUpdate(n, e, h)
				page.By, page.Events = append(page.By, u.by), append(page.Events, u.events)
			}
			continue
		}
		if k, ok := engine.UndoOf(e); ok {
			if len(standing) == 0 || standing[len(standing)-1] != k {
				return fmt.Errorf("entry %d takes back move %d, which is not the last move standing", n, k)
			}
			standing, sess = standing[:len(standing)-1], before[k]
			if n > from {
				u := undoneUpdate(sess, moves, n, k)
				page.By, page.Events = append(page.By, u.by), append(page.Events, u.events)
			}
			continue
		}
		if _, ok := before[n]; ok {
			before[n] = sess.Clone()
		}
		standing = append(standing, n)
		if n <= from {
			if _, err := sess.Play(e); err != nil {
				return fmt.Errorf("move %d %s: %w", n, e, err)
			}
			continue
		}
		u, err := playStored(sess, n, e)
		if err != nil {
			return err
		}
		page.By, page.Events = append(page.By, u.by), append(page.Events, u.events)
	}
	return nil
}
