package server

import (
	"testing"
	"time"

	"caribe/server/levels"
	"caribe/server/wire"
)

// TestABotThinkingWhileItsTableCatchesUp: while a bot thinks, its table
// catches up with the store, as a server sharing it does on another's
// change, which replaces the table's record under the table's lock. The
// bot reads nothing of the table without the lock: run with -race, which
// finds such a read. Between the catch-up and the bot's next decision the
// test does nothing that orders the two for the race detector (no request,
// no lock): only receiving from the advisor, which orders nothing back.
func TestABotThinkingWhileItsTableCatchesUp(t *testing.T) {
	advisor := newSlowAdvisor()
	h := newHarness(t, Config{Advisor: advisor, BotMaxBudget: levels.Budget{Time: 200 * time.Millisecond}, DueSweep: time.Hour})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2,
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
	thinking := func() {
		select {
		case <-advisor.thinking:
		case <-time.After(time.Minute):
			t.Fatal("no bot started thinking")
		}
	}
	thinking()
	tb, ok := h.srv.table(c.Table.ID)
	if !ok {
		t.Fatal("the table is not in memory")
	}
	version := tb.Version()
	tb.Follow(0, nil, nil)
	// The next decision starts once the bot has played its move.
	thinking()
	if info := h.tableInfo(c.Table.ID); info.Version <= version {
		t.Errorf("the table is at version %d after the bot's move, want past %d", info.Version, version)
	}
}
