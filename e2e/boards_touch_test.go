package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// minTarget is the smallest touch target, in CSS pixels, each way.
const minTarget = 44

// smallTargetsScript lists the board's visible legal targets (those
// hidden from screen readers leave their move to another target) that
// are smaller than %d × %d CSS pixels, with their size.
const smallTargetsScript = `[...document.querySelectorAll('.board [data-legal]:not([aria-hidden="true"])')]
  .filter((e) => e.getClientRects().length > 0)
  .map((e) => ({ e, r: e.getBoundingClientRect() }))
  .filter(({ r }) => r.width < %[1]d - 0.5 || r.height < %[1]d - 0.5)
  .map(({ e, r }) => e.tagName.toLowerCase() + "." + (e.getAttribute("class") || "").trim().split(/\s+/).join(".") +
    (e.dataset.space ? "#" + e.dataset.space : "") + " " + Math.round(r.width) + "×" + Math.round(r.height))`

// smallTargets fails the test for every legal target under minTarget.
func (p *page) smallTargets(when string) {
	p.t.Helper()
	if small := eval[[]string](p, fmt.Sprintf(smallTargetsScript, minTarget)); len(small) > 0 {
		p.t.Errorf("%s: touch targets under %d×%d px: %s", when, minTarget, minTarget, strings.Join(small, ", "))
	}
}

// tapAt taps the screen at x, y as a finger does: the browser finds what
// lies there.
func (p *page) tapAt(x, y float64) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, typ := range []input.DispatchMouseEventType{input.DispatchMouseEventTypeMousePressed, input.DispatchMouseEventTypeMouseReleased} {
			if _, err := cdp.Call(ctx, tg, input.DispatchMouseEvent, input.DispatchMouseEventParams{
				Type: typ, X: x, Y: y, Button: input.MouseButtonLeft, ClickCount: 1,
			}); err != nil {
				return err
			}
		}
		return nil
	}))
}

// TestPhoneCartagenaTouchTargets: on a 390×844 phone with five players
// every target of Cartagena's board is at least 44×44 px, and a tap on a
// pirate of the viewer's, however small the figure, chooses it: the space
// (or the fortress) it stands on is its target.
func TestPhoneCartagenaTouchTargets(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	id, token := s.createSeated(`{"game":"cartagena","players":5,"options":{"variant":"jamaica","first":0},
		"seats":[{},{"kind":"bot","bot":"easy"},{"kind":"bot","bot":"easy"},{"kind":"bot","bot":"easy"},{"kind":"bot","bot":"easy"}],
		"join":{"seat":0,"nick":"Anna"}}`)
	p := s.browser(t, "en", phoneW, phoneH)
	p.openSeated(id, token, 0)
	p.watchErrors()
	p.must(`document.querySelector(".board-cartagena .cg-hand-card[data-legal]")`, "Anna's cards offered")
	p.smallTargets("Anna's first decision")

	// A finger on the middle of one of Anna's pirates at the start.
	at := eval[[]float64](p, `(() => { const e = document.querySelector('.board-cartagena .cg-pirate[data-seat="0"][data-pos="0"] .cg-body');
		e.scrollIntoView({ block: "center" }); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height]; })()`)
	t.Logf("a pirate's figure at the start: %.0f×%.0f px", at[2], at[3])
	p.tapAt(at[0], at[1])
	p.must(`document.querySelector('.board-cartagena .cg-pirate.cg-selected[data-seat="0"]') && document.querySelector(".board-cartagena .cg-dest")`,
		"the tapped pirate chosen, the places it reaches lit")
	p.smallTargets("a pirate chosen")
	p.screenshot("phone-cartagena-five-chosen-en")

	// A finger on the lit space it reaches plays the move.
	dest := eval[[]float64](p, `(() => { const r = document.querySelector(".board-cartagena .cg-dest").getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	p.tapAt(dest[0], dest[1])
	p.must(`[...document.querySelectorAll('.board-cartagena .cg-pirate[data-seat="0"]')].some((e) => e.dataset.pos !== "0")`,
		"Anna's pirate left the start")
	p.checkErrors("tapping on a phone")
}

// againstABot opens, on an English page of width × height, a fresh table
// of game where Anna, on seat 0, plays against an easy bot; it watches the
// page's errors.
func (s *site) againstABot(game, options string, width, height int) *page {
	s.t.Helper()
	id, token := s.createSeated(fmt.Sprintf(`{"game":%q,"players":2,"options":%s,
		"seats":[{},{"kind":"bot","bot":"easy"}],"join":{"seat":0,"nick":"Anna"}}`, game, options))
	p := s.browser(s.t, "en", width, height)
	p.openSeated(id, token, 0)
	p.watchErrors()
	return p
}

// touchAt touches the screen at x, y with a finger, as a phone's touch
// screen does (touch events, pointer events of type "touch", then a click).
func (p *page) touchAt(x, y float64) {
	p.t.Helper()
	p.touchPath(&input.TouchPoint{X: x, Y: y})
}

// touchDrag drags a finger from x0, y0 to x1, y1 on the screen in a few
// moves, as a phone's touch screen reports a drag.
func (p *page) touchDrag(x0, y0, x1, y1 float64) {
	p.t.Helper()
	const steps = 6
	path := []*input.TouchPoint{{X: x0, Y: y0}}
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		path = append(path, &input.TouchPoint{X: x0 + f*(x1-x0), Y: y0 + f*(y1-y0)})
	}
	p.touchPath(path...)
}

// touchPath puts a finger down at the first point, moves it through the
// others and lifts it.
func (p *page) touchPath(path ...*input.TouchPoint) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
			return err
		}
		for i, at := range path {
			kind := input.DispatchTouchEventTypeTouchMove
			if i == 0 {
				kind = input.DispatchTouchEventTypeTouchStart
			}
			if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: []*input.TouchPoint{at}}); err != nil {
				return err
			}
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	}))
}

// TestPhoneTobagoHexesEnlargeUnderAFinger: on a 390×844 phone Tobago's
// hexes are smaller than a fingertip; a first touch on the island enlarges
// it round the touch until every hex that may be chosen is at least
// 44×44 px; a finger dragged across the enlarged island moves it with the
// finger and chooses nothing; and a touch on a hex that may be chosen
// places the vehicle, which brings the whole island back.
func TestPhoneTobagoHexesEnlargeUnderAFinger(t *testing.T) {
	t.Parallel()
	p := newSite(t).againstABot("tobago", `{"island":"turtle-rock"}`, phoneW, phoneH)
	p.must(`document.querySelector(".board-tobago .tb-hit.legal")`, "the hexes Anna's vehicle may start on")
	hex := `(() => { const e = document.querySelector(".board-tobago .tb-hit.legal"); e.scrollIntoView({ block: "center" });
		const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, r.width, r.height]; })()`
	at := eval[[]float64](p, hex)
	t.Logf("a hex before the touch: %.0f×%.0f px", at[2], at[3])
	p.touchAt(at[0], at[1])
	p.must(`document.querySelector(".board-tobago .tb-zoom-out")?.hidden === false`, "the island enlarged, with the way back to all of it")
	if n := eval[int](p, `document.querySelectorAll(".board-tobago .tb-vehicles > *").length`); n != 0 {
		t.Errorf("the first touch placed a vehicle")
	}
	p.smallTargets("the island enlarged")
	p.screenshot("phone-tobago-enlarged-en")

	// A drag towards the middle of the island, where the enlarged view has
	// room to go: the finger moves the other way.
	island := `document.querySelector(".board-tobago .tb-island-wrap > svg")`
	before := eval[[]float64](p, island+`.getAttribute("viewBox").split(" ").map(Number)`)
	middle := eval[float64](p, `(() => { const b = `+island+`.getBBox(); return b.x + b.width / 2; })()`)
	box := eval[[]float64](p, `(() => { const r = `+island+`.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	dx := 120.0
	if before[0]+before[2]/2 < middle {
		dx = -dx
	}
	p.touchDrag(box[0], box[1], box[0]+dx, box[1])
	after := eval[[]float64](p, island+`.getAttribute("viewBox").split(" ").map(Number)`)
	if (dx < 0) != (after[0] > before[0]) || after[0] == before[0] || after[2] != before[2] {
		t.Errorf("a drag of %.0f px across the enlarged island: its view went from %v to %v", dx, before, after)
	}
	if n := eval[int](p, `document.querySelectorAll(".board-tobago .tb-vehicles > *").length`); n != 0 {
		t.Errorf("the drag placed a vehicle")
	}
	p.must(`document.querySelector(".board-tobago .tb-zoom-out")?.hidden === false`, "the island still enlarged after the drag")
	p.screenshot("phone-tobago-dragged-en")
	at = eval[[]float64](p, hex)
	t.Logf("a hex enlarged: %.0f×%.0f px", at[2], at[3])
	p.touchAt(at[0], at[1])
	p.must(`document.querySelector(".board-tobago .tb-vehicles > *") && document.querySelector(".board-tobago .tb-zoom-out").hidden`,
		"the second touch placed Anna's vehicle, the whole island back")
	p.checkErrors("touching the island")
}
