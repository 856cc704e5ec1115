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
	if live.sess, err = g.New(players, nil, seed); err != nil {
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
	actor := live.sess.Actor()
	seat, isSeat := live.undo.lastSeat()
	switch {
	case isSeat && rnd.IntN(4) == 0 && live.undo.refusal(seat, actor, live.version()) == nil:
		entry = engine.UndoEntry(live.undo.open[len(live.undo.open)-1].version)
	case actor == engine.Chance:
		c := live.sess.Clone()
		p, err := c.PlayChance()
		if err != nil {
			b.t.Fatal(err)
		}
		entry = p.Move
	default:
		legal := live.sess.Legal()
		entry = legal[rnd.IntN(len(legal))].Move
	}
	if err := live.applyLog([]json.RawMessage{entry}, nil); err != nil {
		b.t.Fatal(err)
	}
	if err := b.st.AppendMove(context.Background(), live.rec.ID, store.Move{Seq: live.version(), Entry: entry}); err != nil {
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
	if got.version() != want.version() {
		t.Fatalf("%s: version %d, want %d", what, got.version(), want.version())
	}
	g, err1 := got.sess.MarshalJSON()
	w, err2 := want.sess.MarshalJSON()
	if err1 != nil || err2 != nil || !bytes.Equal(g, w) {
		t.Fatalf("%s at version %d: state\n%s\nwant\n%s", what, want.version(), g, w)
	}
	for seat := -1; seat < want.rec.Players; seat++ {
		if !bytes.Equal(got.viewJSON(seat), want.viewJSON(seat)) {
			t.Fatalf("%s at version %d: view of seat %d differs", what, want.version(), seat)
		}
		if !bytes.Equal(mustJSON(got.sess.Legal()), mustJSON(want.sess.Legal())) {
			t.Fatalf("%s at version %d: legal moves differ", what, want.version())
		}
		if seat >= 0 {
			g, w := got.undo.refusal(seat, got.sess.Actor(), got.version()), want.undo.refusal(seat, want.sess.Actor(), want.version())
			if fmt.Sprint(g) != fmt.Sprint(w) {
				t.Fatalf("%s at version %d: undo for seat %d: %v, want %v", what, want.version(), seat, g, w)
			}
		}
	}
	if len(got.undo.open) != len(want.undo.open) {
		t.Fatalf("%s at version %d: %d moves may be taken back, want %d", what, want.version(), len(got.undo.open), len(want.undo.open))
	}
	for i := range want.undo.open {
		if got.undo.open[i].version != want.undo.open[i].version || !bytes.Equal(got.undo.open[i].move, want.undo.open[i].move) {
			t.Fatalf("%s at version %d: move %d that may be taken back differs", what, want.version(), i)
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
				for b.live.sess.Actor() != engine.Nobody {
					b.next(rnd)
					if b.live.version()%5 == 0 {
						if snap, ok, err := b.live.takeSnapshot(); err != nil {
							t.Fatal(err)
						} else if ok {
							if err := st.PutSnapshot(context.Background(), b.live.rec.ID, snap); err != nil {
								t.Fatal(err)
							}
							b.live.snapshot = snap.Version
							snapshots++
						}
					}
					if b.live.version()%7 == 0 {
						loaded, err := loadFrom(env, b.live.rec.ID, g)
						if err != nil {
							t.Fatal(err)
						}
						if loaded.snapshot == 0 && snapshots > 0 {
							t.Fatalf("version %d: loaded without the snapshot stored", b.live.version())
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
