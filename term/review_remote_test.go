package term

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/review"
	"caribe/server/wire"
)

// answer is one answer of the review's endpoint: a status and a body.
type answer struct {
	code int
	body string
}

// reviewServer answers GET /api/tables/t1 with a finished table and GET
// /api/tables/t1/review with the answers in turn (the last one again
// once they run out), gzipped as the server does; asks counts the
// review's asks.
type reviewServer struct {
	// mu guards answers and asks, shared by the server's handlers and
	// the test.
	mu      sync.Mutex
	answers []answer
	asks    int
}

func (s *reviewServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/api/tables/t1":
		json.NewEncoder(w).Encode(wire.TableInfo{ID: "t1", Game: "tortuga", Title: "La Tortuga", Players: 2, Status: "over", Actor: engine.Nobody})
	case "/api/tables/t1/review":
		s.mu.Lock()
		a := s.answers[min(s.asks, len(s.answers)-1)]
		s.asks++
		s.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if a.code == http.StatusTooManyRequests {
			w.Header().Set("Retry-After", "1")
		}
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			w.Header().Set("Content-Encoding", "gzip")
			w.WriteHeader(a.code)
			z := gzip.NewWriter(w)
			z.Write([]byte(a.body))
			z.Close()
			return
		}
		w.WriteHeader(a.code)
		w.Write([]byte(a.body))
	default:
		http.NotFound(w, r)
	}
}

// asked is how many times the review was asked for.
func (s *reviewServer) asked() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.asks
}

// connectedAtTheEnd is a client watching the finished table of srv, its
// review asked for again every millisecond, not started (no WebSocket).
func connectedAtTheEnd(t *testing.T, srv *httptest.Server, lang string) *Model {
	t.Helper()
	r, err := dial(context.Background(), srv.URL+"/#/t/t1", Join{Watch: true, Client: srv.Client()}, lang)
	if err != nil {
		t.Fatal(err)
	}
	r.poll = time.Millisecond
	t.Cleanup(r.stop)
	m := newModel(Config{Lang: lang}, "tortuga", "La Tortuga", r, -1)
	m.w, m.h = 100, 32
	m.seats = r.names(r.info)
	res := engine.Result{Over: true, Winners: []int{1}, Scores: []int{3, 5}}
	m.show(updateMsg{snap: &snapshot{Actor: engine.Nobody, Result: &res, View: json.RawMessage(`{}`)}})
	return m
}

// follow runs cmd and the commands its messages bring, each in turn as
// the program would, until none is left; screens are the screens after
// each review's message.
func follow(m *Model, cmd tea.Cmd) (screens []string) {
	for cmd != nil {
		msg := cmd()
		_, cmd = m.Update(msg)
		if _, ok := msg.(reviewMsg); ok {
			screens = append(screens, m.render())
		}
	}
	return screens
}

// TestConnectedReviewPolls: at a server's table, r asks for the table's
// review; while the server computes it (202) the screen shows how far it
// has come and the client asks again, then shows the review (200).
func TestConnectedReviewPolls(t *testing.T) {
	ready, err := os.ReadFile("testdata/tortuga-2p-review.json")
	if err != nil {
		t.Fatal(err)
	}
	s := &reviewServer{answers: []answer{
		{202, `{"status":"computing","done":3,"total":10}`},
		{202, `{"status":"computing","done":7,"total":10}`},
		{200, `{"status":"ready","review":` + string(ready) + `}`},
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	m := connectedAtTheEnd(t, srv, "en")
	if !strings.Contains(m.render(), tr("en", "keysOverReview")) {
		t.Fatalf("the table's end does not offer the review:\n%s", m.render())
	}
	screens := follow(m, m.key("r"))
	if len(screens) != 3 || s.asked() != 3 {
		t.Fatalf("%d screens after %d asks, want 3 after 3", len(screens), s.asked())
	}
	for i, want := range []string{"3 of 10 moves judged", "7 of 10 moves judged"} {
		if !strings.Contains(screens[i], want) {
			t.Errorf("ask %d: the screen does not say %q:\n%s", i+1, want, screens[i])
		}
	}
	var want review.Report
	readJSON(t, "testdata/tortuga-2p-review.json", &want)
	if m.rev.report == nil || !reflect.DeepEqual(m.rev.report.Seats, want.Seats) {
		t.Fatalf("the review shown is %+v, the server's %+v", m.rev.report, want.Seats)
	}
	if !strings.Contains(screens[2], tr("en", "reviewChart")) || !strings.Contains(screens[2], fmt.Sprintf(tr("en", "reviewMistakes"), len(m.mistakes()))) {
		t.Errorf("the review is not shown:\n%s", screens[2])
	}
}

// TestConnectedReviewRefusals: the server's refusals are told in the
// player's language, the client goes on (Esc goes back to the end
// screen), and r asks again.
func TestConnectedReviewRefusals(t *testing.T) {
	ready, err := os.ReadFile("testdata/tortuga-2p-review.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang    string
		refusal answer
		want    string
	}{
		{"en", answer{409, `{"error":"the table has not ended: a game is reviewed once it is over"}`}, tr("en", "reviewNotEnded")},
		{"ru", answer{409, `{"error":"the table has not ended: a game is reviewed once it is over"}`}, tr("ru", "reviewNotEnded")},
		{"en", answer{404, `{"error":"no table t1"}`}, tr("en", "reviewNoTable")},
		{"ru", answer{429, `{"error":"too many reviews","limit":"review_share"}`}, tr("ru", "reviewBusy")},
		{"en", answer{500, `{"status":"failed","error":"the judge ran out of memory"}`}, "The review failed on the server: the judge ran out of memory"},
		{"en", answer{502, `<html>bad gateway</html>`}, "No review: the server answered 502 Bad Gateway."},
		{"en", answer{200, `{"status":"ready"}`}, tr("en", "reviewEmpty")},
	} {
		s := &reviewServer{answers: []answer{c.refusal, {200, `{"status":"ready","review":` + string(ready) + `}`}}}
		srv := httptest.NewServer(s)
		m := connectedAtTheEnd(t, srv, c.lang)
		follow(m, m.key("r"))
		if m.rev.err == nil || m.rev.err.Error() != c.want || !strings.Contains(m.render(), c.want) {
			t.Errorf("%s %d: the client says %v, want %q:\n%s", c.lang, c.refusal.code, m.rev.err, c.want, m.render())
		}
		m.key("esc")
		if m.rev.open || !strings.Contains(m.render(), tr(c.lang, "over")) {
			t.Errorf("%s %d: Esc does not go back to the end screen:\n%s", c.lang, c.refusal.code, m.render())
		}
		follow(m, m.key("r"))
		if s.asked() != 2 || m.rev.report == nil || m.rev.err != nil {
			t.Errorf("%s %d: r again asks %d times in all and shows %v", c.lang, c.refusal.code, s.asked(), m.rev.err)
		}
		srv.Close()
	}
}
