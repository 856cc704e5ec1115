package limits

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/server/wire"
)

// fakeClock is the quotas' clock in a test, read and moved by the
// test's one goroutine: it moves only when told.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

// quotasOn makes the quotas of cfg on clock (the real one if nil),
// registering their metrics in a registry of their own unless cfg has one.
func quotasOn(t *testing.T, clock *fakeClock, cfg Config) *Quotas {
	t.Helper()
	if cfg.Registerer == nil {
		cfg.Registerer = prometheus.NewRegistry()
	}
	q, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if clock != nil {
		q.SetClock(clock.now)
	}
	return q
}

// refusals reads from reg the count of refusals by a limit.
func refusals(t *testing.T, reg *prometheus.Registry, limit string) float64 {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		for _, m := range f.GetMetric() {
			if f.GetName() == "caribe_limit_refusals_total" && m.GetLabel()[0].GetValue() == limit {
				return m.GetCounter().GetValue()
			}
		}
	}
	t.Fatalf("no caribe_limit_refusals_total{limit=%q}", limit)
	return 0
}

func TestGuardRefusesARouteOverItsRateAndRecovers(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	reg := prometheus.NewRegistry()
	q := quotasOn(t, clock, Config{Limits: Limits{Join: Rate{N: 2, Per: time.Minute}}, Registerer: reg})
	served := 0
	h := q.Guard(Join, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { served++ }))
	ask := func(peer string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/api/accounts/login/begin", nil)
		r.RemoteAddr = peer
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	for i := range 2 {
		if w := ask("192.0.2.7:5000"); w.Code != http.StatusOK {
			t.Fatalf("request %d of the burst: %d %s", i, w.Code, w.Body)
		}
	}
	w := ask("192.0.2.7:5001")
	var body wire.ErrorResponse
	if err := json.NewDecoder(w.Body).Decode(&body); err != nil {
		t.Fatalf("the refusal's body: %v", err)
	}
	if w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") != "30" || body.Limit != Join || body.RetryAfter != 30 ||
		!strings.Contains(body.Error, `too many seats taken from your address: at most 2 every 1m (limit "join"); retry in 30 s`) {
		t.Errorf("a third request within the minute: %d Retry-After %q %+v", w.Code, w.Header().Get("Retry-After"), body)
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("the refusal's Content-Type is %q", ct)
	}
	if served != 2 {
		t.Errorf("the route served %d requests, want the 2 within the limit", served)
	}
	if w := ask("198.51.100.1:5000"); w.Code != http.StatusOK {
		t.Errorf("another address, at once: %d", w.Code)
	}
	clock.advance(30 * time.Second)
	if w := ask("192.0.2.7:5000"); w.Code != http.StatusOK {
		t.Errorf("the same address once a join's time has passed: %d", w.Code)
	}
	if n := refusals(t, reg, Join); n != 1 {
		t.Errorf("caribe_limit_refusals_total{limit=join} = %v, want 1", n)
	}
}

func TestIdleAddressesAreForgotten(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	open := map[string]bool{"t1": true}
	var mu sync.Mutex
	q := quotasOn(t, clock, Config{Limits: Limits{Create: Rate{N: 2, Per: time.Minute}, Moves: Rate{N: 5, Per: time.Second}, OpenTables: 3},
		OpenOf: func(ids []string) map[string]bool {
			mu.Lock()
			defer mu.Unlock()
			out := map[string]bool{}
			for _, id := range ids {
				out[id] = open[id]
			}
			return out
		}})
	for i := range 1000 {
		addr := netip.AddrFrom4([4]byte{10, 0, byte(i >> 8), byte(i)})
		if err := q.Take(addr, Moves); err != nil {
			t.Fatal(err)
		}
	}
	creator := netip.MustParseAddr("192.0.2.1")
	done, err := q.CreateTable(creator)
	if err != nil {
		t.Fatal(err)
	}
	done("t1", true)
	if n := q.size(); n != 1001 {
		t.Fatalf("%d addresses kept, want 1001", n)
	}
	clock.advance(sweepEvery)
	q.Take(netip.MustParseAddr("192.0.2.2"), Moves)
	if n := q.size(); n != 2 {
		t.Errorf("after a minute's idleness %d addresses are kept, want the creator of an open table and the newcomer", n)
	}
	mu.Lock()
	open["t1"] = false
	mu.Unlock()
	clock.advance(sweepEvery)
	q.Take(netip.MustParseAddr("192.0.2.2"), Moves)
	if n := q.size(); n != 1 {
		t.Errorf("once its table filled, the creator is still kept: %d addresses", n)
	}
}

func TestTheClientAddress(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	q := quotasOn(t, nil, Config{Trusted: trusted})
	cases := []struct{ peer, forwarded, want string }{
		{"192.0.2.7:5000", "", "192.0.2.7"},
		{"192.0.2.7:5000", "198.51.100.1", "192.0.2.7"}, // an untrusted peer's header is ignored
		{"10.1.2.3:443", "", "10.1.2.3"},
		{"10.1.2.3:443", "198.51.100.1", "198.51.100.1"},
		{"10.1.2.3:443", "203.0.113.9, 198.51.100.1, 10.9.9.9", "198.51.100.1"}, // the nearest untrusted hop
		{"10.1.2.3:443", "junk", "10.1.2.3"},
		{"[::1]:443", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::"},
		{"[::ffff:192.0.2.7]:80", "", "192.0.2.7"},
		{"[2001:db8:aa:bb:1::9]:80", "", "2001:db8:aa:bb::"}, // a /64 is one client
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.peer
		if c.forwarded != "" {
			r.Header.Set("X-Forwarded-For", c.forwarded)
		}
		if got := q.ClientAddress(r); got.String() != c.want {
			t.Errorf("peer %s, X-Forwarded-For %q: %s, want %s", c.peer, c.forwarded, got, c.want)
		}
	}
}

func TestRatesReadAndWrite(t *testing.T) {
	for text, want := range map[string]Rate{
		"10/1m": {10, time.Minute}, "10/m": {10, time.Minute}, "20/1s": {20, time.Second}, "5/90s": {5, 90 * time.Second},
		"100/1h": {100, time.Hour}, "off": {}, "0": {},
	} {
		var r Rate
		if err := r.UnmarshalText([]byte(text)); err != nil || r != want {
			t.Errorf("%q: %+v %v, want %+v", text, r, err, want)
		}
	}
	for r, want := range map[Rate]string{{10, time.Minute}: "10/1m", {20, time.Second}: "20/1s", {100, time.Hour}: "100/1h", {5, 90 * time.Second}: "5/1m30s", {}: "off"} {
		if got := r.String(); got != want {
			t.Errorf("%+v: %q, want %q", r, got, want)
		}
	}
	for _, bad := range []string{"", "10", "x/1m", "0/1m", "-1/1m", "10/0s", "10/soon"} {
		var r Rate
		if err := r.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("%q read as %+v", bad, r)
		}
	}
}
