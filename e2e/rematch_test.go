package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/store"
)

// randomGame plays a game of players seats to its end with random moves
// from seed, and returns every move, chance outcomes included.
func randomGame(t *testing.T, game string, players int, seed uint64) []json.RawMessage {
	t.Helper()
	g, _ := games.Lookup(game)
	s, err := g.New(players, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	var moves []json.RawMessage
	for s.Actor() != engine.Nobody {
		var p engine.Played
		if s.Actor() == engine.Chance {
			p, err = s.PlayChance()
		} else {
			legal := s.Legal()
			p, err = s.Play(legal[r.IntN(len(legal))].Move)
		}
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, p.Move)
	}
	return moves
}

// TestRematchAskedAndJoined opens a finished La Tortuga table of Anna,
// Boris and a bot: Anna plays again and lands at the new table; Boris is
// offered "Anna wants a rematch" (in Russian, then in English), joins, and
// lands there too; both hold their seats of the finished table rotated by
// one, and the new table plays.
func TestRematchAskedAndJoined(t *testing.T) {
	t.Parallel()
	const id = "00000000000e2e07"
	moves := randomGame(t, "tortuga", 3, 3)
	s := newSiteWith(t, 0, func(st store.Store) { storeFinished(t, st, id, "tortuga", 3, moves) })
	anna := s.browser(t, "en", 1280, 900)
	anna.open("/#/t/" + id + "?token=anna")
	anna.synced(0)
	boris := s.browser(t, "ru", 1280, 900)
	boris.open("/#/t/" + id + "?token=boris")
	boris.synced(1)

	anna.click(`[data-rematch="ask"]`)
	anna.must(`(location.hash.match(/^#\/t\/([0-9a-f]+)/) || [])[1] !== "`+id+`"`, "Anna at the new table")
	next := eval[string](anna, `location.hash.match(/^#\/t\/([0-9a-f]+)/)[1]`)
	rematch := eval[[]int](anna, `fetch("/api/tables/`+id+`").then((r) => r.json()).then((j) => j.rematch && j.rematch.table === "`+next+`" ? j.rematch.seats : [])`)
	if len(rematch) != 3 {
		t.Fatalf("the finished table names no rematch at %s: seats %v", next, rematch)
	}
	if rematch[0] == 0 || rematch[1] == 1 || rematch[0] == rematch[1] {
		t.Errorf("the seats are not rotated: %v", rematch)
	}
	anna.synced(rematch[0])

	offer := boris.textWhen(".rematch-offer", has("Anna"))
	if !strings.Contains(offer, "Anna предлагает сыграть ещё") {
		t.Errorf("Boris is offered %q", offer)
	}
	boris.screenshot("rematch-offer-ru")
	boris.setLang("en")
	if offer := boris.textWhen(".rematch-offer", has("wants")); !strings.Contains(offer, "Anna wants a rematch") {
		t.Errorf("Boris is offered, in English, %q", offer)
	}
	boris.screenshot("rematch-offer-en")

	boris.click(`[data-rematch="join"]`)
	boris.must(`location.hash.startsWith("#/t/`+next+`")`, "Boris at the new table")
	boris.synced(rematch[1])
	for name, p := range map[string]*page{"Anna": anna, "Boris": boris} {
		if got := p.attrWhen("status", is("running")); got != "running" {
			t.Errorf("%s's page: the new table is %q, not running", name, got)
		}
		nick := p.text(fmt.Sprintf(`.seat-list .seat[data-seat="%d"] .seat-name`, map[string]int{"Anna": rematch[0], "Boris": rematch[1]}[name]))
		if nick != name {
			t.Errorf("%s's page: %s's new seat is named %q", name, name, nick)
		}
	}
}
