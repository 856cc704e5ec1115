package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/server/wire"
)

// TestMovesComeInPagesWithTheirEvents reads a finished game of two bots
// page by page: the pages join into the whole game, each move with who
// played it and the events it led to (the same whether the server still
// keeps the move's update or plays the game again to find them), and a
// page never holds more than its limit.
func TestMovesComeInPagesWithTheirEvents(t *testing.T) {
	h := newHarness(t, Config{Recent: 4})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
	id := c.Table.ID
	info := waitOver(h, id)

	var whole wire.Moves
	if code := h.call("GET", "/api/tables/"+id+"/moves", "", nil, &whole); code != 200 || len(whole.Moves) != info.Version ||
		len(whole.By) != info.Version || len(whole.Events) != info.Version {
		t.Fatalf("the whole game: %d, %d moves, %d actors, %d event lists for version %d", code, len(whole.Moves), len(whole.By), len(whole.Events), info.Version)
	}
	chance := 0
	for _, by := range whole.By {
		if by == engine.Chance {
			chance++
		}
	}
	if chance == 0 || chance == len(whole.By) {
		t.Errorf("%d of %d moves played by chance: the dice and the decisions are not told apart", chance, len(whole.By))
	}

	const limit = 7
	var joined wire.Moves
	for since := 0; ; {
		var page wire.Moves
		if code := h.call("GET", fmt.Sprintf("/api/tables/%s/moves?since=%d&limit=%d", id, since, limit), "", nil, &page); code != 200 {
			t.Fatalf("page after %d: status %d", since, code)
		}
		if page.Since != since || len(page.Moves) > limit || len(page.By) != len(page.Moves) || len(page.Events) != len(page.Moves) {
			t.Fatalf("page after %d: since %d, %d moves, %d actors, %d event lists", since, page.Since, len(page.Moves), len(page.By), len(page.Events))
		}
		joined.Moves = append(joined.Moves, page.Moves...)
		joined.By = append(joined.By, page.By...)
		joined.Events = append(joined.Events, page.Events...)
		since += len(page.Moves)
		if since >= page.Version {
			break
		}
	}
	joined.Version, joined.Since = whole.Version, whole.Since
	if got, want := mustJSON(joined), mustJSON(whole); !bytes.Equal(got, want) {
		t.Fatalf("the pages joined differ from the whole game:\n%.300s\n%.300s", got, want)
	}

	for _, n := range []int{1, info.Version / 3, info.Version - 5, info.Version} {
		var f wire.Frame
		h.call("GET", fmt.Sprintf("/api/tables/%s/replay/%d", id, n), "", nil, &f)
		if *f.By != whole.By[n-1] || !bytes.Equal(f.Move, whole.Moves[n-1]) || !sameJSON(f.Events, whole.Events[n-1]) {
			t.Errorf("move %d: the page says %v played %s → %s, the replay %v played %s → %s",
				n, whole.By[n-1], whole.Moves[n-1], whole.Events[n-1], *f.By, f.Move, f.Events)
		}
	}

	var last wire.Moves
	h.call("GET", fmt.Sprintf("/api/tables/%s/moves?since=%d&limit=2", id, info.Version-3), "", nil, &last)
	if !bytes.Equal(mustJSON(last.Events), mustJSON(whole.Events[info.Version-3:info.Version-1])) {
		t.Errorf("the newest moves' events, from the updates kept: %s, played again: %s", mustJSON(last.Events), mustJSON(whole.Events[info.Version-3:info.Version-1]))
	}
	var beyond wire.Moves
	if h.call("GET", fmt.Sprintf("/api/tables/%s/moves?since=%d", id, info.Version+10), "", nil, &beyond); beyond.Since != info.Version || len(beyond.Moves) != 0 {
		t.Errorf("after the last move: since %d, %d moves", beyond.Since, len(beyond.Moves))
	}
}

// TestMovesPageBounds refuses a page that is not a number in range.
func TestMovesPageBounds(t *testing.T) {
	h := newHarness(t, Config{})
	id, _ := tortugaFor2(h)
	for query, want := range map[string]string{
		"limit=0":    `limit "0": give a number of moves from 1 to 5000`,
		"limit=5001": `limit "5001": give a number of moves from 1 to 5000`,
		"limit=ten":  `limit "ten"`,
		"since=-1":   `since "-1": give a version, 0 or more`,
	} {
		var e wire.ErrorResponse
		if code := h.call("GET", "/api/tables/"+id+"/moves?"+query, "", nil, &e); code != 400 || !strings.Contains(e.Error, want) {
			t.Errorf("?%s: %d %q, want 400 %q", query, code, e.Error, want)
		}
	}
	var page wire.Moves
	if code := h.call("GET", "/api/tables/"+id+"/moves?limit=5000", "", nil, &page); code != 200 || page.By == nil || page.Events == nil {
		t.Errorf("the largest page: %d %s", code, mustJSON(page))
	}
}

// sameJSON compares two JSON texts as values.
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && bytes.Equal(mustJSON(x), mustJSON(y))
}
