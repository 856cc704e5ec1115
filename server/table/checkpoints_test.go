package table

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// storedUpdate is the game after entry n of a stored log (n ≥ 1) and the
// entry's update, as it was sent live, replayed from the first move.
func storedUpdate(g engine.Game, rec store.Table, entries []json.RawMessage, n int) (engine.Session, update, error) {
	if undoes, ok := engine.UndoOf(entries[n-1]); ok {
		if undoes >= n {
			return nil, update{}, fmt.Errorf("entry %d takes back move %d, which is not before it", n, undoes)
		}
		sess, err := replay(g, rec, entries[:n])
		if err != nil {
			return nil, update{}, err
		}
		return sess, undoneUpdate(sess, entries, n, undoes), nil
	}
	sess, err := replay(g, rec, entries[:n-1])
	if err != nil {
		return nil, update{}, err
	}
	u, err := playStored(sess, n, entries[n-1])
	return sess, u, err
}

// fromZeroFrame is frame n of a finished game replayed from the first
// move, as GET /api/tables/{id}/replay/{n} once answered.
func fromZeroFrame(g engine.Game, rec store.Table, entries []json.RawMessage, n int) (wire.Frame, error) {
	f := wire.Frame{Version: n, Of: len(entries)}
	var sess engine.Session
	var err error
	if n == 0 {
		sess, err = replay(g, rec, nil)
	} else {
		var u update
		sess, u, err = storedUpdate(g, rec, entries, n)
		f.By, f.Move, f.Events = &u.by, u.move, u.events
	}
	if err != nil {
		return wire.Frame{}, err
	}
	if err := showFrame(&f, sess, rec.Players); err != nil {
		return wire.Frame{}, err
	}
	return f, nil
}

// playedLog plays a game to its end with bots of spec, and with
// probability undo takes the last move back wherever the live table
// would, as its player may. It returns the finished table's set-up and
// log.
func playedLog(tb testing.TB, game string, players int, options, spec string, seed uint64, undo float64) (engine.Game, store.Table, []json.RawMessage) {
	tb.Helper()
	g, _ := games.Lookup(game)
	rec := store.Table{ID: game, Game: game, Players: players, Options: json.RawMessage(options), Seed: seed, Status: store.Over}
	sess, err := g.New(players, rec.Options, seed)
	if err != nil {
		tb.Fatal(err)
	}
	t := &board{sess: sess, undo: undoLog{window: time.Second}}
	advisor := bots.NewAdvisor(games.Bots)
	pick := newRand(seed)
	var log []json.RawMessage
	for t.sess.Actor() != engine.Nobody {
		if open := t.undo.open; len(open) > 0 && pick.Float64() < undo && t.undo.refusal(open[len(open)-1].seat, t.sess.Actor(), t.ver) == nil {
			entry := engine.UndoEntry(open[len(open)-1].version)
			t.applyUndo(entry)
			log = append(log, entry)
			continue
		}
		before, next := t.sess, t.sess.Clone()
		var played engine.Played
		if before.Actor() == engine.Chance {
			played, err = next.PlayChance()
		} else {
			var m json.RawMessage
			if m, err = advisor.Advise(context.Background(), before, spec, pick.Uint64()); err == nil {
				played, err = next.Play(m)
			}
		}
		if err != nil {
			tb.Fatal(err)
		}
		u := update{by: before.Actor(), move: played.Move}
		t.undo.record(u.by, t.ver+1, played.Move, before, undoable(before, next, u))
		t.sess, t.ver, log = next, t.ver+1, append(log, played.Move)
	}
	return g, rec, log
}

// undoEntries counts the undo entries of a log.
func undoEntries(entries []json.RawMessage) int {
	return countEntries(entries, func(e json.RawMessage) bool {
		_, ok := engine.UndoOf(e)
		return ok
	})
}

// countEntries counts the entries of a log that is reports true of.
func countEntries(entries []json.RawMessage, is func(json.RawMessage) bool) int {
	n := 0
	for _, e := range entries {
		if is(e) {
			n++
		}
	}
	return n
}

// TestCheckpointFramesAreTheFullReplay: every frame of games of each game,
// with moves taken back and without, is byte for byte the frame the whole
// replay from the first move gives, encoded as the frame route once
// encoded it, with games saved every few moves (so
// that undos take saved moves back) as every checkpointEvery, and none
// replays more moves than that.
func TestCheckpointFramesAreTheFullReplay(t *testing.T) {
	for _, c := range []struct {
		name, game, options string
		players             int
		undo                float64
	}{
		{"tortuga", "tortuga", `{}`, 2, 0},
		{"tortuga undone", "tortuga", `{}`, 3, 0.5},
		{"cartagena", "cartagena", `{"variant":"jamaica"}`, 3, 0},
		{"cartagena undone", "cartagena", `{"variant":"jamaica"}`, 2, 0.4},
		{"tobago", "tobago", `{}`, 2, 0},
		{"tobago undone", "tobago", `{}`, 3, 0.5},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, rec, entries := playedLog(t, c.game, c.players, c.options, "casual", 7, c.undo)
			undos := undoEntries(entries)
			if c.undo > 0 && undos == 0 {
				t.Fatalf("no move was taken back in %d entries", len(entries))
			}
			live := &board{}
			var err error
			if live.sess, err = g.New(rec.Players, rec.Options, rec.Seed); err != nil {
				t.Fatal(err)
			}
			if err := live.applyLog(entries, func(update) {}); err != nil {
				t.Fatalf("the live table would not load the log: %v", err)
			}
			everies := []int{2, 5, checkpointEvery}
			cps := make([]*checkpoints, len(everies))
			for i, every := range everies {
				cp, err := newCheckpoints(g, rec, entries, every)
				if err != nil {
					t.Fatal(err)
				}
				if most := (len(entries)-undos)/(every-1) + undos + 1; len(cp.saved) > most {
					t.Errorf("every %d: %d games saved for %d entries, %d of them undos: more than %d", every, len(cp.saved), len(entries), undos, most)
				}
				cps[i] = cp
			}
			if c.undo > 0 && savedUndone(cps[0]) == 0 {
				t.Error("no undo takes a saved move back: the test misses the case")
			}
			for n := 0; n <= len(entries); n++ {
				want, err := fromZeroFrame(g, rec, entries, n)
				if err != nil {
					t.Fatal(err)
				}
				for i, cp := range cps {
					got, err := frameJSON(cp, n, rec.Players)
					if err != nil {
						t.Fatal(err)
					}
					if w, g := encoded(t, want), got; !bytes.Equal(w, g) {
						t.Fatalf("every %d, frame %d of %d (entry %s):\n%s\nthe whole replay gives\n%s", everies[i], n, len(entries), entries[max(n-1, 0)], g, w)
					}
					if moves := cp.replayed(n); moves > everies[i] {
						t.Errorf("every %d, frame %d replays %d moves", everies[i], n, moves)
					}
				}
			}
			t.Logf("%d entries, %d undos (%d of a saved move every 2), %d games saved every %d", len(entries), undos, savedUndone(cps[0]), len(cps[2].saved), checkpointEvery)
		})
	}
}

// savedUndone counts the undo entries that take a saved move back.
func savedUndone(c *checkpoints) int {
	n := 0
	for _, e := range c.entries {
		if undoes, ok := engine.UndoOf(e); ok && c.saved[undoes] != nil {
			n++
		}
	}
	return n
}

// replayed is how many moves frame n plays on a copy of a saved game.
func (c *checkpoints) replayed(n int) int {
	moves, v := 0, 0
	if n > 0 {
		v = c.top[n]
		if _, ok := engine.UndoOf(c.entries[n-1]); !ok {
			moves, v = 1, c.top[n-1]
		}
	}
	for c.saved[v] == nil {
		moves, v = moves+1, c.top[v-1]
	}
	return moves
}

// TestCheckpointsRefuseAnUndoOfNoMoveStanding: a log whose undo names a
// move that is not the last standing is refused, as engine.Replay does.
func TestCheckpointsRefuseAnUndoOfNoMoveStanding(t *testing.T) {
	g, rec, entries := playedLog(t, "cartagena", 2, `{"variant":"jamaica"}`, "casual", 3, 0)
	bad := append(append([]json.RawMessage(nil), entries[:5]...), engine.UndoEntry(4))
	if _, err := newCheckpoints(g, rec, bad, checkpointEvery); err == nil {
		t.Error("an undo of move 4 after move 5 is accepted")
	}
	if _, err := newCheckpoints(g, rec, append(bad[:5], engine.UndoEntry(5)), checkpointEvery); err != nil {
		t.Errorf("an undo of the last move: %v", err)
	}
}

// TestReplayCacheKeepsTheLastTables: the cache holds the tables asked for
// last, builds a table's checkpoints once however many ask at once, and
// builds them again for a table it dropped.
func TestReplayCacheKeepsTheLastTables(t *testing.T) {
	g, rec, entries := playedLog(t, "tortuga", 2, `{}`, "casual", 5, 0)
	c := NewReplayCache(2)
	tables := []string{"a", "b", "c"}
	build := func() (*checkpoints, error) { return newCheckpoints(g, rec, entries, checkpointEvery) }
	first := make([]*checkpoints, 8)
	var wg sync.WaitGroup
	for i := range first {
		wg.Go(func() {
			cp, err := c.checkpoints(tables[0], build)
			if err != nil {
				t.Error(err)
			}
			first[i] = cp
		})
	}
	wg.Wait()
	for _, cp := range first {
		if cp != first[0] {
			t.Fatal("checkpoints built more than once for one table")
		}
	}
	for _, tb := range tables[1:] {
		if _, err := c.checkpoints(tb, build); err != nil {
			t.Fatal(err)
		}
	}
	if c.replays.order.Len() != 2 || len(c.replays.of) != 2 || c.replays.of[tables[0]] != nil {
		t.Fatalf("after three tables in a cache of two: %d kept, the first kept %v", len(c.replays.of), c.replays.of[tables[0]] != nil)
	}
	again, _ := c.checkpoints(tables[0], build)
	if again == first[0] || c.replays.of[tables[1]] != nil || c.replays.of[tables[2]] == nil {
		t.Error("the table dropped is not built again, or the one asked for longest ago is kept")
	}
}
