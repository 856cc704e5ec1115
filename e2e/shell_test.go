package e2e

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// fakeClock lets a test move the page's clock: Date.now runs
// window.e2eShift ms ahead of the real time (0 until a test sets it).
const fakeClock = `(() => {
  const real = Date.now.bind(Date);
  window.e2eShift = 0;
  Date.now = () => real() + window.e2eShift;
})()`

// soundOn turns the turn's sound on in the page's storage, as a player's
// click on its switch does, before the page's scripts read it.
const soundOn = `localStorage.setItem("caribe.sound", "on")`

// actorRecorder records, in window.e2eActors, each seat or "chance" the
// table page shows deciding, one entry per change.
const actorRecorder = `(() => {
  window.e2eActors = [];
  const seen = () => {
    const r = document.querySelector(".table-page:not(.replay-page)");
    const a = r && r.dataset.actor;
    if (a && a !== "null" && window.e2eActors.at(-1) !== a) window.e2eActors.push(a);
  };
  document.addEventListener("DOMContentLoaded", () =>
    new MutationObserver(seen).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-actor"] }));
})()`

// serverDown makes the server out of the page's reach while
// window.e2eDown is set (from the page's start): its calls to the API fail
// as a browser's do when nothing answers, and its sockets reach nothing.
const serverDown = `(() => {
  window.e2eDown = true;
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (window.e2eDown && /\/api\//.test(url)) return Promise.reject(new TypeError("Failed to fetch"));
    return real(input, init);
  };
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(url, ...rest) { super(window.e2eDown ? String(url).replace(/\/ws(?=\?|$)/, "/offline") : url, ...rest); }
  };
})()`

// viewShot saves what the page's screen shows now (not the whole page)
// where screenshot saves the whole page, and returns the file's path.
func (p *page) viewShot(name string) string {
	p.t.Helper()
	path := p.screenshot(name)
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	return path
}

// runningClockInView tells whether the page shows, inside its screen, the
// running clock of the seat that decides.
const runningClockInView = `(() => {
  const actor = document.querySelector(".table-page").dataset.actor;
  return [...document.querySelectorAll(".seat-clock.running")].some((c) => {
    const r = c.getBoundingClientRect();
    return c.dataset.clockSeat === actor && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });
})()`

// TestShellClockStaysInViewAndWarns: the running clock of the seat that
// decides is on the screen wherever the page is scrolled, on a phone and
// on a desktop; with little time left it turns to the low-time colour and,
// with the sound on, ticks once a second through its last ten seconds.
func TestShellClockStaysInViewAndWarns(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"tortuga","players":2,"options":{"first":0},"clock":{"kind":"live","per_move":30,"reserve":300},
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	anna := s.browser(t, "en", phoneW, phoneH)
	anna.beforeLoad(noticeRecorder)
	anna.beforeLoad(fakeClock)
	anna.beforeLoad(soundOn)
	anna.openSeated(id, token, 0)
	anna.watchErrors()
	anna.must(`document.querySelector(".board-tortuga .tt-turtle[data-legal]")`, "Anna's first decision")

	var shots []string
	for _, size := range []struct {
		name string
		w, h int
	}{{"phone", phoneW, phoneH}, {"desktop", 1366, 800}} {
		anna.resize(size.w, size.h)
		for _, at := range []string{"0", "document.documentElement.scrollHeight / 2", "document.documentElement.scrollHeight"} {
			eval[bool](anna, fmt.Sprintf(`(() => { window.scrollTo(0, %s); return true; })()`, at))
			anna.drawn()
			if !eval[bool](anna, runningClockInView) {
				t.Errorf("%s, scrolled to %s (y %v): Anna's running clock is not on the screen", size.name, at, eval[float64](anna, `window.scrollY`))
			}
		}
		shots = append(shots, anna.viewShot("shell-clock-"+size.name+"-en"))
	}
	if rec := anna.noticeRecord(); slices.ContainsFunc(rec.Sounds, func(s string) bool { return strings.HasSuffix(s, "/tick.wav") }) {
		t.Errorf("with 5 minutes left the clock ticked: %v", rec.Sounds)
	}

	// The page's clock moved on to 7.5 s before Anna's time runs out.
	eval[bool](anna, fmt.Sprintf(`fetch("/api/tables/%s").then((r) => r.json()).then((j) => {
		window.e2eShift = Date.parse(j.clock.deadline) - Date.parse(j.clock.now) - 7500; return true; })`, id))
	anna.must(`document.querySelector(".status-line .seat-clock.running.low")`, "the running clock in the status line turning to its low-time colour")
	anna.must(`window.e2eNotice.sounds.filter((s) => s.endsWith("/tick.wav")).length >= 3`, "three ticks in the last seconds")
	if bg := eval[string](anna, `getComputedStyle(document.querySelector(".status-line .seat-clock.low")).backgroundColor`); bg != "rgb(178, 58, 46)" {
		t.Errorf("the low clock's colour is %s, not the danger colour", bg)
	}
	eval[bool](anna, `(() => { window.scrollTo(0, document.documentElement.scrollHeight); return true; })()`)
	anna.setLang("ru")
	anna.must(`document.querySelector(".status-line").textContent.includes("Ваш ход")`, "the status line in Russian")
	shots = append(shots, anna.viewShot("shell-clock-low-desktop-ru"))
	anna.resize(phoneW, phoneH)
	eval[bool](anna, `(() => { window.scrollTo(0, document.documentElement.scrollHeight); return true; })()`)
	shots = append(shots, anna.viewShot("shell-clock-low-phone-ru"))
	anna.checkErrors("the clock in view")
	t.Logf("screenshots: %s", strings.Join(shots, " "))
}

// TestShellTortugaSignalsATurnOnce: in La Tortuga the dice rolled within
// Anna's turn do not announce her turn again: the sound plays and the
// title says "Your move" once each time her turn comes.
func TestShellTortugaSignalsATurnOnce(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"tortuga","players":2,"options":{"first":0},
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	anna := s.browser(t, "en", 1366, 800)
	anna.beforeLoad(noticeRecorder)
	anna.beforeLoad(paceRecorder)
	anna.beforeLoad(actorRecorder)
	anna.beforeLoad(soundOn)
	anna.openSeated(id, token, 0)
	anna.watchErrors()
	for turn := range 3 {
		anna.playOwnTurn(uint32(turn + 1))
		anna.turnShown(0)
	}
	actors := eval[[]string](anna, `window.e2eActors`)
	// Anna's turns: the times the decision came to her from the bot or at
	// the start, dice between her own decisions aside.
	turns, within := 0, 0
	last := ""
	for i, a := range actors {
		if a == "chance" {
			if last == "0" && i+1 < len(actors) && actors[i+1] == "0" {
				within++
			}
			continue
		}
		if a == "0" && last != "0" {
			turns++
		}
		last = a
	}
	if within == 0 {
		t.Fatalf("no die was rolled within one of Anna's turns (deciding: %v): nothing to check", actors)
	}
	rec := anna.noticeRecord()
	chimes := 0
	for _, s := range rec.Sounds {
		if strings.HasSuffix(s, "/turn.wav") {
			chimes++
		}
	}
	if chimes != turns {
		t.Errorf("the turn's sound played %d times for Anna's %d turns (%d dice within them; deciding: %v)", chimes, turns, within, actors)
	}
	said := 0
	for _, title := range rec.Titles {
		if title == turnTitleEN {
			said++
		}
	}
	if said != turns {
		t.Errorf("the title said %q %d times for Anna's %d turns: %q", turnTitleEN, said, turns, rec.Titles)
	}
	anna.checkErrors("Anna's turns")
}

// TestShellTypingSurvivesUpdates: a friend types a nickname into the
// join panel while the table changes (the host comes online); the panel
// is drawn afresh, but the text typed and the focus stay, and the friend
// types on and takes the seat. The lobby's form keeps what is typed while
// the list of tables changes.
func TestShellTypingSurvivesUpdates(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"tortuga","players":2,"options":{"first":0},"join":{"seat":0,"nick":"Anna"}}`)
	boris := s.browser(t, "ru", phoneW, phoneH)
	boris.open("/#/t/" + id)
	boris.synced(-1)
	boris.watchErrors()
	boris.must(`document.querySelector('.seat[data-seat="0"] .presence.off')`, "Anna away from the table")
	boris.run(chromedp.Click(chromedp.CSS(`.join input[name=nick]`)), chromedp.SendKeys(chromedp.CSS(`.join input[name=nick]`), "Бор"))
	eval[bool](boris, `(() => { window.e2eJoin = document.querySelector(".join"); return true; })()`)

	anna := s.browser(t, "en", 1366, 800)
	anna.openSeated(id, token, 0)
	boris.must(`document.querySelector('.seat[data-seat="0"] .presence.on') && document.querySelector(".join") !== window.e2eJoin`,
		"the join panel drawn afresh as Anna comes online")
	if got := eval[[]string](boris, `(() => { const i = document.querySelector(".join input[name=nick]");
		return [i.value, String(document.activeElement === i), String(i.selectionStart)]; })()`); !slices.Equal(got, []string{"Бор", "true", "3"}) {
		t.Errorf("after the update the nickname field holds %q, focused %s, caret at %s; want what was typed, focused, caret at its end", got[0], got[1], got[2])
	}
	shot := boris.viewShot("shell-typing-phone-ru")
	boris.run(chromedp.SendKeys(chromedp.CSS(`.join input[name=nick]`), "ис"))
	boris.click(`button[data-take="1"]`)
	boris.synced(1)
	if got := boris.text(`.seat[data-seat="1"] .seat-name`); got != "Борис" {
		t.Errorf("Boris took the seat as %q", got)
	}
	boris.checkErrors("typing through an update")
	t.Logf("screenshot: %s", shot)

	// The lobby's form, typed into while a table appears in the list.
	carla := s.browser(t, "en", 1366, 800)
	carla.open("/#/")
	carla.run(chromedp.WaitVisible(chromedp.CSS(`form.create input[name=nick]`)),
		chromedp.Click(chromedp.CSS(`form.create input[name=nick]`)), chromedp.SendKeys(chromedp.CSS(`form.create input[name=nick]`), "Car"))
	fresh, _ := s.createSeated(`{"game":"cartagena","players":2,"options":{"variant":"jamaica"},"join":{"seat":0,"nick":"Dan"}}`)
	carla.must(fmt.Sprintf(`document.querySelector('.table-row[data-table=%q]')`, fresh), "the new table in the lobby")
	if got := eval[[]string](carla, `(() => { const i = document.querySelector("form.create input[name=nick]");
		return [i.value, String(document.activeElement === i)]; })()`); !slices.Equal(got, []string{"Car", "true"}) {
		t.Errorf("after the lobby's update its nickname field holds %q, focused %s", got[0], got[1])
	}
	// The list's own controls keep the focus as the list is drawn afresh.
	eval[bool](carla, `(() => { document.querySelector("select[name=game-filter]").focus(); return true; })()`)
	again, _ := s.createSeated(`{"game":"tobago","players":2,"join":{"seat":0,"nick":"Eva"}}`)
	carla.must(fmt.Sprintf(`document.querySelector('.table-row[data-table=%q]')`, again), "another new table in the lobby")
	if !eval[bool](carla, `document.activeElement === document.querySelector("select[name=game-filter]")`) {
		t.Errorf("the lobby's update took the focus from its game filter to %s", eval[string](carla, `document.activeElement.outerHTML.slice(0, 80)`))
	}
}

// TestShellServerOutOfReach: a page opened while the server cannot be
// reached says so in its language, never the browser's own words, and
// shows no empty lobby; it tries again by itself and, once the server
// answers, draws the lobby or the table.
func TestShellServerOutOfReach(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, _ := s.createSeated(`{"game":"cartagena","players":2,"options":{"variant":"jamaica"},"join":{"seat":0,"nick":"Anna"}}`)
	var shots []string
	for _, c := range []struct {
		lang, path, title, ready string
		w, h                     int
	}{
		{"ru", "/#/", "Нет связи с сервером", `document.querySelector("form.create select[name=game] option")`, phoneW, phoneH},
		{"en", "/#/t/" + id, "No connection to the server", `document.querySelector(".table-page[data-seat='-1'] .board-cartagena")`, 1366, 800},
	} {
		p := s.browser(t, c.lang, c.w, c.h)
		p.beforeLoad(serverDown)
		p.beforeLoad(noticeRecorder)
		p.run(chromedp.Navigate(s.URL + c.path))
		p.must(`document.querySelector(".offline:not([hidden])")`, c.lang+": the page saying the server is out of reach")
		if got := p.text(".offline h2"); got != c.title {
			t.Errorf("%s: the page says %q, want %q", c.lang, got, c.title)
		}
		body := eval[string](p, `document.body.innerText`)
		for _, bad := range []string{"Failed to fetch", "No tables here yet", "Столов пока нет", "Стол не найден"} {
			if strings.Contains(body, bad) {
				t.Errorf("%s: with the server out of reach the page says %q", c.lang, bad)
			}
		}
		if toasts := p.noticeRecord().Toasts; len(toasts) > 0 {
			t.Errorf("%s: beside the notice at the top the page showed %q", c.lang, toasts)
		}
		shots = append(shots, p.viewShot("shell-offline-"+c.lang))
		// The notice follows the language switched to.
		other := map[string]string{"en": "ru", "ru": "en"}[c.lang]
		p.setLang(other)
		if got, want := p.textWhen(".offline h2", func(s string) bool { return s != c.title }), map[string]string{"en": "No connection to the server", "ru": "Нет связи с сервером"}[other]; got != want {
			t.Errorf("switched to %s, the page says %q, want %q", other, got, want)
		}
		shots = append(shots, p.viewShot("shell-offline-"+other+"-"+map[string]string{"ru": "phone", "en": "desktop"}[c.lang]))
		eval[bool](p, `(() => { window.e2eDown = false; return true; })()`)
		p.must(c.ready+` && document.querySelector(".offline[hidden]")`, c.lang+": the page back once the server answers")
		shots = append(shots, p.viewShot("shell-back-"+c.lang))
	}
	t.Logf("screenshots: %s", strings.Join(shots, " "))
}

// TestShellReconnectingSaidOnce: a table page that lost its socket says
// once that it reconnects, however many moves are tried meanwhile, and
// connects again once the server answers.
func TestShellReconnectingSaidOnce(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"cartagena","players":2,"options":{"variant":"tortuga","first":0},
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	anna := s.browser(t, "en", 1366, 800)
	anna.beforeLoad(noticeRecorder)
	anna.beforeLoad(paceRecorder)
	anna.openSeated(id, token, 0)
	anna.watchErrors()
	anna.waitFor(`.board-cartagena .cg-pirate.legal[data-pos="0"]`)
	eval[bool](anna, `(() => { window.e2eOffline = true; window.e2eSocket.close(); return true; })()`)
	anna.must(`document.querySelector(".table-head .conn-closed")`, "the page reconnecting")
	for range 2 {
		anna.tap(`.board-cartagena .cg-pirate.legal[data-pos="0"]`)
		anna.waitFor(".board-cartagena .cg-hand-card.cg-playable")
		anna.tap(".board-cartagena .cg-hand-card.cg-playable")
		anna.must(`window.e2eNotice.toasts.length > 0 && document.querySelector('.board-cartagena .cg-pirate.legal[data-pos="0"]')`, "the move refused, the pirate offered again")
	}
	if got := anna.noticeRecord().Toasts; !slices.Equal(got, []string{"connection lost, reconnecting…"}) {
		t.Errorf("two moves tried while reconnecting showed the notices %q, want one", got)
	}
	eval[bool](anna, `(() => { window.e2eOffline = false; return true; })()`)
	anna.must(`document.querySelector(".table-head .conn-open")`, "the page connected again")
	anna.checkErrors("reconnecting")
}

// TestShellLandmarksAndLabels checks, outside the boards, what a screen
// reader needs: each page has a top heading, a tab list holds tabs only,
// and every field says what it is.
func TestShellLandmarksAndLabels(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"tortuga","players":3,"options":{"first":0},"seats":[{},{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	p := s.browser(t, "en", 1366, 800)
	const audit = `(() => {
  const out = [];
  if (!document.querySelector("h1")) out.push("no h1");
  for (const list of document.querySelectorAll("[role=tablist]")) {
    const kids = [...list.querySelectorAll("button, a[href], [tabindex], [role]")];
    if (!kids.some((k) => k.getAttribute("role") === "tab")) out.push("a tablist without tabs");
    for (const k of kids) if (k.getAttribute("role") !== "tab") out.push("a tablist holding " + k.outerHTML.slice(0, 60));
  }
  for (const f of document.querySelectorAll("input:not([type=hidden]), select, textarea")) {
    if (f.closest(".board")) continue;
    const named = f.getAttribute("aria-label") || f.getAttribute("aria-labelledby") || f.getAttribute("title") || f.closest("label") || (f.id && document.querySelector("label[for='" + f.id + "']"));
    if (!named) out.push("an unlabelled field " + f.outerHTML.slice(0, 80));
  }
  return out;
})()`
	for _, path := range []string{"/#/", "/#/t/" + id + "?token=" + token, "/#/ladder/tortuga"} {
		p.open(path)
		if strings.HasPrefix(path, "/#/t/") {
			p.synced(0)
		} else {
			p.must(`document.querySelector(".tabs")`, path+": drawn")
		}
		if got := eval[[]string](p, audit); len(got) > 0 {
			t.Errorf("%s: %s", path, strings.Join(got, "; "))
		}
	}
}
