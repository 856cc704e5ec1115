package e2e

import (
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"testing"

	"github.com/chromedp/chromedp"
)

// transfer is what a page's load moved over the network, by the
// Performance API: bytes (headers and compressed bodies), requests that
// went to the server, and when the first paint came, in ms.
type transfer struct {
	Bytes    int     `json:"bytes"`
	Requests int     `json:"requests"`
	Paint    float64 `json:"paint"`
	Tables   float64 `json:"tables"`
}

// measured waits for the lobby's list and reads the page's transfer.
func (p *page) measured() transfer {
	p.t.Helper()
	p.must(`document.querySelector(".tables .table-list, .tables .empty") !== null`, "the lobby's list")
	return eval[transfer](p, `(() => {
		const all = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
		const paint = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint");
		const tables = all.find((e) => e.name.includes("/api/tables?"));
		return {bytes: all.reduce((n, e) => n + e.transferSize, 0), requests: all.filter((e) => e.transferSize > 0).length,
			paint: paint ? paint.startTime : -1, tables: tables ? tables.responseEnd : -1};
	})()`)
}

// TestLobbyPageWeight: a first visit to the lobby transfers under 150 KB
// (the UI gzipped), a repeat visit under 10 KB (every module and style
// sheet kept by its hash, nothing asked again but the page and the API).
// The paint times, the lobby's and a plain page's, and when the lobby's
// list of tables arrived, are logged.
func TestLobbyPageWeight(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	s.post(`{"game":"tortuga","players":3}`)
	p := s.browser(t, "en", 1366, 800)
	p.open("/#/")
	first := p.measured()
	p.run(chromedp.Navigate("about:blank"))
	p.open("/#/")
	again := p.measured()
	t.Logf("lobby: first visit %d bytes in %d requests, first paint %.0f ms, tables listed at %.0f ms; repeat visit %d bytes in %d requests, first paint %.0f ms, tables listed at %.0f ms",
		first.Bytes, first.Requests, first.Paint, first.Tables, again.Bytes, again.Requests, again.Paint, again.Tables)
	if first.Bytes <= 0 || first.Bytes > 150<<10 {
		t.Errorf("a first visit transferred %d bytes, want under 150 KB", first.Bytes)
	}
	if again.Bytes <= 0 || again.Bytes > 10<<10 {
		t.Errorf("a repeat visit transferred %d bytes in %d requests, want under 10 KB", again.Bytes, again.Requests)
	}

	plainSite := plainPage()
	defer plainSite.Close()
	p.run(chromedp.Navigate(plainSite.URL))
	t.Logf("a plain page: first paint %.0f ms", firstPaint(p))
}

// plainPage serves a plain page, a line of text and no more, the measure
// of the lobby's first paint.
func plainPage() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!doctype html><title>caribe</title><p>La Tortuga, Cartagena, Tobago</p>"))
	}))
}

// firstPaint is when the page shown first painted, in ms from its start.
func firstPaint(p *page) float64 {
	return eval[float64](p, `new Promise((r) => new PerformanceObserver((l, o) => { o.disconnect(); r(l.getEntries()[0].startTime); }).observe({type: "paint", buffered: true}))`)
}

// BenchmarkLobbyFirstPaint opens the lobby (its files cached, as on any
// visit after the first) and a plain page in turn, b.N times each, and
// reports the median first paint of each and their ratio: the machine's
// load moves both alike.
//
//	go test -run XXX -bench LobbyFirstPaint -benchtime 10x ./e2e
//
// With CARIBE_E2E_URL set (http://127.0.0.1:PORT) it measures that running
// server, caribe serve as its users run it, instead of one of its own.
func BenchmarkLobbyFirstPaint(b *testing.B) {
	s := &site{t: b, URL: os.Getenv("CARIBE_E2E_URL")}
	if s.URL == "" {
		s = newSite(b)
		s.post(`{"game":"tortuga","players":3}`)
	}
	plainSite := plainPage()
	defer plainSite.Close()
	p := s.browser(b, "en", 1366, 800)
	p.open("/#/")
	var lobby, plain []float64
	for b.Loop() {
		p.run(chromedp.Navigate("about:blank"))
		p.open("/#/")
		lobby = append(lobby, firstPaint(p))
		p.run(chromedp.Navigate(plainSite.URL))
		plain = append(plain, firstPaint(p))
	}
	l, pl := median(lobby), median(plain)
	b.ReportMetric(l, "lobby-ms")
	b.ReportMetric(pl, "plain-ms")
	b.ReportMetric(l/pl, "ratio")
	b.ReportMetric(0, "ns/op")
}

// median is the middle of xs (the mean of the two middle ones when their
// count is even); xs is sorted.
func median(xs []float64) float64 {
	slices.Sort(xs)
	n := len(xs)
	return (xs[(n-1)/2] + xs[n/2]) / 2
}
