package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"caribe/server/wire"
)

// TestAClosingServerSendsNoTransportError: a page that reconnects while
// the server shuts down (its listener still open) is closed without an
// error message; the transport's own words ("failed to get reader: failed
// to acquire lock: context canceled") never reach a page. Whether a write
// still gets through then is a race, so it is tried several times.
func TestAClosingServerSendsNoTransportError(t *testing.T) {
	h := newHarness(t, Config{})
	id := h.create(wire.CreateRequest{Game: "tortuga"}).Table.ID
	h.srv.Close()
	for range 20 {
		ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
		conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(h.http.URL, "http")+"/api/tables/"+id+"/ws", nil)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				break
			}
			var m wire.Message
			if json.Unmarshal(data, &m) == nil && m.Type == "error" {
				t.Errorf("a closing server sent the error %q", m.Error)
			}
		}
		cancel()
		conn.CloseNow()
	}
}
