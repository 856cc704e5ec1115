// Package e2e drives the browser UI in headless Chromium against a real
// server on loopback: tables created in the lobby, whole games played by
// clicking, reloads, languages, spectators, screenshots.
package e2e

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"caribe/bots"
	"caribe/games"
	"caribe/server"
	"caribe/server/levels"
	"caribe/store"
	"caribe/web"
)

// chromiumNames are the names under which the browser tests look for
// Chromium (or Chrome) on PATH, in order.
var chromiumNames = []string{
	"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "headless-shell", "headless_shell",
}

// chromium is the browser the tests drive: $CARIBE_CHROMIUM (a path, or a
// name on PATH) when it is set, or else the first of chromiumNames on PATH.
var chromium = sync.OnceValues(func() (string, error) {
	if env := os.Getenv("CARIBE_CHROMIUM"); env != "" {
		path, err := exec.LookPath(env)
		if err != nil {
			return "", fmt.Errorf("CARIBE_CHROMIUM=%s is not a browser to run: %v", env, err)
		}
		return path, nil
	}
	for _, name := range chromiumNames {
		if path, err := exec.LookPath(name); err == nil {
			return path, nil
		}
	}
	return "", fmt.Errorf("no Chromium on PATH (looked for %s): install it (apt-get install chromium) "+
		"or set CARIBE_CHROMIUM to the browser's path", strings.Join(chromiumNames, ", "))
})

// waitLimit bounds a wait for something the page draws after a message from
// the server or a script's turn: long, so that a busy machine only slows
// the tests down.
const waitLimit = 60 * time.Second

// gameLimit bounds a wait for a whole game the server's bots play alone.
const gameLimit = 5 * time.Minute

// site is a server with the embedded UI on a fresh database.
type site struct {
	t   testing.TB
	URL string
	st  *store.SQLite
	srv *server.Server
}

// newSite starts a server for one test; it stops when the test ends.
func newSite(t testing.TB) *site {
	t.Helper()
	return newSiteWith(t, 0, nil)
}

// newSiteWith starts a server for one test as newSite does, with an undo
// window (server.Config.UndoWindow) and a store filled by fill first (nil:
// none), so that the server loads what fill stored.
func newSiteWith(t testing.TB, window time.Duration, fill func(st store.Store)) *site {
	t.Helper()
	return newSiteTuned(t, window, fill, nil)
}

// newSiteTuned starts a server for one test as newSiteWith does; tune, if
// not nil, changes its Config knowing the site's origin, and the pages
// then open it as http://localhost:PORT (WebAuthn wants a name, not an
// address).
func newSiteTuned(t testing.TB, window time.Duration, fill func(st store.Store), tune func(cfg *server.Config, origin string)) *site {
	t.Helper()
	if _, err := chromium(); err != nil {
		t.Fatalf("the browser tests need Chromium: %v", err)
	}
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	if fill != nil {
		fill(st)
	}
	cfg := server.Config{Store: st, Games: games.All(), Advisor: bots.NewAdvisor(games.Bots), Static: web.Files, UndoWindow: window, Reviewer: games.ReviewTable}
	for _, l := range games.Levels() {
		cfg.Levels = append(cfg.Levels, levels.Level(l))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	origin := fmt.Sprintf("http://localhost:%d", ln.Addr().(*net.TCPAddr).Port)
	if tune != nil {
		tune(&cfg, origin)
	}
	srv, err := server.New(cfg)
	if err != nil {
		ln.Close()
		t.Fatal(err)
	}
	hs := httptest.NewUnstartedServer(srv.Handler())
	hs.Listener.Close()
	hs.Listener = ln
	hs.Start()
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		st.Close()
	})
	url := hs.URL
	if tune != nil {
		url = origin
	}
	return &site{t: t, URL: url, st: st, srv: srv}
}

// page is one browser with its own profile (storage, cookies), so two
// pages are two different people.
type page struct {
	t    testing.TB
	site *site
	ctx  context.Context
}

// shared is the one headless Chromium every page of the tests opens in:
// started by the first page, stopped by TestMain once all tests ran. The
// once owns ctx, stop and err: they are written in it and only read after.
var shared struct {
	once sync.Once
	ctx  context.Context
	stop func()
	err  error
}

// sideBySide is how many tests run at once unless -parallel says
// otherwise: a browser test spends most of its time waiting for the page's
// animations, the server's bots and the socket, not on a core, so even two
// cores keep four busy.
const sideBySide = 4

// TestMain runs the tests, sideBySide at a time unless -parallel is given,
// and then stops the shared browser.
func TestMain(m *testing.M) {
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		if err := flag.Set("test.parallel", strconv.Itoa(sideBySide)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	code := m.Run()
	if shared.stop != nil {
		shared.stop()
	}
	os.Exit(code)
}

// sharedBrowser is the context of the shared browser, started on first use.
func sharedBrowser() (context.Context, error) {
	shared.once.Do(func() {
		exe, err := chromium()
		if err != nil {
			shared.err = err
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(exe),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.WindowSize(1280, 900),
		)
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancel := chromedp.NewContext(actx)
		shared.stop = func() {
			cancel()
			cancelAlloc()
		}
		if err := chromedp.Do(ctx); err != nil {
			shared.err = fmt.Errorf("starting %s: %v", exe, err)
			return
		}
		shared.ctx = ctx
	})
	return shared.ctx, shared.err
}

// browser opens a window of the shared Chromium in a browser context of
// its own (its own storage and cookies, as a browser with a fresh profile
// has), whose preferred language is lang ("en" or "ru") and whose screen
// is width × height pixels; the window closes when the test ends.
func (s *site) browser(t testing.TB, lang string, width, height int) *page {
	t.Helper()
	root, err := sharedBrowser()
	if err != nil {
		t.Fatalf("the browser tests need Chromium: %v", err)
	}
	ctx, cancel := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	accept := map[string]string{"en": "en-US,en", "ru": "ru-RU,ru"}[lang]
	err = chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
			UserAgent: "Mozilla/5.0 (X11; Linux x86_64) caribe-e2e", AcceptLanguage: accept,
		}); err != nil {
			return err
		}
		// Each page is a window of one browser, and only one window has
		// the focus; a page behaves as the one its person is looking at
		// (WebAuthn, for one, answers only a focused page).
		if _, err := cdp.Call(ctx, tg, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true}); err != nil {
			return err
		}
		return setScreen(ctx, tg, width, height)
	}))
	if err != nil {
		t.Fatal(err)
	}
	return &page{t: t, site: s, ctx: ctx}
}

// setScreen makes a page's screen width × height CSS pixels, a phone's
// (mobile) under 600 px wide.
func setScreen(ctx context.Context, tg *chromedp.Target, width, height int) error {
	_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: int64(width), Height: int64(height), DeviceScaleFactor: 1, Mobile: width < 600,
	})
	return err
}

// screen changes the page's screen to width × height CSS pixels, for the
// pages it opens next.
func (p *page) screen(width, height int) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error { return setScreen(ctx, tg, width, height) }))
}

// run runs chromedp actions, failing the test on an error.
func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, waitLimit)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

// open goes to a path of the site ("/#/t/ID") and waits for the page.
func (p *page) open(path string) {
	p.t.Helper()
	p.run(chromedp.Navigate(p.site.URL+path), chromedp.WaitVisible(chromedp.CSS("#main > *")))
}

// reload reloads the page and waits for it.
func (p *page) reload() {
	p.t.Helper()
	p.run(chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#main > *")))
}

// eval evaluates a JavaScript expression, awaiting a promise, into a T.
func eval[T any](p *page, js string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Minute)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", firstLine(js), err)
	}
	return v
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// text is the text of the first element matching a CSS selector, "" if none.
func (p *page) text(sel string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel))
}

// count counts the elements matching a CSS selector.
func (p *page) count(sel string) int {
	p.t.Helper()
	return eval[int](p, fmt.Sprintf(`document.querySelectorAll(%q).length`, sel))
}

// click clicks the first element matching a CSS selector, as a user does.
func (p *page) click(sel string) {
	p.t.Helper()
	for range redrawTries {
		ctx, cancel := context.WithTimeout(p.ctx, waitLimit)
		err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(sel)), chromedp.Click(chromedp.CSS(sel)))
		cancel()
		if err == nil {
			return
		}
		if !strings.Contains(err.Error(), "Could not find node with given id") {
			p.t.Fatal(err)
		}
		// The page drew the element anew between finding and clicking it
		// (the lobby redraws as the tables change): find it again.
	}
	p.t.Fatalf("%s was drawn anew %d times while being clicked", sel, redrawTries)
}

// redrawTries is how many times click finds an element again that the
// page drew anew under it.
const redrawTries = 5

// tap dispatches a click on the first element matching a CSS selector (SVG
// elements included), as the board sees a tap, once there is one, without
// waiting for it to be visible.
func (p *page) tap(sel string) {
	p.t.Helper()
	if !p.waitUntil(fmt.Sprintf(`document.querySelector(%q)`, sel), waitLimit) {
		p.t.Fatalf("nothing to click at %s after %v (status line %q)", sel, waitLimit, p.text(".status-line"))
	}
	if !eval[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false;
		e.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window })); return true })()`, sel)) {
		p.t.Fatalf("nothing to click at %s", sel)
	}
}

// waitUntil waits until a JavaScript condition holds, checking it in the
// page every 50 ms; false if it still does not after limit.
func (p *page) waitUntil(cond string, limit time.Duration) bool {
	p.t.Helper()
	// The page keeps the time; the context only stops a page that no longer answers.
	ctx, cancel := context.WithTimeout(p.ctx, limit+waitLimit)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool]("!!("+cond+")",
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(limit)))
	if errors.Is(err, chromedp.ErrPollingTimeout) {
		return false
	}
	if err != nil {
		p.t.Fatalf("waiting for %s: %v", firstLine(cond), err)
	}
	return true
}

// must waits until a JavaScript condition holds, failing the test with
// what (and the page's status line) when it still does not after waitLimit.
func (p *page) must(cond, what string) {
	p.t.Helper()
	if !p.waitUntil(cond, waitLimit) {
		p.t.Fatalf("%s: still not after %v (status line %q)", what, waitLimit, p.text(".status-line"))
	}
}

// textWhen waits until the text of the first element matching a CSS
// selector satisfies ok and returns it; when it never does within
// waitLimit, it returns the text last read, for the test to report.
func (p *page) textWhen(sel string, ok func(string) bool) string {
	p.t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		got := p.text(sel)
		if ok(got) || time.Now().After(deadline) {
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// attrWhen is textWhen for a data attribute of the table page.
func (p *page) attrWhen(name string, ok func(string) bool) string {
	p.t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		got := p.attr(name)
		if ok(got) || time.Now().After(deadline) {
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// is is a condition for textWhen and attrWhen: the text is want.
func is(want string) func(string) bool {
	return func(s string) bool { return s == want }
}

// has is a condition for textWhen and attrWhen: the text contains want.
func has(want string) func(string) bool {
	return func(s string) bool { return strings.Contains(s, want) }
}

// explained waits until a notice explaining a refused click says want, and
// returns every such notice on the page ("" if none), for the test to check
// and report: an older notice may still be showing.
func (p *page) explained(want string) string {
	p.t.Helper()
	js := `[...document.querySelectorAll(".toast.explain")].map((e) => e.textContent).join(" | ")`
	p.waitUntil(fmt.Sprintf(`[...document.querySelectorAll(".toast.explain")].some((e) => e.textContent.includes(%q))`, want), waitLimit)
	return eval[string](p, js)
}

// synced waits until the table page has heard from its socket: the welcome,
// which gives the page its seat (-1: a spectator), and the table's state,
// which names who decides (or ends the game). Until then the page shows
// what it fetched when it opened, as nobody's.
func (p *page) synced(seat int) {
	p.t.Helper()
	p.must(fmt.Sprintf(`(() => { const r = document.querySelector(".table-page:not(.replay-page)");
		return !!r && r.dataset.seat === "%d" && (r.dataset.actor !== "null" || !!document.querySelector(".end .game-over")); })()`, seat),
		fmt.Sprintf("the table page holding seat %d with the table's state", seat))
}

// caughtUp waits until the table page shows the version the server is at.
func (p *page) caughtUp() {
	p.t.Helper()
	// The server's version is fetched in the background, one request at a
	// time, and the page's compared with the last one read: a poll must
	// answer at once, and a promise would always count as true.
	p.must(`(() => { const r = document.querySelector(".table-page:not(.replay-page)");
		const id = (location.hash.match(/^#\/t\/([0-9a-f]+)/) || [])[1];
		if (!r || !id) return false;
		const c = window.__caughtUp || (window.__caughtUp = {});
		if (c.id !== id) { c.id = id; c.v = null; c.busy = false; }
		if (!c.busy) {
			c.busy = true;
			fetch("/api/tables/" + id).then((x) => x.json()).then((j) => { c.v = String(j.version); c.busy = false; }, () => { c.busy = false; });
		}
		return c.v !== null && r.dataset.version === c.v; })()`, "the table page showing the server's version")
}

// attr reads a data attribute of the table page ("version", "actor", "seat").
func (p *page) attr(name string) string {
	p.t.Helper()
	return eval[string](p, `document.querySelector(".table-page").dataset.`+name+` || ""`)
}

// scrollWidth is the page's width in CSS pixels, to tell whether it
// overflows a phone's screen.
func (p *page) scrollWidth() int {
	p.t.Helper()
	return eval[int](p, `document.documentElement.scrollWidth`)
}

// watchErrors starts collecting the page's uncaught script errors; a reload
// stops it.
func (p *page) watchErrors() {
	p.t.Helper()
	eval[bool](p, `(() => { window.e2eErrors = [];
		window.addEventListener("error", (e) => window.e2eErrors.push(e.message));
		window.addEventListener("unhandledrejection", (e) => window.e2eErrors.push(String(e.reason && e.reason.stack || e.reason)));
		return true; })()`)
}

// checkErrors fails the test if the page threw since watchErrors.
func (p *page) checkErrors(when string) {
	p.t.Helper()
	if errs := eval[[]string](p, `window.e2eErrors || []`); len(errs) > 0 {
		p.t.Errorf("%s: script errors: %s", when, strings.Join(errs, "; "))
	}
}

// setLang switches the UI's language with its switch.
func (p *page) setLang(lang string) {
	p.t.Helper()
	p.click(fmt.Sprintf(`button[data-lang=%q]`, lang))
}

// Seat kinds for createTable: the creator, another person, a bot level.
const (
	You    = "you"
	Person = "person"
	Easy   = "bot:easy"
	Medium = "bot:medium"
	Hard   = "bot:hard"
)

// createTable fills the lobby's form and creates a table: the game, the
// player count, each seat's kind, the creator's nickname, and options by
// their form names ("variant" for the select named opt-variant, with the
// option's JSON value, e.g. `"tortuga"` or `true`; "deck-0" for the first
// number of La Tortuga's deck). It returns the new table's id.
func (p *page) createTable(game string, players int, seats []string, nick string, options map[string]string) string {
	p.t.Helper()
	return p.createTableWith(game, players, seats, nick, options, nil)
}

// createTableWith is createTable that also sets fields of the form by
// their names after the seats ("clock" to `live:30:300`, "hints" to
// `true` or `false`).
func (p *page) createTableWith(game string, players int, seats []string, nick string, options, fields map[string]string) string {
	p.t.Helper()
	p.open("/#/")
	p.run(chromedp.WaitVisible(chromedp.CSS(`form.create select[name=game]`)))
	p.setSelect(`form.create select[name=game]`, game)
	p.setSelect(`form.create select[name=players]`, fmt.Sprint(players))
	for key, value := range options {
		sel := fmt.Sprintf(`form.create [name="opt-%s"]`, key)
		switch eval[string](p, fmt.Sprintf(`document.querySelector(%q).type`, sel)) {
		case "checkbox":
			if eval[bool](p, fmt.Sprintf(`document.querySelector(%q).checked`, sel)) != (value == "true") {
				p.click(sel)
			}
		case "number":
			eval[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q;
				return e.dispatchEvent(new Event("input")); })()`, sel, value))
		default:
			p.setSelect(sel, value)
		}
	}
	for i, kind := range seats {
		p.setSelect(fmt.Sprintf(`form.create select[name=seat%d]`, i), kind)
	}
	for name, value := range fields {
		sel := fmt.Sprintf(`form.create [name=%q]`, name)
		if eval[string](p, fmt.Sprintf(`document.querySelector(%q).type`, sel)) == "checkbox" {
			if eval[bool](p, fmt.Sprintf(`document.querySelector(%q).checked`, sel)) != (value == "true") {
				p.click(sel)
			}
		} else {
			p.setSelect(sel, value)
		}
	}
	p.run(chromedp.SetValue(chromedp.CSS(`form.create input[name=nick]`), nick))
	eval[bool](p, `document.querySelector("form.create input[name=nick]").dispatchEvent(new Event("input"))`)
	p.click(`form.create button[name=create]`)
	if !p.waitUntil(`/^#\/t\/[0-9a-f]+/.test(location.hash)`, waitLimit) {
		p.t.Fatalf("no table page after creating a %s table (toast: %q)", game, p.text(".toast"))
	}
	id := eval[string](p, `location.hash.match(/^#\/t\/([0-9a-f]+)/)[1]`)
	p.run(chromedp.WaitVisible(chromedp.CSS(".table-page .board")))
	// The page draws the table before its socket has given the creator a
	// seat and the state: wait for both.
	seat := -1
	if len(seats) > 0 && seats[0] == You {
		seat = 0
	}
	p.synced(seat)
	return id
}

// setSelect chooses a value in a <select> and tells the page.
func (p *page) setSelect(sel, value string) {
	p.t.Helper()
	ok := eval[bool](p, fmt.Sprintf(`(() => { const s = document.querySelector(%q); if (!s) return false;
		const o = [...s.options].find(o => o.value === %q); if (!o) return false;
		s.value = o.value; s.dispatchEvent(new Event("change")); return true })()`, sel, value))
	if !ok {
		p.t.Fatalf("no option %q in %s", value, sel)
	}
}

// join opens a table and takes a seat with a nickname.
func (p *page) join(id string, seat int, nick string) {
	p.t.Helper()
	p.open("/#/t/" + id)
	// The seats panel is drawn afresh on each message from the socket,
	// which would drop a nickname typed before: wait for the socket, then
	// type and click in one go.
	p.synced(-1)
	p.run(chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`button[data-take="%d"]`, seat))))
	if !eval[bool](p, fmt.Sprintf(`(() => { const input = document.querySelector(".join input[name=nick]");
		const take = document.querySelector('button[data-take="%d"]'); if (!input || !take) return false;
		input.value = %q; input.dispatchEvent(new Event("input")); take.click(); return true; })()`, seat, nick)) {
		p.t.Fatalf("no seat %d to take", seat)
	}
	p.synced(seat)
}

// waitFor waits until an element matches a CSS selector.
func (p *page) waitFor(sel string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, waitLimit)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(sel))); err != nil {
		p.t.Fatalf("waiting for %s: %v (status line %q)", sel, err, p.text(".status-line"))
	}
}

// Played is how a run of clicks ended.
type Played struct {
	Over   bool `json:"over"`
	Clicks int  `json:"clicks"`
	// Waits counts the pauses while another seat or a bot decided.
	Waits int `json:"waits"`
}

// play clicks random [data-legal] elements until the game is over, clicks
// is reached, or limit passes. prefer, if not empty, is a CSS selector of
// elements chosen with probability 0.7 when any is clickable (to steer a
// long game towards its end). It waits after each click for the board to
// change.
func (p *page) play(seed uint32, clicks int, limit time.Duration, prefer string) Played {
	p.t.Helper()
	return eval[Played](p, fmt.Sprintf(playScript, seed, clicks, limit.Milliseconds(), prefer, 0))
}

// playTurn is play that also stops once another seat has been deciding
// for idle: the seat's turn is over. It starts once the page shows the
// table as the server has it (so that the turn another page just ended
// has reached this one), and while the seat itself or chance decides, or
// a move is on its way, it waits (up to limit), however long the server
// takes.
func (p *page) playTurn(seed uint32, limit, idle time.Duration) Played {
	p.t.Helper()
	p.caughtUp()
	return eval[Played](p, fmt.Sprintf(playScript, seed, 1000, limit.Milliseconds(), "", idle.Milliseconds()))
}

// playScript is the clicking loop, run inside the page so that a click
// costs no round trip: seed, clicks, limit in ms, prefer, idle in ms (0:
// wait for clickable elements until the limit; more: stop once another
// seat has decided for that long).
const playScript = `(async (seed, clicks, limit, prefer, idle) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x + 0x6D2B79F5) >>> 0; let t = x; t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const visible = (e) => e.getClientRects().length > 0 && !e.disabled;
  const others = () => { const r = document.querySelector(".table-page");
    return !!r && /^[0-9]+$/.test(r.dataset.actor) && r.dataset.actor !== r.dataset.seat; };
  const end = Date.now() + limit;
  let waits = 0, othersSince = 0;
  for (let i = 0; i < clicks; ) {
    if (document.querySelector(".end .game-over")) return { over: true, clicks: i, waits };
    if (Date.now() > end) return { over: false, clicks: i, waits };
    const all = [...document.querySelectorAll("[data-legal]")].filter(visible);
    if (!all.length) {
      if (idle > 0 && others()) {
        othersSince ||= Date.now();
        if (Date.now() - othersSince > idle) return { over: false, clicks: i, waits };
      } else othersSince = 0;
      waits++; await sleep(20); continue;
    }
    othersSince = 0;
    let pool = all;
    if (prefer) { const p = all.filter((e) => e.matches(prefer)); if (p.length && rnd() < 0.7) pool = p; }
    const el = pool[Math.floor(rnd() * pool.length)];
    const board = document.querySelector(".table-page") || document.body;
    const changed = new Promise((resolve) => {
      const obs = new MutationObserver(() => { obs.disconnect(); resolve(); });
      obs.observe(board, { subtree: true, childList: true, attributes: true, characterData: true });
      setTimeout(() => { obs.disconnect(); resolve(); }, 3000);
    });
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    i++;
    await changed;
    await sleep(1);
  }
  return { over: !!document.querySelector(".end .game-over"), clicks, waits };
})(%d, %d, %d, %q, %d)`

// settled waits until the page's animations and transitions have run
// their course (those that repeat for ever aside): pieces stand where the
// page last put them.
func (p *page) settled() {
	p.t.Helper()
	p.must(`document.getAnimations().every((a) => a.playState !== "running" || !a.effect || a.effect.getComputedTiming().endTime === Infinity)`,
		"the page's animations finished")
}

// drawn waits until the page has drawn two frames since it was asked:
// what the last message changed is on the screen.
func (p *page) drawn() {
	p.t.Helper()
	eval[bool](p, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
}

// screenshot saves a full-page PNG as <dir>/<name>.png, where dir is
// $CARIBE_SCREENSHOTS or e2e/screenshots.
func (p *page) screenshot(name string) string {
	p.t.Helper()
	dir := os.Getenv("CARIBE_SCREENSHOTS")
	if dir == "" {
		dir = "screenshots"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	p.drawn()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	return path
}
