package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"caribe/store"
)

// shortDeck sets La Tortuga's lobby form to a deck of eighteen egg cards,
// four of which go back to the box: a whole game to the 7-egg beach in
// about two thirds of the arrivals of the full deck of 24.
var shortDeck = map[string]string{"deck-0": "3", "deck-1": "3", "deck-2": "4", "deck-3": "4", "deck-4": "3", "deck-5": "1"}

// tortugaSpots lists every turtle's place on the board, in turtle order.
const tortugaSpots = `[...document.querySelectorAll(".board-tortuga .tt-turtle")]
	.sort((a, b) => a.dataset.turtle - b.dataset.turtle).map((e) => e.style.transform).join(";")`

// tortugaNearEnd is a whole game of La Tortuga between Anna and the easy
// bot, stored a few of Anna's decisions before its end.
var tortugaNearEnd = nearEnd{ID: "00000000000e2e21", Game: "tortuga", Options: `{}`, Seed: 21, Left: 6}

// TestTortugaPlaysAWholeGame races two turtles each against a bot by
// clicking: the choice of turtle, dice rolled one at a time, refused clicks
// explained, a reload half way, a spectator on a phone. The end of a whole
// game is played by clicking from a table stored a few of Anna's decisions
// before it (the moves before are the game's own): the 7-egg beach, scores
// and the winner, the log of the whole game and its replay, in English and
// Russian.
func TestTortugaPlaysAWholeGame(t *testing.T) {
	t.Parallel()
	end := tortugaNearEnd
	s := newSiteWith(t, 0, func(st store.Store) { end.store(t, st) })
	p := s.browser(t, "en", 1280, 900)
	id := p.createTable("tortuga", 2, []string{You, Easy}, "Anna", shortDeck)
	p.waitFor(".board-tortuga .tt-turtle")

	if n := p.count(".board-tortuga .tt-turtle"); n != 4 {
		t.Errorf("%d turtles on the board, want 4", n)
	}
	if n := p.count(".board-tortuga .tt-space"); n != 21 {
		t.Errorf("%d spaces on the track, want 21", n)
	}
	if n := p.count(".board-tortuga .tt-deck .tt-card"); n != 1 {
		t.Errorf("%d egg cards face up on the deck, want 1", n)
	}
	if n := p.count(".board-tortuga .tt-deck .card-back"); n == 0 {
		t.Error("the deck shows no face-down card")
	}

	// Anna opens: both her turtles (and their buttons) are offered.
	if !p.waitUntil(`document.querySelectorAll(".board-tortuga .tt-turtle.legal[data-legal]").length === 2`, waitLimit) {
		t.Fatalf("Anna's two turtles are not offered at the start: %q", p.text(".board-tortuga .tt-status"))
	}
	if n := p.count(".board-tortuga .tt-btn-choose[data-legal]"); n != 2 {
		t.Errorf("%d turtle buttons offered, want 2", n)
	}
	p.tap(`.board-tortuga .tt-turtle[data-turtle="2"]`)
	if got := p.explained("choose one of yours"); !strings.Contains(got, "choose one of yours") {
		t.Errorf("a click on the bot's turtle explains %q", got)
	}

	p.tap(`.board-tortuga .tt-turtle[data-turtle="0"]`)
	if !p.waitUntil(`document.querySelector(".board-tortuga .tt-btn-roll[data-legal]")`, waitLimit) {
		t.Fatalf("no roll offered after the first die: %q", p.text(".board-tortuga .tt-status"))
	}
	if n := p.count(".board-tortuga .tt-tray .tt-die"); n != 1 {
		t.Errorf("%d dice in the tray after the first roll, want 1", n)
	}
	if got := p.text(".board-tortuga .tt-status"); !strings.Contains(got, "roll again or stop") {
		t.Errorf("Anna's decision reads %q", got)
	}
	p.click(".board-tortuga .tt-btn-roll")
	if !p.waitUntil(`[...document.querySelectorAll(".log-list .log-line")].some((l) => /^Anna rolls \d \+ \d/.test(l.textContent))`, waitLimit) {
		t.Errorf("no second die in Anna's line of the log after rolling: %q", p.text(".log-list"))
	}

	res := p.play(1, 25, 3*time.Minute, "")
	if res.Over {
		t.Fatalf("the game ended after only %d clicks", res.Clicks)
	}
	if !p.waitUntil(`document.querySelector(".table-page").dataset.actor === "0"`, waitLimit) {
		t.Fatal("Anna's turn never came back")
	}
	p.settled() // the bot's moves finish animating
	p.screenshot("tortuga-mid-en")
	before := eval[string](p, tortugaSpots)

	phone := s.browser(t, "ru", 360, 740)
	phone.open("/#/t/" + id)
	phone.synced(-1)
	phone.waitFor(".board-tortuga .tt-turtle")
	if n := phone.count(".board-tortuga [data-legal]"); n != 0 {
		t.Errorf("a spectator is offered %d clickable moves", n)
	}
	if n := phone.count(".board-tortuga .tt-controls"); n != 0 {
		t.Error("a spectator sees the roll and stop buttons")
	}
	phone.tap(`.board-tortuga .tt-turtle[data-turtle="1"]`)
	if got := phone.explained("зритель"); !strings.Contains(got, "зритель") {
		t.Errorf("a spectator's click explains %q", got)
	}
	if w := phone.scrollWidth(); w > 360 {
		t.Errorf("on a 360 px phone the page is %d px wide", w)
	}
	phone.screenshot("tortuga-phone-ru")

	p.reload()
	p.synced(0)
	p.waitFor(".board-tortuga .tt-turtle")
	if !p.waitUntil(`document.querySelector(".board-tortuga [data-legal]")`, waitLimit) {
		t.Fatal("after a reload Anna is offered nothing")
	}
	if after := eval[string](p, tortugaSpots); after != before {
		t.Errorf("the turtles moved across a reload:\n%s\n%s", before, after)
	}

	// The last stretch of a whole game, played by clicking.
	end.open(p)
	p.waitFor(".board-tortuga .tt-turtle")
	res = p.play(2, 3000, 10*time.Minute, "")
	if !res.Over || res.Clicks == 0 {
		t.Fatalf("the game is not over after %d more clicks", res.Clicks)
	}
	p.waitFor(".board-tortuga .tt-status-over")
	p.waitFor(".board-tortuga .tt-nest-taken")
	if n := p.count(".board-tortuga .tt-hcard-beach"); n != 1 {
		t.Errorf("%d players hold the 7-egg beach, want 1", n)
	}
	winner := p.text(".end .game-over")
	status := p.text(".board-tortuga .tt-status")
	if !strings.Contains(status, "Game over") || !strings.Contains(status, "eggs") {
		t.Errorf("the board's end status says %q", status)
	}
	named := false
	for _, nick := range []string{"Anna", "Bot"} {
		if strings.Contains(winner, nick) && strings.Contains(status, nick) {
			named = true
		}
	}
	if !named {
		t.Errorf("the winner is not named alike: end %q, board %q", winner, status)
	}
	board := eval[string](p, `[...document.querySelectorAll(".board-tortuga .tt-seat .tt-score")].map((e) => e.textContent).join(",")`)
	table := eval[string](p, `[...document.querySelectorAll(".end .scores tr td:nth-child(2)")].map((e) => e.textContent).join(",")`)
	if board != table {
		t.Errorf("the board's scores %q differ from the result's %q", board, table)
	}
	if n := p.count(".log-list .log-line"); n < 20 {
		t.Errorf("the log has %d lines", n)
	}
	log := p.text(".log-list")
	for _, want := range []string{"reaches the beach", "7-egg beach", "Game over"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log never says %q", want)
		}
	}
	p.settled() // the last move finishes animating
	p.screenshot("tortuga-end-en")

	p.setLang("ru")
	p.waitFor(".board-tortuga .tt-status-over")
	if got := p.textWhen(".board-tortuga .tt-status", has("Игра окончена")); !strings.Contains(got, "Игра окончена") {
		t.Errorf("in Russian the end reads %q", got)
	}
	if got := p.textWhen(".board-tortuga .tt-tray-title", is("Отложено яиц")); got != "Отложено яиц" {
		t.Errorf("in Russian the results are titled %q", got)
	}
	p.screenshot("tortuga-end-ru")

	// The replay shows the game again, step by step, with nothing to play.
	p.click(".end a.button")
	p.waitFor(".replay-page .board-tortuga .tt-turtle")
	for i := 1; i <= 12; i++ {
		p.click(`.replay-controls button[data-step="next"]`)
		if !p.waitUntil(fmt.Sprintf(`document.querySelector(".replay-count").textContent.startsWith("Действие %d ")`, i), waitLimit) {
			t.Fatalf("the replay did not step to move %d: %q", i, p.text(".replay-count"))
		}
	}
	if n := p.count(".replay-page .board-tortuga [data-legal]"); n != 0 {
		t.Errorf("the replay offers %d moves", n)
	}
	if n := p.count(".replay-page .board-tortuga .tt-turtle"); n != 4 {
		t.Errorf("the replay draws %d turtles", n)
	}
	p.screenshot("tortuga-replay-ru")
}

// TestTortugaEggCardsAsDice plays the variant with four players, one turtle
// each, in Russian on a phone: egg cards may stand for a die, and the game
// still runs to its end by clicking.
func TestTortugaEggCardsAsDice(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "ru", 390, 844)
	p.createTable("tortuga", 4, []string{You, Easy, Easy, Easy}, "Марина", map[string]string{"eggs_as_dice": "true"})
	p.waitFor(".board-tortuga .tt-turtle")
	if n := p.count(".board-tortuga .tt-turtle"); n != 4 {
		t.Errorf("%d turtles for four players, want 4", n)
	}
	if n := p.count(".board-tortuga .tt-badge"); n != 0 {
		t.Errorf("%d turtles numbered though each player has one", n)
	}
	if got := p.text(".board-tortuga .tt-spent"); !strings.Contains(got, "Сброшено") {
		t.Errorf("the variant's spent cards are not counted: %q", got)
	}
	res := p.play(3, 3000, 10*time.Minute, ".tt-btn-card, .tt-btn-stop")
	if !res.Over {
		t.Fatalf("the game is not over after %d clicks", res.Clicks)
	}
	p.waitFor(".board-tortuga .tt-status-over")
	p.settled() // the last move finishes animating
	if w := p.scrollWidth(); w > 390 {
		t.Errorf("on a 390 px phone the page is %d px wide", w)
	}
	if got := p.text(".log-list"); !strings.Contains(got, "Игра окончена") {
		t.Errorf("the Russian log has no end: %q", got)
	}
	p.screenshot("tortuga-eggs-as-dice-phone-ru")
}
