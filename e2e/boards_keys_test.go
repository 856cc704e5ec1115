package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// press sends a key to the page as a keyboard does: down, then up. key is
// "Tab", "Enter", "ArrowLeft" or "ArrowRight".
func (p *page) press(key string) {
	p.t.Helper()
	codes := map[string]int64{"Tab": 9, "Enter": 13, "ArrowLeft": 37, "ArrowRight": 39}
	text := map[string]string{"Enter": "\r"}[key]
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeKeyDown, input.DispatchKeyEventTypeKeyUp} {
			params := input.DispatchKeyEventParams{Type: typ, Key: key, Code: key, WindowsVirtualKeyCode: codes[key], NativeVirtualKeyCode: codes[key]}
			if typ == input.DispatchKeyEventTypeKeyDown {
				params.Text = text
			}
			if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, params); err != nil {
				return err
			}
		}
		return nil
	}))
}

// announced is what a screen reader is told of the element a JavaScript
// expression finds: its role and its name, as Chromium's accessibility
// tree has them.
func (p *page) announced(el string) (role, name string) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := cdp.Call(ctx, tg, runtime.Evaluate, runtime.EvaluateParams{Expression: el})
		if err != nil {
			return err
		}
		if res.Result == nil || res.Result.ObjectID == "" {
			return fmt.Errorf("%s: no element", el)
		}
		no := false
		tree, err := cdp.Call(ctx, tg, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{ObjectID: res.Result.ObjectID, FetchRelatives: &no})
		if err != nil {
			return err
		}
		if len(tree.Nodes) == 0 {
			return fmt.Errorf("%s: not in the accessibility tree", el)
		}
		n := tree.Nodes[0]
		if n.Ignored {
			return nil
		}
		if n.Role != nil {
			role = strings.Trim(string(n.Role.Value), `"`)
		}
		if n.Name != nil {
			name = strings.Trim(string(n.Name.Value), `"`)
		}
		return nil
	}))
	return role, name
}

// focused is the element that has the keyboard's focus, as the keyboard
// test sees it.
type focused struct {
	// Legal: it leads towards a legal move of the board.
	Legal bool `json:"legal"`
	// Ring: the focus shows (:focus-visible, with an outline or the
	// board's dark stroke).
	Ring bool   `json:"ring"`
	What string `json:"what"`
}

// focusedScript reads the focused element.
const focusedScript = `(() => {
  const e = document.activeElement;
  if (!e || e === document.body) return { legal: false, ring: false, what: "" };
  const dark = (c) => { const s = getComputedStyle(c); return s.stroke === "rgb(17, 17, 17)" && parseFloat(s.strokeWidth) >= 3; };
  const cs = getComputedStyle(e);
  const ring = e.matches(":focus-visible") && ((cs.outlineStyle !== "none" && parseFloat(cs.outlineWidth) >= 2) || dark(e) || [...e.querySelectorAll("*")].some(dark));
  const what = e.tagName.toLowerCase() + (e.getAttribute("class") ? "." + e.getAttribute("class").trim().split(/\s+/).join(".") : "");
  return { legal: !!e.closest(".board") && e.hasAttribute("data-legal"), ring, what };
})()`

// unreachableScript lists the board's legal targets that Tab never
// reaches: not focusable, or out of the tab order. One hidden from screen
// readers leaves its move to another target, and is not listed.
const unreachableScript = `[...document.querySelectorAll('.board [data-legal]:not([aria-hidden="true"])')]
  .filter((e) => e.tabIndex < 0 || e.disabled)
  .map((e) => e.tagName.toLowerCase() + "." + (e.getAttribute("class") || "").trim().split(/\s+/).join("."))`

// keyboardTurn plays seat's decisions by keyboard alone, Tab to move the
// focus and Enter to press, until the seat has pressed at least once and
// another seat decides. On every legal target the focus reaches it checks
// that the focus shows and that a screen reader hears a button with a
// name. It returns how many times Enter was pressed; shot, if not empty,
// names a screenshot taken at the first target the focus reaches.
func (p *page) keyboardTurn(seat int, rnd *rand.Rand, shot string) int {
	p.t.Helper()
	// The page notes when another seat comes to decide, however briefly (a
	// bot decides at once).
	eval[bool](p, fmt.Sprintf(`(() => { const r = document.querySelector(".table-page");
		window.othersDecided = false;
		const obs = new MutationObserver(() => {
			if (/^[0-9]+$/.test(r.dataset.actor) && r.dataset.actor !== "%d") { window.othersDecided = true; obs.disconnect(); }
		});
		obs.observe(r, { attributes: true, attributeFilter: ["data-actor"] });
		return true; })()`, seat))
	ready := `document.querySelector(".board [data-legal]") && !document.querySelector(".board [data-pending]")`
	presses := 0
	for {
		if !p.waitUntil(fmt.Sprintf(`window.othersDecided || (%s)`, ready), waitLimit) {
			p.t.Fatalf("after %d presses: neither a legal target nor another seat's turn (status %q)", presses, p.text(".status-line"))
		}
		if eval[bool](p, `window.othersDecided`) {
			return presses
		}
		if out := eval[[]string](p, unreachableScript); len(out) > 0 {
			p.t.Errorf("legal targets out of the keyboard's reach: %s", strings.Join(out, ", "))
		}
		// Two rounds of the page's focusable elements (the focus may leave
		// the page between rounds) must reach a legal target.
		stops := eval[int](p, `document.querySelectorAll("a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]").length`)
		tabs := 0
		for {
			if tabs++; tabs > 2*stops+4 {
				p.t.Fatalf("after %d presses: %d Tabs, two rounds of the page's %d focusable elements, reached no legal target", presses, tabs-1, stops)
			}
			p.press("Tab")
			f := eval[focused](p, focusedScript)
			if !f.Legal {
				continue
			}
			if !f.Ring {
				p.t.Errorf("the focus on %s does not show", f.What)
			}
			if shot != "" {
				p.screenshot(shot)
				shot = ""
			}
			role, name := p.announced("document.activeElement")
			if role != "button" || strings.TrimSpace(name) == "" {
				p.t.Errorf("%s is announced as %q named %q, not a button with a name", f.What, role, name)
			}
			if rnd.IntN(2) == 0 {
				break
			}
		}
		// A press changes the board at once (a choice drawn, or the move
		// marked as on its way); the bound only turns a dead key into a
		// failure instead of a hang.
		eval[bool](p, `(window.boardChanged = new Promise((resolve) => {
			const obs = new MutationObserver(() => { obs.disconnect(); resolve(true); });
			obs.observe(document.querySelector(".table-page"), { subtree: true, childList: true, attributes: true });
			setTimeout(() => { obs.disconnect(); resolve(false); }, 10000);
		}), true)`)
		p.press("Enter")
		presses++
		if !eval[bool](p, `window.boardChanged`) {
			p.t.Fatalf("Enter on a legal target changed nothing (status %q)", p.text(".status-line"))
		}
	}
}

// TestBoardsByKeyboard plays a whole turn of each game by keyboard alone:
// every legal target can be reached with Tab, shows its focus, is a button
// with a name for a screen reader, and Enter plays it.
func TestBoardsByKeyboard(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1366, 800)
	p.watchErrors()
	for i, c := range []struct{ game, options string }{
		{"tortuga", `{"first":0}`},
		{"cartagena", `{"variant":"jamaica","first":0}`},
		{"tobago", `{"island":"turtle-rock"}`},
	} {
		id, token := s.createSeated(fmt.Sprintf(`{"game":%q,"players":2,"options":%s,
			"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`, c.game, c.options))
		p.openSeated(id, token, 0)
		rnd := rand.New(rand.NewPCG(uint64(i+1), 30))
		turns := 1
		if c.game == "tobago" {
			turns = 2 // the set-up, then a turn on the island
		}
		for turn := range turns {
			shot := ""
			if turn == 0 {
				shot = "keyboard-focus-" + c.game
			}
			if n := p.keyboardTurn(0, rnd, shot); n == 0 {
				t.Errorf("%s: no key pressed in a turn", c.game)
			}
		}
		p.checkErrors(c.game + " by keyboard")
	}
}
