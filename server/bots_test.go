package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/levels"
	"caribe/server/wire"
	"caribe/store"
)

// tortugaAdvisor is the bots' advisor at La Tortuga alone; it records the
// specs it is asked to advise with.
type tortugaAdvisor struct {
	bots.Advisor
	mu    sync.Mutex
	asked []string
}

func (a *tortugaAdvisor) Check(game, spec string) error {
	if game != "tortuga" {
		return fmt.Errorf("no bot here plays %s", game)
	}
	return a.Advisor.Check(game, spec)
}

func (a *tortugaAdvisor) Advise(ctx context.Context, sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	a.mu.Lock()
	a.asked = append(a.asked, spec)
	a.mu.Unlock()
	return a.Advisor.Advise(ctx, sess, spec, seed)
}

// TestTheServerAsksItsAdvisor: levels are resolved to specs before the
// advisor checks them, a game its bots do not play offers no level, and
// the bot seats play what the advisor advises.
func TestTheServerAsksItsAdvisor(t *testing.T) {
	advisor := &tortugaAdvisor{Advisor: bots.NewAdvisor(games.Bots)}
	h := newHarness(t, Config{Advisor: advisor, Levels: []levels.Level{{Name: "easy", Spec: "greedy"}, {Name: "quick", Spec: "mcts:50"}}})
	var offered []wire.GameInfo
	h.call("GET", "/api/games", "", nil, &offered)
	for _, g := range offered {
		want := []string{}
		if g.Name == "tortuga" {
			want = []string{"easy", "quick"}
		}
		if !slices.Equal(g.Levels, want) {
			t.Errorf("%s offers levels %v, want %v", g.Name, g.Levels, want)
		}
	}
	var e wire.ErrorResponse
	for body, want := range map[string]string{
		`{"game":"cartagena","seats":[{"kind":"bot","bot":"easy"}]}`:   `bot "easy" (greedy): no bot here plays cartagena`,
		`{"game":"cartagena","seats":[{"kind":"bot","bot":"mcts"}]}`:   `bot "mcts": not a level (easy, quick) nor a bot: no bot here plays cartagena`,
		`{"game":"tortuga","seats":[{"kind":"bot","bot":"hard"}]}`:     `bot "hard": not a level (easy, quick) nor a bot: unknown bot "hard"`,
		`{"game":"tortuga","seats":[{"kind":"bot","bot":"mcts:0"}]}`:   `bot "mcts:0": not a level (easy, quick) nor a bot: budget: 0 iterations`,
		`{"game":"tortuga","seats":[{"kind":"bot","bot":"greedy:9"}]}`: "does not search",
	} {
		if code := h.call("POST", "/api/tables", "", body, &e); code != 400 || !strings.Contains(e.Error, want) {
			t.Errorf("POST %s: %d %q, want 400 containing %q", body, code, e.Error, want)
		}
	}
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{{Kind: "bot", Bot: "quick"}, {Kind: "bot", Bot: " random "}}})
	if s := c.Table.Seats; s[0].Bot != "mcts:50" || s[1].Bot != "random" {
		t.Errorf("seats %+v, want the bots mcts:50 and random", s)
	}
	info := waitOver(h, c.Table.ID)
	advisor.mu.Lock()
	defer advisor.mu.Unlock()
	if !slices.Contains(advisor.asked, "mcts:50") || !slices.Contains(advisor.asked, "random") || len(advisor.asked) > info.Version {
		t.Errorf("the advisor was asked %d times (%v…) for a game of %d moves", len(advisor.asked), advisor.asked[:min(4, len(advisor.asked))], info.Version)
	}
}

// TestAServerWithoutBots offers no level and refuses bot seats.
func TestAServerWithoutBots(t *testing.T) {
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(Config{Store: st, Games: games.All()})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	get := httptest.NewRecorder()
	srv.Handler().ServeHTTP(get, httptest.NewRequest("GET", "/api/games", nil))
	var offered []wire.GameInfo
	if err := json.Unmarshal(get.Body.Bytes(), &offered); err != nil || len(offered) == 0 {
		t.Fatalf("games: %v %s", err, get.Body)
	}
	for _, g := range offered {
		if g.Levels == nil || len(g.Levels) != 0 {
			t.Errorf("%s offers levels %v without bots", g.Name, g.Levels)
		}
	}
	post := httptest.NewRecorder()
	srv.Handler().ServeHTTP(post, httptest.NewRequest("POST", "/api/tables", strings.NewReader(`{"game":"tortuga","seats":[{"kind":"bot","bot":"easy"}]}`)))
	if post.Code != http.StatusBadRequest || !strings.Contains(post.Body.String(), `bot \"easy\": this server plays no bots`) {
		t.Errorf("a bot seat without bots: %d %s", post.Code, post.Body)
	}
}

func TestNewRefusesBadLevels(t *testing.T) {
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	advisor := bots.NewAdvisor(games.Bots)
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Levels: []levels.Level{{Name: "easy", Spec: "greedy"}}}, "no advisor"},
		{Config{Advisor: advisor, Levels: []levels.Level{{Name: "easy", Spec: ""}}}, "a name and a spec are required"},
		{Config{Advisor: advisor, Levels: []levels.Level{{Name: "easy", Spec: "greedy"}, {Name: "easy", Spec: "mcts"}}}, `"easy" is given twice`},
	} {
		c.cfg.Store, c.cfg.Games = st, games.All()
		if srv, err := New(c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("levels %+v: %v, want an error containing %q", c.cfg.Levels, err, c.want)
			if srv != nil {
				srv.Close()
			}
		}
	}
}

// TestALevelPlaysItsGamesOwnBot: a level naming another spec for one game
// seats that bot there, and its own spec elsewhere.
func TestALevelPlaysItsGamesOwnBot(t *testing.T) {
	h := newHarness(t, Config{Advisor: bots.NewAdvisor(games.Bots),
		Levels: []levels.Level{{Name: "easy", Spec: "greedy", Games: map[string]string{"tortuga": "random"}}}})
	for game, want := range map[string]string{"tortuga": "random", "cartagena": "greedy"} {
		c := h.create(wire.CreateRequest{Game: game, Players: 2, Seats: []wire.SeatRequest{{}, {Kind: "bot", Bot: "easy"}}})
		if got := c.Table.Seats[1].Bot; got != want {
			t.Errorf("%s: the easy level seats %q, want %q", game, got, want)
		}
	}
}
