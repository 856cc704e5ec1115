package protocol

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"caribe/games"
)

// botSession is session with the bots plugged in.
func botSession(t *testing.T, lines ...string) []map[string]any {
	t.Helper()
	return serve(t, NewServer(games.All(), WithAdvisor(games.Advise)), lines...)
}

// The bot command answers with a legal move for the pending seat, the same
// one for the same seed and budget, and leaves the game as it was.
func TestBotAdvises(t *testing.T) {
	r := botSession(t,
		`{"cmd":"new","game":"cartagena","players":3,"seed":4,"options":{"variant":"jamaica"}}`,
		`{"cmd":"state"}`,
		`{"cmd":"legal"}`,
		`{"cmd":"bot","bot":"mcts","budget":"300"}`,
		`{"cmd":"bot","bot":"mcts","budget":"300"}`,
		`{"cmd":"bot","bot":"ismcts","budget":"20ms","seed":9}`,
		`{"cmd":"bot","bot":"greedy"}`,
		`{"cmd":"bot","bot":"random","seed":3}`,
		`{"cmd":"state"}`,
	)
	legal := map[string]bool{}
	for _, m := range r[2]["moves"].([]any) {
		legal[mustEncode(t, m)] = true
	}
	for i := 3; i <= 7; i++ {
		if r[i]["ok"] != true || !legal[mustEncode(t, r[i]["move"])] {
			t.Fatalf("request %d: %v is not one of the legal moves", i+1, r[i])
		}
	}
	if mustEncode(t, r[3]["move"]) != mustEncode(t, r[4]["move"]) {
		t.Errorf("same seed and budget, two moves: %v and %v", r[3]["move"], r[4]["move"])
	}
	if mustEncode(t, r[1]["state"]) != mustEncode(t, r[8]["state"]) {
		t.Errorf("asking the bots changed the game")
	}
}

func TestBotRefuses(t *testing.T) {
	r := botSession(t,
		`{"cmd":"bot","bot":"mcts"}`,
		`{"cmd":"new","game":"tortuga","players":2,"seed":1}`,
		`{"cmd":"bot"}`,
		`{"cmd":"bot","bot":"deep-blue"}`,
		`{"cmd":"bot","bot":"mcts","budget":"soon"}`,
		`{"cmd":"bot","bot":"greedy","budget":"100"}`,
		`{"cmd":"play","move":{"type":"choose","turtle":1}}`,
		`{"cmd":"bot","bot":"mcts"}`,
	)
	wantError(t, r[0], "no game yet")
	wantError(t, r[2], "bot needs a bot's name")
	wantError(t, r[3], `unknown bot "deep-blue"`)
	wantError(t, r[4], `budget "soon"`)
	wantError(t, r[5], "takes no budget")
	wantError(t, r[7], "no seat decides now: the pending decision is chance's")
	var out bytes.Buffer
	if err := NewServer(games.All()).Serve(strings.NewReader(`{"cmd":"new","game":"tortuga","players":2}`+"\n"+`{"cmd":"bot","bot":"mcts"}`), &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "this engine has no bots") {
		t.Errorf("a server without an advisor: %s", out.String())
	}
}

func mustEncode(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
