package server

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"caribe/engine"
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
	bot := s.srv.awayLevel("tortuga", nil)
	seats := []store.Seat{
		{Nick: "Ana", Account: "ana", TokenHash: make([]byte, 32)},
		{Nick: "Ben", Account: "ben", Bot: bot, TokenHash: departedHash("ben's token")},
		{Nick: "Cid", Account: "cid", TokenHash: make([]byte, 32)},
	}
	result, err := json.Marshal(engine.Result{Over: true, Scores: []int{3, 9, 5}, Winners: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	rec := store.Table{ID: "t1", Game: "tortuga", Players: 3, Rated: true, Seats: seats, Result: result}
	outs, err := s.srv.outcomes(ctx, rec)
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
	rec.Seats[1] = store.Seat{Nick: "Ben", Account: "ben", TokenHash: departedHash("ben's token")}
	if outs, err = s.srv.outcomes(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if o.Place != want[o.Player] {
			t.Errorf("Ben left his seat: %s placed %d, want %d", o.Player, o.Place, want[o.Player])
		}
	}
	for i := range rec.Seats {
		rec.Seats[i].Bot, rec.Seats[i].TokenHash = bot, departedHash("token")
	}
	if outs, err = s.srv.outcomes(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if o.Rated {
			t.Errorf("every account left: %s recorded %+v, want unrated", o.Player, o)
		}
	}
}
