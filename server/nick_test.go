package server

import (
	"net/http"
	"strings"
	"testing"
	"unicode/utf8"

	"caribe/server/wire"
)

// TestNicknamesAreNormalised: a nickname is stored in NFC, with at most
// MaxMarks (3) combining marks on a character, so that a name made of stacked
// marks cannot draw across the lobby.
func TestNicknamesAreNormalised(t *testing.T) {
	zalgo := "Z" + strings.Repeat("\u0336\u0337\u0338\u0350", 20) + "a"
	for _, c := range []struct{ in, want string }{
		{"  Anna  ", "Anna"},
		{"Ane\u0301", "An\u00e9"},                           // e + combining acute → é
		{"Vie\u0323\u0302t", "Vi\u1ec7t"},                   // two marks compose into one letter
		{"a\u0301\u0302\u0303\u0304", "\u00e1\u0302\u0303"}, // at most three marks on the a, the first composed
		{"\u1f84", "\u1f84"},                                // alpha with psili, oxia and ypogegrammeni: three marks kept
		{zalgo, "Z\u0336\u0337\u0338a"},                     // eighty marks on one letter keep three
		{"\u0301\u0301Bob", "Bob"},                          // marks with no letter before them go
		{"Аня", "Аня"},                                      // Cyrillic untouched
		{"李小龙", "李小龙"},                                      // wide characters untouched
		{"❤\ufe0f Mia", "❤ Mia"},                            // an emoji's variation selector goes (PRECIS disallows it)
		{strings.Repeat("я", MaxNick), strings.Repeat("я", MaxNick)},
	} {
		got, err := checkNick(c.in)
		if err != nil {
			t.Errorf("checkNick(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("checkNick(%q) = %q (%U), want %q (%U)", c.in, got, []rune(got), c.want, []rune(c.want))
		}
	}
}

// TestNicknamesAreRefused: what cannot be shown is refused with an error
// naming what is wrong, and lengths count characters after normalisation
// and columns on screen.
func TestNicknamesAreRefused(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "give one"},
		{"   ", "give one"},
		{"\u0301\u0301\u0301", "give one"},
		{"Ann\xff", "not valid UTF-8"},
		{"a\u0007b", "U+0007 is a control character"},
		{"evil\u202egnp.exe", "U+202E RIGHT-TO-LEFT OVERRIDE is an invisible format character"},
		{"zero\u200bwidth", "U+200B ZERO WIDTH SPACE is an invisible format character"},
		{"two\nlines", "U+000A is a control character"},
		{"tab\there", "U+0009 is a control character"},
		{"no\u00a0break", "U+00A0 NO-BREAK SPACE is a space other than the plain one"},
		{"line\u2028sep", "U+2028 LINE SEPARATOR is a line break"},
		{"priv\ue000", "U+E000 is a private-use character"},
		{strings.Repeat("я", MaxNick+1), "25 characters, at most 24"},
		{strings.Repeat("龙", 17), "34 columns wide (a wide character counts two), at most 32"},
	} {
		got, err := checkNick(c.in)
		if err == nil {
			t.Errorf("checkNick(%q) = %q, want an error saying %q", c.in, got, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("checkNick(%q): %q, want it to say %q", c.in, err, c.want)
		}
	}
	// Precomposed characters count once: 24 letters with an accent each
	// fit, though written with combining marks they are 48 code points.
	decomposed := strings.Repeat("e\u0301", MaxNick)
	got, err := checkNick(decomposed)
	if err != nil || utf8.RuneCountInString(got) != MaxNick {
		t.Errorf("checkNick(24 decomposed é) = %q, %v; want 24 characters", got, err)
	}
}

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

// TestNicknamesArePrecise: nicknames are enforced by the PRECIS nickname
// profile (RFC 8266): compatibility forms become their plain letters,
// spaces run together, and what the profile disallows is refused by name.
func TestNicknamesArePrecise(t *testing.T) {
	for in, want := range map[string]string{"\uff41lice": "alice", "Ann  Lee": "Ann Lee", "\ufb01sh": "fish", "\u216b": "XII", "Борис": "Борис"} {
		if got, err := checkNick(in); err != nil || got != want {
			t.Errorf("checkNick(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if got, err := checkNick("\u115f\u1160x"); err == nil {
		t.Errorf("checkNick(Hangul fillers) = %q, want refused", got)
	}
}
