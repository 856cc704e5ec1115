package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// finalResult is the score sheet stored with the entry that ends a table.
var finalResult = json.RawMessage(`{"over":true,"scores":[3,1],"winners":[0]}`)

// finish creates a table of game with one entry, the one that ends it,
// so that the table is pending.
func finish(t *testing.T, s store.Store, id, game string) {
	t.Helper()
	tab := sample(id)
	tab.Game, tab.Rated, tab.Status = game, true, store.Running
	create(t, s, tab)
	appendMove(t, s, id, store.Move{Seq: 1, Entry: move(id, 1), Actor: -2, Result: finalResult})
}

// pending lists the pending tables, failing the test if it cannot.
func pending(t *testing.T, s store.Store, limit int) []string {
	t.Helper()
	ids, err := s.Pending(context.Background(), limit)
	if err != nil {
		t.Fatalf("Pending(%d): %v", limit, err)
	}
	return ids
}

// record records a table's outcomes, failing the test if it cannot.
func record(t *testing.T, s store.Store, id string, outs ...store.Outcome) {
	t.Helper()
	if err := s.Record(context.Background(), id, outs); err != nil {
		t.Fatalf("Record(%s): %v", id, err)
	}
}

// rated is the outcome of a rated table for player, who had the standing
// before (Games 0: none) and now has after, as the store reads it back:
// the standings name the game and player, the one after changed at the
// outcome's time, and of the one before no time is kept.
func rated(table, game, player string, seat, place int, at time.Time, before, after store.Standing) store.Outcome {
	before.Game, before.Player, before.Updated = game, player, time.Time{}
	after.Game, after.Player, after.Updated = game, player, at
	return store.Outcome{Table: table, Game: game, Player: player, Seat: seat, Place: place, Players: 2,
		Rated: true, Before: before, After: after, At: at}
}

// unrated is the outcome of an unrated table for player.
func unrated(table, game, player string, seat, place int, at time.Time) store.Outcome {
	return store.Outcome{Table: table, Game: game, Player: player, Seat: seat, Place: place, Players: 2, At: at}
}

// standing is a standing with every field but Nick and Updated set.
func standing(game, player string, mu, sigma float64, games, wins int) store.Standing {
	return store.Standing{Game: game, Player: player, Mu: mu, Sigma: sigma, Games: games, Wins: wins}
}

// checkStandings fails the test unless players' standings in game are
// want (by player; absent: none).
func checkStandings(t *testing.T, s store.Store, game string, players []string, want map[string]store.Standing) {
	t.Helper()
	got, err := s.Standings(context.Background(), game, players)
	if err != nil {
		t.Fatalf("Standings(%s, %v): %v", game, players, err)
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("Standings(%s, %v) (-want +got):\n%s", game, players, diff)
	}
}

// checkTableOutcomes fails the test unless the outcomes recorded for
// table id are want.
func checkTableOutcomes(t *testing.T, s store.Store, id string, want []store.Outcome) {
	t.Helper()
	got, err := s.TableOutcomes(context.Background(), id)
	if err != nil {
		t.Fatalf("TableOutcomes(%s): %v", id, err)
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("TableOutcomes(%s) (-want +got):\n%s", id, diff)
	}
}

// testRated: Rated is stored by CreateTable and read back by every read
// of a table.
func testRated(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, r := range []bool{true, false} {
		tab := sample("rated")
		if !r {
			tab.ID = "unrated"
		}
		tab.Rated = r
		create(t, s, tab)
		if got, _ := read(t, s, tab.ID); got.Rated != r {
			t.Errorf("Table(%s).Rated = %v, want %v", tab.ID, got.Rated, r)
		}
		if got, _, _, err := s.Latest(ctx, tab.ID); err != nil || got.Rated != r {
			t.Errorf("Latest(%s).Rated = %v, %v; want %v", tab.ID, got.Rated, err, r)
		}
		if got, _, err := s.Since(ctx, tab.ID, 0); err != nil || got.Rated != r {
			t.Errorf("Since(%s).Rated = %v, %v; want %v", tab.ID, got.Rated, err, r)
		}
	}
	for _, tab := range list(t, s, store.Query{}) {
		if want := tab.ID == "rated"; tab.Rated != want {
			t.Errorf("List: %s.Rated = %v, want %v", tab.ID, tab.Rated, want)
		}
	}
}

// testPending: an entry with a result marks its table pending, one
// without leaves it as it is; Pending lists those that ended first first.
func testPending(t *testing.T, s store.Store) {
	create(t, s, sample("playing"))
	appendMoves(t, s, "playing", 2)
	if got := pending(t, s, 0); len(got) != 0 {
		t.Fatalf("Pending with no table ended = %v", got)
	}
	for _, id := range []string{"ended-3", "ended-1", "ended-2"} {
		finish(t, s, id, "tobago")
		time.Sleep(3 * time.Millisecond)
	}
	// An entry after the end, with no result, keeps the mark.
	appendMove(t, s, "ended-3", store.Move{Seq: 2, Entry: move("ended-3", 2), Actor: -2})
	want := []string{"ended-3", "ended-1", "ended-2"}
	if diff := cmp.Diff(want, pending(t, s, 0)); diff != "" {
		t.Errorf("Pending(0) (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want[:2], pending(t, s, 2)); diff != "" {
		t.Errorf("Pending(2) (-want +got):\n%s", diff)
	}
	if _, err := s.Pending(context.Background(), -1); err == nil {
		t.Error("Pending(-1) succeeded")
	}
	record(t, s, "ended-1")
	if diff := cmp.Diff([]string{"ended-3", "ended-2"}, pending(t, s, 0)); diff != "" {
		t.Errorf("Pending after ended-1 was recorded with no outcome (-want +got):\n%s", diff)
	}
	checkTableOutcomes(t, s, "ended-1", nil)
}

// testRecord: Record stores the outcomes and the standings after them and
// clears the table's mark, once.
func testRecord(t *testing.T, s store.Store) {
	ctx := context.Background()
	if err := s.Record(ctx, "unknown", nil); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Record of an unknown table = %v, want ErrNotFound", err)
	}
	at := base.Add(time.Hour)
	if seeded, err := s.Seed(ctx, store.Standing{Game: "tobago", Player: "bot:hard", Mu: 27.5, Sigma: 1.0 / 3, Updated: base}); err != nil || !seeded {
		t.Fatalf("Seed = %v, %v", seeded, err)
	}
	finish(t, s, "t", "tobago")
	outs := []store.Outcome{
		rated("t", "tobago", "bot:hard", 1, 2, at,
			standing("", "", 27.5, 1.0/3, 0, 0), standing("", "", 26.123456789012345, 0.3291015625000001, 1, 0)),
		rated("t", "tobago", "a1", 0, 1, at,
			standing("", "", 25, 25.0/3, 0, 0), standing("", "", 29.396540415924646, 7.171475587326186, 1, 1)),
	}
	record(t, s, "t", outs...)
	checkTableOutcomes(t, s, "t", []store.Outcome{outs[1], outs[0]})
	checkStandings(t, s, "tobago", []string{"a1", "bot:hard", "nobody"}, map[string]store.Standing{
		"a1": outs[1].After, "bot:hard": outs[0].After,
	})
	if got := pending(t, s, 0); len(got) != 0 {
		t.Errorf("Pending after Record = %v", got)
	}

	// A second record of the table, by another server say, does nothing.
	again := []store.Outcome{
		rated("t", "tobago", "a1", 0, 1, at.Add(time.Minute), outs[1].After, standing("", "", 31, 6, 2, 2)),
	}
	record(t, s, "t", again...)
	checkTableOutcomes(t, s, "t", []store.Outcome{outs[1], outs[0]})
	checkStandings(t, s, "tobago", []string{"a1"}, map[string]store.Standing{"a1": outs[1].After})
}

// testRecordConflict: a rated outcome whose Before is not its player's
// standing now is refused, and nothing of the table is recorded.
func testRecordConflict(t *testing.T, s store.Store) {
	ctx := context.Background()
	at := base.Add(time.Hour)
	now := standing("tobago", "a1", 30, 5, 3, 2)
	now.Updated = base
	if _, err := s.Seed(ctx, now); err != nil {
		t.Fatalf("Seed: %v", err)
	}
	finish(t, s, "t", "tobago")
	fresh := rated("t", "tobago", "bot:easy", 1, 2, at, standing("", "", 25, 25.0/3, 0, 0), standing("", "", 20, 8, 1, 0))
	for name, stale := range map[string]store.Outcome{
		"differs": rated("t", "tobago", "a1", 0, 1, at, standing("", "", 30, 5, 2, 2), standing("", "", 31, 4.5, 3, 3)),
		"absent":  rated("t", "tobago", "bot:easy", 1, 2, at, standing("", "", 25, 8, 4, 1), standing("", "", 20, 8, 5, 1)),
	} {
		outs := []store.Outcome{fresh, stale}
		if stale.Player == fresh.Player {
			outs = []store.Outcome{rated("t", "tobago", "a2", 0, 1, at, standing("", "", 25, 25.0/3, 0, 0), standing("", "", 28, 7, 1, 1)), stale}
		}
		if err := s.Record(ctx, "t", outs); !errors.Is(err, store.ErrConflict) {
			t.Errorf("Record with a Before that %s = %v, want ErrConflict", name, err)
		}
		checkTableOutcomes(t, s, "t", nil)
		checkStandings(t, s, "tobago", []string{"a1", "a2", "bot:easy"}, map[string]store.Standing{"a1": now})
		if diff := cmp.Diff([]string{"t"}, pending(t, s, 0)); diff != "" {
			t.Errorf("Pending after a refused Record (-want +got):\n%s", diff)
		}
	}

	current := rated("t", "tobago", "a1", 0, 1, at, standing("", "", 30, 5, 3, 2), standing("", "", 31, 4.5, 4, 3))
	record(t, s, "t", current, fresh)
	checkTableOutcomes(t, s, "t", []store.Outcome{current, fresh})
	checkStandings(t, s, "tobago", []string{"a1", "bot:easy"}, map[string]store.Standing{"a1": current.After, "bot:easy": fresh.After})
}

// testSeed: Seed stores a standing only for a player without one.
func testSeed(t *testing.T, s store.Store) {
	ctx := context.Background()
	first := standing("tobago", "bot:hard", 31.25, 2.0/3, 0, 0)
	first.Updated = base
	if seeded, err := s.Seed(ctx, first); err != nil || !seeded {
		t.Fatalf("Seed = %v, %v; want true", seeded, err)
	}
	other := standing("tobago", "bot:hard", 12, 1, 5, 5)
	other.Updated = base.Add(time.Hour)
	if seeded, err := s.Seed(ctx, other); err != nil || seeded {
		t.Errorf("Seed of a player with a standing = %v, %v; want false", seeded, err)
	}
	elsewhere := standing("cartagena", "bot:hard", 20, 3, 0, 0)
	elsewhere.Updated = base
	if seeded, err := s.Seed(ctx, elsewhere); err != nil || !seeded {
		t.Errorf("Seed in another game = %v, %v; want true", seeded, err)
	}
	checkStandings(t, s, "tobago", []string{"bot:hard", "bot:easy"}, map[string]store.Standing{"bot:hard": first})
	checkStandings(t, s, "cartagena", []string{"bot:hard"}, map[string]store.Standing{"bot:hard": elsewhere})
	checkStandings(t, s, "tobago", nil, nil)
}

// testLadder: a ladder lists by Mu−3·Sigma, then more games, then player,
// with the accounts' nicknames.
func testLadder(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Ana")
	createAccount(t, s, "a2", "Bea")
	createAccount(t, s, "a3", "Cai")
	var want []store.Standing
	for _, st := range []struct {
		player, nick string
		mu, sigma    float64
		games        int
	}{
		{"a2", "Bea", 25, 3, 4},        // 16
		{"bot:hard", "", 27, 4, 12},    // 15, more games
		{"a1", "Ana", 30, 5, 10},       // 15
		{"a3", "Cai", 21, 2, 10},       // 15, after a1
		{"a0", "", -1e-300, 1e-300, 0}, // below zero, barely; no account
		{"a4", "", 5.5, 2.5, 1},        // -2, more games
		{"bot:easy", "", 10, 4, 0},     // -2
	} {
		sd := standing("tobago", st.player, st.mu, st.sigma, st.games, st.games/2)
		sd.Updated = base
		if _, err := s.Seed(ctx, sd); err != nil {
			t.Fatalf("Seed(%s): %v", st.player, err)
		}
		sd.Nick = st.nick
		want = append(want, sd)
	}
	if _, err := s.Seed(ctx, store.Standing{Game: "cartagena", Player: "a1", Mu: 99, Sigma: 1, Updated: base}); err != nil {
		t.Fatalf("Seed: %v", err)
	}
	for _, limit := range []int{0, 3} {
		got, err := s.Ladder(ctx, "tobago", limit)
		if err != nil {
			t.Fatalf("Ladder(%d): %v", limit, err)
		}
		w := want
		if limit > 0 {
			w = want[:limit]
		}
		if diff := cmp.Diff(w, got); diff != "" {
			t.Errorf("Ladder(%d) (-want +got):\n%s", limit, diff)
		}
	}
	if got, err := s.Ladder(ctx, "nothing", 0); err != nil || len(got) != 0 {
		t.Errorf("Ladder of a game nobody played = %v, %v", got, err)
	}
}

// testOutcomes: a player's outcomes newest first, by game; a table's by
// seat; a player's tallies per game.
func testOutcomes(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, g := range []struct{ id, game string }{{"t1", "tobago"}, {"t2", "cartagena"}, {"t3", "tobago"}, {"t4", "tobago"}} {
		finish(t, s, g.id, g.game)
	}
	at := func(min int) time.Time { return base.Add(time.Duration(min) * time.Minute) }
	t1 := rated("t1", "tobago", "a1", 0, 1, at(1), standing("", "", 25, 8, 0, 0), standing("", "", 28, 7, 1, 1))
	t2 := unrated("t2", "cartagena", "a1", 1, 2, at(2))
	t3 := unrated("t3", "tobago", "a1", 0, 1, at(3))
	t4 := []store.Outcome{
		rated("t4", "tobago", "a1", 2, 3, at(3), t1.After, standing("", "", 26, 6.5, 2, 1)),
		rated("t4", "tobago", "bot:hard", 0, 1, at(3), standing("", "", 27, 1, 0, 0), standing("", "", 27.5, 0.9, 1, 1)),
		rated("t4", "tobago", "a2", 1, 2, at(3), standing("", "", 25, 8, 0, 0), standing("", "", 25.5, 7.5, 1, 0)),
	}
	for i := range t4 {
		t4[i].Players = 3
	}
	record(t, s, "t1", t1)
	record(t, s, "t2", t2)
	record(t, s, "t3", t3)
	record(t, s, "t4", t4...)

	checkTableOutcomes(t, s, "t4", []store.Outcome{t4[1], t4[2], t4[0]})
	for _, c := range []struct {
		game  string
		limit int
		want  []store.Outcome
	}{
		{"", 0, []store.Outcome{t3, t4[0], t2, t1}},
		{"", 2, []store.Outcome{t3, t4[0]}},
		{"tobago", 0, []store.Outcome{t3, t4[0], t1}},
		{"cartagena", 5, []store.Outcome{t2}},
		{"tortuga", 0, nil},
	} {
		got, err := s.Outcomes(ctx, "a1", c.game, c.limit)
		if err != nil {
			t.Fatalf("Outcomes(a1, %q, %d): %v", c.game, c.limit, err)
		}
		if diff := cmp.Diff(c.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("Outcomes(a1, %q, %d) (-want +got):\n%s", c.game, c.limit, diff)
		}
	}
	tallies, err := s.Tallies(ctx, "a1")
	if err != nil {
		t.Fatalf("Tallies: %v", err)
	}
	want := []store.Tally{{Game: "cartagena", Played: 1}, {Game: "tobago", Played: 3, Won: 2, Rated: 2}}
	if diff := cmp.Diff(want, tallies); diff != "" {
		t.Errorf("Tallies(a1) (-want +got):\n%s", diff)
	}
	if tallies, err := s.Tallies(ctx, "nobody"); err != nil || len(tallies) != 0 {
		t.Errorf("Tallies(nobody) = %v, %v", tallies, err)
	}
}

// testAccountByNick: an account is found by its nickname, up to case.
func testAccountByNick(t *testing.T, s store.Store) {
	ctx := context.Background()
	want := createAccount(t, s, "a1", "Ana")
	createAccount(t, s, "a2", "Bea")
	for _, nick := range []string{"Ana", "ana", "ANA"} {
		got, err := s.AccountByNick(ctx, nick)
		if err != nil {
			t.Fatalf("AccountByNick(%s): %v", nick, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("AccountByNick(%s) (-want +got):\n%s", nick, diff)
		}
	}
	if _, err := s.AccountByNick(ctx, "Ann"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AccountByNick(Ann) = %v, want ErrNotFound", err)
	}
}

// testFairness: a rated table's addresses are noted once each, by
// account; RatedTogether finds the recent rated tables of a set of
// players, or of exactly that set, newest first.
func testFairness(t *testing.T, s store.Store) {
	ctx := context.Background()
	for _, id := range []string{"t1", "t2", "t3"} {
		finish(t, s, id, "tobago")
	}
	at := func(min int) time.Time { return base.Add(time.Duration(min) * time.Minute) }
	fresh, once := standing("", "", 25, 8, 0, 0), standing("", "", 26, 7, 1, 0)
	record(t, s, "t1", rated("t1", "tobago", "a1", 0, 1, at(1), fresh, once), rated("t1", "tobago", "a2", 1, 2, at(1), fresh, once))
	t2 := []store.Outcome{
		rated("t2", "tobago", "a1", 0, 1, at(2), once, standing("", "", 27, 6, 2, 0)),
		rated("t2", "tobago", "a2", 1, 2, at(2), once, standing("", "", 27, 6, 2, 0)),
		rated("t2", "tobago", "bot:hard", 2, 3, at(2), fresh, once),
	}
	for i := range t2 {
		t2[i].Players = 3
	}
	record(t, s, "t2", t2...)
	record(t, s, "t3", unrated("t3", "tobago", "a1", 0, 1, at(3)), unrated("t3", "tobago", "a2", 1, 2, at(3)))
	pair := []string{"a1", "a2"}
	for _, c := range []struct {
		game   string
		only   bool
		since  int
		except string
		want   string
	}{
		{"tobago", false, 0, "", "[t2 t1]"},
		{"tobago", true, 0, "", "[t1]"},
		{"tobago", false, 2, "", "[t2]"},
		{"tobago", false, 0, "t2", "[t1]"},
		{"cartagena", false, 0, "", "[]"},
	} {
		got, err := s.RatedTogether(ctx, c.game, pair, c.only, at(c.since), c.except, 10)
		if err != nil || fmt.Sprint(got) != c.want {
			t.Errorf("RatedTogether(%+v) = %v, %v; want %s", c, got, err, c.want)
		}
	}
	for _, n := range []struct{ account, address string }{{"a1", "192.0.2.1"}, {"a1", "192.0.2.1"}, {"a2", "192.0.2.1"}, {"a2", "2001:db8::"}} {
		if err := s.NoteAddress(ctx, "t1", n.account, n.address); err != nil {
			t.Fatalf("NoteAddress(%+v): %v", n, err)
		}
	}
	if got, err := s.Addresses(ctx, "t1"); err != nil || fmt.Sprint(got) != "map[a1:[192.0.2.1] a2:[192.0.2.1 2001:db8::]]" {
		t.Errorf("Addresses(t1) = %v, %v", got, err)
	}
	if err := s.NoteAddress(ctx, "nowhere", "a1", "192.0.2.1"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("NoteAddress(unknown table) = %v, want ErrNotFound", err)
	}
}

// testRecordEnded: a table that ended is recorded the way a server does
// it: listed by Pending, read with Since at the largest version a server
// asks for (the table and its result, no entries), its outcomes recorded;
// then it is pending no more.
func testRecordEnded(t *testing.T, s store.Store) {
	ctx := context.Background()
	finish(t, s, "ended", "tobago")
	if diff := cmp.Diff([]string{"ended"}, pending(t, s, 0)); diff != "" {
		t.Fatalf("Pending (-want +got):\n%s", diff)
	}
	for _, version := range []int{math.MaxInt32, math.MaxInt32 + 1, math.MaxInt} {
		tab, entries, err := s.Since(ctx, "ended", version)
		if err != nil {
			t.Fatalf("Since(ended, %d): %v", version, err)
		}
		if len(entries) != 0 {
			t.Errorf("Since(ended, %d) read %d entries past the log's one", version, len(entries))
		}
		if !tab.Rated || !cmp.Equal(finalResult, tab.Result, equal) {
			t.Errorf("Since(ended, %d) = rated %v, result %s; want rated, result %s", version, tab.Rated, tab.Result, finalResult)
		}
	}
	at := base.Add(time.Hour)
	outs := []store.Outcome{
		rated("ended", "tobago", "a1", 0, 1, at, standing("", "", 25, 25.0/3, 0, 0), standing("", "", 29, 7, 1, 1)),
		rated("ended", "tobago", "bot:hard", 1, 2, at, standing("", "", 25, 25.0/3, 0, 0), standing("", "", 21, 7, 1, 0)),
	}
	record(t, s, "ended", outs...)
	checkTableOutcomes(t, s, "ended", outs)
	if got := pending(t, s, 0); len(got) != 0 {
		t.Errorf("Pending after the table was recorded = %v", got)
	}
}
