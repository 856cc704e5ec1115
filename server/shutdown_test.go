package server

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/levels"
	"caribe/server/wire"
)

// slowAdvisor is the bots' advisor with a bot that thinks until its
// context ends, then plays the first legal move. It tells thinking when it
// starts, and records the time each decision was given and how it ended.
type slowAdvisor struct {
	bots.Advisor
	thinking chan struct{}
	mu       sync.Mutex
	ended    []error
	budgets  []time.Duration
}

func newSlowAdvisor() *slowAdvisor {
	return &slowAdvisor{Advisor: bots.NewAdvisor(games.Bots), thinking: make(chan struct{}, 1000)}
}

func (a *slowAdvisor) Advise(ctx context.Context, sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	deadline, ok := ctx.Deadline()
	if !ok {
		return nil, errors.New("a decision without a deadline")
	}
	a.mu.Lock()
	a.budgets = append(a.budgets, time.Until(deadline))
	a.mu.Unlock()
	a.thinking <- struct{}{}
	select {
	case <-ctx.Done():
	case <-time.After(2 * hangAfter):
	}
	a.mu.Lock()
	a.ended = append(a.ended, ctx.Err())
	a.mu.Unlock()
	return sess.Legal()[0].Move, nil
}

// Close returns at once while a bot is thinking at the limit, cancelling
// it; the bot has played nothing, and once a server starts again on the
// store it plays its move.
func TestCloseStopsThinkingBotsThatResumeAfterARestart(t *testing.T) {
	advisor := newSlowAdvisor()
	h := newHarness(t, Config{Advisor: advisor, BotMaxBudget: levels.Budget{Time: time.Hour}})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2,
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "mcts:1h"}, {Kind: "bot", Bot: "mcts:1h"}}})
	select {
	case <-advisor.thinking:
	case <-time.After(hangAfter):
		t.Fatal("no bot started thinking")
	}
	var before wire.TableInfo
	h.call("GET", "/api/tables/"+c.Table.ID, "", nil, &before)
	start := time.Now()
	h.stop()
	if took := time.Since(start); took > hangAfter {
		t.Errorf("Close took %v with a bot thinking", took)
	}
	advisor.mu.Lock()
	if len(advisor.ended) != 1 || !errors.Is(advisor.ended[0], context.Canceled) {
		t.Errorf("the decisions ended with %v, want one cancelled", advisor.ended)
	}
	advisor.mu.Unlock()

	h.start(Config{BotMaxBudget: levels.Budget{Time: 100 * time.Millisecond}})
	// The seat that was thinking, and only it, can move.
	waitVersion(h, c.Table.ID, before.Version+1)
}

// A bot decision gets the server's time limit plus a little as its
// deadline; a bot still thinking then is cut, its move played, and the
// cut counted.
func TestABotDecisionEndsAtItsDeadline(t *testing.T) {
	advisor := newSlowAdvisor()
	reg := prometheus.NewRegistry()
	limit := 50 * time.Millisecond
	h := newHarness(t, Config{Advisor: advisor, Registry: reg, BotMaxBudget: levels.Budget{Time: limit}})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "mcts:50ms"}, {Kind: "bot", Bot: "greedy"}}})
	waitVersion(h, c.Table.ID, 12)
	h.stop()
	advisor.mu.Lock()
	defer advisor.mu.Unlock()
	cut := 0
	for i, err := range advisor.ended {
		if errors.Is(err, context.DeadlineExceeded) {
			cut++
		}
		if advisor.budgets[i] > limit+levels.Grace {
			t.Errorf("decision %d was given %v, more than %v and its grace", i, advisor.budgets[i], limit)
		}
	}
	if cut < 4 {
		t.Errorf("%d decisions cut at their deadline (%v), want several", cut, advisor.ended)
	}
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	counted := 0.0
	for _, f := range families {
		if f.GetName() == "caribe_bot_decisions_cut_total" {
			for _, m := range f.GetMetric() {
				counted += m.GetCounter().GetValue()
			}
		}
	}
	if int(counted) != cut {
		t.Errorf("caribe_bot_decisions_cut_total is %v, want %d", counted, cut)
	}
}
