package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"caribe/server/accounts"
	"caribe/server/wire"
)

// tortugaFor2 makes a two-person La Tortuga table with both seats taken.
func tortugaFor2(h *harness) (id string, tokens [2]string) {
	h.t.Helper()
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Marina"}})
	tokens[0] = c.Joined.Token
	tokens[1] = h.join(c.Table.ID, 1, "Dasha").Token
	return c.Table.ID, tokens
}

func TestCreateRefusesBadTables(t *testing.T) {
	h := newHarness(t, Config{})
	cases := []struct {
		body string
		code int
		want string
	}{
		{`{"game":"chess"}`, 400, `unknown game "chess"`},
		{`{"game":"tortuga","players":9}`, 400, "2 to 7 players, not 9"},
		{`{"game":"cartagena","options":{"variant":"cuba"}}`, 400, "options:"},
		{`{"game":"cartagena","options":[1]}`, 400, "options must be a JSON object"},
		{`{"game":"tortuga","options":{"colour":"red"}}`, 400, `options: tortuga: unknown option "colour"`},
		{`{"game":"tobago","options":{"colour":"red"}}`, 400, `options: tobago: unknown option "colour"`},
		{`{"game":"tortuga","seats":[{"kind":"bot","bot":"genius"}]}`, 400, `bot "genius"`},
		{`{"game":"tortuga","seats":[{"kind":"dog"}]}`, 400, `kind "dog"`},
		{`{"game":"tortuga","join":{"seat":0,"nick":""}}`, 400, "nickname: give one"},
		{`{"game":"tortuga","join":{"seat":5,"nick":"Anna"}}`, 400, "seat 5"},
		{`{"game":"tortuga"`, 400, "malformed JSON"},
		{`{"game":"tortuga","colour":"red"}`, 400, `unknown field "colour"`},
		{``, 400, "empty request body"},
		{`{"game":"tortuga","options":{"pad":"` + strings.Repeat("x", MaxRequest) + `"}}`, 413, "request body over"},
	}
	for _, c := range cases {
		var e wire.ErrorResponse
		code := h.call("POST", "/api/tables", "", c.body, &e)
		if code != c.code || !strings.Contains(e.Error, c.want) {
			t.Errorf("POST %.60s: %d %q, want %d containing %q", c.body, code, e.Error, c.code, c.want)
		}
	}
	var list wire.TableList
	h.call("GET", "/api/tables?status=open,running,over", "", nil, &list)
	if len(list.Tables) != 0 {
		t.Errorf("refused creations left %d tables", len(list.Tables))
	}
}

func TestLobbyListsJoinsAndStarts(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 3, Seats: []wire.SeatRequest{{}, {}, {Kind: "bot", Bot: "easy"}}})
	if c.Table.Status != "open" || len(c.HostToken) != 32 || c.Joined != nil {
		t.Fatalf("created: %+v", c)
	}
	var page wire.TableList
	h.call("GET", "/api/tables?status=open", "", nil, &page)
	open := page.Tables
	if len(open) != 1 || open[0].ID != c.Table.ID || open[0].Seats[2].Kind != wire.SeatBot || open[0].Seats[2].Bot != "casual" {
		t.Fatalf("open tables: %+v", open)
	}
	j := h.join(c.Table.ID, 0, "Anna")
	if len(j.Token) != 32 || j.Table.Seats[0].Nick != "Anna" || j.Table.Status != "open" {
		t.Fatalf("joined: %+v", j)
	}
	var e wire.ErrorResponse
	if code := h.call("POST", "/api/tables/"+c.Table.ID+"/seats/0", "", `{"nick":"Boris"}`, &e); code != 409 || !strings.Contains(e.Error, "seat 0 is taken") {
		t.Errorf("second join of seat 0: %d %q", code, e.Error)
	}
	if code := h.call("POST", "/api/tables/"+c.Table.ID+"/seats/2", "", `{"nick":"Boris"}`, &e); code != 409 || !strings.Contains(e.Error, "by a bot") {
		t.Errorf("join of the bot's seat: %d %q", code, e.Error)
	}
	if code := h.call("POST", "/api/tables/"+c.Table.ID+"/seats/7", "", `{"nick":"Boris"}`, &e); code != 404 || !strings.Contains(e.Error, "no seat 7") {
		t.Errorf("join of seat 7: %d %q", code, e.Error)
	}
	h.join(c.Table.ID, 1, "Boris")
	var info wire.TableInfo
	h.call("GET", "/api/tables/"+c.Table.ID, "", nil, &info)
	if info.Status != "running" {
		t.Errorf("full table is %s, want running", info.Status)
	}
	h.call("GET", "/api/tables", "", nil, &page)
	running := page.Tables
	if len(running) != 1 || running[0].Status != "running" {
		t.Errorf("default listing: %+v", running)
	}
	if code := h.call("GET", "/api/tables?status=lost", "", nil, &e); code != 400 {
		t.Errorf("listing status lost: %d", code)
	}
}

func TestNicknamesAreCheckedAndEscaped(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	var e wire.ErrorResponse
	for body, want := range map[string]string{
		`{"nick":"` + strings.Repeat("я", accounts.MaxNick+1) + `"}`: "25 characters, at most 24",
		`{"nick":"a\u0007b"}`: "only printable characters",
		`{"nick":"   "}`:      "give one",
	} {
		if code := h.call("POST", "/api/tables/"+c.Table.ID+"/seats/0", "", body, &e); code != 400 || !strings.Contains(e.Error, want) {
			t.Errorf("nick %s: %d %q, want %q", body, code, e.Error, want)
		}
	}
	h.join(c.Table.ID, 0, `<script>"x"</script>`)
	req, _ := http.NewRequest("GET", h.http.URL+"/api/tables/"+c.Table.ID, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var raw json.RawMessage
	json.NewDecoder(resp.Body).Decode(&raw)
	if strings.Contains(string(raw), "<script>") || !strings.Contains(string(raw), `\u003cscript\u003e`) {
		t.Errorf("nickname not escaped: %s", raw)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("headers: %v", resp.Header)
	}
}

func TestMovesOverHTTPAndTheirRefusals(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := tortugaFor2(h)
	var v wire.ViewResponse
	if code := h.call("GET", "/api/tables/"+id+"/view", tok[0], nil, &v); code != 200 || v.Seat != 0 || v.Version != 0 || len(v.Legal) == 0 {
		t.Fatalf("seat 0's view: %d %+v", code, v)
	}
	move := v.Legal[0].Move
	var e wire.ErrorResponse
	check := func(name, token, body string, code int, want string) {
		t.Helper()
		e = wire.ErrorResponse{}
		got := h.call("POST", "/api/tables/"+id+"/moves", token, body, &e)
		if got != code || !strings.Contains(e.Error, want) {
			t.Errorf("%s: %d %q, want %d containing %q", name, got, e.Error, code, want)
		}
	}
	check("no token", "", `{"version":0,"move":`+string(move)+`}`, 401, "no seat token")
	check("wrong token", strings.Repeat("0", 32), `{"version":0,"move":`+string(move)+`}`, 403, "holds no seat")
	check("out of turn", tok[1], `{"version":0,"move":`+string(move)+`}`, 409, "not your decision: seat 1 plays, seat 0 decides")
	check("stale", tok[0], `{"version":3,"move":`+string(move)+`}`, 409, "stale move: it was chosen at version 3, the table is at version 0")
	if e.Version == nil || *e.Version != 0 {
		t.Errorf("stale refusal carries version %v, want 0", e.Version)
	}
	check("illegal", tok[0], `{"version":0,"move":{"type":"choose","turtle":5}}`, 422, "illegal move")
	check("not a move", tok[0], `{"version":0,"move":{"type":"fly"}}`, 422, "illegal move")
	check("malformed", tok[0], `{"version":0,"move":`, 400, "malformed JSON")
	check("no move", tok[0], `{"version":0}`, 400, "move: missing")
	check("oversized", tok[0], `{"version":0,"move":"`+strings.Repeat("x", MaxRequest)+`"}`, 413, "request body over")
	h.call("GET", "/api/tables/"+id+"/view", tok[0], nil, &v)
	if v.Version != 0 {
		t.Fatalf("refused moves changed the table: version %d", v.Version)
	}
	var ok map[string]int
	if code := h.call("POST", "/api/tables/"+id+"/moves", tok[0], `{"version":0,"move":`+string(move)+`}`, &ok); code != 200 || ok["version"] < 1 {
		t.Fatalf("legal move: %d %v", code, ok)
	}
	check("replayed move", tok[0], `{"version":0,"move":`+string(move)+`}`, 409, "stale move")
	var spect wire.ViewResponse
	h.call("GET", "/api/tables/"+id+"/view", "", nil, &spect)
	if spect.Seat != -1 || spect.Legal != nil || spect.Version != ok["version"] {
		t.Errorf("spectator's view: %+v", spect)
	}
	if code := h.call("GET", "/api/tables/"+id+"/view", "f00d", nil, &e); code != 403 {
		t.Errorf("view with a wrong token: %d", code)
	}
}

func TestCrossOriginRequestsAreRefused(t *testing.T) {
	h := newHarness(t, Config{})
	for _, hdr := range []map[string]string{
		{"Origin": "https://evil.example"},
		{"Origin": "::not a url"},
		{"Sec-Fetch-Site": "cross-site"},
	} {
		req, _ := http.NewRequest("POST", h.http.URL+"/api/tables", strings.NewReader(`{"game":"tortuga"}`))
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var e wire.ErrorResponse
		json.NewDecoder(resp.Body).Decode(&e)
		resp.Body.Close()
		if resp.StatusCode != 403 || !strings.Contains(e.Error, "cross-origin requests are refused") || resp.Header.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("%v: %d %q", hdr, resp.StatusCode, e.Error)
		}
	}
	req, _ := http.NewRequest("OPTIONS", h.http.URL+"/api/tables", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("preflight: %d", resp.StatusCode)
	}
	req, _ = http.NewRequest("POST", h.http.URL+"/api/tables", strings.NewReader(`{"game":"tortuga"}`))
	req.Header.Set("Origin", h.http.URL)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 201 {
		t.Errorf("same-origin creation: %d", resp.StatusCode)
	}
}

func TestHostGivesADepartedSeatToABot(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Marina"}})
	id := c.Table.ID
	dasha := h.join(id, 1, "Dasha")
	var e wire.ErrorResponse
	if code := h.call("POST", "/api/tables/"+id+"/seats/1/bot", c.HostToken, `{"bot":"easy"}`, &e); code != 409 || !strings.Contains(e.Error, "held by a person") {
		t.Errorf("bot for a held seat: %d %q", code, e.Error)
	}
	var info wire.TableInfo
	if code := h.call("POST", "/api/tables/"+id+"/leave", dasha.Token, nil, &info); code != 200 || !info.Seats[1].Departed || info.Seats[1].Nick != "Dasha" {
		t.Fatalf("leave: %d %+v", code, info.Seats[1])
	}
	if code := h.call("POST", "/api/tables/"+id+"/leave", dasha.Token, nil, &e); code != 403 {
		t.Errorf("leaving twice: %d", code)
	}
	if code := h.call("POST", "/api/tables/"+id+"/seats/1/bot", c.Joined.Token, `{"bot":"easy"}`, &e); code != 403 || !strings.Contains(e.Error, "only the table's host") {
		t.Errorf("bot by a player: %d %q", code, e.Error)
	}
	if code := h.call("POST", "/api/tables/"+id+"/seats/1/bot", c.HostToken, `{"bot":"easy"}`, &info); code != 200 || info.Seats[1].Kind != wire.SeatBot {
		t.Fatalf("bot by the host: %d %+v", code, info)
	}
	marina := h.dial(id, c.Joined.Token, nil)
	log := marina.playToEnd(newRand(7))
	final := log[len(log)-1].msg
	if final.Result == nil || !final.Result.Over {
		t.Fatalf("the game against the bot did not end: %+v", final)
	}
}

// TestGamesListTheirLevelsAndOptions: each game's entry carries the bot
// levels and the game's option declarations, [] when it declares none.
func TestGamesListTheirLevelsAndOptions(t *testing.T) {
	h := newHarness(t, Config{})
	var raw []map[string]json.RawMessage
	if code := h.call("GET", "/api/games", "", nil, &raw); code != 200 || len(raw) != len(h.srv.cfg.Games) {
		t.Fatalf("games: %d, %d entries", code, len(raw))
	}
	for i, g := range h.srv.cfg.Games {
		entry := raw[i]
		want := "[]"
		if len(g.Options()) > 0 {
			want = string(mustJSON(g.Options()))
		}
		if string(entry["name"]) != `"`+g.Name()+`"` || string(entry["options"]) != want {
			t.Errorf("%s: options %s, want %s", entry["name"], entry["options"], want)
		}
		if string(entry["levels"]) != `["easy","medium","hard"]` {
			t.Errorf("%s: levels %s", entry["name"], entry["levels"])
		}
	}
}
