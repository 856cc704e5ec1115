package e2e

import (
	"testing"
)

// TestDesktopTobagoHandInView: on a 1366×768 desktop, the smallest
// desktop screen in common use, the viewer's clue hand is on the first
// screen, the page unscrolled, beside the whole island.
func TestDesktopTobagoHandInView(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"tobago","players":3,"options":{"island":"turtle-rock"},
		"seats":[{},{"kind":"bot","bot":"easy"},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`)
	p := s.browser(t, "en", 1366, 768)
	p.openSeated(id, token, 0)
	p.watchErrors()

	// Set-up: the vehicle, then a clue of the deck on a map.
	p.tap(".board-tobago .tb-hit.legal")
	p.tap(".board-tobago .tb-choice-card.legal")
	p.tap(".board-tobago .tb-map.legal")
	p.must(`document.querySelector(".board-tobago .tb-hand .tb-card")`, "Anna's clue hand")
	eval[bool](p, `window.scrollTo(0, 0), true`)
	p.drawn()
	p.onFirstScreen(".board-tobago .tb-hand .tb-card", 768, "the clue hand")
	p.onFirstScreen(".board-tobago .tb-island", 768, "the island")
	for _, lang := range []string{"en", "ru"} {
		p.setLang(lang)
		p.drawn()
		t.Logf("%s: the hand's cards end at y %.0f of 768", lang,
			eval[float64](p, `Math.max(...[...document.querySelectorAll(".board-tobago .tb-hand .tb-card")].map((e) => e.getBoundingClientRect().bottom))`))
		p.screenshot("desktop-1366-tobago-hand-" + lang)
	}
	p.onFirstScreen(".board-tobago .tb-hand .tb-card", 768, "the clue hand in Russian")
	p.checkErrors("the clue hand on a desktop")
}
