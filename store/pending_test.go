package store

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// TestPending: the changes waiting for a reader are kept in order, and
// give way to one Change with no table past the buffer or after a lost
// connection.
func TestPending(t *testing.T) {
	p := &pending{wake: make(chan struct{}, 1)}
	in := []Change{{Table: "a", Seq: 1}, {Table: "b"}, {Table: "a", Seq: 2}}
	for _, c := range in {
		p.add(c)
	}
	if got := p.take(); !slices.EqualFunc(got, in, func(a, b Change) bool { return a.Table == b.Table && a.Seq == b.Seq }) {
		t.Errorf("take = %v, want %v", got, in)
	}
	if got := p.take(); len(got) != 0 {
		t.Errorf("take of nothing = %v", got)
	}
	for i := range changesBuffer + 1 {
		p.add(Change{Table: fmt.Sprint(i)})
	}
	if got := p.take(); len(got) != 1 || got[0].Table != "" {
		t.Errorf("take after %d changes = %d changes, want only one of no table", changesBuffer+1, len(got))
	}
	p.add(Change{Table: "a"})
	p.lost()
	p.add(Change{Table: "b"})
	if got := p.take(); len(got) != 1 || got[0].Table != "" {
		t.Errorf("take after a lost connection = %v, want only one of no table", got)
	}
	if len(p.wake) != 1 {
		t.Error("no wake waiting after changes")
	}
}

// TestParseChange: a payload gives its writer and change; an entry comes
// with its number, and a payload that is not one carries no entry.
func TestParseChange(t *testing.T) {
	for _, c := range []struct {
		payload, writer, table string
		seq                    int
		entry, clock           string
	}{
		{"w1 t1", "w1", "t1", 0, "", ""},
		{"w1 t1 7 {\"a\": [1, 2]}", "w1", "t1", 7, "{\"a\": [1, 2]}", ""},
		{"w1 t1 x {}", "w1", "t1", 0, "", ""},
		{"w1 t1 3 {", "w1", "t1", 0, "", ""},
		{"w1 t1 4+8 {\"s\": 1}[2]", "w1", "t1", 4, "[2]", "{\"s\": 1}"},
		{"w1 t1 4+9 {\"s\": 1}[2]", "w1", "t1", 0, "", ""},
		{"w1 t1 4+99 {}[2]", "w1", "t1", 0, "", ""},
	} {
		writer, got := parseChange(c.payload)
		if writer != c.writer || got.Table != c.table || got.Seq != c.seq || string(got.Entry) != c.entry || string(got.Clock) != c.clock {
			t.Errorf("%q: %q %+v", c.payload, writer, got)
		}
	}
	s := &Postgres{id: "me"}
	if _, got := parseChange(s.appended("t", 2, json.RawMessage(`{"m":1}`), json.RawMessage(`{"c":[1]}`))); got.Seq != 2 ||
		string(got.Entry) != `{"m":1}` || string(got.Clock) != `{"c":[1]}` {
		t.Errorf("an entry with its clock comes back as %+v", got)
	}
	long := make([]byte, carriedEntry+1)
	for i := range long {
		long[i] = ' '
	}
	long[0], long[len(long)-1] = '[', ']'
	if _, got := parseChange(s.appended("t", 1, long, nil)); got.Seq != 0 || got.Entry != nil {
		t.Errorf("an entry past %d bytes is carried: %+v", carriedEntry, got.Seq)
	}
}
