package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// undoButton is the table's undo button while it is shown, and
// undoOffered the condition that it is.
const (
	undoButton  = ".undo-bar:not([hidden]) [data-undo]"
	undoOffered = `document.querySelector("` + undoButton + `")`
)

// forceUndo asks the server, from the page, to take back the seat's last
// move at the version shown, and returns the refusal ("" when accepted).
func forceUndo(p *page, id string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(async () => { const held = JSON.parse(localStorage.getItem("caribe.seat.%s"));
		const r = await fetch("/api/tables/%s/undo", { method: "POST", headers: { Authorization: "Bearer " + held.token },
			body: JSON.stringify({ version: Number(document.querySelector(".table-page").dataset.version) }) });
		return r.ok ? "" : (await r.json()).error; })()`, id, id))
}

// cartagenaForward plays a move forward through the board: a pirate at
// the start, then a card for it; it waits for the version to move on.
func cartagenaForward(p *page) {
	p.t.Helper()
	at := p.attr("version")
	p.tap(`.board-cartagena .cg-pirate.legal[data-seat="0"][data-pos="0"]`)
	p.tap(".board-cartagena .cg-hand-card.cg-playable")
	p.must(fmt.Sprintf(`document.querySelector(".table-page").dataset.version !== %q`, at), "the move forward played")
	cartagenaSettle(p)
}

// TestUndoCartagena: a move forward is taken back with the Undo button
// (the pirates are back where they were, the log strikes the move
// through); a move back draws cards, so no undo is offered and the server
// refuses one.
func TestUndoCartagena(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("cartagena", 2, []string{You, Easy}, "Anna", map[string]string{"variant": `"jamaica"`, "first": "0"})
	anna.waitFor(".board-cartagena .cg-hand-card.legal")
	anna.watchErrors()
	if anna.count(undoButton) != 0 {
		t.Error("an undo is offered before any move")
	}
	start, _ := cartagenaPlaces(anna)
	cartagenaForward(anna)
	moved, v := cartagenaPlaces(anna)
	if moved == start {
		t.Fatal("the move forward moved no pirate")
	}
	anna.must(undoOffered, "the undo button after a move forward")
	anna.screenshot("undo-button-cartagena-en")
	anna.click(".undo-bar [data-undo]")
	anna.must(fmt.Sprintf(`document.querySelector(".table-page").dataset.version === "%d"`, atoi(v)+1), "the undo played")
	cartagenaSettle(anna)
	if back, _ := cartagenaPlaces(anna); back != start {
		t.Errorf("after the undo the pirates stand at %q, want %q", back, start)
	}
	if anna.count(undoButton) != 0 {
		t.Error("the undo is still offered with nothing left to take back")
	}
	if !anna.waitUntil(`document.querySelector(".log-line.log-undone") && document.querySelector(".log-line.log-undo")`, waitLimit) {
		t.Errorf("the log neither strikes the move through nor says it was taken back: %q", anna.text(".log-list"))
	}
	if got := anna.text(".log-line.log-undo"); !strings.Contains(got, "Anna took the move back") {
		t.Errorf("the undo's line reads %q", got)
	}
	if log := anna.text(".log-list"); strings.Contains(log, "undone") {
		t.Errorf("the log shows the raw word %q: %q", "undone", log)
	}

	// Two pirates forward from the start and the turn ended; in the next
	// turn the one ahead falls back: it draws cards, which are never put
	// back, while Anna still decides.
	cartagenaForward(anna)
	cartagenaForward(anna)
	ended := atoi(anna.attr("version"))
	anna.tap(`.board-cartagena [data-move="end"][data-legal]`)
	anna.must(fmt.Sprintf(`(() => { const r = document.querySelector(".table-page").dataset;
		return Number(r.version) > %d && r.actor === "0"; })()`, ended+1), "Anna's next turn, after the bot's")
	cartagenaSettle(anna)
	ahead := eval[int](anna, `Math.max(...[...document.querySelectorAll('.board-cartagena .cg-pirate[data-seat="0"]')].map((e) => Number(e.dataset.pos)))`)
	anna.tap(fmt.Sprintf(`.board-cartagena .cg-pirate.legal[data-seat="0"][data-pos="%d"]`, ahead))
	at := anna.attr("version")
	anna.tap(".board-cartagena .cg-back[data-legal]")
	anna.must(fmt.Sprintf(`document.querySelector(".table-page").dataset.version !== %q`, at), "the move back played")
	if anna.count(undoButton) != 0 {
		t.Error("an undo is offered after a move back, which drew cards")
	}
	if why := forceUndo(anna, id); !strings.Contains(why, "a move back draws cards") {
		t.Errorf("an undo after a move back: %q, want it refused for the cards drawn", why)
	}
	anna.checkErrors("undo in Cartagena")
}

// TestUndoTortugaChoice: La Tortuga's choice of turtle is taken back while
// the first die waits (the server's undo window); once the die is rolled
// no undo is offered, and the server refuses one.
func TestUndoTortugaChoice(t *testing.T) {
	t.Parallel()
	// The window holds from the choice to the click on the undo button,
	// a screenshot between them: 8 s ran out there with the machine at a
	// load of 30.
	const window = 20 * time.Second
	s := newSiteWith(t, window, nil)
	anna := s.browser(t, "ru", 390, 844)
	id := anna.createTable("tortuga", 2, []string{You, Easy}, "Anna", nil)
	anna.must(`document.querySelectorAll(".board-tortuga .tt-turtle.legal[data-legal]").length === 2`, "Anna's two turtles offered")
	anna.watchErrors()
	anna.tap(`.board-tortuga .tt-turtle[data-turtle="0"]`)
	anna.must(undoOffered, "the undo button after the choice of turtle")
	if got := anna.text(".undo-bar [data-undo]"); !strings.Contains(got, "Отменить ход") {
		t.Errorf("the Russian undo button reads %q", got)
	}
	anna.screenshot("undo-button-tortuga-phone-ru")
	anna.click(".undo-bar [data-undo]")
	anna.must(`document.querySelector(".table-page").dataset.version === "2" && document.querySelectorAll(".board-tortuga .tt-turtle.legal[data-legal]").length === 2`,
		"both turtles offered again after the undo")
	if n := anna.count(".board-tortuga .tt-tray .tt-die"); n != 0 {
		t.Errorf("%d dice in the tray after the choice was taken back", n)
	}

	anna.tap(`.board-tortuga .tt-turtle[data-turtle="1"]`)
	if !anna.waitUntil(`document.querySelector(".board-tortuga .tt-btn-roll[data-legal]")`, window+waitLimit) {
		t.Fatalf("the first die is not rolled %v after the window passed (status line %q)", waitLimit, anna.text(".status-line"))
	}
	if anna.count(undoButton) != 0 {
		t.Error("an undo is offered after the die")
	}
	if why := forceUndo(anna, id); !strings.Contains(why, "chance has played since") {
		t.Errorf("an undo after the die: %q, want it refused", why)
	}
	anna.checkErrors("undo in La Tortuga")
}

// atoi reads a decimal number, 0 if it is none.
func atoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

// tobagoVehicle reads the seat's vehicle from the server's view, as "q,r".
func tobagoVehicle(p *page, id string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(async () => { const held = JSON.parse(localStorage.getItem("caribe.seat.%s"));
		const r = await fetch("/api/tables/%s/view", { headers: { Authorization: "Bearer " + held.token } });
		const v = (await r.json()).view.vehicles[held.seat];
		return v ? v.q + "," + v.r : ""; })()`, id, id))
}

// TestUndoTobagoStep: a step of the vehicle that picked nothing up is
// taken back with the Undo button, and the vehicle stands where it stood.
func TestUndoTobagoStep(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	id := p.createTable("tobago", 2, []string{You, Easy}, "Anna", map[string]string{"island": `"turtle-rock"`})
	p.waitFor(".board-tobago .tb-island .tb-hit")
	p.watchErrors()
	tobagoSetUpClue(t, p)
	for try := 0; ; try++ {
		p.must(`document.querySelector(".table-page:not(.replay-page)")?.dataset.actor === "0" && document.querySelector(".board-tobago .tb-hit.legal")`, "Anna's turn with a hex to step to")
		p.caughtUp()
		start, at := tobagoVehicle(p, id), p.attr("version")
		p.tap(".board-tobago .tb-hit.legal")
		p.must(fmt.Sprintf(`document.querySelector(".table-page").dataset.version !== %q`, at), "the step played")
		if tobagoVehicle(p, id) == start || !p.waitUntil(undoOffered, 2*time.Second) {
			if try == 20 {
				t.Fatal("twenty clicks on the island and no step that could be taken back")
			}
			continue
		}
		p.screenshot("undo-button-tobago-en")
		p.click(".undo-bar [data-undo]")
		p.must(fmt.Sprintf(`document.querySelector(".table-page").dataset.version === "%d"`, atoi(at)+2), "the undo played")
		if back := tobagoVehicle(p, id); back != start {
			t.Errorf("after the undo the vehicle stands at %s, want %s", back, start)
		}
		if p.count(undoButton) != 0 {
			t.Error("the undo is still offered with nothing left to take back")
		}
		p.checkErrors("undo")
		return
	}
}
