package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// statusSayings counts the visible elements of the page, the log and
// notices aside, whose own words begin with one of the status phrases
// (case aside): "Your move", "Game over"…
func statusSayings(p *page, phrases ...string) []string {
	p.t.Helper()
	return eval[[]string](p, fmt.Sprintf(`(() => { const phrases = %s.map((s) => s.toLowerCase());
		return [...document.querySelectorAll("body *")].filter((e) => !e.closest(".log-list, .toasts, dialog, script, style")
			&& e.getClientRects().length > 0).map((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim())
			.filter((s) => phrases.some((p) => s.toLowerCase().startsWith(p))); })()`, jsonList(phrases)))
}

// jsonList writes strings as a JavaScript array.
func jsonList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return "[" + strings.Join(q, ",") + "]"
}

// TestStatusSaysYourMoveOnce: on the player's turn, in every game and
// both languages, one element says "Your move" (none "Your turn"), and
// the table's head no longer repeats the table's status.
func TestStatusSaysYourMoveOnce(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for _, c := range []struct{ game, options, ready string }{
		{"tortuga", `{"first":0}`, ".board-tortuga .tt-turtle[data-legal]"},
		{"cartagena", `{"variant":"jamaica","first":0}`, ".board-cartagena .cg-hand-card[data-legal]"},
		{"tobago", `{"island":"turtle-rock"}`, ".board-tobago .tb-hit.legal"},
	} {
		id, token := s.createSeated(fmt.Sprintf(`{"game":%q,"players":2,"options":%s,
			"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`, c.game, c.options))
		p := s.browser(t, "en", 1280, 900)
		p.openSeated(id, token, 0)
		p.must(fmt.Sprintf(`document.querySelector(%q)`, c.ready), c.game+": Anna's first decision offered")
		if got := statusSayings(p, "your move", "your turn"); len(got) != 1 {
			t.Errorf("%s: %d elements say whose move it is: %q", c.game, len(got), got)
		}
		if n := p.count(".table-head .badge"); n != 0 {
			t.Errorf("%s: the head repeats the table's status in %d badges", c.game, n)
		}
		p.setLang("ru")
		p.must(`document.querySelector(".status-line").textContent.includes("Ваш ход")`, c.game+": the status line in Russian")
		if got := statusSayings(p, "ваш ход"); len(got) != 1 {
			t.Errorf("%s: %d elements say «Ваш ход»: %q", c.game, len(got), got)
		}
	}
}

// TestStatusSaysGameOverOnce: at the end of a game one element says the
// game is over, where four did (the status line, the head's badge, the
// end panel and the board's own status).
func TestStatusSaysGameOverOnce(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	// A deck of five egg cards, four of which go back to the box: the game
	// ends as soon as a second turtle reaches the beach.
	id, token := s.createSeated(`{"game":"tortuga","players":2,"options":{"first":0,"deck":[5,0,0,0,0,0]},
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	p := s.browser(t, "en", 1280, 900)
	p.openSeated(id, token, 0)
	if res := p.play(3, 2000, 5*time.Minute, ".tt-btn-roll"); !res.Over {
		t.Fatalf("the game is not over after %d clicks", res.Clicks)
	}
	p.waitFor(".board-tortuga .tt-status-over")
	if got := statusSayings(p, "game over"); len(got) != 1 {
		t.Errorf("%d elements say the game is over: %q", len(got), got)
	}
	p.screenshot("desktop-tortuga-over-en")
	phone := s.browser(t, "ru", phoneW, phoneH)
	phone.open("/#/t/" + id)
	phone.waitFor(".board-tortuga .tt-status-over")
	phone.must(`document.querySelector(".end .game-over")`, "the end panel on a phone")
	if got := statusSayings(phone, "игра окончена"); len(got) != 1 {
		t.Errorf("%d elements say «Игра окончена»: %q", len(got), got)
	}
	phone.screenshot("phone-tortuga-over-ru")
}

// mountScript mounts a game's board in a fresh element of the page, with
// a context whose seat is seat and whose names are "Seat N", renders view
// (a JavaScript expression) as the table's, and evaluates then (which sees
// el, the board's element).
const mountScript = `(async () => {
	const { board } = await import("/boards/index.js");
	const { t } = await import("/i18n.js");
	const m = await board(%q);
	const el = document.createElement("div");
	el.className = "board board-" + %q;
	el.style.width = "360px";
	document.querySelector("#main").replaceChildren(el);
	const ctx = { seat: %d, players: 2, t, nick: (s) => "Seat " + (s + 1), play: () => new Promise(() => {}), explain: () => {}, animate: false };
	const b = m.mount(el, ctx);
	const view = %s;
	b.render(view, [], { version: 1, actor: null, result: { over: true, scores: [6, 2], winners: [0] }, events: [], replay: false });
	await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
	return %s;
})()`

// TestCartagenaHandAtTheEndPrintsNoNull: the viewer's hand at the end of a
// game shows its title and size, and never the word "null" where no card
// is left.
func TestCartagenaHandAtTheEndPrintsNoNull(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	p.open("/#/")
	for _, hand := range []string{`""`, `"FKS"`} {
		view := fmt.Sprintf(`{ players: 2, seat: 0, turn: 1, actions: 0, over: true, winners: [0], scores: [6, 2],
			options: { variant: "jamaica", tunnel: "FKSPBTKSPBTFSPBTFKPBTFKSBTFKSPTFKSPB" },
			pirates: [[37,37,37,37,37,37],[3,5,9,0,0,0]], hands: [{ size: %d, cards: %s }, { size: 4 }], draw: 40, discard: "" }`,
			len(hand)-2, hand)
		got := eval[string](p, fmt.Sprintf(mountScript, "cartagena", "cartagena", 0, view, `el.querySelector(".cg-hand").textContent`))
		if strings.Contains(got, "null") || !strings.Contains(got, "Your cards") {
			t.Errorf("the hand %s at the end reads %q", hand, got)
		}
	}
}

// TestTobagoReshuffleTextsFillTheirNouns: the log's reshuffles say how
// many cards in words in both languages ("9 discarded cards are
// shuffled"), never a placeholder such as "{cards}".
func TestTobagoReshuffleTextsFillTheirNouns(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	p.open("/#/")
	want := map[string][]string{
		"en": {"9 discarded cards are shuffled", "a new deck of 9 cards", "a new deck of 1 card."},
		"ru": {"перетасовано 9 карт", "новую колоду: 9 карт", "новую колоду: 1 карта"},
	}
	for _, lang := range []string{"en", "ru"} {
		got := eval[string](p, fmt.Sprintf(`(async () => {
			const { board } = await import("/boards/index.js");
			const { t, setLang } = await import("/i18n.js");
			const m = await board("tobago");
			setLang(%q);
			const ctx = { seat: -1, players: 2, t, nick: (s) => "Seat " + (s + 1), play: async () => {}, explain: () => {}, animate: false };
			return [{ type: "treasure_reshuffled", cards: 9 }, { type: "clues_reshuffled", cards: 9 }, { type: "clues_reshuffled", cards: 1 }]
				.map((e) => m.describe(e, ctx, null)).join(" | ");
		})()`, lang))
		if strings.Contains(got, "{") {
			t.Errorf("%s: a placeholder is left in %q", lang, got)
		}
		for _, w := range want[lang] {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q does not say %q", lang, got, w)
			}
		}
	}
}

// TestLobbyBoundsCombiningMarkNicknames: a nickname of a letter buried
// under combining marks is stored with at most three on it, and the
// lobby's chip for it stays one line high; a name with a right-to-left
// override is refused, naming the character.
func TestLobbyBoundsCombiningMarkNicknames(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	zalgo := "Z" + strings.Repeat("\u0336\u0337\u0338\u0350\u0351\u0352", 40) + "orro"
	s.post(fmt.Sprintf(`{"game":"tortuga","players":2,"join":{"seat":0,"nick":%q}}`, zalgo))
	p := s.browser(t, "en", phoneW, phoneH)
	p.open("/#/")
	p.waitFor(".table-row .seat-chip")
	chip := eval[map[string]float64](p, `(() => { const c = [...document.querySelectorAll(".table-row .seat-chip")].find((e) => e.textContent.includes("orro"));
		const r = c.getBoundingClientRect(); return { runes: [...c.textContent].length, height: r.height, width: r.width }; })()`)
	if chip["runes"] != 8 {
		t.Errorf("the nickname is shown with %v characters, want Z, three marks and orro", chip["runes"])
	}
	if chip["height"] > 30 || chip["width"] > phoneW {
		t.Errorf("the nickname's chip is %v × %v px", chip["width"], chip["height"])
	}
	body := `{"game":"tortuga","players":2,"join":{"seat":0,"nick":"evil\u202egnp"}}`
	got := eval[string](p, fmt.Sprintf(`fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" }, body: %q })
		.then(async (r) => r.status + " " + (await r.json()).error)`, body))
	if !strings.HasPrefix(got, "400 ") || !strings.Contains(got, "U+202E RIGHT-TO-LEFT OVERRIDE") {
		t.Errorf("a nickname with a right-to-left override: %s", got)
	}
	p.screenshot("phone-lobby-marks-en")
}

// TestTortugaBeachLabelClearAndTurtlesLargeOnAPhone: the beach's number
// overlaps neither its eggs nor its space, and on a 390 px phone each
// turtle is drawn at least 36 px long and 20 px high.
func TestTortugaBeachLabelClearAndTurtlesLargeOnAPhone(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"tortuga","players":2,"options":{"first":0},
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	for _, size := range []struct{ w, h int }{{phoneW, phoneH}, {1280, 900}} {
		p := s.browser(t, "en", size.w, size.h)
		p.openSeated(id, token, 0)
		p.waitFor(".board-tortuga .tt-turtle")
		// The number in the page's own font, then in each font the style
		// sheets name and the sans-serif fonts a Linux machine often has.
		overlaps := eval[[]string](p, `(() => { const num = document.querySelector(".board-tortuga .tt-num-beach");
			const fonts = ["", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans", "DejaVu Sans", "Liberation Sans", "sans-serif"];
			const out = fonts.flatMap((font) => { num.style.fontFamily = font ? JSON.stringify(font) : "";
				const label = num.getBoundingClientRect();
				const hit = (r) => r.left < label.right && label.left < r.right && r.top < label.bottom && label.top < r.bottom;
				return [...document.querySelectorAll(".board-tortuga .tt-egg-small, .board-tortuga .tt-space-beach, .board-tortuga .tt-space, .board-tortuga .tt-num:not(.tt-num-beach)")]
					.filter((e) => hit(e.getBoundingClientRect())).map((e) => (font || "the page's font") + ": " + e.getAttribute("class") + " " + e.textContent); });
			num.style.fontFamily = ""; return out; })()`)
		if len(overlaps) > 0 {
			t.Errorf("%d px wide: the beach's number overlaps %q", size.w, overlaps)
		}
		if size.w != phoneW {
			p.screenshot("desktop-tortuga-start-en")
			continue
		}
		p.must(`(() => { const r = document.querySelector(".board-tortuga .tt-turtle .tt-body").getBoundingClientRect(); return r.width >= 36 && r.height >= 20; })()`,
			"turtles at least 36 × 20 px on a phone")
		p.screenshot("phone-tortuga-start-en")
	}
}

// TestTobagoMapSaysWhatItsNumberMeans: once a clue card is chosen, each map
// it may go on says in words, in both languages, how many hexes the clue
// would leave there (it showed a bare "→ 5").
func TestTobagoMapSaysWhatItsNumberMeans(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	want := map[string]string{"en": "with this clue:", "ru": "с этим ключом останется"}
	for _, lang := range []string{"en", "ru"} {
		id, token := s.createSeated(`{"game":"tobago","players":2,"options":{"island":"turtle-rock"},
			"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
		p := s.browser(t, lang, 1280, 900)
		p.openSeated(id, token, 0)
		p.tap(".board-tobago .tb-hit.legal")
		p.tap(".board-tobago .tb-choice-card.legal")
		p.must(`document.querySelector(".board-tobago .tb-map.legal")`, "the maps a chosen card of the deck may start")
		after := eval[[]string](p, `[...document.querySelectorAll(".board-tobago .tb-map.legal")].map((m) => (m.querySelector(".tb-after") || {}).innerText || "")`)
		for _, a := range after {
			if !strings.Contains(a, want[lang]) || !strings.ContainsAny(a, "0123456789") {
				t.Errorf("%s: a map the chosen card may start says %q", lang, a)
			}
		}
		p.screenshot("desktop-tobago-after-" + lang)
	}
}
