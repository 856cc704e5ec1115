package server

import (
	"bytes"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/bots"
	"caribe/games"
	"caribe/server/levels"
	"caribe/server/wire"
)

// A bot asked to think for ever, in iterations or in time, is refused at
// create and when the host gives it a seat, with a 400 naming the limit;
// bots within the limit are seated.
func TestBotsOverTheLimitAreRefused(t *testing.T) {
	h := newHarness(t, Config{})
	refused := map[string]string{
		"mcts:999999999": `bot "mcts:999999999": 999999999 iterations is over this server's limit of 20000 (--bot-max-budget)`,
		"mcts:1000000h":  `bot "mcts:1000000h": 1000000h0m0s of thinking is over this server's limit of 1s (--bot-max-budget)`,
		"ismcts:20001":   `bot "ismcts:20001": 20001 iterations is over this server's limit of 20000 (--bot-max-budget)`,
		"ismcts:1.5s":    `bot "ismcts:1.5s": 1.5s of thinking is over this server's limit of 1s (--bot-max-budget)`,
	}
	var e wire.ErrorResponse
	for spec, want := range refused {
		body := fmt.Sprintf(`{"game":"tortuga","players":2,"seats":[{"kind":"bot","bot":%q}]}`, spec)
		if code := h.call("POST", "/api/tables", "", body, &e); code != http.StatusBadRequest || e.Error != want {
			t.Errorf("create with %s: %d %q, want 400 %q", spec, code, e.Error, want)
		}
	}
	// One seat left open: the bots are seated but nobody plays yet.
	for _, spec := range []string{"mcts:20000", "ismcts:1s", "mcts", "easy", "medium", "hard"} {
		h.create(wire.CreateRequest{Game: "tobago", Players: 2, Seats: []wire.SeatRequest{{Kind: "bot", Bot: spec}}})
	}
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2})
	for spec, want := range refused {
		if code := h.call("POST", "/api/tables/"+c.Table.ID+"/seats/1/bot", c.HostToken, map[string]string{"bot": spec}, &e); code != http.StatusBadRequest || e.Error != want {
			t.Errorf("giving a seat to %s: %d %q, want 400 %q", spec, code, e.Error, want)
		}
	}
	var info wire.TableInfo
	h.call("GET", "/api/tables/"+c.Table.ID, "", nil, &info)
	if info.Seats[1].Kind != wire.SeatOpen {
		t.Errorf("seat 1 after the refusals: %+v", info.Seats[1])
	}
}

// Every default level fits the default limit at every game.
func TestTheLevelsFitTheDefaultLimit(t *testing.T) {
	h := newHarness(t, Config{})
	var offered []wire.GameInfo
	h.call("GET", "/api/games", "", nil, &offered)
	for _, g := range offered {
		if want := []string{"easy", "medium", "hard"}; !slices.Equal(g.Levels, want) {
			t.Errorf("%s offers %v, want %v", g.Name, g.Levels, want)
		}
	}
}

// An operator's lower limit hides the levels over it and refuses them by
// name.
func TestALowerLimitHidesTheLevelsOverIt(t *testing.T) {
	logs := &logBuffer{}
	h := newHarness(t, Config{BotMaxBudget: levels.Budget{Iterations: 500}, Logger: logs.logger()})
	var offered []wire.GameInfo
	h.call("GET", "/api/games", "", nil, &offered)
	over := 0
	for _, g := range offered {
		bg, _ := games.Bots(g.Name)
		var want []string
		for _, l := range bots.LevelsOf(bg) {
			if spec, _ := bots.ParseSpec(l.Spec); spec.Name == bots.MCTS || spec.Name == bots.ISMCTS {
				over++
				continue
			}
			want = append(want, l.Name)
		}
		if !slices.Equal(g.Levels, want) {
			t.Errorf("%s offers %v under a limit of 500 iterations, want %v (the levels that do not search)", g.Name, g.Levels, want)
		}
	}
	if over == 0 {
		t.Fatal("no level searches: nothing to hide")
	}
	var e wire.ErrorResponse
	g, _ := games.Bots("cartagena")
	spec, _ := bots.LevelSpec(g, "medium")
	want := `bot "medium" (` + spec + `): 1000 iterations is over this server's limit of 500 (--bot-max-budget)`
	if code := h.call("POST", "/api/tables", "", `{"game":"cartagena","players":2,"seats":[{"kind":"bot","bot":"medium"}]}`, &e); code != 400 || e.Error != want {
		t.Errorf("medium: %d %q, want 400 %q", code, e.Error, want)
	}
	if n := logs.count("bot level over this server's limit"); n != over {
		t.Errorf("%d warnings of levels over the limit, want %d (each searching level at each game)", n, over)
	}
}

// A table stored with bots over the limit (from before the limit, here
// from a server with a huge one) keeps them: the next server plays them at
// its limit, and says so once per seat, not once a decision.
func TestStoredBotsOverTheLimitPlayAtTheLimit(t *testing.T) {
	h := newHarness(t, Config{BotMaxBudget: levels.Budget{Iterations: 1_000_000_000, Time: 1_000_000 * time.Hour}})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "mcts:999999999"}, {Kind: "bot", Bot: "ismcts:1000000h"}}})
	time.Sleep(200 * time.Millisecond) // the first bot is deep in thought
	start := time.Now()
	h.stop()
	if took := time.Since(start); took > hangAfter {
		t.Errorf("the server took %v to close with a bot thinking", took)
	}

	logs := &logBuffer{}
	advisor := &tortugaAdvisor{Advisor: bots.NewAdvisor(games.Bots)}
	h.start(Config{Advisor: advisor, BotMaxBudget: levels.Budget{Iterations: 100, Time: 20 * time.Millisecond}, Logger: logs.logger()})
	info := waitVersion(h, c.Table.ID, 30)
	h.stop()
	if s := info.Seats; s[0].Bot != "mcts:999999999" || s[1].Bot != "ismcts:1000000h" {
		t.Errorf("the seats became %+v; a stored seat keeps its bot", s)
	}
	advisor.mu.Lock()
	defer advisor.mu.Unlock()
	for _, spec := range advisor.asked {
		if spec != "mcts:100" && spec != "ismcts:20ms" {
			t.Fatalf("the advisor was asked for %s, want mcts:100 and ismcts:20ms alone", spec)
		}
	}
	if len(advisor.asked) < 2 {
		t.Errorf("the advisor was asked %v", advisor.asked)
	}
	if n := logs.count("bot seat over this server's limit"); n != 2 {
		t.Errorf("%d warnings of bot seats over the limit for %d decisions, want 2 (one a seat):\n%s", n, len(advisor.asked), logs)
	}
}

// waitVersion waits until a table has played v moves or is over.
func waitVersion(h *harness, id string, v int) wire.TableInfo {
	h.t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		var info wire.TableInfo
		h.call("GET", "/api/tables/"+id, "", nil, &info)
		if info.Version >= v || info.Status == "over" {
			return info
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("table %s is at version %d after a minute, not %d", id, info.Version, v)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// logBuffer collects a server's logs.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) logger() *slog.Logger { return slog.New(slog.NewTextHandler(b, nil)) }

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// count counts the log lines containing text.
func (b *logBuffer) count(text string) int { return strings.Count(b.String(), text) }
