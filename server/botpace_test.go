package server

import (
	"testing"
	"time"

	"caribe/engine"
	"caribe/server/wire"
)

// botMovesTake creates a La Tortuga table of two random bots on a server
// of the given bot pace and returns how long its first n bot moves took
// to arrive, from just before the table was created.
func botMovesTake(t *testing.T, pace time.Duration, n int) time.Duration {
	t.Helper()
	h := newHarness(t, Config{BotPace: pace})
	start := time.Now()
	c := h.create(wire.CreateRequest{Game: "tortuga", Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
	ws := h.dial(c.Table.ID, "", nil)
	for seen := 0; seen < n; {
		m := ws.next()
		if m.Type == "update" && m.By != nil && *m.By != engine.Chance {
			seen++
		}
	}
	return time.Since(start)
}

// TestTheBotPaceSpacesBotMoves: with a bot pace, each bot move comes no
// sooner than the pace after the move before it, however fast the bot
// decides; with none, bots play as fast as they decide. The first bound
// holds on any machine, a busy one only making the moves later; the
// second compares with a pace of 20 s, which no machine that runs these
// tests needs for three moves of a random bot.
func TestTheBotPaceSpacesBotMoves(t *testing.T) {
	const pace, n = 700 * time.Millisecond, 3
	if took := botMovesTake(t, pace, n); took < n*pace {
		t.Errorf("with a bot pace of %v, %d bot moves took %v, want at least %v", pace, n, took, n*pace)
	}
	const long = 20 * time.Second
	if took := botMovesTake(t, 0, n); took >= n*long {
		t.Errorf("with no bot pace, %d bot moves of a random bot took %v, as long as %d moves paced at %v", n, took, n, long)
	}
}
