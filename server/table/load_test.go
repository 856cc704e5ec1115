package table

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"path/filepath"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/server/levels"
	"caribe/store"
)

// testEnv is what the tables of a test share: a store, no bots, the
// server's defaults.
func testEnv(st store.Store) *Env {
	return &Env{Store: st, Log: slog.New(slog.DiscardHandler), Bots: NewBots(nil, nil, levels.Budget{}, 0, 1),
		Recent: 64, ClientBuffer: 256, SnapshotEvery: DefaultSnapshotEvery, VoteWait: DefaultVoteWait,
		Ctx: context.Background()}
}

// loadFrom loads table id, a game of g, as the set of tables does.
func loadFrom(env *Env, id string, g engine.Game) (*Table, error) {
	rec, snap, entries, err := env.Store.Latest(context.Background(), id)
	if err != nil {
		return nil, err
	}
	return Load(context.Background(), env, rec, snap, entries, g)
}

// logBuilder plays a random game of a stored table, undos included, the
// way the server records it: each entry goes through the server's own
// log replay (applyLog) on a table that stands for the live one, then to
// the store.
type logBuilder struct {
	t    *testing.T
	env  *Env
	st   store.Store
	live *Table
}

func newLogBuilder(t *testing.T, env *Env, st store.Store, g engine.Game, players int, seed uint64) *logBuilder {
	t.Helper()
	rec := store.Table{ID: fmt.Sprintf("%s-%d", g.Name(), seed), Game: g.Name(), Players: players, Seed: seed,
		Seats: make([]store.Seat, players), Status: store.Running}
	if err := st.CreateTable(context.Background(), rec); err != nil {
		t.Fatal(err)
	}
	live := newTable(env, rec, g)
	var err error
	if live.p.board.sess, err = g.New(players, nil, seed); err != nil {
		t.Fatal(err)
	}
	return &logBuilder{t: t, env: env, st: st, live: live}
}

// next appends a random entry: a chance outcome, a legal move, or now and
// then an undo of the move just played when the server would allow it.
func (b *logBuilder) next(rnd interface{ IntN(int) int }) {
	b.t.Helper()
	live := b.live
	var entry json.RawMessage
	actor := live.p.board.sess.Actor()
	seat, isSeat := live.p.board.undo.lastSeat()
	switch {
	case isSeat && rnd.IntN(4) == 0 && live.p.board.undo.refusal(seat, actor, live.p.board.ver) == nil:
		entry = engine.UndoEntry(live.p.board.undo.open[len(live.p.board.undo.open)-1].version)
	case actor == engine.Chance:
		c := live.p.board.sess.Clone()
		p, err := c.PlayChance()
		if err != nil {
			b.t.Fatal(err)
		}
		entry = p.Move
	default:
		legal := live.p.board.sess.Legal()
		entry = legal[rnd.IntN(len(legal))].Move
	}
	if err := live.p.applyLog([]json.RawMessage{entry}, nil); err != nil {
		b.t.Fatal(err)
	}
	if err := b.st.AppendMove(context.Background(), live.p.rec.ID, store.Move{Seq: live.p.board.ver, Entry: entry}); err != nil {
		b.t.Fatal(err)
	}
}

// lastSeat is the seat that may take its last move back, if any.
func (u *undoLog) lastSeat() (int, bool) {
	if len(u.open) == 0 {
		return 0, false
	}
	return u.open[len(u.open)-1].seat, true
}

// sameTable fails the test unless two tables are in the same state: the
// game byte for byte, every seat's view and legal moves, and what may be
// taken back.
func sameTable(t *testing.T, what string, got, want *Table) {
	t.Helper()
	if got.p.board.ver != want.p.board.ver {
		t.Fatalf("%s: version %d, want %d", what, got.p.board.ver, want.p.board.ver)
	}
	g, err1 := got.p.board.sess.MarshalJSON()
	w, err2 := want.p.board.sess.MarshalJSON()
	if err1 != nil || err2 != nil || !bytes.Equal(g, w) {
		t.Fatalf("%s at version %d: state\n%s\nwant\n%s", what, want.p.board.ver, g, w)
	}
	for seat := -1; seat < want.p.rec.Players; seat++ {
		if !bytes.Equal(got.p.views().json(seat), want.p.views().json(seat)) {
			t.Fatalf("%s at version %d: view of seat %d differs", what, want.p.board.ver, seat)
		}
		if !bytes.Equal(mustJSON(got.p.board.sess.Legal()), mustJSON(want.p.board.sess.Legal())) {
			t.Fatalf("%s at version %d: legal moves differ", what, want.p.board.ver)
		}
		if seat >= 0 {
			g, w := got.p.board.undo.refusal(seat, got.p.board.sess.Actor(), got.p.board.ver), want.p.board.undo.refusal(seat, want.p.board.sess.Actor(), want.p.board.ver)
			if fmt.Sprint(g) != fmt.Sprint(w) {
				t.Fatalf("%s at version %d: undo for seat %d: %v, want %v", what, want.p.board.ver, seat, g, w)
			}
		}
	}
	if len(got.p.board.undo.open) != len(want.p.board.undo.open) {
		t.Fatalf("%s at version %d: %d moves may be taken back, want %d", what, want.p.board.ver, len(got.p.board.undo.open), len(want.p.board.undo.open))
	}
	for i := range want.p.board.undo.open {
		if got.p.board.undo.open[i].version != want.p.board.undo.open[i].version || !bytes.Equal(got.p.board.undo.open[i].move, want.p.board.undo.open[i].move) {
			t.Fatalf("%s at version %d: move %d that may be taken back differs", what, want.p.board.ver, i)
		}
	}
}

// TestSnapshotLoadIsReplay plays random games of every game, undos
// included, storing a snapshot every few entries whatever may be taken
// back then, and checks that a table loaded from its newest snapshot is
// the table as played: the state byte for byte, the views, the legal
// moves, and the undo log.
func TestSnapshotLoadIsReplay(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Name(), func(t *testing.T) {
			st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			env := testEnv(st)
			lo, hi := g.PlayerRange()
			for seed := uint64(1); seed <= 3; seed++ {
				rnd := newRand(seed)
				b := newLogBuilder(t, env, st, g, lo+int(seed)%(hi-lo+1), seed)
				snapshots := 0
				for b.live.p.board.sess.Actor() != engine.Nobody {
					b.next(rnd)
					if b.live.p.board.ver%5 == 0 {
						if snap, ok, err := b.live.p.board.takeSnapshot(b.live.p.rec.Game, b.live.p.snapshot); err != nil {
							t.Fatal(err)
						} else if ok {
							if err := st.PutSnapshot(context.Background(), b.live.p.rec.ID, snap); err != nil {
								t.Fatal(err)
							}
							b.live.p.snapshot = snap.Version
							snapshots++
						}
					}
					if b.live.p.board.ver%7 == 0 {
						loaded, err := loadFrom(env, b.live.p.rec.ID, g)
						if err != nil {
							t.Fatal(err)
						}
						if loaded.p.snapshot == 0 && snapshots > 0 {
							t.Fatalf("version %d: loaded without the snapshot stored", b.live.p.board.ver)
						}
						sameTable(t, "loaded from a snapshot", loaded, b.live)
					}
				}
				if snapshots == 0 {
					t.Fatal("no snapshot was stored")
				}
			}
		})
	}
}
