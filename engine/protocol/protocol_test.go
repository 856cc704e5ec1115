package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games"
)

// session sends lines to a fresh server without bots and returns one
// decoded response per line.
func session(t *testing.T, lines ...string) []map[string]any {
	t.Helper()
	return serve(t, NewServer(games.All()), lines...)
}

// serve sends lines to srv and returns one decoded response per line.
func serve(t *testing.T, srv *Server, lines ...string) []map[string]any {
	t.Helper()
	var out bytes.Buffer
	if err := srv.Serve(strings.NewReader(strings.Join(lines, "\n")), &out); err != nil {
		t.Fatal(err)
	}
	var resps []map[string]any
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("response is not one JSON object: %s", sc.Bytes())
		}
		resps = append(resps, m)
	}
	if len(resps) != len(lines) {
		t.Fatalf("%d requests, %d responses", len(lines), len(resps))
	}
	return resps
}

func wantError(t *testing.T, r map[string]any, want string) {
	t.Helper()
	if r["ok"] != false || !strings.Contains(r["error"].(string), want) {
		t.Fatalf("want an error mentioning %q, got %v", want, r)
	}
}

// Bad requests get an error line each, and the session goes on.
func TestErrorsKeepTheSessionGoing(t *testing.T) {
	r := session(t,
		`{"cmd":"legal"}`,
		`not json`,
		`{"cmd":"dance"}`,
		`{"cmd":"new","game":"chess","players":2}`,
		`{"cmd":"new","game":"tortuga","players":9}`,
		`{"cmd":"new","game":"tortuga","players":4,"seed":1,"options":{"colour":"red"}}`,
		`{"cmd":"new","game":"tortuga","players":4,"seed":1}`,
		`{"cmd":"play","move":{"type":"stop"}}`,
		`{"cmd":"play","move":{"type":"die","value":3},"seat":2}`,
		`{"cmd":"play","move":"roll"}`,
		`{"cmd":"view","player":4}`,
		`{"cmd":"load","game":"tortuga","state":{"game":"tortuga"}}`,
		`{"cmd":"legal","bogus":1}`,
		`{"cmd":"legal"}{"cmd":"legal"}`,
		`{"cmd":"legal"}`,
	)
	wantError(t, r[0], "no game yet")
	wantError(t, r[1], "malformed request")
	wantError(t, r[2], `unknown command "dance"`)
	wantError(t, r[3], `unknown game "chess"`)
	wantError(t, r[4], "2 to 7 players, not 9")
	wantError(t, r[5], `unknown option "colour"`)
	if r[6]["ok"] != true {
		t.Fatalf("new: %v", r[6])
	}
	wantError(t, r[7], "a die is being rolled")
	wantError(t, r[8], "seat 2 cannot move")
	wantError(t, r[9], "an object")
	wantError(t, r[10], "no seat 4")
	wantError(t, r[11], "tortuga state")
	wantError(t, r[12], `unknown field "bogus"`)
	wantError(t, r[13], "one JSON object per line")
	if r[14]["ok"] != true || r[14]["actor"] != "chance" {
		t.Fatalf("after the errors the game is still at its first die: %v", r[14])
	}
}

// An oversized line is refused and the next line is answered.
func TestOversizedLine(t *testing.T) {
	r := session(t, `{"cmd":"games","pad":"`+strings.Repeat("x", MaxLine)+`"}`, `{"cmd":"games"}`)
	wantError(t, r[0], "longer than")
	if r[1]["ok"] != true {
		t.Fatalf("the line after an oversized one is answered: %v", r[1])
	}
}

// Whole games through the protocol, for every game: the legal moves (or
// chance) each time until the result says it is over; then the record
// replays to the same state, and state then load round-trips.
func TestWholeGamesRecordAndLoad(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
		options string
	}{
		{"tortuga", 3, `{"eggs_as_dice":true}`},
		{"tortuga", 6, `{}`},
		{"cartagena", 2, `{"variant":"jamaica"}`},
		{"cartagena", 4, `{"variant":"tortuga"}`},
		{"cartagena", 5, `{"variant":"hispaniola"}`},
		{"tobago", 2, `{}`},
		{"tobago", 3, `{"island":"coral-cove"}`},
		{"tobago", 4, `{}`},
	} {
		t.Run(c.game+c.options, func(t *testing.T) {
			wholeGame(t, c.game, c.players, c.options)
		})
	}
}

func wholeGame(t *testing.T, game string, players int, options string) {
	srv := NewServer(games.All())
	ask := func(line string) map[string]any {
		t.Helper()
		var out bytes.Buffer
		if err := srv.Serve(strings.NewReader(line), &out); err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(out.Bytes(), &m); err != nil || m["ok"] != true {
			t.Fatalf("%s -> %s", line, out.Bytes())
		}
		return m
	}
	started := ask(fmt.Sprintf(`{"cmd":"new","game":%q,"players":%d,"seed":5,"options":%s}`, game, players, options))
	first, told := started["actor"]
	if !told {
		t.Fatalf("new does not say who decides first: %v", started)
	}
	for n := 0; ; n++ {
		if n > 100000 {
			t.Fatal("game did not end")
		}
		l := ask(`{"cmd":"legal"}`)
		if n == 0 && l["actor"] != first {
			t.Fatalf("new said %v decides first, legal says %v", first, l["actor"])
		}
		if l["actor"] == nil {
			if moves, ok := l["moves"].([]any); !ok || len(moves) != 0 {
				t.Fatalf(`legal on a finished game must send "moves":[], got %v`, l)
			}
			break
		}
		if l["actor"] == "chance" {
			ask(`{"cmd":"chance"}`)
			continue
		}
		moves := l["moves"].([]any)
		mv, _ := json.Marshal(moves[n%len(moves)])
		ask(fmt.Sprintf(`{"cmd":"play","seat":%v,"move":%s}`, l["actor"], mv))
	}
	res := ask(`{"cmd":"result"}`)
	if res["over"] != true || len(res["winners"].([]any)) == 0 {
		t.Fatalf("result: %v", res)
	}
	state, _ := json.Marshal(ask(`{"cmd":"state"}`)["state"])
	rec, _ := json.Marshal(ask(`{"cmd":"record"}`)["record"])
	var record engine.Record
	if err := json.Unmarshal(rec, &record); err != nil {
		t.Fatal(err)
	}
	g, _ := games.Lookup(game)
	replayed, err := engine.Replay(g, record)
	if err != nil {
		t.Fatal(err)
	}
	if !jsonEqual(state, replayed) {
		t.Fatalf("replaying the record does not give the final state")
	}
	ask(fmt.Sprintf(`{"cmd":"load","game":%q,"state":%s}`, game, state))
	again, _ := json.Marshal(ask(`{"cmd":"state"}`)["state"])
	if string(again) != string(state) {
		t.Fatalf("load then state differs")
	}
}

// jsonEqual compares a JSON document with a value's encoding, ignoring key
// order and spacing.
func jsonEqual(doc []byte, v any) bool {
	b, _ := json.Marshal(v)
	var x, y any
	if json.Unmarshal(doc, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	x2, _ := json.Marshal(x)
	y2, _ := json.Marshal(y)
	return bytes.Equal(x2, y2)
}

// The example session in docs/protocol.md is what the binary answers: each
// "> " request line gets exactly the "< " response line that follows it.
func TestDocumentedSession(t *testing.T) {
	doc, err := os.ReadFile("../../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	var reqs, want []string
	for _, line := range strings.Split(string(doc), "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			reqs = append(reqs, strings.TrimPrefix(line, "> "))
		case strings.HasPrefix(line, "< "):
			want = append(want, strings.TrimPrefix(line, "< "))
		}
	}
	if len(reqs) < 10 || len(reqs) != len(want) {
		t.Fatalf("docs/protocol.md: %d requests and %d responses in its example session", len(reqs), len(want))
	}
	var out bytes.Buffer
	srv := NewServer(games.All(), WithAdvisor(games.Advise))
	if err := srv.Serve(strings.NewReader(strings.Join(reqs, "\n")), &out); err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for i := range reqs {
		if i >= len(got) || got[i] != want[i] {
			g := ""
			if i < len(got) {
				g = got[i]
			}
			t.Fatalf("docs/protocol.md request %d %s\n got: %s\nwant: %s", i+1, reqs[i], g, want[i])
		}
	}
}
