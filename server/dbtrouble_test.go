package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
	"caribe/store/pgtest"
)

// The refusal of a move the database could not take, as the players are
// promised it (docs/api.md).
const (
	unstoredEnglish = "the server could not store the move; nothing changed, try again"
	unstoredRussian = "сервер не смог сохранить ход; ничего не изменилось, попробуйте ещё раз"
)

// TestAMoveDuringADatabaseOutageIsRefusedInTheClientsLanguage: while
// PostgreSQL is down for longer than a write waits for it, a move, over
// HTTP and over WebSocket, is refused with 503 and the server's message in
// the client's language, never the database's; nothing changed, and once
// the database is back the same move is taken.
func TestAMoveDuringADatabaseOutageIsRefusedInTheClientsLanguage(t *testing.T) {
	ctx := context.Background()
	pg := pgtest.Start(t)
	// A short patience: the outage outlasts it, however busy the machine.
	// A long lease: the table stays this server's while the database is
	// away, however long the test takes.
	st, err := store.OpenPostgres(ctx, pg.NewDatabase(t), store.WritePatience(50*time.Millisecond), store.LeaseTTL(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	h := serveOn(t, st, Config{})
	id := h.create(wire.CreateRequest{Game: "tortuga", Players: 2}).Table.ID
	tokens := map[int]string{0: h.join(id, 0, "Ana").Token, 1: h.join(id, 1, "Bruno").Token}
	seat, v := h.personToMove(id, tokens)
	if seat < 0 {
		t.Fatal("the game ended before anyone moved")
	}
	move := wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}

	pg.Stop(t)
	for accept, want := range map[string]string{
		"ru-RU,ru;q=0.9,en;q=0.8": unstoredRussian,
		"ru":                      unstoredRussian,
		"en-GB,en;q=0.9":          unstoredEnglish,
		"de":                      unstoredEnglish,
		"":                        unstoredEnglish,
	} {
		code, refusal := postMove(t, h.http.URL+"/api/tables/"+id+"/moves", tokens[seat], accept, move)
		if code != http.StatusServiceUnavailable || refusal.Error != want {
			t.Errorf("a move with Accept-Language %q while the database is down: %d %q, want 503 %q", accept, code, refusal.Error, want)
		}
		if refusal.Version == nil || *refusal.Version != v.Version {
			t.Errorf("the refusal's version = %v, want the table's, %d", refusal.Version, v.Version)
		}
	}
	if got := moveOverWebSocket(t, h.http.URL, id, "ru", tokens[seat], move); got.Type != "error" || got.Error != unstoredRussian {
		t.Errorf("a move over a WebSocket in Russian while the database is down: %+v, want an error %q", got, unstoredRussian)
	}

	pg.Resume(t)
	if code, refusal := postMove(t, h.http.URL+"/api/tables/"+id+"/moves", tokens[seat], "", move); code != http.StatusOK {
		t.Errorf("the same move once the database is back: %d %q, want it taken", code, refusal.Error)
	}
}

// serveOn serves st with cfg and the games and bots caribe serve has,
// closing the server and st when the test ends.
func serveOn(t *testing.T, st store.Store, cfg Config) *harness {
	t.Helper()
	cfg.Store, cfg.Games = st, games.All()
	srv, err := New(withBots(cfg))
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, srv: srv, http: httptest.NewServer(srv.Handler())}
	t.Cleanup(func() {
		srv.Close()
		h.http.Close()
		st.Close()
	})
	return h
}

// postMove posts a move with the Accept-Language header accept (none if
// empty) and returns the status and the refusal, if one.
func postMove(t *testing.T, url, token, accept string, move wire.MoveRequest) (int, wire.ErrorResponse) {
	t.Helper()
	body, _ := json.Marshal(move)
	req, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if accept != "" {
		req.Header.Set("Accept-Language", accept)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var refusal wire.ErrorResponse
	if resp.StatusCode != http.StatusOK {
		if err := json.Unmarshal(data, &refusal); err != nil {
			t.Fatalf("refusal %q: %v", data, err)
		}
	}
	return resp.StatusCode, refusal
}

// moveOverWebSocket connects to table id's WebSocket with ?lang=lang, as
// the seat token holds, sends move and returns the first answer to it.
func moveOverWebSocket(t *testing.T, base, id, lang, token string, move wire.MoveRequest) wire.Message {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/tables/"+id+"/ws?lang="+lang, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	for _, m := range []wire.ClientMessage{
		{Type: "hello", Token: token},
		{Type: "move", Version: move.Version, Move: move.Move, Ref: "m"},
	} {
		if err := conn.Write(ctx, websocket.MessageText, mustJSON(m)); err != nil {
			t.Fatal(err)
		}
	}
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			t.Fatalf("no answer to the move: %v", err)
		}
		var m wire.Message
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("undecodable message %q: %v", data, err)
		}
		if m.Ref == "m" {
			return m
		}
	}
}
