package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// axeSource is axe-core 4.14.1 (npm, MPL-2.0), the accessibility checker,
// run inside the page under test.
const axeSource = "testdata/axe.min.js"

// axeViolation is one rule axe finds broken, and where.
type axeViolation struct {
	ID      string   `json:"id"`
	Help    string   `json:"help"`
	Targets []string `json:"targets"`
}

// axeBoard runs axe's WCAG 2.1 A and AA rules over the board and fails the
// test for every rule it finds broken.
func (p *page) axeBoard(when string) {
	p.t.Helper()
	src, err := os.ReadFile(axeSource)
	if err != nil {
		p.t.Fatal(err)
	}
	eval[bool](p, "(() => { if (!window.axe) { "+string(src)+"\n } return true; })()")
	found := eval[[]axeViolation](p, `axe.run(document.querySelector(".board"), { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
		.then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) })))`)
	for _, v := range found {
		p.t.Errorf("%s: axe %s (%s) at %s", when, v.ID, v.Help, strings.Join(v.Targets, "; "))
	}
}

// TestBoardsAxe scans each board with axe at the viewer's decision, in a
// choice half made too (a card or a vehicle's place chosen).
func TestBoardsAxe(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1366, 800)
	p.watchErrors()
	for _, c := range []struct{ game, options, ready, choose string }{
		{"tortuga", `{"first":0}`, ".board-tortuga .tt-turtle[data-legal]", ""},
		{"cartagena", `{"variant":"jamaica","first":0}`, ".board-cartagena .cg-hand-card[data-legal]", ".board-cartagena .cg-hand-card[data-legal]"},
		{"tobago", `{"island":"turtle-rock"}`, ".board-tobago .tb-hit.legal", ".board-tobago .tb-hit.legal"},
	} {
		id, token := s.createSeated(fmt.Sprintf(`{"game":%q,"players":2,"options":%s,
			"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`, c.game, c.options))
		p.openSeated(id, token, 0)
		p.must(fmt.Sprintf(`document.querySelector(%q)`, c.ready), c.game+": Anna's decision")
		p.axeBoard(c.game)
		if c.choose != "" {
			p.tap(c.choose)
			p.drawn()
			p.axeBoard(c.game + ", a choice half made")
		}
	}
	p.checkErrors("the axe scans")
}
