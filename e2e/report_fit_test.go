package e2e

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"caribe/bots"
	"caribe/games"
	"caribe/sim"
)

// overflowing lists the elements of a page that run past the right edge of
// its screen, skipping those inside a box that clips or scrolls them (the
// box itself is measured), and the page's own width when it scrolls
// sideways.
const overflowing = `(() => {
  const edge = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.body.querySelectorAll("*")) {
    let inBox = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible") { inBox = true; break; }
    }
    const right = el.getBoundingClientRect().right;
    if (!inBox && right > edge + 0.5) out.push(el.tagName.toLowerCase() + (el.className ? "." + el.className : "") + " to " + Math.round(right));
  }
  if (document.documentElement.scrollWidth > edge) out.push("the page, " + document.documentElement.scrollWidth + " px wide");
  return out;
})()`

// A sweep's report.html fits a 1280-px screen: its widest table, four
// players' win rates by place over a grid of two keys, scrolls inside its
// box, and nothing else runs past the right edge.
func TestReportFitsItsPage(t *testing.T) {
	g, _ := games.Lookup("tortuga")
	settings, keys, err := sim.Grid(g.Options(), 4, nil, []string{"deck=3,3,5,5,5,3;4,4,4,4,4,4", "eggs_as_dice=false,true"})
	if err != nil {
		t.Fatal(err)
	}
	greedy, _ := bots.ParseSpec("greedy")
	out, err := sim.Play(context.Background(), sim.Job{Config: sim.Config{Game: "tortuga", Players: 4,
		Bots: []bots.Spec{greedy, greedy, greedy, greedy}, Games: 4, Seed: 1}, Settings: settings, Sweep: keys})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := out.Study().WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	p := (&site{t: t}).browser(t, "en", 1280, 900)
	p.run(chromedp.Navigate("file://"+filepath.Join(dir, sim.HTMLFile)), chromedp.WaitVisible(chromedp.CSS("table")))
	if bad := eval[[]string](p, overflowing); len(bad) > 0 {
		t.Errorf("at 1280 px, past the right edge: %s", strings.Join(bad, "; "))
	}
	scrolls := eval[bool](p, `(() => {
  const box = document.querySelector("table").parentElement;
  return getComputedStyle(box).overflowX === "auto" && box.scrollWidth > box.clientWidth;
})()`)
	if !scrolls {
		t.Error("the sweep's table does not scroll inside its box")
	}
	eval[bool](p, `(document.querySelector("h2").scrollIntoView(), true)`)
	t.Logf("screenshot: %s", p.viewShot("report-1280"))
}
