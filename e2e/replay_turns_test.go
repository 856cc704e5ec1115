package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// turnStarts lists, for each turn of a game from the start, the number of
// decisions made before it: the replay's step that opens the turn. A turn
// begins after the move holding its "turn" event (the first turn at the
// start); setUp is how many blocks the log shows before the first "turn"
// event (Tobago's set-up is played seat after seat).
func turnStarts(m []int, events []json.RawMessage, setUp []int) []int {
	starts := append([]int{}, setUp...)
	for v, evs := range events {
		var list []struct {
			Type string `json:"type"`
		}
		json.Unmarshal(evs, &list)
		for _, e := range list {
			if e.Type == "turn" {
				// The first decision after move v+1.
				k := 0
				for k < len(m) && m[k] <= v+1 {
					k++
				}
				starts = append(starts, k)
			}
		}
	}
	return starts
}

// TestReplayStepsByDecisionAndJumpsToTurns replays a finished La Tortuga
// game of bots: the counter and the slider count the players' decisions,
// each step shows the dice that follow a decision with it, the turn list
// jumps to any turn, a line of the log beside the board jumps to its move,
// and the page fits a phone, in English and Russian.
func TestReplayStepsByDecisionAndJumpsToTurns(t *testing.T) {
	t.Parallel()
	s, id, moves := botsGame{ID: "00000000000e2e33", Game: "tortuga", Players: 2, Seed: 33}.site(t)
	dec := decisions(moves)
	if len(dec) == 0 || len(dec) == moves.Version {
		t.Fatalf("%d decisions in %d moves: no dice to fold", len(dec), moves.Version)
	}
	starts := turnStarts(dec, moves.Events, []int{0})

	p := s.browser(t, "en", 1280, 900)
	p.open("/#/r/" + id)
	p.waitFor(".replay-page .board-tortuga .tt-turtle")
	p.watchErrors()
	if got := p.textWhen(".replay-count", has(" of ")); got != fmt.Sprintf("Move 0 of %d", len(dec)) {
		t.Errorf("the replay opens at %q, want Move 0 of %d (decisions, not the %d moves with the dice)", got, len(dec), moves.Version)
	}
	if got := eval[string](p, `document.querySelector(".replay-controls input[type=range]").max`); got != fmt.Sprint(len(dec)) {
		t.Errorf("the slider goes to %s, want %d", got, len(dec))
	}
	// Each step: the version shown is the one before the next decision.
	for k := 1; k <= 6; k++ {
		p.click(`.replay-controls button[data-step="next"]`)
		p.must(fmt.Sprintf(`document.querySelector(".replay-count").textContent === "Move %d of %d"`, k, len(dec)), fmt.Sprintf("step %d", k))
		want := dec[k] - 1
		p.must(fmt.Sprintf(`document.querySelector(".replay-page").dataset.version === "%d"`, want), fmt.Sprintf("step %d showing move %d", k, want))
		shown := p.logLines(".replay-side .log-list .log-line.log-shown")
		if len(shown) != 1 || shown[0].From > dec[k-1] || shown[0].To < dec[k-1] {
			t.Errorf("step %d: the log marks %+v, want the line of move %d", k, shown, dec[k-1])
		}
		if p.count(".replay-caption .replay-events li") == 0 {
			t.Errorf("step %d: the caption tells nothing", k)
		}
	}
	if n := p.count(".replay-side .log-list .log-line"); n < 20 {
		t.Errorf("the replay's log has %d lines", n)
	}
	if n := p.count(".replay-side .log-start"); n != 1 {
		t.Error("the replay's log does not start at the start of the game")
	}
	checkTurnBlocks(t, p.logLines(".replay-side .log-list .log-line"), moves)
	p.screenshot("replay-log-en")

	// The turn list has every turn and jumps to the one chosen.
	if n := p.count(".replay-controls select.replay-turn option"); n != len(starts) {
		t.Errorf("the turn list has %d turns, the game %d", n, len(starts))
	}
	for _, n := range []int{10, len(starts) / 2, len(starts)} {
		p.setSelect(".replay-controls select.replay-turn", fmt.Sprint(eval[string](p, fmt.Sprintf(
			`document.querySelector('.replay-turn option[data-turn="%d"]').value`, n))))
		k := starts[n-1]
		p.must(fmt.Sprintf(`document.querySelector(".replay-count").textContent === "Move %d of %d"`, k, len(dec)), fmt.Sprintf("the jump to turn %d", n))
		if got := p.textWhen(".replay-turn-now", has(fmt.Sprintf("Turn %d · ", n))); k > 0 && !strings.HasPrefix(got, fmt.Sprintf("Turn %d · ", n)) {
			t.Errorf("after the jump to turn %d the caption says %q", n, got)
		}
		if got := eval[string](p, `document.querySelector(".replay-turn").selectedOptions[0].dataset.turn`); got != fmt.Sprint(n) {
			t.Errorf("after the jump to turn %d the list shows turn %s", n, got)
		}
	}

	// A line of the log jumps to its move.
	line := `.replay-side .log-turn[data-turn="3"] .log-line`
	to := eval[int](p, fmt.Sprintf(`+document.querySelector(%q).dataset.to`, line))
	k := 0
	for k < len(dec) && dec[k] <= to {
		k++
	}
	p.click(line)
	p.must(fmt.Sprintf(`document.querySelector(".replay-count").textContent === "Move %d of %d"`, k, len(dec)), "the jump to a line of the log")
	p.checkErrors("stepping the replay")

	phone := s.browser(t, "ru", 390, 844)
	phone.open(fmt.Sprintf("/#/r/%s?move=%d", id, starts[4]))
	phone.waitFor(".replay-page .board-tortuga .tt-turtle")
	if got := phone.textWhen(".replay-count", has(" из ")); got != fmt.Sprintf("Действие %d из %d", starts[4], len(dec)) {
		t.Errorf("the phone's replay opens at %q", got)
	}
	phone.must(`document.querySelector(".replay-turn-now").textContent.startsWith("Ход 5 · ")`, "the fifth turn on the phone")
	if w := phone.scrollWidth(); w > 390 {
		t.Errorf("on a 390 px phone the replay is %d px wide", w)
	}
	phone.screenshot("replay-log-phone-ru")
	eval[bool](phone, `(document.querySelector(".replay-side").scrollIntoView(), true)`)
	phone.screenshot("replay-log-phone-ru-log")
}
