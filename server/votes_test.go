package server

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"caribe/server/wire"
)

// TestVoteHandsSilentSeatOver: at a table without a clock, votes on the
// seat deciding are refused before the vote wait; after it the clients
// hear of the silence, each other person votes once, and the last vote
// hands the seat to a bot, which plays it.
func TestVoteHandsSilentSeatOver(t *testing.T) {
	h, clock := clocked(t, Config{VoteWait: 10 * time.Minute})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 3, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	id := c.Table.ID
	tokens := map[int]string{0: c.Joined.Token, 1: h.join(id, 1, "Boris").Token, 2: h.join(id, 2, "Vera").Token}
	silent, _ := h.personToMove(id, tokens)
	others := []int{(silent + 1) % 3, (silent + 2) % 3}
	vote := func(voter, seat int) (int, wire.TableInfo, string) {
		t.Helper()
		var answer json.RawMessage
		code := h.call("POST", seatPath(id, seat)+"/vote", tokens[voter], nil, &answer)
		var info wire.TableInfo
		var refusal wire.ErrorResponse
		json.Unmarshal(answer, &info)
		json.Unmarshal(answer, &refusal)
		return code, info, refusal.Error
	}

	clock.advance(9 * time.Minute)
	if code, _, why := vote(others[0], silent); code != http.StatusConflict || !strings.Contains(why, "too early") {
		t.Fatalf("a vote before the wait: %d %q", code, why)
	}
	if info := h.info(id); info.Silence != nil {
		t.Fatalf("silence shown before the wait: %+v", info.Silence)
	}
	ws := h.dial(id, tokens[others[1]], nil)
	ws.until("state")
	clock.advance(time.Minute)
	h.srv.tables.FireClocks(clock.now())
	for {
		m := ws.until("table")
		if m.Table.Silence != nil {
			if m.Table.Silence.Seat != silent || !m.Table.Silence.VoteFrom.Equal(clock.now()) {
				t.Fatalf("silence told: %+v", m.Table.Silence)
			}
			break
		}
	}
	if code, _, why := vote(silent, silent); code != http.StatusConflict {
		t.Errorf("a seat voting itself away: %d %q", code, why)
	}
	if code, _, why := vote(others[0], others[1]); code != http.StatusConflict {
		t.Errorf("a vote on a seat that does not decide: %d %q", code, why)
	}
	for range 2 {
		code, info, why := vote(others[0], silent)
		if code != http.StatusOK || info.Seats[silent].Kind != wire.SeatPerson || !slices.Equal(info.Silence.Votes, []int{others[0]}) {
			t.Fatalf("the first vote: %d %q %+v %+v", code, why, info.Seats[silent], info.Silence)
		}
	}
	if hs := handovers(t, h.st, id); len(hs) != 0 {
		t.Fatalf("handed over after one vote of two: %+v", hs)
	}
	code, info, why := vote(others[1], silent)
	if code != http.StatusOK || info.Seats[silent].Kind != wire.SeatBot || !info.Seats[silent].Away || info.Silence != nil {
		t.Fatalf("the last vote: %d %q %+v %+v", code, why, info.Seats[silent], info.Silence)
	}
	hs := handovers(t, h.st, id)
	if len(hs) != 1 || hs[0].Seat != silent || hs[0].Why != "vote" || hs[0].To != "bot" {
		t.Fatalf("handovers after the votes: %+v", hs)
	}
	waitVersion(h, id, info.Version+1)
}

// TestNoVoteAtClockedTable: a table with a clock takes no votes: its
// clock hands a silent seat over.
func TestNoVoteAtClockedTable(t *testing.T) {
	h, clock := clocked(t, Config{VoteWait: time.Minute})
	id, tokens := clockTable(h, &wire.ClockSpec{Kind: wire.ClockTurn, Days: 1})
	seat, _ := h.personToMove(id, tokens)
	clock.advance(time.Hour)
	var refusal wire.ErrorResponse
	if code := h.call("POST", seatPath(id, seat)+"/vote", tokens[1-seat], nil, &refusal); code != http.StatusConflict || !strings.Contains(refusal.Error, "clock") {
		t.Errorf("a vote at a table with a clock: %d %q", code, refusal.Error)
	}
	if info := h.info(id); info.Silence != nil {
		t.Errorf("silence at a table with a clock: %+v", info.Silence)
	}
}
