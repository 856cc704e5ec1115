package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// fiveArrivals sets La Tortuga's lobby form to a deck of eight egg cards,
// four of which go back to the box: the fifth turtle to reach the beach
// lays the 7 eggs and ends the game. On the rulebook's track of 21 spaces
// no game of 3000 played at random ended within friendsRounds rounds;
// after them the easy bot and random moves took 15 turns on average to
// the end, against 48 with shortDeck.
var fiveArrivals = map[string]string{"deck-0": "1", "deck-1": "1", "deck-2": "2", "deck-3": "2", "deck-4": "1", "deck-5": "1"}

// friendsRounds is how many rounds the two friends play before the friend
// leaves: enough for both to have played, reloaded and be back, mid-game.
const friendsRounds = 3

// TestFriendsPlayThenABotTakesOver plays La Tortuga between two people in
// two browsers (one Russian, one English) while a third watches: the
// friend joins through the invite link, reloads mid-game and is back in
// the seat, then leaves; the host gives the seat to a bot and finishes the
// game, which the spectator sees end too.
func TestFriendsPlayThenABotTakesOver(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("tortuga", 2, []string{You, Person}, "Anna", fiveArrivals)
	if seat := anna.textWhen(".seat.me .seat-name", is("Anna")); seat != "Anna" {
		t.Fatalf("the creator's seat shows %q", seat)
	}

	boris := s.browser(t, "ru", 390, 844)
	boris.join(id, 1, "Борис")
	if got := boris.textWhen(".status-line", func(s string) bool { return s != "" }); got == "" {
		t.Error("no status line on the friend's page")
	}
	watcher := s.browser(t, "en", 1280, 900)
	watcher.open("/#/t/" + id + "?watch=1")
	watcher.synced(-1)
	if got := watcher.textWhen(".status-line", has("You are watching")); !strings.Contains(got, "You are watching") {
		t.Errorf("the spectator's status line: %q", got)
	}

	turns := 0
	for round := range friendsRounds {
		a := anna.playTurn(uint32(10+round), 20*time.Second, 300*time.Millisecond)
		b := boris.playTurn(uint32(20+round), 20*time.Second, 300*time.Millisecond)
		turns += a.Clicks + b.Clicks
	}
	if turns < friendsRounds {
		t.Fatalf("only %d clicks in %d rounds of turns", turns, friendsRounds)
	}
	// Nobody clicks now: once the friend's page shows the table's version,
	// it stays.
	boris.caughtUp()
	before := boris.attr("version")
	boris.reload()
	// The welcome gives the seat, the state then the version.
	boris.synced(1)
	if after := boris.attrWhen("version", is(before)); after != before {
		t.Errorf("after the reload the friend sees version %s, was %s", after, before)
	}
	boris.screenshot("tortuga-friend-phone-ru")
	watcher.screenshot("tortuga-spectator-en")

	eval[bool](boris, `(window.confirm = () => true, true)`)
	boris.click(".side button.danger")
	boris.waitFor(`.table-page[data-seat="-1"]`)
	anna.waitFor(`.seat[data-seat="1"] .host-actions button`)
	if got := anna.textWhen(`.seat[data-seat="1"] .seat-name`, is("Борис (left)")); got != "Борис (left)" {
		t.Errorf("the departed seat shows %q", got)
	}
	anna.click(`.seat[data-seat="1"] .host-actions button`)
	anna.waitFor(`.seat[data-seat="1"]:not(:has(.host-actions))`)
	if got := anna.textWhen(`.seat[data-seat="1"] .seat-name`, has("Bot")); !strings.Contains(got, "Bot") {
		t.Fatalf("seat 1 after the host's choice: %q", got)
	}
	res := anna.play(30, 3000, 5*time.Minute, "")
	if !res.Over {
		t.Fatalf("the game against the bot did not end: %+v", res)
	}
	watcher.waitFor(".end .game-over")
	if got := watcher.text(".end .game-over"); !strings.Contains(got, "wins") && !strings.Contains(got, "Shared win") {
		t.Errorf("the spectator's end: %q", got)
	}
	if n := anna.count(".end .scores tr"); n != 3 {
		t.Errorf("the score table has %d rows, want a header and 2 seats", n)
	}
	anna.screenshot("tortuga-over-en")
	anna.click(".end a.button")
	anna.waitFor(".replay-controls")
	anna.click(`button[data-step="last"]`)
	anna.waitFor(".replay-caption li")
	anna.screenshot("tortuga-replay-en")
}

// TestUnknownTableAndMissingSeat shows what a visitor sees for a wrong link:
// an unknown table, then a seat's personal link to it, whose token leaves
// the address bar.
func TestUnknownTableAndMissingSeat(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1024, 768)
	p.open("/#/t/0123456789abcdef")
	if got := p.textWhen(".panel.empty", is("No such table.")); got != "No such table." {
		t.Errorf("an unknown table shows %q", got)
	}
	p.open("/#/t/0123456789abcdef?token=" + strconv.Itoa(42))
	// The page has taken the token once it remembers it for the table.
	if !p.waitUntil(`localStorage.getItem("caribe.seat.0123456789abcdef")`, waitLimit) {
		t.Fatal("the personal link's token was never taken")
	}
	if got := p.textWhen(".panel.empty", is("No such table.")); got != "No such table." {
		t.Errorf("a personal link to an unknown table shows %q", got)
	}
	if hash := eval[string](p, `location.hash`); hash != "#/t/0123456789abcdef" {
		t.Errorf("the token stays in the address bar: %q", hash)
	}
}
