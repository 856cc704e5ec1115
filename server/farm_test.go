package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"caribe/engine"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// ratedPair is a site where Ana created a rated La Tortuga of two, her
// seat 0, and Ben joined seat 1: their devices, the table, Ben's seat.
func ratedPair(t *testing.T) (*accountSite, *http.Client, *http.Client, wire.Created, wire.Joined) {
	t.Helper()
	s := newAccountSite(t)
	ana, ben := s.device(), s.device()
	s.register(ana, "Ana")
	s.register(ben, "Ben")
	created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {}})
	var joined wire.Joined
	if code, msg := s.call(ben, "POST", seatPath(created.Table.ID, 1), wire.NickRequest{}, &joined); code != http.StatusOK {
		t.Fatalf("Ben joins: %d %s", code, msg)
	}
	return s, ana, ben, created, joined
}

// TestRatedSeatKeepsItsPlayer: once a rated table runs, its host cannot
// give an account's seat, left or its own, to another bot: neither
// "random" nor a strong search that is no level of the table, nor a level.
func TestRatedSeatKeepsItsPlayer(t *testing.T) {
	s, ana, _, created, joined := ratedPair(t)
	id := created.Table.ID
	for _, leaver := range []string{joined.Token, created.Joined.Token} {
		if code, msg := s.play(ana, "POST", "/api/tables/"+id+"/leave", leaver, nil, nil); code != http.StatusOK {
			t.Fatalf("a player leaves: %d %s", code, msg)
		}
	}
	for seat := range 2 {
		for _, bot := range []string{"random", "mcts:20000", "hard"} {
			if code, msg := s.play(ana, "POST", seatPath(id, seat)+"/bot", created.HostToken, wire.BotRequest{Bot: bot}, nil); code != http.StatusConflict {
				t.Errorf("the host gives seat %d, its account's, to %s: %d %s", seat, bot, code, msg)
			}
		}
	}
	var info wire.TableInfo
	s.call(ana, "GET", "/api/tables/"+id, nil, &info)
	for _, st := range info.Seats {
		if st.Kind != wire.SeatOpen || st.Account == "" {
			t.Errorf("seat %d after the host's tries: %+v, want its account's, open", st.Seat, st)
		}
	}
}

// TestRatedLeaverPlacedLast: a seat a bot played for its account at the
// end of a rated game, or that its account left, is placed last and
// credited no win, even when its bot won; the others are placed among
// themselves by the result.
func TestRatedLeaverPlacedLast(t *testing.T) {
	s := newAccountSite(t)
	ctx := context.Background()
	bot := s.srv.bots.AwayLevel("tortuga", nil)
	seats := []store.Seat{
		{Nick: "Ana", Account: "ana", TokenHash: make([]byte, 32)},
		{Nick: "Ben", Account: "ben", Bot: bot, TokenHash: table.DepartedHash("ben's token")},
		{Nick: "Cid", Account: "cid", TokenHash: make([]byte, 32)},
	}
	result, err := json.Marshal(engine.Result{Over: true, Scores: []int{3, 9, 5}, Winners: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	rec := store.Table{ID: "t1", Game: "tortuga", Players: 3, Rated: true, Seats: seats, Result: result}
	outs, _, err := s.srv.rated.Outcomes(ctx, rec)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"cid": 1, "ana": 2, "ben": 3}
	for _, o := range outs {
		if o.Place != want[o.Player] || !o.Rated {
			t.Errorf("%s: place %d rated %v, want place %d, rated", o.Player, o.Place, o.Rated, want[o.Player])
		}
		if o.Player == "ben" && (o.After.Wins != 0 || o.After.Mu >= o.Before.Mu) {
			t.Errorf("Ben, whose bot won, is credited %+v after %+v", o.After, o.Before)
		}
	}
	rec.Seats[1] = store.Seat{Nick: "Ben", Account: "ben", TokenHash: table.DepartedHash("ben's token")}
	if outs, _, err = s.srv.rated.Outcomes(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if o.Place != want[o.Player] {
			t.Errorf("Ben left his seat: %s placed %d, want %d", o.Player, o.Place, want[o.Player])
		}
	}
	for i := range rec.Seats {
		rec.Seats[i].Bot, rec.Seats[i].TokenHash = bot, table.DepartedHash("token")
	}
	if outs, _, err = s.srv.rated.Outcomes(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if o.Rated {
			t.Errorf("every account left: %s recorded %+v, want unrated", o.Player, o)
		}
	}
}

// outcomesOf waits for a finished table's outcomes to be recorded.
func (s *accountSite) outcomesOf(id string) []store.Outcome {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		outs, err := s.store.TableOutcomes(context.Background(), id)
		if err != nil {
			s.t.Fatal(err)
		}
		if len(outs) > 0 {
			return outs
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("table %s: no outcomes recorded within 30 seconds", id)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestRatedSameAddress: two accounts of one address (here one IPv6 /64)
// have their first rated game of the day together rated, the next one
// not, counted on /metrics; an account of another address is rated
// with either.
func TestRatedSameAddress(t *testing.T) {
	s := newAccountSite(t)
	ana, ben, cid := s.deviceAt("2001:db8:1:2::5"), s.deviceAt("2001:db8:1:2::9"), s.deviceAt("203.0.113.1")
	s.register(ana, "Ana")
	s.register(ben, "Ben")
	s.register(cid, "Cid")
	for i, c := range []struct {
		other *http.Client
		rated bool
	}{{ben, true}, {ben, false}, {cid, true}} {
		created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {}})
		id := created.Table.ID
		var joined wire.Joined
		if code, msg := s.call(c.other, "POST", seatPath(id, 1), wire.NickRequest{}, &joined); code != http.StatusOK {
			t.Fatalf("game %d: join: %d %s", i, code, msg)
		}
		s.playOut(ana, id, map[int]string{0: created.Joined.Token, 1: joined.Token})
		for _, o := range s.outcomesOf(id) {
			if o.Rated != c.rated {
				t.Errorf("game %d: %s's outcome rated %v, want %v", i, o.Player, o.Rated, c.rated)
			}
		}
	}
	resp, err := http.Get(s.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(body), `caribe_rated_unrated_total{why="shared_address"} 1`) {
		t.Errorf("/metrics does not count the game left unrated:\n%s", body)
	}
}
