package server

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"caribe/server/wire"
)

// TestBadBodiesAreRefusedNamingTheField: what encoding/json lets through
// silently (text that is no UTF-8, a field given twice, bytes after the
// body) and a players of 0 given outright are refused with 400, naming the
// field, and change nothing.
func TestBadBodiesAreRefusedNamingTheField(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	id := c.Table.ID
	cases := []struct {
		path, body, want string
	}{
		{"/api/tables", "{\"game\":\"tortuga\",\"join\":{\"seat\":0,\"nick\":\"Ann\xff\"}}", "join.nick is not valid UTF-8"},
		{"/api/tables", `{"game":"tortuga","join":{"seat":0,"nick":"Ann\udc00"}}`, "join.nick is not valid UTF-8"},
		{"/api/tables", `{"game":"tortuga","join":{"seat":0,"nick":"Ann\ud83d"}}`, "join.nick is not valid UTF-8"},
		{"/api/tables", `{"game":"tortuga","join":{"seat":0,"nick":"Ann\ud83dx"}}`, "join.nick is not valid UTF-8"},
		{"/api/tables", "{\"game\":\"tobago\",\"options\":{\"island\":\"\xc3\x28\"}}", "options.island is not valid UTF-8"},
		{"/api/tables", "{\"game\":\"tortuga\",\"seats\":[{},{\"kind\":\"bot\",\"bot\":\"\xe2\x82\"}]}", "seats[1].bot is not valid UTF-8"},
		{"/api/tables", "{\"game\":\"tortuga\",\"\xff\":1}", "a key in the JSON object is not valid UTF-8"},
		{"/api/tables", `{"game":"tortuga","players":0}`, "players: La Tortuga is played by 2 to 7 players, not 0"},
		{"/api/tables", `{"game":"tortuga","players":2}}`, "1 bytes after the JSON object"},
		{"/api/tables", `{"game":"tortuga","players":2} {"game":"tortuga"}`, "after the JSON object"},
		{"/api/tables", `{"game":"tortuga","players":2}]`, "after the JSON object"},
		{"/api/tables", `{"game":"tortuga","game":"chess"}`, "game is given twice"},
		{"/api/tables", `{"game":"tobago","options":{"curses":1,"curses":2}}`, "options.curses is given twice"},
		{"/api/tables", `null`, "a JSON object is expected"},
		{"/api/tables", `["tortuga"]`, "a JSON object is expected"},
		{"/api/tables/" + id + "/seats/0", "{\"nick\":\"B\xf0\x9f\"}", "nick is not valid UTF-8"},
		{"/api/tables/" + id + "/seats/0", `{"nick":"Bea","tokens":["\udfff"]}`, "tokens[0] is not valid UTF-8"},
		{"/api/tables/" + id + "/seats/0", `{"nick":"Bea"}x`, "after the JSON object"},
	}
	for _, c := range cases {
		var e wire.ErrorResponse
		code := h.call("POST", c.path, "", c.body, &e)
		if code != 400 || !strings.Contains(e.Error, c.want) {
			t.Errorf("POST %s %q: %d %q, want 400 containing %q", c.path, c.body, code, e.Error, c.want)
		}
	}
	var page wire.TableList
	h.call("GET", "/api/tables?status=open,running,over", "", nil, &page)
	if list := page.Tables; len(list) != 1 || list[0].Seats[0].Kind != wire.SeatOpen {
		t.Errorf("refused requests changed the tables: %+v", list)
	}

	// Valid text stays valid: a surrogate pair, an escaped quote and
	// backslash, white space after the body.
	var ok wire.Created
	if code := h.call("POST", "/api/tables", "", `{"game":"tortuga","players":2,"join":{"seat":0,"nick":"Ann \ud83d\ude00 \"\\"}}`+"\n\t ", &ok); code != 201 || ok.Joined.Table.Seats[0].Nick != "Ann 😀 \"\\" {
		t.Errorf("valid text: %d %+v", code, ok.Joined)
	}
}

// TestWebSocketErrorsNameTheFieldAndCarryTheVersion: every error on a
// WebSocket carries the table's current version, not 0.
func TestWebSocketErrorsNameTheFieldAndCarryTheVersion(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := tortugaFor2(h)
	v := playHTTP(h, id, tok[:], 3)
	if v == 0 {
		t.Fatal("the table did not move")
	}
	check := func(c *wsClient, name string, send func(), want string) {
		t.Helper()
		send()
		e := c.until("error")
		if !strings.Contains(e.Error, want) || e.Version != v {
			t.Errorf("%s: %q at version %d, want %q at version %d", name, e.Error, e.Version, want, v)
		}
	}
	spect := h.dial(id, "", nil)
	spect.until("state")
	check(spect, "a spectator's move", func() { spect.send(wire.ClientMessage{Type: "move", Version: v, Move: []byte(`{"type":"roll"}`)}) }, "a spectator cannot move")

	c := h.dial(id, tok[0], nil)
	c.until("state")
	check(c, "a missing move", func() { c.send(wire.ClientMessage{Type: "move", Version: v}) }, "move: missing")
	check(c, "an unknown type", func() { c.send(wire.ClientMessage{Type: "dance"}) }, `type: unknown message type "dance"`)
	check(c, "invalid UTF-8", func() { c.sendRaw([]byte("{\"type\":\"ping\",\"ref\":\"\xff\"}")) }, "ref is not valid UTF-8")
	check(c, "a lone surrogate in a move", func() { c.sendRaw([]byte(`{"type":"move","move":{"type":"\udc00"}}`)) }, "move.type is not valid UTF-8")
	check(c, "a field twice", func() { c.sendRaw([]byte(`{"type":"ping","type":"move"}`)) }, "type is given twice")
	check(c, "bytes after the message", func() { c.sendRaw([]byte(`{"type":"ping"}}`)) }, "after the JSON object")
	check(c, "an empty message", func() { c.sendRaw([]byte(` `)) }, "an empty message")

	late := h.dial(id, strings.Repeat("cd", 16), nil)
	if e := late.next(); e.Type != "error" || e.Version != v || !strings.Contains(e.Error, "holds no seat") {
		t.Errorf("a hello with a wrong token: %+v, want version %d", e, v)
	}
	if got := playedVersion(h, id); got != v {
		t.Errorf("refused messages moved the table from version %d to %d", v, got)
	}
}

func TestDecodeStrictReadsTextAsJSONMeansIt(t *testing.T) {
	type msg struct {
		A string   `json:"a"`
		B []string `json:"b"`
		C struct {
			D string `json:"d"`
		} `json:"c"`
	}
	for body, want := range map[string]string{
		`{"a":"\\udc00"}`:            "", // an escaped backslash: the text \udc00
		`{"a":"\ud800\udc00"}`:       "",
		`{"a":"\u00e9\n\"x\""}`:      "",
		`{"b":["x","\ud800\u0041"]}`: "b[1] is not valid UTF-8",
		`{"c":{"d":"\udbff"}}`:       "c.d is not valid UTF-8",
		`{"c":{"d":"x"},"c":{}}`:     "c is given twice",
		`{"b":[{"x":1,"x":2}]}`:      "b[0].x is given twice",
		`{"a":"x"`:                   "unexpected EOF",
		`{"a":"x"} `:                 "",
		`{"a":"x"} 1`:                "1 bytes after the JSON object",
		"\t{\"a\":\"x\"}\n}":         "1 bytes after the JSON object",
		`{"e":1}`:                    `unknown field "e"`,
		"{\"a\":\"\xed\xa0\x80\"}":   "a is not valid UTF-8", // a surrogate encoded raw
		`{"\udc00":1}`:               "a key in the JSON object is not valid UTF-8",
		`{"c":{"e":1}}`:              `unknown field "e" in c`,
		`{"A":"x"}`:                  "", // names match as encoding/json matches them
		`{"a":"x","A":"y"}`:          "A is given twice",
	} {
		var m msg
		err := decodeStrict([]byte(body), &m)
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", body, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: %v, want %q", body, err, want)
		}
	}
}

// BenchmarkReadAMoveMessage: what the strict reading of a WebSocket move
// costs over encoding/json's alone.
func BenchmarkReadAMoveMessage(b *testing.B) {
	msg := []byte(`{"type":"move","version":118,"move":{"type":"forward","from":12,"card":"sabre"},"ref":"m42"}`)
	b.Run("strict", func(b *testing.B) {
		for b.Loop() {
			var m wire.ClientMessage
			if err := decodeStrict(msg, &m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode only", func(b *testing.B) {
		for b.Loop() {
			var m wire.ClientMessage
			if err := json.Unmarshal(msg, &m); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// FuzzDecodeStrict: no input makes the strict reading fail to stop, and
// what it accepts is JSON that encoding/json reads the same way.
func FuzzDecodeStrict(f *testing.F) {
	for _, s := range []string{`{"a":"x","b":[1,{"c":"\ud83d\ude00"}]}`, `{"a":"\`, `{"a":"\u12`, `{"a":[`, `{"a":"\udc00"}`, `{} x`, `{"\u0061":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var strict, plain map[string]any
		if decodeStrict(data, &strict) != nil {
			return
		}
		if !json.Valid(data) || json.Unmarshal(data, &plain) != nil {
			t.Fatalf("accepted %q, which is not one JSON value", data)
		}
		if a, b := mustJSON(strict), mustJSON(plain); !bytes.Equal(a, b) {
			t.Fatalf("%q read as %s, encoding/json reads %s", data, a, b)
		}
		if bytes.ContainsRune(mustJSON(strict), utf8.RuneError) && !bytes.ContainsRune(data, utf8.RuneError) && !bytes.Contains(data, []byte(`\ufffd`)) && !bytes.Contains(data, []byte(`\uFFFD`)) {
			t.Fatalf("accepted %q, whose text was replaced", data)
		}
	})
}
