package e2e

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"caribe/store"
)

// cartagenaHand is what a Cartagena board shows of one seat's hand in the
// players' strip: the size it states, the card backs and the faces drawn.
type cartagenaHand struct {
	Seat  int `json:"seat"`
	Size  int `json:"size"`
	Backs int `json:"backs"`
	Faces int `json:"faces"`
}

// cartagenaHands reads every seat's hand as a page shows it.
func cartagenaHands(p *page) []cartagenaHand {
	p.t.Helper()
	return eval[[]cartagenaHand](p, `[...document.querySelectorAll(".board-cartagena .cg-player")].map((el) => ({
		seat: Number(el.dataset.seat),
		size: Number(el.querySelector(".cg-hand-size").textContent),
		backs: el.querySelectorAll(".card-back").length,
		faces: el.querySelectorAll(".cg-face, [data-symbol]").length,
	}))`)
}

// cartagenaCheckHidden fails unless the page shows no face of any hand but the
// viewer's own (seat -1: a spectator, who sees none), and a back for each
// hidden card (up to the ten drawn).
func cartagenaCheckHidden(t *testing.T, p *page, seat int, when string) {
	t.Helper()
	hands := cartagenaHands(p)
	if len(hands) == 0 {
		t.Fatalf("%s: no hands on the board", when)
	}
	for _, h := range hands {
		if h.Seat == seat {
			continue
		}
		if h.Faces != 0 {
			t.Errorf("%s: seat %d's view shows %d faces of seat %d's hidden hand", when, seat, h.Faces, h.Seat)
		}
		if want := min(h.Size, 10); h.Backs != want {
			t.Errorf("%s: seat %d's view shows %d backs for seat %d's %d cards, want %d", when, seat, h.Backs, h.Seat, h.Size, want)
		}
	}
	// The viewer's own hand, with faces, only for a seated player.
	own := p.count(".board-cartagena .cg-hand .cg-face")
	if seat < 0 && own != 0 {
		t.Errorf("%s: a spectator sees %d card faces in a hand", when, own)
	}
	// Faces anywhere else are the public discard pile and open row only.
	if n := eval[int](p, `[...document.querySelectorAll(".board-cartagena .cg-face")]
		.filter((el) => !el.closest(".cg-table") && !el.closest(".cg-hand")).length`); n != 0 {
		t.Errorf("%s: %d card faces outside the viewer's hand, the discard pile and the row", when, n)
	}
}

// cartagenaPlaces lists every pirate's place per seat, as the board draws
// them, and the version of the table drawn, read together.
func cartagenaPlaces(p *page) (places, version string) {
	p.t.Helper()
	got := eval[[]string](p, `(() => { const by = {};
		for (const el of document.querySelectorAll(".board-cartagena .cg-pirate")) (by[el.dataset.seat] ||= []).push(Number(el.dataset.pos));
		return [Object.keys(by).sort().map((s) => s + ":" + by[s].sort((a, b) => a - b).join(",")).join(" "),
			document.querySelector(".table-page").dataset.version]; })()`)
	return got[0], got[1]
}

// cartagenaSettle waits until no move of the page's own is on its way and the
// table's version has stood still for a moment.
func cartagenaSettle(p *page) {
	p.t.Helper()
	if !eval[bool](p, fmt.Sprintf(`(async () => { let last = "", still = 0;
		for (const end = Date.now() + %d; Date.now() < end && still < 8; ) {
			await new Promise((r) => setTimeout(r, 25));
			const v = (document.querySelector(".table-page") || { dataset: {} }).dataset.version;
			const busy = document.querySelector(".board-cartagena .cg-root[data-pending]");
			still = v === last && !busy ? still + 1 : 0;
			last = v;
		}
		return still >= 8; })()`, waitLimit.Milliseconds())) {
		p.t.Fatalf("the table never stood still for 200 ms within %v (status line %q)", waitLimit, p.text(".status-line"))
	}
}

// cartagenaNearEnd is a whole Jamaica game of Cartagena between Anna and
// the easy bot, stored a few of Anna's decisions before its end.
var cartagenaNearEnd = nearEnd{ID: "00000000000e2e23", Game: "cartagena", Options: `{"variant":"jamaica"}`, Seed: 23, Left: 8}

// TestCartagenaJamaicaAgainstABot plays Jamaica against a bot by clicking,
// with a phone-sized Russian spectator watching: nobody sees another's
// hand, an illegal click is explained, a reload keeps the game. The end of
// a whole game is played by clicking from a table stored a few of Anna's
// decisions before it (the moves before are the game's own), watched too:
// the end names the winner in both languages, and the log and the replay
// tell the whole game.
func TestCartagenaJamaicaAgainstABot(t *testing.T) {
	t.Parallel()
	end := cartagenaNearEnd
	s := newSiteWith(t, 0, func(st store.Store) { end.store(t, st) })
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("cartagena", 2, []string{You, Easy}, "Anna", map[string]string{"variant": `"jamaica"`})
	anna.waitFor(".board-cartagena .cg-player")
	anna.watchErrors()
	if n := anna.count(".board-cartagena .cg-space"); n != 36 {
		t.Fatalf("the tunnel has %d spaces, want 36", n)
	}
	if n := anna.count(".board-cartagena .cg-pirate"); n != 12 {
		t.Fatalf("%d pirates on the board, want 12", n)
	}
	for _, sym := range []string{"flag", "sabre", "pistol", "key", "bottle", "tricorn"} {
		if n := anna.count(fmt.Sprintf(`.board-cartagena .cg-space[data-symbol=%q]`, sym)); n != 6 {
			t.Errorf("%d spaces show a %s, want 6", n, sym)
		}
	}

	watcher := s.browser(t, "ru", 390, 844)
	watcher.open("/#/t/" + id)
	watcher.waitFor(".board-cartagena .cg-player")
	watcher.watchErrors()
	cartagenaCheckHidden(t, anna, 0, "at the start")
	cartagenaCheckHidden(t, watcher, -1, "at the start")
	if n := watcher.count(".board-cartagena .cg-hand-card"); n != 0 {
		t.Errorf("a spectator is offered %d cards to play", n)
	}

	// One forward move made step by step: a card, then (after a change of
	// mind) a pirate and a card for it.
	anna.waitFor(".board-cartagena .cg-hand-card.legal")
	anna.tap(".board-cartagena .cg-hand-card.legal")
	if anna.count(".cg-hand-card.cg-selected") != 1 || anna.count(".cg-pirate.cg-candidate") == 0 || anna.count(".cg-dest") == 0 {
		t.Error("a chosen card lights no pirate and no destination")
	}
	if anna.count(".cg-cancel[data-legal]") != 0 {
		t.Error("the cancel button is marked as a move")
	}
	anna.tap(".board-cartagena .cg-cancel")
	if anna.count(".cg-hand-card.cg-selected, .cg-pirate.cg-candidate, .cg-dest") != 0 {
		t.Error("cancel leaves a half-made choice lit")
	}
	anna.tap(`.board-cartagena .cg-pirate.legal[data-pos="0"]`)
	if anna.count(".cg-pirate.cg-selected") == 0 || anna.count(".cg-hand-card.cg-playable") == 0 {
		t.Error("a chosen pirate lights no card to play")
	}
	at := anna.attr("version")
	anna.tap(".board-cartagena .cg-hand-card.cg-playable")
	if !anna.waitUntil(fmt.Sprintf(`document.querySelector(".table-page").dataset.version !== %q`, at), waitLimit) {
		t.Error("playing a card for a chosen pirate sent no move")
	}
	cartagenaSettle(anna)
	if n := anna.count(`.board-cartagena .cg-pirate[data-seat="0"][data-pos="0"]`); n != 5 {
		t.Errorf("after the first move %d of Anna's pirates are at the start, want 5", n)
	}

	anna.play(1, 16, 2*time.Minute, "")
	cartagenaSettle(anna)
	cartagenaCheckHidden(t, anna, 0, "mid-game")
	cartagenaCheckHidden(t, watcher, -1, "mid-game")

	// Clicking the bot's pirate is explained, not ignored.
	anna.tap(`.board-cartagena .cg-pirate[data-seat="1"]`)
	if got := anna.explained("belongs to"); !strings.Contains(got, "belongs to") {
		t.Errorf("clicking the bot's pirate explains %q", got)
	}
	// So is a spectator's click on a pirate, in Russian.
	watcher.tap(`.board-cartagena .cg-pirate[data-seat="0"]`)
	if got := watcher.explained("зритель"); !strings.Contains(got, "зритель") {
		t.Errorf("a spectator's click on a pirate explains %q", got)
	}
	shots := []string{anna.screenshot("cartagena-midgame-en"), watcher.screenshot("cartagena-spectator-phone-ru")}

	// A reload shows the same position and the game goes on.
	anna.checkErrors("before the reload")
	cartagenaSettle(anna)
	before, at := cartagenaPlaces(anna)
	anna.reload()
	anna.synced(0)
	anna.waitFor(".board-cartagena .cg-player")
	anna.watchErrors()
	cartagenaSettle(anna)
	if after, now := cartagenaPlaces(anna); after != before && now == at {
		t.Errorf("after a reload the pirates stand at %s, before at %s (version %s)", after, before, at)
	}

	if res := anna.play(3, 4, waitLimit, ""); res.Clicks == 0 && !res.Over {
		t.Error("after a reload the game does not go on")
	}
	anna.checkErrors("after the reload")
	watcher.checkErrors("watching the first game")

	// The last stretch of a whole game, watched. Cards and the pirates
	// they move are preferred, so the game runs to its end.
	id = end.ID
	end.open(anna)
	anna.waitFor(".board-cartagena .cg-player")
	anna.watchErrors()
	watcher.open("/#/t/" + id)
	watcher.synced(-1)
	watcher.waitFor(".board-cartagena .cg-player")
	watcher.watchErrors()
	played := anna.play(2, 3000, 8*time.Minute, ".cg-hand-card.legal, .cg-pirate.cg-candidate")
	if !played.Over || played.Clicks == 0 {
		t.Fatalf("the game did not end: %+v", played)
	}
	watcher.waitFor(".end .game-over")
	if got := anna.text(".end .game-over"); !strings.Contains(got, "Anna") && !strings.Contains(got, "Bot") {
		t.Errorf("the end names no winner: %q", got)
	}
	if anna.count(".board-cartagena .cg-player.cg-won") == 0 {
		t.Error("the board marks no winner")
	}
	if n := anna.count(".log-list .log-line"); n < 20 {
		t.Errorf("the log has %d lines", n)
	}
	for _, typ := range []string{"forward", "game_over"} {
		if anna.count(fmt.Sprintf(`.log-line[data-event=%q]`, typ)) == 0 {
			t.Errorf("the log tells no %s event", typ)
		}
	}
	if anna.count(".log-list .log-turn .log-turn-head") < 2 {
		t.Error("the log has no turn blocks")
	}
	if line := anna.text(`.log-line[data-event="forward"]`); !regexp.MustCompile(`plays an? \w+: a pirate runs from`).MatchString(line) {
		t.Errorf("a forward move is told as %q", line)
	}
	cartagenaCheckHidden(t, watcher, -1, "at the end")
	if n := anna.count(".board-cartagena [data-legal]"); n != 0 {
		t.Errorf("%d clickable moves after the end", n)
	}
	anna.checkErrors("after the game")
	watcher.checkErrors("watching the game")
	shots = append(shots, anna.screenshot("cartagena-end-en"), watcher.screenshot("cartagena-end-phone-ru"))
	anna.setLang("ru")
	anna.waitFor(".board-cartagena .cg-player")
	if line := anna.textWhen(`.log-line[data-event="forward"]`, has("играет")); !strings.Contains(line, "играет") {
		t.Errorf("in Russian a forward move is told as %q", line)
	}
	shots = append(shots, anna.screenshot("cartagena-end-ru"))

	// The replay draws the board at any move, with nothing to click.
	anna.setLang("en")
	anna.open("/#/r/" + id + "?move=12")
	anna.waitFor(".replay-page .board-cartagena .cg-player")
	anna.watchErrors()
	anna.click(`[data-step="next"]`)
	anna.must(`document.querySelector(".replay-count").textContent.startsWith("Move 13 ")`, "the replay stepping to move 13")
	anna.waitFor(".replay-caption li")
	if n := anna.count(".board-cartagena .cg-pirate"); n != 12 {
		t.Errorf("the replay draws %d pirates", n)
	}
	if n := anna.count(".board-cartagena [data-legal]"); n != 0 {
		t.Errorf("the replay offers %d clickable moves", n)
	}
	anna.checkErrors("in the replay")
	shots = append(shots, anna.screenshot("cartagena-replay-en"))
	t.Logf("%+v; screenshots: %s", played, strings.Join(shots, " "))
}

// TestCartagenaHispaniolaBetweenTwoPeople has two people play a few turns of
// Hispaniola (hidden hands, open row) in two browsers while a third watches:
// neither player ever sees the other's cards, the spectator sees none, and
// all three see the same open row.
func TestCartagenaHispaniolaBetweenTwoPeople(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("cartagena", 2, []string{You, Person}, "Anna", map[string]string{"variant": `"hispaniola"`, "first": "0"})
	boris := s.browser(t, "ru", 390, 844)
	boris.join(id, 1, "Boris")
	watcher := s.browser(t, "en", 800, 1000)
	watcher.open("/#/t/" + id)
	for _, p := range []*page{anna, boris, watcher} {
		p.waitFor(".board-cartagena .cg-row")
		p.watchErrors()
	}
	// row reads the open row a page shows and the version of the table drawn, together.
	row := func(p *page) (cards, version string) {
		got := eval[[]string](p, `[[...document.querySelectorAll(".board-cartagena .cg-row-cards [data-symbol]")].map((e) => e.dataset.symbol).join(","),
			document.querySelector(".table-page").dataset.version]`)
		return got[0], got[1]
	}
	// Half-made choices as each player sees them: Anna picks a card, Boris a pirate.
	anna.waitFor(".board-cartagena .cg-hand-card.legal")
	anna.tap(".board-cartagena .cg-hand-card.legal")
	shots := []string{anna.screenshot("cartagena-card-chosen-en")}
	anna.tap(".board-cartagena .cg-pirate.cg-candidate")
	cartagenaSettle(anna)
	anna.tap(`.board-cartagena [data-move="end"][data-legal]`)
	boris.waitFor(`.board-cartagena .cg-pirate.legal[data-pos="0"]`)
	boris.tap(`.board-cartagena .cg-pirate.legal[data-pos="0"]`)
	shots = append(shots, boris.screenshot("cartagena-pirate-chosen-phone-ru"))
	boris.tap(".board-cartagena .cg-cancel")
	for round := range 6 {
		anna.play(uint32(10+round), 6, 2*time.Second, "")
		boris.play(uint32(20+round), 6, 2*time.Second, "")
		cartagenaSettle(anna)
		cartagenaSettle(boris)
		when := fmt.Sprintf("round %d", round)
		cartagenaCheckHidden(t, anna, 0, when)
		cartagenaCheckHidden(t, boris, 1, when)
		cartagenaCheckHidden(t, watcher, -1, when)
		// Compare the rows once all three show the same version of the table.
		var a, b, w, va, vb, vw string
		for deadline := time.Now().Add(waitLimit); ; time.Sleep(30 * time.Millisecond) {
			a, va = row(anna)
			b, vb = row(boris)
			w, vw = row(watcher)
			if va == vb && vb == vw || time.Now().After(deadline) {
				break
			}
		}
		if va != vb || vb != vw {
			t.Errorf("%s: the pages never showed the same version: Anna %s, Boris %s, spectator %s", when, va, vb, vw)
		} else if a != b || b != w || a == "" && anna.count(".cg-row .cg-empty") == 0 {
			t.Errorf("%s: the open row differs: Anna %q, Boris %q, spectator %q", when, a, b, w)
		}
	}
	if anna.count(".log-list .log-line") < 4 {
		t.Error("the two players made hardly any move")
	}
	for _, p := range []*page{anna, boris, watcher} {
		p.checkErrors("after a few turns")
	}
	shots = append(shots, boris.screenshot("cartagena-hispaniola-ru"), watcher.screenshot("cartagena-hispaniola-spectator-en"))
	t.Logf("screenshots: %s", strings.Join(shots, " "))
}

// TestCartagenaTortugaHandsAreOpen checks the other side: in Tortuga every
// hand lies open, so a spectator sees each card of each hand.
func TestCartagenaTortugaHandsAreOpen(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("cartagena", 3, []string{You, Easy, Easy}, "Anna", map[string]string{"variant": `"tortuga"`, "first": "0"})
	watcher := s.browser(t, "en", 1280, 900)
	watcher.open("/#/t/" + id)
	watcher.waitFor(".board-cartagena .cg-row")
	counted := eval[[]int](watcher, `[...document.querySelectorAll(".board-cartagena .cg-player")].map((el) =>
		[...el.querySelectorAll(".cg-face")].reduce((n, f) => n + Number((f.querySelector(".cg-count") || { textContent: "×1" }).textContent.slice(1)), 0)
		- Number(el.querySelector(".cg-hand-size").textContent))`)
	for seat, diff := range counted {
		if diff != 0 {
			t.Errorf("seat %d's open hand shows %+d cards more than it holds", seat, diff)
		}
	}
	if n := watcher.count(".board-cartagena .cg-player .card-back"); n != 0 {
		t.Errorf("Tortuga hands show %d card backs", n)
	}
	if n := watcher.count(".board-cartagena .cg-row-cards .cg-face"); n != 12 {
		t.Errorf("the open row shows %d cards, want 12", n)
	}
	shot := watcher.screenshot("cartagena-tortuga-spectator-en")
	watcher.click("[data-rules]")
	watcher.waitFor(".dialog .rules")
	if got := watcher.text(".dialog .rules"); !strings.Contains(got, "Tortuga") || !strings.Contains(got, "boat") {
		t.Errorf("the rules summary reads %q", got)
	}
	t.Logf("screenshots: %s %s", shot, watcher.screenshot("cartagena-rules-en"))
}
