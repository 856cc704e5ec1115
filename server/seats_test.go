package server

import (
	"net/http"
	"strings"
	"testing"

	"caribe/server/wire"
)

// jamaicaFor2 makes a running two-person Cartagena Jamaica table: every
// hand hidden from all but its holder.
func jamaicaFor2(h *harness) (c wire.Created, tokens [2]string) {
	h.t.Helper()
	c = h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: []byte(`{"variant":"jamaica"}`), Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	return c, [2]string{c.Joined.Token, h.join(c.Table.ID, 1, "Boris").Token}
}

// joinAnswer is a join's answer, taken or refused.
type joinAnswer struct {
	code int
	wire.Joined
	wire.ErrorResponse
}

// takeSeat asks for a seat under a nickname, with a bearer token (or "")
// and proofs in the body.
func (h *harness) takeSeat(id, seat, bearer, nick string, tokens ...string) joinAnswer {
	h.t.Helper()
	var a joinAnswer
	a.code = h.call("POST", "/api/tables/"+id+"/seats/"+seat, bearer, wire.NickRequest{Nick: nick, Tokens: tokens}, &a)
	return a
}

// leave leaves a seat, failing the test on a refusal.
func (h *harness) leave(id, token string) wire.TableInfo {
	h.t.Helper()
	var info wire.TableInfo
	if code := h.call("POST", "/api/tables/"+id+"/leave", token, nil, &info); code != http.StatusOK {
		h.t.Fatalf("leave: status %d", code)
	}
	return info
}

// hand is the cards a token's view shows of seat's hand.
func hand(h *harness, id, token string, seat int) string {
	h.t.Helper()
	var v struct {
		View struct {
			Hands []struct {
				Cards string `json:"cards"`
			} `json:"hands"`
		} `json:"view"`
	}
	if code := h.call("GET", "/api/tables/"+id+"/view", token, nil, &v); code != http.StatusOK {
		h.t.Fatalf("view: status %d", code)
	}
	return v.View.Hands[seat].Cards
}

// TestAHiddenHandIsNotTakenOver is the probe: Boris leaves a
// Jamaica table; neither Anna, who holds seat 0, nor anyone else takes his
// seat and reads his hand.
func TestAHiddenHandIsNotTakenOver(t *testing.T) {
	h := newHarness(t, Config{})
	c, tok := jamaicaFor2(h)
	id := c.Table.ID
	if info := h.leave(id, tok[1]); !info.Seats[1].Departed || info.Seats[1].Kind != wire.SeatOpen {
		t.Fatalf("after the leave: %+v", info.Seats[1])
	}
	// Anna, whose token says who she is, in the body or as the bearer.
	if a := h.takeSeat(id, "1", "", "Anna2", tok[0]); a.code != 409 || !strings.Contains(a.Error, "you hold seat 0 of this table already") {
		t.Errorf("Anna's takeover, her token in tokens: %d %q", a.code, a.Error)
	}
	if a := h.takeSeat(id, "1", tok[0], "Anna2"); a.code != 409 || !strings.Contains(a.Error, "you hold seat 0") {
		t.Errorf("Anna's takeover, her token as the bearer: %d %q", a.code, a.Error)
	}
	if a := h.takeSeat(id, "0", "", "Anna", tok[0]); a.code != 409 || !strings.Contains(a.Error, "you hold seat 0 already") {
		t.Errorf("Anna's own seat again: %d %q", a.code, a.Error)
	}
	// Anna without her token, or any spectator, with or without a made-up one.
	for _, proofs := range [][]string{nil, {strings.Repeat("ab", 16)}} {
		if a := h.takeSeat(id, "1", "", "Mallory", proofs...); a.code != 403 || !strings.Contains(a.Error, "seat 1 was left by Boris") {
			t.Errorf("a takeover with %v: %d %q", proofs, a.code, a.Error)
		}
	}
	var info wire.TableInfo
	h.call("GET", "/api/tables/"+id, "", nil, &info)
	if s := info.Seats[1]; s.Kind != wire.SeatOpen || s.Nick != "Boris" || !s.Departed {
		t.Errorf("the refusals changed seat 1: %+v", s)
	}
	// Boris's old token opens nothing but the way back.
	var e wire.ErrorResponse
	if code := h.call("GET", "/api/tables/"+id+"/view", tok[1], nil, &e); code != 403 || !strings.Contains(e.Error, "left seat 1") {
		t.Errorf("the departed token's view: %d %q", code, e.Error)
	}
	if code := h.call("POST", "/api/tables/"+id+"/moves", tok[1], `{"version":0,"move":{"type":"forward","from":0,"card":"sabre"}}`, &e); code != 403 || !strings.Contains(e.Error, "left seat 1") {
		t.Errorf("the departed token's move: %d %q", code, e.Error)
	}
	if m := h.dial(id, tok[1], nil).next(); m.Type != "error" || !strings.Contains(m.Error, "left seat 1") {
		t.Errorf("the departed token's hello: %+v", m)
	}
}

// TestADepartedPlayerRetakesTheSeat with their own token, even after a
// restart, under a new token; the old one is spent.
func TestADepartedPlayerRetakesTheSeat(t *testing.T) {
	h := newHarness(t, Config{})
	c, tok := jamaicaFor2(h)
	id := c.Table.ID
	before := hand(h, id, tok[1], 1)
	h.leave(id, tok[1])
	// The way back is stored: it outlives a restart.
	h.stop()
	h.start(Config{})
	var info wire.TableInfo
	if h.call("GET", "/api/tables/"+id, "", nil, &info); info.Seats[1].Kind != wire.SeatOpen || !info.Seats[1].Departed {
		t.Fatalf("seat 1 after the restart: %+v", info.Seats[1])
	}
	a := h.takeSeat(id, "1", "", "Boris", tok[1])
	if a.code != 200 || a.Seat != 1 || len(a.Token) != 32 || a.Token == tok[1] || a.Table.Seats[1].Kind != wire.SeatPerson {
		t.Fatalf("Boris's retake: %d %q %+v", a.code, a.Error, a.Joined)
	}
	if got := hand(h, id, a.Token, 1); got != before {
		t.Errorf("Boris's hand after the retake: %q, was %q", got, before)
	}
	if code := h.call("GET", "/api/tables/"+id+"/view", tok[1], nil, nil); code != 403 {
		t.Errorf("the spent token still views: %d", code)
	}
	// Leaving and coming back again, by the newest token; the bearer
	// header proves it as well as the body.
	h.leave(id, a.Token)
	if b := h.takeSeat(id, "1", tok[1], "Boris"); b.code != 403 {
		t.Errorf("a retake by the spent token: %d %q", b.code, b.Error)
	}
	if b := h.takeSeat(id, "1", a.Token, "Boris"); b.code != 200 {
		t.Errorf("a retake by the newest token as the bearer: %d %q", b.code, b.Error)
	}
}

// TestTheHostInvitesANewcomer to a departed seat: the invitation takes it
// once, and Boris's own token no longer does.
func TestTheHostInvitesANewcomer(t *testing.T) {
	h := newHarness(t, Config{})
	c, tok := jamaicaFor2(h)
	id := c.Table.ID
	var e wire.ErrorResponse
	if code := h.call("POST", "/api/tables/"+id+"/seats/1/invite", c.HostToken, nil, &e); code != 409 || !strings.Contains(e.Error, "held by a person") {
		t.Errorf("an invitation to a held seat: %d %q", code, e.Error)
	}
	h.leave(id, tok[1])
	if code := h.call("POST", "/api/tables/"+id+"/seats/1/invite", tok[0], nil, &e); code != 403 || !strings.Contains(e.Error, "only the table's host") {
		t.Errorf("an invitation by a player: %d %q", code, e.Error)
	}
	var inv wire.Invited
	if code := h.call("POST", "/api/tables/"+id+"/seats/1/invite", c.HostToken, nil, &inv); code != 200 || inv.Seat != 1 || len(inv.Invite) != 32 {
		t.Fatalf("the host's invitation: %d %+v", code, inv)
	}
	if a := h.takeSeat(id, "1", "", "Boris", tok[1]); a.code != 403 {
		t.Errorf("Boris's own token after the invitation: %d %q", a.code, a.Error)
	}
	a := h.takeSeat(id, "1", "", "Clara", inv.Invite)
	if a.code != 200 || a.Table.Seats[1].Nick != "Clara" || a.Token == inv.Invite {
		t.Fatalf("the newcomer's join: %d %q %+v", a.code, a.Error, a.Joined)
	}
	if hand(h, id, a.Token, 1) == "" {
		t.Error("the newcomer sees no hand")
	}
	h.leave(id, a.Token)
	if b := h.takeSeat(id, "1", "", "Dora", inv.Invite); b.code != 403 {
		t.Errorf("the invitation used twice: %d %q", b.code, b.Error)
	}

	open := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: []byte(`{"variant":"jamaica"}`)})
	if code := h.call("POST", "/api/tables/"+open.Table.ID+"/seats/0/invite", open.HostToken, nil, &e); code != 409 || !strings.Contains(e.Error, "needs no invitation") {
		t.Errorf("an invitation to a seat never taken: %d %q", code, e.Error)
	}
}

// TestOpenGamesKeepOpenRetaking: in La Tortuga and Cartagena's Tortuga
// variant every seat sees what a spectator sees, so a departed seat goes to
// anyone who holds no other seat of the table.
func TestOpenGamesKeepOpenRetaking(t *testing.T) {
	h := newHarness(t, Config{})
	for _, req := range []wire.CreateRequest{
		{Game: "tortuga", Players: 2},
		{Game: "cartagena", Players: 2, Options: []byte(`{"variant":"tortuga"}`)},
	} {
		req.Join = &wire.JoinRequest{Seat: 0, Nick: "Anna"}
		c := h.create(req)
		id := c.Table.ID
		boris := h.join(id, 1, "Boris")
		h.leave(id, boris.Token)
		if a := h.takeSeat(id, "1", "", "Anna", c.Joined.Token); a.code != 409 {
			t.Errorf("%s: Anna's second seat: %d %q", req.Game, a.code, a.Error)
		}
		if a := h.takeSeat(id, "1", "", "Clara"); a.code != 200 || a.Table.Seats[1].Nick != "Clara" {
			t.Errorf("%s: a passer-by takes the departed seat: %d %q", req.Game, a.code, a.Error)
		}
	}
}
