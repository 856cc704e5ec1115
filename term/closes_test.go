package term

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/coder/websocket"
)

// TestSeatGoneStopsRedialling: a connection closed with one of the close
// codes for a seat no longer the client's (4000–4999) ends the client's
// redialling with the reason in the player's language; a slow client's
// close (policy violation) is dialled again.
func TestSeatGoneStopsRedialling(t *testing.T) {
	for _, c := range []struct {
		code  websocket.StatusCode
		lang  string
		final bool
		says  string
	}{
		{4002, "en", true, "another device"},
		{4002, "ru", true, "другом устройстве"},
		{4001, "en", true, "time ran out"},
		{4003, "ru", true, "покинули место"},
		{4090, "en", true, "the reason"},
		{websocket.StatusPolicyViolation, "en", false, ""},
	} {
		var dials atomic.Int32
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if !strings.HasSuffix(r.URL.Path, "/ws") {
				w.Write([]byte(`{"id":"x","game":"tortuga"}`))
				return
			}
			conn, err := websocket.Accept(w, r, nil)
			if err != nil {
				return
			}
			dials.Add(1)
			conn.Read(r.Context())
			conn.Close(c.code, "the reason")
		}))
		r, err := dial(context.Background(), srv.URL+"/#/t/x?token=abc", Join{}, c.lang)
		if err != nil {
			t.Fatal(err)
		}
		go r.run()
		var got []string
		for {
			m := <-r.in
			if g, ok := m.(goneMsg); ok {
				got = append(got, g.text)
				break
			}
			if dials.Load() >= 2 {
				break
			}
		}
		if c.final {
			<-r.done
			if dials.Load() != 1 || len(got) != 1 || !strings.Contains(got[0], c.says) {
				t.Errorf("close %d: %d dials, told %q", c.code, dials.Load(), got)
			}
		} else if len(got) != 0 {
			t.Errorf("close %d: the client stops: %q", c.code, got)
		}
		r.stop()
		srv.Close()
	}
}
