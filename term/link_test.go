package term

import (
	"strings"
	"testing"
)

// TestParseLink reads the links the browser shows: a table's, a seat's
// own, and an invitation to a departed seat.
func TestParseLink(t *testing.T) {
	for _, c := range []struct {
		text string
		want link
	}{
		{"http://127.0.0.1:8080/#/t/abc", link{base: "http://127.0.0.1:8080", table: "abc", seat: -1}},
		{"https://play.example/#/t/abc?token=T0k", link{base: "https://play.example", table: "abc", token: "T0k", seat: -1}},
		{"http://h/#/t/abc?invite=I1&seat=2", link{base: "http://h", table: "abc", invite: "I1", seat: 2}},
		{" http://h/t/abc?token=x ", link{base: "http://h", table: "abc", token: "x", seat: -1}},
	} {
		got, err := parseLink(c.text)
		if err != nil || got != c.want {
			t.Errorf("%q: %+v, %v; want %+v", c.text, got, err, c.want)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"ftp://h/#/t/abc", "http(s)://HOST/#/t/TABLE"},
		{"http://h/#/lobby", "names no table"},
		{"http://h/#/t/abc?invite=I&seat=x", "not a seat number"},
	} {
		if _, err := parseLink(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.text, err, c.want)
		}
	}
	l := link{base: "http://h", table: "abc"}
	if got := l.seatLink("a+b"); got != "http://h/#/t/abc?token=a%2Bb" {
		t.Errorf("seat link %s", got)
	}
}
