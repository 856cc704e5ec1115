package server

import (
	"net/http"
	"strings"
	"testing"

	"caribe/server/wire"
)

// TestNicknamesAreNormalisedOverHTTP: the join and the creation store the
// normalised nickname and refuse a format character with status 400.
func TestNicknamesAreNormalisedOverHTTP(t *testing.T) {
	h := newHarness(t, Config{})
	var e struct {
		Error string `json:"error"`
	}
	if code := h.call("POST", "/api/tables", "", `{"game":"tortuga","join":{"seat":0,"nick":"x\u202ey"}}`, &e); code != 400 || !strings.Contains(e.Error, "RIGHT-TO-LEFT OVERRIDE") {
		t.Errorf("creating with a format character in the nickname: %d %q", code, e.Error)
	}
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	zalgo := "X" + strings.Repeat("\u0353", 60) + "ena"
	j := h.join(c.Table.ID, 0, zalgo)
	if got := j.Table.Seats[0].Nick; got != "X\u0353\u0353\u0353ena" {
		t.Errorf("a nickname of stacked marks is stored as %q (%U)", got, []rune(got))
	}
}

// TestNicknamesLookAlike: an account's nickname is refused when it looks
// like another account's, by a Cyrillic а, a full-width ａ or case; a
// guest, or another account, sits under no account's name nor one that
// looks like it, while the account itself does; names of other scripts
// that look like no account's are taken, by accounts and guests alike.
func TestNicknamesLookAlike(t *testing.T) {
	s := newAccountSite(t)
	alice := s.device()
	s.register(alice, "alice")
	for _, nick := range []string{"\u0430lice", "\uff41lice", "ALICE", "Al\u0456ce"} {
		if code, msg := s.call(s.device(), "POST", "/api/accounts/register/begin", wire.RegisterBegin{Nick: nick}, nil); code != http.StatusConflict {
			t.Errorf("register %q beside alice: %d %s, want 409", nick, code, msg)
		}
	}
	s.register(s.device(), "Борис")
	s.register(s.device(), "Алёна")
	var created wire.Created
	if code, msg := s.call(s.device(), "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 3}, &created); code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, msg)
	}
	id := created.Table.ID
	guest, ben := s.device(), s.device()
	s.register(ben, "Ben")
	for _, c := range []struct {
		who  *http.Client
		nick string
	}{{guest, "alice"}, {guest, "\u0430lice"}, {guest, "\uff41LICE"}, {guest, "борис"}, {ben, "alice"}} {
		if code, msg := s.call(c.who, "POST", seatPath(id, 0), wire.NickRequest{Nick: c.nick}, nil); code != http.StatusConflict {
			t.Errorf("%q taken for a seat by someone else: %d %s, want 409", c.nick, code, msg)
		}
	}
	if code, msg := s.call(s.device(), "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "\uff41lice"}}, nil); code != http.StatusConflict {
		t.Errorf("a guest creates a table as ａlice: %d %s, want 409", code, msg)
	}
	for seat, c := range []struct {
		who  *http.Client
		nick string
	}{{alice, "ALICE"}, {guest, "Борislav"}, {ben, "Глеб"}} {
		var j wire.Joined
		if code, msg := s.call(c.who, "POST", seatPath(id, seat), wire.NickRequest{Nick: c.nick}, &j); code != http.StatusOK {
			t.Errorf("%q takes seat %d: %d %s, want 200", c.nick, seat, code, msg)
		}
	}
}
