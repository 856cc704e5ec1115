package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/bots"
	"caribe/games"
	"caribe/server"
	"caribe/server/levels"
	"caribe/server/wire"
	"caribe/store"
	"caribe/term"
	"caribe/term/termtest"
)

// TestPlayFlags: the local game's flags are checked before the screen
// opens, each refusal naming the flag.
func TestPlayFlags(t *testing.T) {
	for _, c := range []struct {
		cmd  PlayCmd
		want string
	}{
		{PlayCmd{}, "name the game to play"},
		{PlayCmd{Game: "tortuga", Players: 9, Bots: "greedy"}, "--players 9"},
		{PlayCmd{Game: "cartagena", Players: 3, Bots: "greedy,greedy,greedy"}, "--bots names 3 bots"},
		{PlayCmd{Game: "cartagena", Bots: "nobody"}, "--bots"},
		{PlayCmd{Game: "cartagena", Bots: "greedy", Seat: 3}, "--seat 3"},
		{PlayCmd{Game: "cartagena", Bots: "greedy", Opt: []string{"variant=atlantis"}}, "--opt"},
		{PlayCmd{Game: "tortuga", Connect: "http://127.0.0.1:1/#/t/x"}, "not both"},
		{PlayCmd{Connect: "http://127.0.0.1:1/"}, "names no table"},
	} {
		_, err := c.cmd.model("en")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one saying %q", c.cmd, err, c.want)
		}
	}
	m, err := PlayCmd{Game: "cartagena", Bots: "greedy", Opt: []string{"variant=hispaniola"}, Seat: 2}.model("ru")
	if err != nil {
		t.Fatal(err)
	}
	m.Stop()
}

// TestPlayConnected plays a whole game of La Tortuga at a real server's
// table: a person joins seat 2 through the HTTP API as the browser does
// and plays there, the terminal client takes the open seat by the
// table's link and plays it through the WebSocket by key presses; the
// connection is cut midway and the client reconnects; a second terminal
// watches. Hints are not offered at a server's table.
func TestPlayConnected(t *testing.T) {
	web := testServer(t)
	var created wire.Created
	call(t, web.URL+"/api/tables", "", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 1, Nick: "bob"}}, &created)
	link := web.URL + "/#/t/" + created.Table.ID

	player, err := term.Connect(t.Context(), link, term.Join{Nick: "ann", Seat: -1}, term.Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	watcher, err := term.Connect(t.Context(), link, term.Join{Watch: true}, term.Config{Lang: "ru", ASCII: true})
	if err != nil {
		t.Fatal(err)
	}
	p, w := run(t, player), run(t, watcher)

	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		browser(t, web.URL, created.Table.ID, created.Joined.Token, done)
	}()
	defer func() { close(done); wg.Wait() }()

	p.until(t, "the link holds the seat", func(s string) bool { return strings.Contains(s, "?token=") })
	moves, cut := 0, false
	for {
		p.until(t, "ann's move or the end", func(s string) bool { return strings.Contains(s, "Your move") || strings.Contains(s, "Game over") })
		if strings.Contains(p.Screen(), "Game over") {
			break
		}
		if moves == 0 {
			p.Press("h")
			p.until(t, "the hint's refusal", func(s string) bool { return strings.Contains(s, "Hints are not offered at this table") })
		}
		if moves == 10 && !cut {
			web.CloseClientConnections()
			cut = true
			p.until(t, "the reconnection", func(s string) bool { return strings.Contains(s, "Your move") && !strings.Contains(s, "reconnecting") })
			continue
		}
		p.Press("enter")
		p.until(t, "the move sent", func(s string) bool { return !strings.Contains(s, "Your move") })
		moves++
		if moves > 400 {
			t.Fatal("the game did not end in 400 moves of ann")
		}
	}
	if !cut || moves < 10 {
		t.Errorf("the game ended after %d moves of ann, the connection cut: %v", moves, cut)
	}
	screen := p.Screen()
	for _, want := range []string{"ann", "bob", "Game over"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the end screen lacks %q:\n%s", want, screen)
		}
	}
	w.until(t, "the watcher sees the end", func(s string) bool { return strings.Contains(s, "Игра окончена") })
	var info wire.TableInfo
	call(t, web.URL+"/api/tables/"+created.Table.ID, "", nil, &info)
	if info.Status != "over" || info.Seats[0].Nick != "ann" {
		t.Errorf("the table after the game: status %s, seat 1 held by %q", info.Status, info.Seats[0].Nick)
	}
}

// TestPlayConnectedHint: at a server's table that offers hints, h asks
// the server and the hint is shown.
func TestPlayConnectedHint(t *testing.T) {
	web := testServer(t)
	on := true
	var created wire.Created
	call(t, web.URL+"/api/tables", "", wire.CreateRequest{Game: "tortuga", Players: 2, Hints: &on, Join: &wire.JoinRequest{Seat: 1, Nick: "bob"}}, &created)
	player, err := term.Connect(t.Context(), web.URL+"/#/t/"+created.Table.ID, term.Join{Nick: "ann", Seat: -1}, term.Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	p := run(t, player)
	p.until(t, "ann's move", func(s string) bool { return strings.Contains(s, "Your move") })
	p.Press("h")
	p.until(t, "the server's hint", func(s string) bool { return strings.Contains(s, "Hint: ") })
}

// TestPlayConnectedUndo: at a server's table u takes the player's last
// move back when the server allows it (a Cartagena run forward), as the
// browser's undo does.
func TestPlayConnectedUndo(t *testing.T) {
	web := testServer(t)
	var created wire.Created
	call(t, web.URL+"/api/tables", "", wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"first":0}`),
		Join: &wire.JoinRequest{Seat: 1, Nick: "bob"}}, &created)
	m, err := term.Connect(t.Context(), web.URL+"/#/t/"+created.Table.ID, term.Join{Nick: "ann", Seat: -1}, term.Config{Lang: "en", ASCII: true})
	if err != nil {
		t.Fatal(err)
	}
	p := run(t, m)
	p.until(t, "ann's move", func(s string) bool { return strings.Contains(s, "Your move") })
	p.Press("enter")
	p.Press("enter")
	p.until(t, "the run forward", func(s string) bool { return strings.Contains(s, "ann plays") && strings.Contains(s, "Your move") })
	p.Press("u")
	p.until(t, "the move taken back", func(s string) bool {
		return strings.Contains(s, "ann takes a move back.") && strings.Contains(s, "Your move")
	})
	var v wire.ViewResponse
	if err := call(t, web.URL+"/api/tables/"+created.Table.ID+"/view", created.Joined.Token, nil, &v); err != nil || v.Version != 2 {
		t.Errorf("the table after the undo: version %d (%v), want 2: the move and its undo", v.Version, err)
	}
}

// testServer is a game server on a fresh SQLite database, on loopback,
// with the bots and levels caribe serve has.
func testServer(t *testing.T) *httptest.Server {
	t.Helper()
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: st, Games: games.All(), Advisor: bots.NewAdvisor(games.Bots)}
	for _, l := range games.Levels() {
		cfg.Levels = append(cfg.Levels, levels.Level(l))
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	web := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { web.Close(); srv.Close(); st.Close() })
	return web
}

// browser plays seat 2 as the browser does, over HTTP: it reads its view
// and plays its first legal move whenever it decides.
func browser(t *testing.T, base, id, token string, done chan struct{}) {
	for {
		select {
		case <-done:
			return
		case <-time.After(5 * time.Millisecond):
		}
		var v wire.ViewResponse
		if call(t, base+"/api/tables/"+id+"/view", token, nil, &v) != nil || v.Result != nil && v.Result.Over {
			continue
		}
		if seat, ok := v.Actor.Seat(); !ok || seat != 1 || len(v.Legal) == 0 {
			continue
		}
		call(t, base+"/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}, &wire.Moved{})
	}
}

// call makes an API request (a GET without a body, else a POST) and
// decodes its answer.
func call(t *testing.T, url, token string, body, out any) error {
	method, rd := "GET", &bytes.Reader{}
	if body != nil {
		b, _ := json.Marshal(body)
		method, rd = "POST", bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %s", method, url, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// screenDriver runs a client without a terminal (termtest.Driver), reading
// it by its screen.
type screenDriver struct{ *termtest.Driver }

// run starts a client at 80×24.
func run(t *testing.T, m *term.Model) screenDriver {
	t.Cleanup(m.Stop)
	return screenDriver{termtest.Start(m, 80, 24)}
}

// hang bounds a test's wait for a child process or the client: a busy
// machine may slow them down many times over, only a hang reaches it.
const hang = 2 * time.Minute

// until feeds messages until the screen satisfies ok, failing on a hang.
func (d screenDriver) until(t *testing.T, what string, ok func(screen string) bool) {
	t.Helper()
	if !d.Until(hang, func() bool { return ok(d.Screen()) }) {
		t.Fatalf("%s: not within %v; the screen:\n%s", what, hang, d.Screen())
	}
}

// TestPlayLearn: --learn opens a game's course, or the games with no game
// named; a game without lessons, an unknown one and --connect are refused
// by name.
func TestPlayLearn(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	for _, c := range []struct {
		cmd  PlayCmd
		want string
	}{
		{PlayCmd{Learn: true, Game: "chess"}, `no game "chess"`},
		{PlayCmd{Learn: true, Game: "tortuga", Connect: "http://127.0.0.1:1/#/t/x"}, "--learn"},
	} {
		if _, err := c.cmd.learn("en"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want one saying %q", c.cmd, err, c.want)
		}
	}
	for _, game := range []string{"tortuga", ""} {
		l, err := PlayCmd{Learn: true, Game: game}.learn("ru")
		if err != nil {
			t.Fatalf("--learn %s: %v", game, err)
		}
		d := termtest.Start(l, 80, 24)
		if s := d.Screen(); !strings.Contains(s, "Учимся играть") || !strings.Contains(s, "La Tortuga") {
			t.Errorf("--learn %s: the screen:\n%s", game, s)
		}
		l.Stop()
	}
}
