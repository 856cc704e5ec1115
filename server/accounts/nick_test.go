package accounts

import (
	"strings"
	"testing"
	"unicode/utf8"
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
		got, err := CheckNick(c.in)
		if err != nil {
			t.Errorf("CheckNick(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("CheckNick(%q) = %q (%U), want %q (%U)", c.in, got, []rune(got), c.want, []rune(c.want))
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
		got, err := CheckNick(c.in)
		if err == nil {
			t.Errorf("CheckNick(%q) = %q, want an error saying %q", c.in, got, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("CheckNick(%q): %q, want it to say %q", c.in, err, c.want)
		}
	}
	// Precomposed characters count once: 24 letters with an accent each
	// fit, though written with combining marks they are 48 code points.
	decomposed := strings.Repeat("e\u0301", MaxNick)
	got, err := CheckNick(decomposed)
	if err != nil || utf8.RuneCountInString(got) != MaxNick {
		t.Errorf("CheckNick(24 decomposed é) = %q, %v; want 24 characters", got, err)
	}
}

// TestNicknamesArePrecise: nicknames are enforced by the PRECIS nickname
// profile (RFC 8266): compatibility forms become their plain letters,
// spaces run together, and what the profile disallows is refused by name.
func TestNicknamesArePrecise(t *testing.T) {
	for in, want := range map[string]string{"\uff41lice": "alice", "Ann  Lee": "Ann Lee", "\ufb01sh": "fish", "\u216b": "XII", "Борис": "Борис"} {
		if got, err := CheckNick(in); err != nil || got != want {
			t.Errorf("CheckNick(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if got, err := CheckNick("\u115f\u1160x"); err == nil {
		t.Errorf("CheckNick(Hangul fillers) = %q, want refused", got)
	}
}
