package storetest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"caribe/store"
)

// testLobbyState: a table is stored with who decides first; each entry
// stores the log's length, who decides after it and, when it ends the
// game, the result; every read gives them back, and a result that is not
// a JSON object is refused.
func testLobbyState(t *testing.T, s store.Store) {
	ctx := context.Background()
	tab := sample("a")
	tab.Actor = 2
	create(t, s, tab)
	check := func(version, actor int, result string) {
		t.Helper()
		got, _ := read(t, s, "a")
		latest, _, _, err := s.Latest(ctx, "a")
		if err != nil {
			t.Fatal(err)
		}
		listed, err := s.List(ctx, store.Query{})
		if err != nil || len(listed) != 1 {
			t.Fatalf("List: %v, %d tables", err, len(listed))
		}
		for _, g := range []store.Table{got, latest, listed[0]} {
			if g.Version != version || g.Actor != actor || string(g.Result) != result {
				t.Fatalf("version %d, actor %d, result %s; want %d, %d, %s", g.Version, g.Actor, g.Result, version, actor, result)
			}
		}
	}
	check(0, 2, "")
	appendMove(t, s, "a", store.Move{Seq: 1, Entry: json.RawMessage(`{"m":1}`), Actor: -1, Due: true})
	check(1, -1, "")
	over := `{"over":true,"scores":[3,1,0],"winners":[0]}`
	appendMove(t, s, "a", store.Move{Seq: 2, Entry: json.RawMessage(`{"m":2}`), Actor: -2, Result: json.RawMessage(over)})
	check(2, -2, over)
	err := s.AppendMove(ctx, "a", store.Move{Seq: 3, Entry: json.RawMessage(`{"m":3}`), Result: json.RawMessage(`[1]`)})
	if err == nil || !strings.Contains(err.Error(), "result") {
		t.Fatalf("a result that is not an object: %v", err)
	}
	check(2, -2, over)
}

// appendMove appends an entry, failing the test if it cannot.
func appendMove(t *testing.T, s store.Store, id string, m store.Move) {
	t.Helper()
	if err := s.AppendMove(context.Background(), id, m); err != nil {
		t.Fatalf("AppendMove(%s, %d): %v", id, m.Seq, err)
	}
}
