package term

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// link is a table's address as the browser shares it: the table's
// invite link (…/#/t/ID), a seat's own link (…?token=T), or the host's
// invitation to a departed seat (…?invite=CODE&seat=N).
type link struct {
	base   string
	table  string
	token  string
	invite string
	seat   int
}

// parseLink reads a link the browser shows or copies.
func parseLink(text string) (link, error) {
	u, err := url.Parse(strings.TrimSpace(text))
	if err != nil {
		return link{}, fmt.Errorf("--connect %q: %w", text, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return link{}, fmt.Errorf("--connect %q: give the table's link as the browser shows it, http(s)://HOST/#/t/TABLE", text)
	}
	route := u.Fragment
	if route == "" {
		route = u.Path
	}
	path, query, _ := strings.Cut(route, "?")
	parts := strings.FieldsFunc(path, func(r rune) bool { return r == '/' })
	if len(parts) != 2 || parts[0] != "t" {
		return link{}, fmt.Errorf("--connect %q: the link names no table: it should end in #/t/TABLE", text)
	}
	q, err := url.ParseQuery(query)
	if err != nil {
		return link{}, fmt.Errorf("--connect %q: %w", text, err)
	}
	if q.Get("token") == "" && q.Get("invite") == "" {
		q = u.Query()
	}
	l := link{base: u.Scheme + "://" + u.Host, table: parts[1], token: q.Get("token"), invite: q.Get("invite"), seat: -1}
	if s := q.Get("seat"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return link{}, fmt.Errorf("--connect %q: seat %q is not a seat number", text, s)
		}
		l.seat = n
	}
	return l, nil
}

// seatLink is the link that gives a seat back to its holder.
func (l link) seatLink(token string) string {
	return l.base + "/#/t/" + l.table + "?token=" + url.QueryEscape(token)
}
