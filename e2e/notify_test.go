package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// noticeRecorder records, in window.e2eNotice, the tab's titles and
// whether its favicon was marked, one entry per change, the sounds played
// and the notifications shown; the page is hidden while window.e2eHidden
// is set, and the browser grants notifications when asked (the page asks
// through the Notification API, stood in for here).
const noticeRecorder = `(() => {
  const rec = (window.e2eNotice = { titles: [], marks: [], sounds: [], notes: [], asked: 0, toasts: [] });
  window.e2eHidden = false;
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => !!window.e2eHidden });
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: () => (window.e2eHidden ? "hidden" : "visible") });
  HTMLMediaElement.prototype.play = function () { rec.sounds.push(this.src); return Promise.resolve(); };
  window.Notification = class {
    static permission = "default";
    static requestPermission() { rec.asked++; window.Notification.permission = "granted"; return Promise.resolve("granted"); }
    constructor(title, opts) { rec.notes.push({ title, body: (opts && opts.body) || "" }); }
    close() {}
  };
  const watch = () => {
    if (rec.titles.at(-1) !== document.title) rec.titles.push(document.title);
    const marked = !!document.querySelector("#favicon[data-turn]");
    if (rec.marks.at(-1) !== marked) rec.marks.push(marked);
    for (const el of document.querySelectorAll("#toasts .toast:not([data-seen])")) { el.dataset.seen = ""; rec.toasts.push(el.textContent); }
  };
  document.addEventListener("DOMContentLoaded", () => {
    watch();
    new MutationObserver(watch).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})()`

// noticeRecord is what noticeRecorder holds.
type noticeRecord struct {
	Titles []string `json:"titles"`
	Marks  []bool   `json:"marks"`
	Sounds []string `json:"sounds"`
	Notes  []struct {
		Title string `json:"title"`
		Body  string `json:"body"`
	} `json:"notes"`
	Asked  int      `json:"asked"`
	Toasts []string `json:"toasts"`
}

func (p *page) noticeRecord() noticeRecord {
	p.t.Helper()
	return eval[noticeRecord](p, `window.e2eNotice`)
}

// resize gives the page a new viewport, as a phone's or a desktop's.
func (p *page) resize(width, height int) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(width), Height: int64(height), DeviceScaleFactor: 1, Mobile: width < 600,
		})
		return err
	}))
}

// The tab's title, as index.html has it and while it is the viewer's move.
const (
	plainTitle  = "caribe — La Tortuga, Cartagena, Tobago"
	turnTitleEN = "(1) Your move — caribe"
	turnTitleRU = "(1) Ваш ход — caribe"
)

// TestTheTurnIsAnnounced: when Anna's turn comes, the tab's title and
// favicon say so, and go back once she has moved; the sound is off until
// she turns it on; once she asks for notifications, a hidden tab shows one
// when her turn comes; the title follows the language.
func TestTheTurnIsAnnounced(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	anna.beforeLoad(noticeRecorder)
	anna.createTable("cartagena", 2, []string{You, Easy}, "Anna", map[string]string{"variant": `"tortuga"`, "first": "0"})
	anna.waitFor(".board-cartagena .cg-player")
	anna.watchErrors()
	anna.must(fmt.Sprintf(`document.title === %q && document.querySelector("#favicon[data-turn]")`, turnTitleEN), "the title and favicon saying it is Anna's move")
	if href := eval[string](anna, `document.getElementById("favicon").href`); !strings.Contains(href, "e03131") {
		t.Errorf("the marked favicon is %q, without its red mark", href)
	}
	if eval[bool](anna, `document.querySelector(".table-settings input[name=sound]").checked`) || eval[string](anna, `localStorage.getItem("caribe.sound") || ""`) != "" {
		t.Error("the turn's sound is on before the player turned it on")
	}
	if rec := anna.noticeRecord(); len(rec.Sounds) != 0 || len(rec.Notes) != 0 {
		t.Errorf("with the sound off and no notifications asked for, the turn played %v and notified %v", rec.Sounds, rec.Notes)
	}

	// Anna moves: the title goes back while the bot plays, and comes again.
	anna.playOwnTurn(1)
	anna.turnShown(0)
	anna.must(fmt.Sprintf(`document.title === %q`, turnTitleEN), "the title saying it is Anna's move again")
	rec := anna.noticeRecord()
	if want := []string{plainTitle, turnTitleEN, plainTitle, turnTitleEN}; !slices.Equal(rec.Titles, want) {
		t.Errorf("the tab's titles were %q, want %q", rec.Titles, want)
	}
	if want := []bool{false, true, false, true}; !slices.Equal(rec.Marks, want) {
		t.Errorf("the favicon's mark went %v, want %v", rec.Marks, want)
	}

	// The sound, turned on, plays a short sound file served as audio.
	anna.click(".table-settings input[name=sound]")
	anna.must(`window.e2eNotice.sounds.length === 1`, "the sound played once as it is turned on")
	if got := eval[string](anna, `fetch("turn.wav").then(async (r) => r.headers.get("content-type") + " " + (await r.arrayBuffer()).byteLength)`); !strings.HasPrefix(got, "audio/wav ") || len(got) > len("audio/wav 16000") {
		t.Errorf("the turn's sound is served as %q, want audio/wav of a few KB", got)
	}

	// Notifications, asked for, appear when the turn comes to a hidden tab.
	anna.click(".table-settings button[name=notify]")
	if got := anna.textWhen(".table-settings button[name=notify]", is("Notifications on")); got != "Notifications on" {
		t.Errorf("after asking, the notify button says %q", got)
	}
	eval[bool](anna, `(() => { window.e2eHidden = true; document.dispatchEvent(new Event("visibilitychange")); return true; })()`)
	anna.playOwnTurn(2)
	anna.turnShown(0)
	anna.must(`window.e2eNotice.notes.length === 1 && window.e2eNotice.sounds.length === 2`, "a notification and a sound as Anna's turn came to a hidden tab")
	rec = anna.noticeRecord()
	if rec.Asked != 1 || rec.Notes[0].Title != turnTitleEN || !strings.Contains(rec.Notes[0].Body, "Cartagena") || !strings.HasSuffix(rec.Sounds[1], "/turn.wav") {
		t.Errorf("asked %d times; notified %+v; played %v", rec.Asked, rec.Notes, rec.Sounds)
	}
	eval[bool](anna, `(() => { window.e2eHidden = false; return true; })()`)

	// In Russian; and the marks go once the table is left.
	anna.setLang("ru")
	anna.must(fmt.Sprintf(`document.title === %q`, turnTitleRU), "the title in Russian")
	anna.open("/#/")
	anna.must(fmt.Sprintf(`document.title === %q && !document.querySelector("#favicon[data-turn]")`, plainTitle), "the title and favicon back in the lobby")
	anna.checkErrors("after the turns announced")
}

// TestMyTablesInTheLobby: the lobby lists the tables where this browser
// holds a seat, the one waiting for its move first and marked.
func TestMyTablesInTheLobby(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	anna.open("/#/")
	if n := anna.count(".my-tables:not([hidden])"); n != 0 {
		t.Errorf("a browser that holds no seat is shown %d lists of its tables", n)
	}
	open := anna.createTable("tortuga", 2, []string{You, Person}, "Anna", nil)
	mine := anna.createTable("cartagena", 2, []string{You, Easy}, "Anna", map[string]string{"variant": `"tortuga"`, "first": "0"})
	anna.open("/#/")
	anna.watchErrors()
	anna.must(fmt.Sprintf(`document.querySelector('.my-tables:not([hidden]) [data-table=%q][data-my-turn]') && document.querySelector('.my-tables [data-table=%q]:not([data-my-turn])')`, mine, open),
		"both of Anna's tables listed, the one waiting for her marked")
	if got := eval[[]string](anna, `[...document.querySelectorAll(".my-tables [data-table]")].map((r) => r.dataset.table)`); !slices.Equal(got, []string{mine, open}) {
		t.Errorf("my tables are listed as %v, want the one waiting for me first: %v", got, []string{mine, open})
	}
	if got := anna.text(fmt.Sprintf(`.my-tables [data-table=%q] .my-status`, mine)); got != "Your move!" {
		t.Errorf("the table waiting for Anna says %q", got)
	}
	if got := anna.text(fmt.Sprintf(`.my-tables [data-table=%q] .my-status`, open)); got != "waiting for players" {
		t.Errorf("the table waiting for players says %q", got)
	}
	shots := []string{anna.screenshot("my-tables-en")}
	anna.setLang("ru")
	if got := anna.textWhen(fmt.Sprintf(`.my-tables [data-table=%q] .my-status`, mine), is("Ваш ход!")); got != "Ваш ход!" {
		t.Errorf("in Russian the table waiting for Anna says %q", got)
	}
	shots = append(shots, anna.screenshot("my-tables-ru"))
	anna.resize(390, 844)
	shots = append(shots, anna.screenshot("my-tables-phone-ru"))
	anna.setLang("en")
	anna.must(`document.querySelector(".my-tables h2").textContent.startsWith("My tables")`, "the lobby back in English")
	shots = append(shots, anna.screenshot("my-tables-phone-en"))

	// Its link goes back to the seat.
	anna.click(fmt.Sprintf(`.my-tables [data-table=%q] a`, mine))
	anna.synced(0)
	anna.checkErrors("after my tables")
	t.Logf("screenshots: %s", strings.Join(shots, " "))
}

// TestADroppedConnectionSaysReconnecting: when the server's socket drops
// (the server shuts down, its listener still answering), the page says it
// is reconnecting, in either language, and never shows the transport's
// own error; a move tried meanwhile says the same.
func TestADroppedConnectionSaysReconnecting(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	anna.beforeLoad(noticeRecorder)
	anna.beforeLoad(paceRecorder)
	id := anna.createTable("cartagena", 2, []string{You, Easy}, "Anna", map[string]string{"variant": `"tortuga"`, "first": "0"})
	anna.waitFor(".board-cartagena .cg-hand-card.legal")
	watcher := s.browser(t, "ru", 390, 844)
	watcher.beforeLoad(noticeRecorder)
	watcher.beforeLoad(paceRecorder)
	watcher.open("/#/t/" + id)
	watcher.synced(-1)
	anna.watchErrors()
	anna.tap(`.board-cartagena .cg-pirate.legal[data-pos="0"]`)
	anna.waitFor(".board-cartagena .cg-hand-card.cg-playable")

	sockets := map[*page]int{anna: anna.paceRecord().Sockets, watcher: watcher.paceRecord().Sockets}
	s.srv.Close()
	if got := anna.textWhen(".table-head .conn", is("connection lost, reconnecting…")); got != "connection lost, reconnecting…" {
		t.Errorf("with the server gone the page says %q", got)
	}
	if got := watcher.textWhen(".table-head .conn", is("связь потеряна, подключаемся снова…")); got != "связь потеряна, подключаемся снова…" {
		t.Errorf("with the server gone the Russian page says %q", got)
	}
	anna.tap(".board-cartagena .cg-hand-card.cg-playable")
	if got := anna.textWhen("#toasts", has("reconnecting")); !strings.Contains(got, "reconnecting") {
		t.Errorf("a move tried while reconnecting says %q", got)
	}
	// Several tries to reconnect reach the closing server.
	for p, n := range sockets {
		p.must(fmt.Sprintf(`window.e2ePace.sockets >= %d`, n+3), "three tries to reconnect")
	}
	for p, want := range map[*page]string{anna: "connection lost, reconnecting…", watcher: "связь потеряна, подключаемся снова…"} {
		for _, toast := range p.noticeRecord().Toasts {
			if toast != want {
				t.Errorf("with the server gone a page showed %q", toast)
			}
		}
	}
	shot := anna.screenshot("reconnecting-en")
	anna.checkErrors("while reconnecting")
	t.Logf("screenshot: %s", shot)
}
