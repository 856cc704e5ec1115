package server

import (
	"testing"
	"time"

	"caribe/server/wire"
)

// TestABotThinkingWhileItsTableCatchesUp: while a bot thinks, its table
// catches up with the store, as a server sharing it does on another's
// change, which replaces the table's record under the table's lock. The
// bot reads nothing of the table without the lock: run with -race, which
// finds such a read, and the bot's move is still played.
func TestABotThinkingWhileItsTableCatchesUp(t *testing.T) {
	advisor := newSlowAdvisor()
	h := newHarness(t, Config{Advisor: advisor, BotMaxBudget: BotBudget{Time: time.Second}})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2,
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
	select {
	case <-advisor.thinking:
	case <-time.After(10 * time.Second):
		t.Fatal("no bot started thinking")
	}
	tb, ok := h.srv.table(c.Table.ID)
	if !ok {
		t.Fatal("the table is not in memory")
	}
	tb.mu.Lock()
	version := tb.version()
	h.srv.catchUp(tb)
	tb.mu.Unlock()
	waitVersion(h, c.Table.ID, version+1)
}
