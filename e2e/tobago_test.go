package e2e

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"
)

// tobagoPrefer steers the random clicks towards buttons, clue cards and
// maps, so that clues get played, turns end and treasures get found; the
// other clicks step the vehicle around.
const tobagoPrefer = ".tb-btn, .tb-card, .tb-map, .tb-clue-row, .tb-pick"

// TestTobagoPlaysAWholeGame plays Tobago against a bot by clicking, on a
// named island with a short treasure deck: set-up, clues, steps, sharings,
// a reload half way, the end. A spectator and the player each see only
// what they may: no face of another seat's clue card anywhere.
func TestTobagoPlaysAWholeGame(t *testing.T) {
	s := newSite(t)
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
	res := p.play(1, 40, 3*time.Minute, tobagoPrefer)
	if res.Over {
		t.Fatalf("the game ended after only %d clicks", res.Clicks)
	}
	p.waitFor(".board-tobago .tb-vehicle")
	verifySecrets := checkTobagoSecrets(t, p, id)
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
	p.waitFor(".board-tobago .tb-island .tb-vehicle")
	p.watchErrors()
	res = p.play(2, 4000, 12*time.Minute, tobagoPrefer)
	if !res.Over {
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
	if got := p.text(".board-tobago .tb-status"); !strings.Contains(got, "Игра окончена") {
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
}

// checkTobagoSecrets notes what the player's page shows now and returns
// the check to run once the game is over, when the replay gives every
// seat's view at that version: the page shows exactly the player's own clue
// cards face up, all in its hand, and the bot's hand only as card backs.
func checkTobagoSecrets(t *testing.T, p *page, id string) func() {
	t.Helper()
	shown := eval[[]string](p, `[...document.querySelectorAll(".board-tobago .tb-card")].map((c) => c.dataset.clue)`)
	inHand := p.count(".board-tobago .tb-hand .tb-card")
	backs := p.count(".board-tobago .tb-player:not(.tb-me) .card-back")
	version := p.attr("version")
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
