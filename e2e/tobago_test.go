package e2e

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"caribe/store"
)

// tobagoPrefer steers the random clicks towards buttons, clue cards (of
// the hand, or of the deck at set-up) and maps, so that clues get played,
// turns end and treasures get found; the other clicks step the vehicle
// around.
const tobagoPrefer = ".tb-btn, .tb-card, .tb-choice-card, .tb-map, .tb-clue-row, .tb-pick"

// tobagoNearEnd is a whole game of Tobago between Anna and the easy bot on
// a named island with a short treasure deck, stored a few of Anna's
// decisions before its end.
var tobagoNearEnd = nearEnd{ID: "00000000000e2e22", Game: "tobago", Options: `{"island":"turtle-rock","gold":[5,5,4,3,3]}`, Seed: 22, Left: 6}

// TestTobagoPlaysAWholeGame plays Tobago against a bot by clicking, on a
// named island with a short treasure deck: set-up (the set-up clue chosen
// from the deck's cards, before any hand is dealt), clues, steps,
// sharings, a reload half way. The end of a whole game is played by
// clicking from a table stored a few of Anna's decisions before it (the
// moves before are the game's own): the winner, the log and the replay of
// the whole game. A spectator and the player each see only what they may:
// no face of another seat's clue card anywhere.
func TestTobagoPlaysAWholeGame(t *testing.T) {
	t.Parallel()
	end := tobagoNearEnd
	s := newSiteWith(t, 0, func(st store.Store) { end.store(t, st) })
	p := s.browser(t, "en", 1280, 900)
	id := p.createTable("tobago", 2, []string{You, Easy}, "Anna",
		map[string]string{"island": `"turtle-rock"`, "gold": "[5,5,4,3,3]"})
	p.waitFor(".board-tobago .tb-island .tb-hit")

	if n := p.count(".board-tobago .tb-map"); n != 4 {
		t.Errorf("%d treasure maps on the board, want 4", n)
	}
	if n := p.count(".board-tobago .tb-statue-piece"); n != 3 {
		t.Errorf("%d statues on the island, want 3", n)
	}
	if n := p.count(".board-tobago .tb-hit.legal"); n < 60 {
		t.Errorf("%d hexes offered for the vehicle at set-up, want every land hex", n)
	}

	p.watchErrors()
	tobagoSetUpClue(t, p)
	res := p.play(1, 16, 3*time.Minute, tobagoPrefer)
	if res.Over {
		t.Fatalf("the game ended after only %d clicks", res.Clicks)
	}
	p.waitFor(".board-tobago .tb-vehicle")
	p.checkErrors("mid-game")
	p.screenshot("tobago-mid-en")

	phone := s.browser(t, "ru", 360, 740)
	phone.open("/#/t/" + id)
	phone.waitFor(".board-tobago .tb-island .tb-hit")
	if n := phone.count(".board-tobago .tb-card"); n != 0 {
		t.Errorf("a spectator sees %d clue cards face up", n)
	}
	if n := phone.count(".board-tobago .tb-player .card-back"); n == 0 {
		t.Error("a spectator sees no face-down clue card")
	}
	if w := phone.scrollWidth(); w > 360 {
		t.Errorf("on a 360 px phone the page is %d px wide", w)
	}
	phone.screenshot("tobago-phone-ru")

	p.reload()
	p.synced(0)
	p.waitFor(".board-tobago .tb-island .tb-vehicle")
	if res := p.play(3, 4, waitLimit, tobagoPrefer); res.Clicks == 0 && !res.Over {
		t.Error("after a reload the game does not go on")
	}

	// The last stretch of a whole game, played by clicking.
	id = end.ID
	end.open(p)
	p.waitFor(".board-tobago .tb-island .tb-vehicle")
	p.watchErrors()
	verifySecrets := checkTobagoSecrets(t, p, id)
	res = p.play(2, 4000, 12*time.Minute, tobagoPrefer)
	if !res.Over || res.Clicks == 0 {
		t.Fatalf("the game is not over after %d more clicks", res.Clicks)
	}
	p.waitFor(".board-tobago .tb-status-over")
	winner := p.text(".board-tobago .tb-player.tb-winner .tb-nick")
	if got := p.text(".end .game-over"); winner == "" || !strings.Contains(got, winner) {
		t.Errorf("the end says %q; the board crowns %q", got, winner)
	}
	if n := p.count(".log-list .log-line"); n < 10 {
		t.Errorf("the log has %d lines", n)
	}
	if got := p.text(".log-list"); !strings.Contains(got, "raises") {
		t.Errorf("the log never tells of a raised treasure: %q", got)
	}
	p.checkErrors("at the end")
	verifySecrets()
	p.screenshot("tobago-end-en")
	p.setLang("ru")
	p.waitFor(".board-tobago .tb-status-over")
	if got := p.textWhen(".board-tobago .tb-status", has("Игра окончена")); !strings.Contains(got, "Игра окончена") {
		t.Errorf("in Russian the board's status says %q", got)
	}
	p.screenshot("tobago-end-ru")

	p.click("button[data-rules]")
	p.waitFor(".dialog .rules h4")
	p.screenshot("tobago-rules-ru")
	p.click(".dialog .close")
	p.open("/#/r/" + id + "?move=40")
	p.waitFor(".replay-page .board-tobago .tb-island .tb-hit")
	if n := p.count(".replay-page .board-tobago [data-legal]"); n != 0 {
		t.Errorf("the replay offers %d moves to click", n)
	}
	p.screenshot("tobago-replay-ru")
	tobagoSeenCards(t, s, id)
}

// tobagoSeenCards opens the replay of a finished game at a sharing with
// cards revealed already, and checks that the board shows what the table
// has seen: each revealed card with who took it, and the treasure cards
// discarded face up beside the discard pile. It photographs that sharing
// on a desktop in English and on a phone in Russian.
func tobagoSeenCards(t *testing.T, s *site, id string) {
	t.Helper()
	p := s.browser(t, "en", 1280, 900)
	p.open("/#/")
	type view struct {
		Seen    []any `json:"treasure_discard_seen"`
		Sharing *struct {
			Offered []struct {
				Card any  `json:"card"`
				Seat *int `json:"seat"`
			} `json:"offered"`
		} `json:"sharing"`
	}
	var found struct {
		N    int  `json:"n"`
		View view `json:"view"`
	}
	// The first frame of a sharing with two cards revealed (or else one, or
	// else none yet), after a face-up discard if there is one. The game
	// raised a treasure, so some frame shows a sharing.
	body := eval[string](p, fmt.Sprintf(`(async () => {
		const rep = await fetch("/api/tables/%s/replay").then((r) => r.json());
		let best = null, score = 0;
		for (let n = 1; n <= rep.moves.length && score < 5; n++) {
			const f = await fetch("/api/tables/%s/replay/" + n).then((r) => r.json());
			const v = f.views[0], k = Math.min(v.sharing?.offered?.length || 0, 2);
			const sc = v.sharing ? 1 + 2 * k + (v.treasure_discard_seen?.length ? 1 : 0) : 0;
			if (sc > score) [best, score] = [{n, view: v}, sc];
		}
		return JSON.stringify(best);
	})()`, id, id))
	if err := json.Unmarshal([]byte(body), &found); err != nil || found.View.Sharing == nil {
		t.Fatalf("no replay frame shows a sharing, though a treasure was raised (%v): %.200s", err, body)
	}
	offered := found.View.Sharing.Offered
	p.open(fmt.Sprintf("/#/r/%s?move=%d", id, found.N))
	p.waitFor(".replay-page .board-tobago .tb-sharing")
	// The frame may be drawn from the one before it: wait for its cards.
	p.waitUntil(fmt.Sprintf(`document.querySelectorAll(".board-tobago .tb-sharing .tb-offered").length === %d`, len(offered)), waitLimit)
	if n := p.count(".board-tobago .tb-sharing .tb-offered"); n != len(offered) {
		t.Errorf("the sharing after move %d shows %d revealed cards, the view lists %d", found.N, n, len(offered))
	}
	who := eval[[]string](p, `[...document.querySelectorAll(".board-tobago .tb-offered-who")].map((e) => e.textContent)`)
	for i, o := range offered {
		if i < len(who) && (o.Seat == nil) != (who[i] == "discarded" || who[i] == "struck") {
			t.Errorf("revealed card %d (%v, taken by %v) says %q", i, o.Card, o.Seat, who[i])
		}
	}
	if seen := p.count(".board-tobago .tb-decks .tb-seen-card"); (seen > 0) != (len(found.View.Seen) > 0) {
		t.Errorf("%d face-up discards shown, the view lists %v", seen, found.View.Seen)
	}
	p.screenshot("tobago-sharing-en")
	phone := s.browser(t, "ru", 390, 844)
	phone.open(fmt.Sprintf("/#/r/%s?move=%d", id, found.N))
	phone.waitFor(".replay-page .board-tobago .tb-sharing")
	if w := phone.scrollWidth(); w > 390 {
		t.Errorf("on a 390 px phone the sharing is %d px wide", w)
	}
	phone.screenshot("tobago-sharing-phone-ru")
}

// tobagoSetUpClue looks at the deck's cards, face up at set-up, places the
// player's vehicle, then plays the set-up clue through the deck's chooser: the hand is empty until every seat has
// started a map, and every distinct card left in the deck is offered,
// grouped by kind. A card chosen first lights the maps it can start (and
// Cancel puts it back); a map chosen first lights the cards, and a card
// then starts that map.
func tobagoSetUpClue(t *testing.T, p *page) {
	t.Helper()
	if got := p.text(".board-tobago .tb-chooser .tb-setup-deck summary"); !strings.Contains(got, "52") {
		t.Errorf("before the vehicles are placed the deck's cards are summed up as %q", got)
	}
	p.click(".board-tobago .tb-setup-deck summary")
	if n := p.count(".board-tobago .tb-setup-deck[open] .tb-deck-card"); n < 10 {
		t.Errorf("the deck's cards unfolded show %d distinct cards", n)
	}
	p.screenshot("tobago-setup-deck-en")
	p.tap(".board-tobago .tb-hit.legal")
	p.waitFor(".board-tobago .tb-chooser .tb-choice-card[data-legal]")
	if n := p.count(".board-tobago .tb-hand .tb-card"); n != 0 {
		t.Errorf("%d clue cards in hand before the set-up clues are played", n)
	}
	if n := p.count(".board-tobago .tb-choice-group"); n < 3 {
		t.Errorf("the deck's cards come in %d groups, want one per kind", n)
	}
	if n := p.count(".board-tobago .tb-choice-card"); n < 10 {
		t.Errorf("only %d of the deck's clue cards are offered at set-up", n)
	}
	if got := p.text(".board-tobago .tb-status"); !strings.Contains(got, "any clue card of the deck") {
		t.Errorf("the set-up hint says %q", got)
	}
	p.tap(".board-tobago .tb-choice-card.legal")
	if p.count(".board-tobago .tb-choice-card.tb-selected") != 1 || p.count(".board-tobago .tb-map.legal") == 0 {
		t.Error("a chosen card of the deck lights no map")
	}
	p.screenshot("tobago-setup-card-en")
	p.tap(".board-tobago .tb-btn-cancel")
	if n := p.count(".board-tobago .tb-selected"); n != 0 {
		t.Errorf("cancel leaves %d things chosen", n)
	}
	p.tap(".board-tobago .tb-map.legal")
	if p.count(".board-tobago .tb-map.tb-selected") != 1 || p.count(".board-tobago .tb-choice-card.legal") == 0 {
		t.Error("a chosen map lights no card of the deck")
	}
	at := p.attr("version")
	p.tap(".board-tobago .tb-choice-card.legal")
	if !p.waitUntil(`document.querySelector(".log-line[data-event=\"clue\"]")`, waitLimit) || p.attr("version") == at {
		t.Fatalf("choosing a card for a chosen map played no set-up clue: %q", p.text(".log-list"))
	}
	if !p.waitUntil(`document.querySelectorAll(".board-tobago .tb-hand .tb-card").length > 0`, waitLimit) {
		t.Error("no hand dealt after the set-up clues")
	}
	if n := p.count(".board-tobago .tb-choice-card, .board-tobago .tb-setup-deck"); n != 0 {
		t.Errorf("the deck's cards are still shown after the set-up: %d", n)
	}
}

// checkTobagoSecrets notes what the player's page shows now and returns
// the check to run once the game is over, when the replay gives every
// seat's view at that version: the page shows exactly the player's own clue
// cards face up, all in its hand, and the bot's hand only as card backs.
func checkTobagoSecrets(t *testing.T, p *page, id string) func() {
	t.Helper()
	// Read while the player decides and the page shows the server's
	// version, all at once: the bot's moves change the page between reads.
	p.must(`document.querySelector(".table-page:not(.replay-page)")?.dataset.actor === "0"`, "the player's turn")
	p.caughtUp()
	var seen struct {
		Shown   []string `json:"shown"`
		InHand  int      `json:"inHand"`
		Backs   int      `json:"backs"`
		Version string   `json:"version"`
	}
	raw := eval[string](p, `JSON.stringify({
		shown: [...document.querySelectorAll(".board-tobago .tb-card")].map((c) => c.dataset.clue),
		inHand: document.querySelectorAll(".board-tobago .tb-hand .tb-card").length,
		backs: document.querySelectorAll(".board-tobago .tb-player:not(.tb-me) .card-back").length,
		version: document.querySelector(".table-page").dataset.version || ""})`)
	if err := json.Unmarshal([]byte(raw), &seen); err != nil {
		t.Fatalf("reading the page: %v (%s)", err, raw)
	}
	shown, inHand, backs, version := seen.Shown, seen.InHand, seen.Backs, seen.Version
	if len(shown) != inHand {
		t.Errorf("%d clue cards face up, %d of them in the player's hand", len(shown), inHand)
	}
	return func() {
		t.Helper()
		var frame struct {
			Views []struct {
				Hands []struct {
					Size  int `json:"size"`
					Cards []struct {
						Kind  string `json:"kind"`
						Label string `json:"label"`
					} `json:"cards"`
				} `json:"hands"`
			} `json:"views"`
		}
		body := eval[string](p, fmt.Sprintf(`fetch("/api/tables/%s/replay/%s").then((r) => r.text())`, id, version))
		if err := json.Unmarshal([]byte(body), &frame); err != nil || len(frame.Views) != 2 {
			t.Errorf("replay frame %s: %v (%.200s)", version, err, body)
			return
		}
		if bot := frame.Views[1].Hands[1]; bot.Size != backs {
			t.Errorf("the page showed %d card backs for the bot, which held %d cards", backs, bot.Size)
		}
		if frame.Views[0].Hands[1].Cards != nil {
			t.Error("the player's view held the bot's clue cards")
		}
		var want []string
		for _, c := range frame.Views[0].Hands[0].Cards {
			want = append(want, c.Kind+"/"+c.Label)
		}
		sort.Strings(want)
		sort.Strings(shown)
		if strings.Join(want, " ") != strings.Join(shown, " ") {
			t.Errorf("the page showed the clue cards %v, the player held %v", shown, want)
		}
	}
}
