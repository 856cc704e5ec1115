package e2e

import (
	"strings"
	"testing"
)

// askHint waits for the viewer's decision at a table that offers hints,
// asks for one and waits until the board shows it: elements of the board
// marked "hinted", and the move in words beside it, which it returns.
func askHint(t *testing.T, p *page) string {
	t.Helper()
	p.must(`(() => { const r = document.querySelector(".table-page");
		return r && r.dataset.actor === r.dataset.seat && document.querySelector("[data-hint-ask]:not([disabled])"); })()`,
		"the viewer's decision, with the hint button")
	p.click("[data-hint-ask]")
	p.must(`document.querySelector("[data-hint-text]") && document.querySelector(".board .hinted")`, "the hint drawn on the board and said in words")
	said := p.text("[data-hint-text]")
	if strings.ContainsAny(said, "{}") || strings.Contains(said, `"type"`) {
		t.Errorf("the hint says %q: not words", said)
	}
	return said
}

// TestHintTortugaShownAndPlayed plays La Tortuga against a bot at a table
// that offers hints (on by default with a bot): the hint marks on the board
// a piece or button that plays a legal move and says the move in English
// and in Russian; playing it takes the marks and the words away.
func TestHintTortugaShownAndPlayed(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	p.createTable("tortuga", 2, []string{You, Medium}, "Anna", nil)
	p.watchErrors()
	said := askHint(t, p)
	if !strings.Contains(p.text("[data-hint-text]"), "The hard bot would play") {
		t.Errorf("the hint's words %q do not say whose hint it is", said)
	}
	if p.count(".board .hinted[data-legal]") == 0 {
		t.Fatalf("no hinted element of the board plays a legal move (hinted: %d)", p.count(".board .hinted"))
	}
	p.screenshot("hint-tortuga-en")
	p.setLang("ru")
	p.must(`document.querySelector(".board .hinted[data-legal]")`, "the hint still drawn after the language changed")
	if ru := p.text("[data-hint-text]"); ru == said || !strings.Contains(ru, "Бот") {
		t.Errorf("the hint in Russian says %q (in English %q)", ru, said)
	}
	p.screenshot("hint-tortuga-ru")
	version := p.attr("version")
	p.tap(".board .hinted[data-legal]")
	p.must(`document.querySelector(".table-page").dataset.version !== "`+version+`"`, "the hinted move played")
	p.must(`!document.querySelector(".board .hinted") && !document.querySelector("[data-hint-text]")`, "the hint gone once the move is played")
	p.checkErrors("a hint shown and played")
}

// TestHintCartagenaAndTobago asks for a hint at a Cartagena table and at a
// Tobago table against a bot: each board marks the hinted move (Cartagena
// its pirate, card or button; Tobago its hex, card or button) and the move
// is said in words, in English and in Russian.
func TestHintCartagenaAndTobago(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for _, game := range []string{"cartagena", "tobago"} {
		p := s.browser(t, "en", 1280, 900)
		p.createTable(game, 2, []string{You, Medium}, "Anna", nil)
		said := askHint(t, p)
		p.screenshot("hint-" + game + "-en")
		p.setLang("ru")
		p.must(`document.querySelector(".board .hinted")`, game+": the hint still drawn after the language changed")
		if ru := p.text("[data-hint-text]"); ru == said || !strings.Contains(ru, "Бот") {
			t.Errorf("%s: the hint in Russian says %q (in English %q)", game, ru, said)
		}
		p.screenshot("hint-" + game + "-ru")
	}
}
