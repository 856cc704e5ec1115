package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// Phone is the screen the phone tests use, in CSS pixels.
const phoneW, phoneH = 390, 844

// box is an element's place on the screen, in CSS pixels from the top left
// of the viewport.
type box struct {
	Sel    string  `json:"sel"`
	Top    float64 `json:"top"`
	Bottom float64 `json:"bottom"`
	Left   float64 `json:"left"`
	Right  float64 `json:"right"`
}

// boxes reads the boxes of every visible element matching a CSS selector.
func (p *page) boxes(sel string) []box {
	p.t.Helper()
	return eval[[]box](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].filter((e) => e.getClientRects().length > 0).map((e) => {
		const r = e.getBoundingClientRect();
		return { sel: %q + (e.dataset.space || e.dataset.card || e.dataset.clue || e.className.baseVal || e.className || ""),
			top: r.top, bottom: r.bottom, left: r.left, right: r.right }; })`, sel, sel))
}

// onFirstScreen fails the test unless some element matches sel and every
// one lies inside the first screen, the page unscrolled, above the line
// at bottom (the top of what covers the screen's foot, or its height).
func (p *page) onFirstScreen(sel string, bottom float64, what string) {
	p.t.Helper()
	if y := eval[float64](p, `window.scrollY`); y != 0 {
		p.t.Fatalf("%s: the page is scrolled by %v px", what, y)
	}
	w := eval[float64](p, `window.innerWidth`)
	bs := p.boxes(sel)
	if len(bs) == 0 {
		p.t.Errorf("%s: nothing visible at %s", what, sel)
	}
	for _, b := range bs {
		if b.Top < 0 || b.Bottom > bottom+0.5 || b.Left < -0.5 || b.Right > w+0.5 {
			p.t.Errorf("%s: %s at top %.0f, bottom %.0f, left %.0f, right %.0f: not inside the first screen above %.0f px",
				what, b.Sel, b.Top, b.Bottom, b.Left, b.Right, bottom)
		}
	}
}

// createSeated creates a table through the API with its creator on seat
// 0 and returns its id and the seat's token.
func (s *site) createSeated(body string) (id, token string) {
	s.t.Helper()
	id, token = s.post(body)
	if token == "" {
		s.t.Fatalf("POST /api/tables %s: no seat's token", body)
	}
	return id, token
}

// openSeated opens a table on a page through the seat's personal link.
func (p *page) openSeated(id, token string, seat int) {
	p.t.Helper()
	p.open("/#/t/" + id + "?token=" + token)
	p.synced(seat)
}

// TestPhoneCartagenaHandAndTunnelOnOneScreen: on a 390×844 phone the
// viewer's cards, the whole tunnel with the boat, and the places a chosen
// card reaches are all on the first screen, the hand's bar covering none
// of the tunnel.
func TestPhoneCartagenaHandAndTunnelOnOneScreen(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"cartagena","players":2,"options":{"variant":"jamaica","first":0},
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	p := s.browser(t, "en", phoneW, phoneH)
	p.openSeated(id, token, 0)
	p.watchErrors()
	p.must(`document.querySelector(".board-cartagena .cg-hand-card[data-legal]")`, "Anna's cards offered")

	bar := eval[float64](p, `document.querySelector(".board-cartagena .cg-bar").getBoundingClientRect().top`)
	p.onFirstScreen(".board-cartagena .cg-hand-card", phoneH, "the hand")
	p.onFirstScreen(".board-cartagena .cg-space, .board-cartagena .cg-start, .board-cartagena .cg-boat", bar, "the tunnel")

	p.tap(".board-cartagena .cg-hand-card[data-legal]")
	p.must(`document.querySelector(".board-cartagena .cg-hand-card.cg-selected") && document.querySelector(".board-cartagena .cg-dest")`,
		"the places a chosen card reaches")
	p.onFirstScreen(".board-cartagena .cg-hand-card.cg-selected", phoneH, "the chosen card")
	p.onFirstScreen(".board-cartagena .cg-dest", bar, "the places the chosen card reaches")
	p.screenshot("phone-cartagena-chosen-en")
	p.checkErrors("choosing a card on a phone")
}

// TestPhoneTobagoMapsAndIslandOnOneScreen: on a 390×844 phone a chosen
// clue card, the maps it may go on (each saying in words how far the clue
// would narrow it) and the island are all on the first screen.
func TestPhoneTobagoMapsAndIslandOnOneScreen(t *testing.T) {
	t.Parallel()
	p := newSite(t).againstABot("tobago", `{"island":"turtle-rock"}`, phoneW, phoneH)

	// Set-up: the vehicle, then a clue of the deck on a map.
	p.tap(".board-tobago .tb-hit.legal")
	p.tap(".board-tobago .tb-choice-card.legal")
	p.must(`document.querySelector(".board-tobago .tb-map.legal")`, "the maps a chosen card of the deck may start")
	p.tap(".board-tobago .tb-map.legal")
	p.must(`document.querySelector(".board-tobago .tb-hand .tb-card[data-legal]")`, "Anna's clue cards offered")
	eval[bool](p, `window.scrollTo(0, 0), true`)

	p.tap(".board-tobago .tb-hand .tb-card[data-legal]")
	p.must(`document.querySelector(".board-tobago .tb-card.tb-selected") && document.querySelector(".board-tobago .tb-map.legal")`,
		"the maps a chosen clue card may go on")
	p.onFirstScreen(".board-tobago .tb-card.tb-selected", phoneH, "the chosen clue card")
	p.onFirstScreen(".board-tobago .tb-map.legal", phoneH, "the maps it may go on")
	p.onFirstScreen(".board-tobago .tb-island", phoneH, "the island")
	after := eval[[]string](p, `[...document.querySelectorAll(".board-tobago .tb-map.legal")].map((m) => (m.querySelector(".tb-after") || {}).innerText || "")`)
	for _, a := range after {
		if !strings.Contains(a, "with this clue:") || !strings.Contains(a, "left") {
			t.Errorf("a map the chosen clue may go on says %q, not how many hexes the clue would leave", a)
		}
	}
	p.screenshot("phone-tobago-chosen-en")
	p.checkErrors("choosing a clue on a phone")
}

// TestPhoneInviteOffersASeatFirst: a friend who opens the table's link on
// a phone sees, on the first screen and above the status line, the
// nickname field and the button that takes the open seat, and is not told
// they are watching.
func TestPhoneInviteOffersASeatFirst(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for _, lang := range []string{"en", "ru"} {
		id, _ := s.createSeated(`{"game":"cartagena","players":2,"options":{"variant":"jamaica"},"join":{"seat":0,"nick":"Anna"}}`)
		friend := s.browser(t, lang, phoneW, phoneH)
		friend.open("/#/t/" + id)
		friend.synced(-1)
		friend.waitFor(`button[data-take="1"]`)
		friend.onFirstScreen(`.join input[name=nick], button[data-take="1"]`, phoneH, "the seat to take")
		take := eval[float64](friend, `document.querySelector('button[data-take="1"]').getBoundingClientRect().bottom`)
		status := eval[float64](friend, `document.querySelector(".status-line").getBoundingClientRect().top`)
		if take > status {
			t.Errorf("%s: the seat to take (bottom %.0f) comes below the status line (top %.0f)", lang, take, status)
		}
		if got := friend.text(".status-line"); strings.Contains(got, "watching") || strings.Contains(got, "зритель") {
			t.Errorf("%s: a friend who may take a seat is told %q", lang, got)
		}
		friend.screenshot("phone-invite-" + lang)
	}
}

// TestBoardScreenshots saves every board on a phone and on a desktop, in
// both languages, at the viewer's first decision, for a person to look
// at; each page must fit its screen's width. One page takes every
// picture: it opens each board afresh once its screen is set, and each
// board's table serves both screens (nobody moves before Anna decides).
func TestBoardScreenshots(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	type board struct{ game, id, token, ready string }
	var boards []board
	for _, c := range []struct{ game, options, ready string }{
		{"tortuga", `{"first":0}`, ".board-tortuga .tt-turtle[data-legal]"},
		{"cartagena", `{"variant":"tortuga","first":0}`, ".board-cartagena .cg-hand-card[data-legal]"},
		{"tobago", `{"island":"turtle-rock"}`, ".board-tobago .tb-hit.legal"},
	} {
		id, token := s.createSeated(fmt.Sprintf(`{"game":%q,"players":3,"options":%s,
			"seats":[{},{"kind":"bot","bot":"easy"},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`, c.game, c.options))
		boards = append(boards, board{c.game, id, token, c.ready})
	}
	p := s.browser(t, "en", phoneW, phoneH)
	// The page keeps the language last chosen: each board is taken first
	// in that one, then in the other.
	langs := []string{"en", "ru"}
	for _, size := range []struct {
		name string
		w, h int
	}{{"phone", phoneW, phoneH}, {"desktop", 1280, 900}} {
		p.screen(size.w, size.h)
		for _, b := range boards {
			p.openSeated(b.id, b.token, 0)
			p.must(fmt.Sprintf(`document.querySelector(%q)`, b.ready), b.game+": Anna's first decision")
			for _, lang := range langs {
				p.setLang(lang)
				p.must(fmt.Sprintf(`document.documentElement.lang === %q || document.querySelector('button[data-lang=%q].active')`, lang, lang), "the language switched")
				if w := p.scrollWidth(); w > size.w {
					t.Errorf("%s %s %s: the page is %d px wide", size.name, b.game, lang, w)
				}
				p.screenshot(fmt.Sprintf("%s-%s-%s", size.name, b.game, lang))
			}
			langs[0], langs[1] = langs[1], langs[0]
		}
	}
}
