package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"caribe/server/wire"
)

// beforeLoad runs a script in every document the page opens from now on,
// before the page's own scripts.
func (p *page) beforeLoad(js string) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		return err
	}))
}

// paceRecorder records, in window.e2ePace, when each update arrives on the
// table's socket (arrived: version, who moved, the move's type, time) and when the page
// shows each version (shown: version, time, whether in the task its update
// arrived in, pieces highlighted, a log line marked, Cartagena's pirates'
// places), counts the sockets opened (the latest is window.e2eSocket), and
// goes offline (its sockets reach nothing) while window.e2eOffline is set.
// "In its arrival's task" holds whatever the machine's speed: the page
// showed the update as it came, without waiting.
const paceRecorder = `(() => {
  const rec = (window.e2ePace = { arrived: [], shown: [], sockets: 0 });
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(url, ...rest) {
      super(window.e2eOffline ? String(url).replace(/\/ws(?=\?|$)/, "/offline") : url, ...rest);
      rec.sockets++;
      window.e2eSocket = this;
      this.addEventListener("message", (e) => {
        const m = JSON.parse(e.data);
        if (m.type !== "update") return;
        rec.arrived.push({ v: m.version, by: m.by, move: String((m.move && m.move.type) || ""), at: performance.now() });
        rec.task = m.version;
        setTimeout(() => { if (rec.task === m.version) rec.task = null; });
      });
    }
  };
  const seen = () => {
    const r = document.querySelector(".table-page:not(.replay-page)");
    if (!r || !r.dataset.version) return;
    const v = Number(r.dataset.version), last = rec.shown[rec.shown.length - 1];
    if (last && last.v === v) return;
    rec.shown.push({ v, at: performance.now(), atOnce: rec.task === v, marked: document.querySelectorAll(".board .paced-change").length,
      logShown: !!document.querySelector(".log-line.log-shown"),
      pos: [...document.querySelectorAll(".cg-pirate")].map((g) => g.dataset.pirate + "@" + g.dataset.pos).join(" ") });
  };
  document.addEventListener("DOMContentLoaded", () =>
    new MutationObserver(seen).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-version"] }));
})()`

// arrival is an update's arrival on a page's socket.
type arrival struct {
	V    int     `json:"v"`
	By   any     `json:"by"`
	Move string  `json:"move"`
	At   float64 `json:"at"`
}

// movesNoPiece tells whether an update's move leaves every piece where it
// was: Cartagena's end of a turn or pass.
func (a arrival) movesNoPiece() bool {
	return a.Move == "end" || a.Move == "pass"
}

// showing is a version's first showing on a page.
type showing struct {
	V        int     `json:"v"`
	At       float64 `json:"at"`
	AtOnce   bool    `json:"atOnce"`
	Marked   int     `json:"marked"`
	LogShown bool    `json:"logShown"`
	Pos      string  `json:"pos"`
}

// paceRecord is what paceRecorder holds.
type paceRecord struct {
	Arrived []arrival `json:"arrived"`
	Shown   []showing `json:"shown"`
	Sockets int       `json:"sockets"`
}

func (p *page) paceRecord() paceRecord {
	p.t.Helper()
	return eval[paceRecord](p, `window.e2ePace`)
}

// setPace chooses the table's pace with its setting.
func (p *page) setPace(pace string) {
	p.t.Helper()
	p.setSelect(`.table-settings select[name=pace]`, pace)
}

// shownAt finds when a version was first shown.
func (r paceRecord) shownAt(v int) (showing, bool) {
	for _, s := range r.Shown {
		if s.V == v {
			return s, true
		}
	}
	return showing{}, false
}

// bySeat tells whether an update was made by seat.
func (a arrival) bySeat(seat int) bool {
	n, ok := a.By.(float64)
	return ok && int(n) == seat
}

// version is the version a table is at on the server.
func (s *site) version(id string) int {
	s.t.Helper()
	var info wire.TableInfo
	getJSON(s.t, s.URL+"/api/tables/"+id, &info)
	return info.Version
}

// showsVersion waits until the table page shows version v.
func (p *page) showsVersion(v int) {
	p.t.Helper()
	p.must(fmt.Sprintf(`document.querySelector(".table-page").dataset.version === "%d"`, v), fmt.Sprintf("the table page showing version %d", v))
}

// playOwnTurn waits for the page's seat to decide, then clicks random
// legal elements until another seat decides (or the game ends), however
// briefly; it returns the clicks made.
func (p *page) playOwnTurn(seed uint32) int {
	p.t.Helper()
	n := eval[int](p, fmt.Sprintf(`(async (seed, limit) => {
  let x = seed >>> 0;
  const rnd = () => { x = (x + 0x6D2B79F5) >>> 0; let t = x; t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const page = () => document.querySelector(".table-page");
  const others = () => /^[0-9]+$/.test(page().dataset.actor) && page().dataset.actor !== page().dataset.seat;
  const over = () => !!document.querySelector(".end .game-over");
  let clicks = 0, left = false;
  // The turn may pass to a bot and back between two looks: an observer of
  // the actor sees every change, so the loop never plays a second turn.
  const turn = new MutationObserver(() => { if (clicks && others()) left = true; });
  turn.observe(page(), { attributes: true, attributeFilter: ["data-actor"] });
  for (const end = Date.now() + limit; Date.now() < end && !over(); ) {
    if (clicks && (left || others())) break;
    const all = [...document.querySelectorAll("[data-legal]")].filter((e) => e.getClientRects().length > 0 && !e.disabled);
    if (!all.length) { await sleep(20); continue; }
    const changed = new Promise((resolve) => {
      const obs = new MutationObserver(() => { obs.disconnect(); resolve(); });
      obs.observe(page(), { subtree: true, childList: true, attributes: true, characterData: true });
      setTimeout(() => { obs.disconnect(); resolve(); }, 3000);
    });
    all[Math.floor(rnd() * all.length)].dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    clicks++;
    await changed;
    await sleep(1);
  }
  turn.disconnect();
  return clicks;
})(%d, %d)`, seed, waitLimit.Milliseconds()))
	if n == 0 {
		p.t.Fatalf("the seat had no turn to play (status line %q)", p.text(".status-line"))
	}
	return n
}

// turnShown waits until the page shows that seat decides (or the game is
// over) with every update shown: the turns of others have been played
// out on the page.
func (p *page) turnShown(seat int) {
	p.t.Helper()
	p.must(fmt.Sprintf(`(() => { const r = document.querySelector(".table-page");
		return (r.dataset.actor === "%d" || document.querySelector(".end .game-over"))
			&& !document.querySelector(".board .paced-change")
			&& (!window.e2ePace || !window.e2ePace.arrived.length || window.e2ePace.shown.at(-1).v === window.e2ePace.arrived.at(-1).v); })()`, seat),
		fmt.Sprintf("seat %d deciding, every update shown", seat))
}

// paceHold is the normal pace's hold of one update, in ms (web/pacing.js).
const paceHold = 1100

// TestABotsTurnIsShownStepByStep: a Cartagena bot's actions arrive within
// moments of each other; the page shows them one after another, each held
// for the pace, its moved pirate highlighted and its log line marked, and
// the pirates' places change at each step. Anna's own moves are shown at
// once; "instant" shows the bot's at once too.
func TestABotsTurnIsShownStepByStep(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	anna.beforeLoad(paceRecorder)
	id := anna.createTable("cartagena", 2, []string{You, Easy}, "Anna", map[string]string{"variant": `"tortuga"`, "first": "0"})
	anna.waitFor(".board-cartagena .cg-player")
	anna.watchErrors()
	if got := eval[[]string](anna, `[...document.querySelectorAll(".table-settings select[name=pace] option")].map((o) => o.value)`); strings.Join(got, ",") != "slow,normal,fast,instant" {
		t.Fatalf("the pace setting offers %v", got)
	}
	anna.setPace("normal")
	if got := eval[string](anna, `localStorage.getItem("caribe.pace")`); got != "normal" {
		t.Errorf("the pace chosen is kept as %q", got)
	}

	// A turn of Anna's, then the bot's, at the normal pace.
	start := len(anna.paceRecord().Arrived)
	anna.playOwnTurn(1)
	anna.turnShown(0)
	rec := anna.paceRecord()
	bursts := 0
	var prev *arrival
	for i := start; i < len(rec.Arrived); i++ {
		a := rec.Arrived[i]
		shown, ok := rec.shownAt(a.V)
		if !ok {
			t.Fatalf("version %d arrived and was never shown (shown: %+v)", a.V, rec.Shown)
		}
		if a.bySeat(0) {
			if !shown.AtOnce {
				t.Errorf("Anna's own move %d was shown %.0f ms after it arrived, not at once", a.V, shown.At-a.At)
			}
			prev = nil
			continue
		}
		if prev != nil && a.At-prev.At < paceHold/2 {
			bursts++
			before, _ := rec.shownAt(prev.V)
			if gap := shown.At - before.At; gap < paceHold-50 {
				t.Errorf("the bot's moves %d and %d arrived %.0f ms apart and were shown %.0f ms apart, want at least %d", prev.V, a.V, a.At-prev.At, gap, paceHold)
			}
			if shown.Pos == before.Pos && !a.movesNoPiece() {
				t.Errorf("version %d shows the pirates where %d did: %s", a.V, prev.V, shown.Pos)
			}
		}
		if shown.Marked == 0 && !a.movesNoPiece() || !shown.LogShown {
			t.Errorf("the bot's move %d was shown with %d pieces highlighted, its log line marked: %v", a.V, shown.Marked, shown.LogShown)
		}
		prev = &rec.Arrived[i]
	}
	if bursts == 0 {
		t.Fatalf("the bot's moves never came within %d ms of each other: %+v", paceHold/2, rec.Arrived[start:])
	}
	// The last update shown keeps its highlights for its hold (an end of
	// the turn highlights its log line only), then lets them go.
	if !anna.waitUntil(`!document.querySelector(".board .paced-change, .log-line.log-shown")`, waitLimit) {
		t.Errorf("%d highlights are left once the bot's turn was shown and held", anna.count(".board .paced-change, .log-line.log-shown"))
	}

	// Slow, for a look at a step being shown, beside a spectator on a
	// phone, in Russian.
	watcher := s.browser(t, "ru", 390, 844)
	watcher.open("/#/t/" + id)
	watcher.synced(-1)
	watcher.setPace("slow")
	anna.setPace("slow")
	// A step is highlighted only while it is shown: the spectator's page
	// notes that it saw one, however long the screenshot before took.
	eval[bool](watcher, `window.sawStep = false;
		new MutationObserver(() => { window.sawStep ||= !!(`+stepShown+`) }).observe(document.body, {subtree: true, childList: true, attributes: true});
		true`)
	anna.playOwnTurn(2)
	anna.must(stepShown, "a step of the bot's turn highlighted")
	shots := []string{anna.screenshot("pacing-step-en")}
	watcher.must(`window.sawStep`, "a step highlighted for the spectator")
	shots = append(shots, watcher.screenshot("pacing-step-phone-ru"))
	anna.turnShown(0)

	// Instant: the bot's moves are shown as they arrive.
	anna.setPace("instant")
	start = len(anna.paceRecord().Arrived)
	anna.playOwnTurn(3)
	anna.turnShown(0)
	rec = anna.paceRecord()
	others := 0
	for _, a := range rec.Arrived[start:] {
		shown, ok := rec.shownAt(a.V)
		if !ok {
			t.Fatalf("version %d arrived and was never shown", a.V)
		}
		if !a.bySeat(0) {
			others++
			if !shown.AtOnce {
				t.Errorf("at the instant pace the bot's move %d was shown %.0f ms after it arrived, not at once", a.V, shown.At-a.At)
			}
		}
	}
	if others == 0 {
		t.Error("no move of the bot's arrived after Anna's turn at the instant pace")
	}
	anna.checkErrors("after three turns at three paces")
	t.Logf("screenshots: %s", strings.Join(shots, " "))
}

// TestCatchingUpJumpsToNow: a page that was offline while moves were made
// shows them all at once when it reconnects, however slow its pace; so
// does a hidden page, as each move comes.
func TestCatchingUpJumpsToNow(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("tortuga", 2, []string{You, Person}, "Anna", nil)
	boris := s.browser(t, "en", 1280, 900)
	boris.beforeLoad(paceRecorder)
	boris.beforeLoad(noticeRecorder)
	boris.join(id, 1, "Boris")
	boris.watchErrors()
	boris.setPace("slow")
	anna.showsVersion(s.version(id))
	if anna.attr("actor") != "0" {
		boris.playOwnTurn(5)
		anna.turnShown(0)
	}

	// Boris's connection drops and stays down; Anna plays her turn
	// meanwhile (a turtle chosen and a die at least).
	sockets := boris.paceRecord().Sockets
	at := eval[int](boris, `(() => { window.e2eOffline = true; window.e2eSocket.close();
		return Number(document.querySelector(".table-page").dataset.version); })()`)
	boris.must(fmt.Sprintf(`window.e2ePace.sockets > %d`, sockets), "Boris's page trying to reconnect")
	anna.playOwnTurn(4)
	if v := s.version(id); v < at+2 {
		t.Fatalf("Anna's turn made %d moves, want at least 2", v-at)
	}

	// Back online: the missed moves arrive together and are shown at once.
	from := len(boris.paceRecord().Arrived)
	eval[bool](boris, `(() => { window.e2eOffline = false; return true; })()`)
	boris.showsVersion(s.version(id))
	rec := boris.paceRecord()
	if len(rec.Arrived)-from < 2 {
		t.Fatalf("%d missed moves arrived after the reconnect, want at least 2", len(rec.Arrived)-from)
	}
	last := rec.Arrived[len(rec.Arrived)-1]
	if shown, ok := rec.shownAt(last.V); !ok || !shown.AtOnce {
		t.Errorf("after the reconnect the newest move %d was shown %+v, having arrived at %.0f ms", last.V, shown, last.At)
	}
	if n := boris.count(".board .paced-change"); n != 0 {
		t.Errorf("catching up highlights %d pieces, as if a move were being shown", n)
	}

	// Boris plays his turn, then hides the page while Anna plays hers.
	boris.playOwnTurn(6)
	anna.turnShown(0)
	eval[bool](boris, `(() => { window.e2eHidden = true; document.dispatchEvent(new Event("visibilitychange")); return true; })()`)
	from = len(boris.paceRecord().Arrived)
	anna.playOwnTurn(7)
	boris.showsVersion(s.version(id))
	rec = boris.paceRecord()
	for _, a := range rec.Arrived[from:] {
		if shown, ok := rec.shownAt(a.V); !ok || !shown.AtOnce {
			t.Errorf("on a hidden page move %d was shown %+v, having arrived at %.0f ms", a.V, shown, a.At)
		}
	}
	boris.checkErrors("after catching up")
}

// TestThePaceStartsNormalForAPerson: a person's browser shows others'
// moves at the normal pace until told otherwise; a browser driven by a
// script (navigator.webdriver, as these tests' is) starts at instant.
func TestThePaceStartsNormalForAPerson(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for _, c := range []struct {
		driven bool
		want   string
	}{{true, "instant"}, {false, "normal"}} {
		p := s.browser(t, "en", 1280, 900)
		p.beforeLoad(fmt.Sprintf(`Object.defineProperty(Navigator.prototype, "webdriver", { configurable: true, get: () => %v })`, c.driven))
		p.open("/#/")
		if got := eval[string](p, `import("/pacing.js").then((m) => m.pace())`); got != c.want {
			t.Errorf("driven by a script: %v; the pace starts %q, want %q", c.driven, got, c.want)
		}
	}
}

// stepShown holds while a step of a paced turn is highlighted on the board
// and in the log.
const stepShown = `document.querySelector(".board .paced-change") && document.querySelector(".log-line.log-shown")`
