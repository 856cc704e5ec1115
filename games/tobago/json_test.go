package tobago

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"caribe/engine"
)

// A saved state loads back to the same state, in every phase.
func TestStateRoundTrips(t *testing.T) {
	for _, until := range []func(*State, int) bool{
		func(s *State, n int) bool { return n == 1 },
		func(s *State, n int) bool { return s.phase == phaseSetupClue },
		func(s *State, n int) bool { return n > 50 && s.seg == segMain },
		inSharing(10),
		func(s *State, n int) bool { return s.phase == phaseRestart },
		func(s *State, n int) bool { return s.phase == phaseOver },
	} {
		found := false
		for seed := range uint64(20) {
			j, ok := randomUntil(t, seed, until)
			if !ok {
				continue
			}
			a, _ := json.Marshal(j)
			s := loadJSON(t, j)
			b, _ := s.MarshalJSON()
			if string(a) != string(b) {
				t.Fatalf("state changed through Load:\n%s\n%s", a, b)
			}
			found = true
			break
		}
		if !found {
			t.Error("no random game reached the phase wanted")
		}
	}
}

// A corrupt save is refused with an error naming what is inconsistent.
func TestLoadRefusesCorruptStates(t *testing.T) {
	j, _ := randomUntil(t, 4, inSharing(60))
	good, _ := json.Marshal(j)
	if _, err := Load(good); err != nil {
		t.Fatalf("a saved state must load: %v", err)
	}
	for _, c := range []struct {
		edit func(m map[string]any)
		want string
	}{
		{func(m map[string]any) { m["extra"] = 1 }, `unknown field "extra"`},
		{func(m map[string]any) { m["game"] = "tortuga" }, `game is "tortuga"`},
		{func(m map[string]any) { m["players"] = 5 }, "2 to 4 players"},
		{func(m map[string]any) { m["phase"] = "dancing" }, `phase "dancing"`},
		{func(m map[string]any) { m["turn"] = 7 }, "no seat 7"},
		{func(m map[string]any) { m["vehicles"].([]any)[0] = map[string]any{"q": 0, "r": 0} }, "in the ocean"},
		{func(m map[string]any) { m["vehicles"] = []any{nil} }, "want one per seat"},
		{func(m map[string]any) { m["facings"] = []any{1} }, "the island has 3 statues"},
		{func(m map[string]any) { m["amulets"].([]any)[0] = 22 }, "amulets: seat 0 holds 22"},
		{func(m map[string]any) { m["roses"].([]any)[1] = 3 }, "roses: seat 1"},
		{func(m map[string]any) { m["clue_deck"] = m["clue_deck"].([]any)[1:] }, "accounted for (hands, deck, discard, maps)"},
		{func(m map[string]any) { m["treasure_deck"] = m["treasure_deck"].([]any)[1:] }, "treasure cards"},
		{func(m map[string]any) { m["treasure"].([]any)[0] = []any{"curse"} }, "holds a curse"},
		{func(m map[string]any) { m["treasure_deck"].([]any)[0] = 7 }, "2 to 6 coins"},
		{func(m map[string]any) { m["maps"] = []any{} }, "maps: 0, want 4"},
		{func(m map[string]any) {
			m["maps"].([]any)[0].(map[string]any)["removed"] = []any{map[string]any{"q": 0, "r": 0}}
		}, "removed markers"},
		{func(m map[string]any) { m["sharing"] = nil }, "sharing: a sharing is in progress exactly in phase offer"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["card"] = "curse" }, "a curse is never on offer"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["asking"] = 40 }, "asking rose 40"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["map"] = "pink" }, `map "pink"`},
		{func(m map[string]any) { m["action"].(map[string]any)["moving"] = "flying" }, `moving "flying"`},
		{func(m map[string]any) { m["action"].(map[string]any)["steps"] = 2 }, "steps taken but no move is in progress"},
		{func(m map[string]any) { m["rng"] = "zz" }, "rng"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["finder"] = 9 }, "the finder is seat 9"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["recycled"] = true }, "reshuffled only once the deck has run out"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["roses"] = []any{} }, "a card is offered only while roses are left"},
		{func(m map[string]any) { m["sharing"].(map[string]any)["drawn"] = []any{} }, "drawn has 0 entries"},
		{func(m map[string]any) { m["restart"] = map[string]any{"seat": 0, "map": "white"} }, "a map is started anew exactly in phase restart"},
		{func(m map[string]any) {
			m["sharing"].(map[string]any)["offered"] = []any{map[string]any{"card": "curse", "seat": 0}}
		}, "a curse is never taken"},
		{func(m map[string]any) {
			deck := m["treasure_deck"].([]any)
			k := slices.Index(deck, any("curse"))
			m["treasure_deck"] = append(deck[:k:k], deck[k+1:]...)
			m["treasure_discard_seen"] = append(m["treasure_discard_seen"].([]any), "curse")
		}, "only gold cards are discarded face up"},
		{func(m map[string]any) { m["vehicles"].([]any)[1] = nil }, "seat 1's vehicle is placed: false"},
		{func(m map[string]any) { m["amulets_on_island"] = []any{map[string]any{"q": 0, "r": 0}} }, "lie in the ocean"},
		{func(m map[string]any) { m["curses_out"] = 3 }, "curses_out: 3"},
		{func(m map[string]any) {
			m["hands"].([]any)[0] = append(m["hands"].([]any)[0].([]any), m["hands"].([]any)[0].([]any)...)
		}, "a hand has 4"},
		{func(m map[string]any) {
			o := m["options"].(map[string]any)
			delete(o, "island_seed")
			delete(o, "size")
			o["island"] = "atlantis"
		}, `no island is named "atlantis"`},
	} {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		c.edit(m)
		bad, _ := json.Marshal(m)
		if _, err := Load(bad); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want an error mentioning %q, got %v", c.want, err)
		}
	}
	if _, err := Load([]byte(`{"game":"tobago"`)); err == nil {
		t.Error("truncated JSON must be refused")
	}
}

// Moves encode as documented and decode strictly, naming what is wrong.
func TestMoveJSON(t *testing.T) {
	for _, c := range []struct {
		m    Move
		json string
		text string
	}{
		{placeAt(3, 4), `{"type":"place","hex":{"q":3,"r":4}}`, "place (3,4)"},
		{playOn(inJungle, grey), `{"type":"clue","map":"grey","clue":{"kind":"in","label":"jungle"}}`, "clue in jungle on grey"},
		{stepTo(-1, 8), `{"type":"step","hex":{"q":-1,"r":8}}`, "step (-1,8)"},
		{stop, `{"type":"stop"}`, "stop"},
		{raiseMap(black), `{"type":"raise","map":"black"}`, "raise black"},
		{Move{Kind: Exchange}, `{"type":"exchange"}`, "exchange"},
		{Move{Kind: Clear, Map: brown, Hex: hx(2, 5)}, `{"type":"clear","map":"brown","hex":{"q":2,"r":5}}`, "clear brown (2,5)"},
		{removeMarker(white, 4, 4), `{"type":"amulet","power":"remove_marker","map":"white","hex":{"q":4,"r":4}}`, "amulet remove_marker white (4,4)"},
		{extraClue(nextToPalm, white), `{"type":"amulet","power":"clue","map":"white","clue":{"kind":"next_to","label":"palm"}}`, "amulet clue next to a palm on white"},
		{amulet(ExtraMove), `{"type":"amulet","power":"move"}`, "amulet move"},
		{amulet(ExchangeHand), `{"type":"amulet","power":"exchange"}`, "amulet exchange"},
		{Move{Kind: UseAmulet, Power: DoublePlay, Map: grey, At: 2}, `{"type":"amulet","power":"double","map":"grey","at":2}`, "amulet double grey 2"},
		{Move{Kind: UseAmulet, Power: SwapRoses, Map: grey, At: 0, With: 3}, `{"type":"amulet","power":"swap","map":"grey","at":0,"with":3}`, "amulet swap grey 0 3"},
		{take, `{"type":"take"}`, "take"},
		{pass, `{"type":"pass"}`, "pass"},
		{end, `{"type":"end"}`, "end"},
	} {
		b, err := json.Marshal(c.m)
		if err != nil || string(b) != c.json {
			t.Errorf("%v encodes to %s (%v), want %s", c.m, b, err, c.json)
		}
		var back Move
		if err := json.Unmarshal([]byte(c.json), &back); err != nil || back != c.m {
			t.Errorf("%s decodes to %v (%v)", c.json, back, err)
		}
		if c.m.String() != c.text {
			t.Errorf("%v reads %q, want %q", c.m, c.m.String(), c.text)
		}
	}
	for _, c := range []struct{ in, want string }{
		{`{"type":"jump"}`, `unknown tobago move type "jump"`},
		{`{"type":"step"}`, "the step move needs hex"},
		{`{"type":"step","hex":{"q":1}}`, "names both q and r"},
		{`{"type":"step","hex":{"q":1,"r":2,"s":3}}`, `unknown field "s"`},
		{`{"type":"step","hex":{"q":90,"r":2}}`, "outside the 20×16 grid"},
		{`{"type":"clue","map":"grey"}`, "the clue move needs clue"},
		{`{"type":"clue","map":"pink","clue":{"kind":"in","label":"jungle"}}`, `map "pink"`},
		{`{"type":"clue","map":"grey","clue":{"kind":"in"}}`, "names both its kind and its label"},
		{`{"type":"clue","map":"grey","clue":{"kind":"in","label":"lava"}}`, `unknown clue label "lava"`},
		{`{"type":"raise","map":"grey","hex":{"q":1,"r":2}}`, "the raise move takes no hex"},
		{`{"type":"take","map":"grey"}`, "the take move takes no map"},
		{`{"type":"amulet"}`, "an amulet move names its power"},
		{`{"type":"amulet","power":"fly"}`, `"fly" is not one of`},
		{`{"type":"amulet","power":"swap","map":"grey","at":1}`, "the amulet swap move needs with"},
		{`{"type":"amulet","power":"double","map":"grey","at":99}`, "at: 99 is not a clue's position"},
		{`{"type":"end","colour":2}`, `unknown field "colour"`},
		{`[]`, "a tobago move is an object"},
	} {
		var m Move
		if err := json.Unmarshal([]byte(c.in), &m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.in, err, c.want)
		}
	}
	if _, err := json.Marshal(Move{}); err == nil {
		t.Error("the zero move does not encode")
	}
	if _, err := json.Marshal(Move{Kind: Step, Hex: -1}); err == nil {
		t.Error("a hex outside the grid does not encode")
	}
}

// Cards encode as coins or "curse".
func TestCardJSON(t *testing.T) {
	b, _ := json.Marshal([]Card{Curse, 2, 6})
	if string(b) != `["curse",2,6]` {
		t.Fatalf("%s", b)
	}
	var c Card
	for _, bad := range []string{`1`, `7`, `"gold"`} {
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("%s decodes as a card", bad)
		}
	}
	if _, err := json.Marshal(Card(1)); err == nil {
		t.Error("a 1-coin card does not encode")
	}
}

// Load never panics, whatever a saved state is edited into: every number
// and list of a mid-sharing state mangled at random is refused or loaded
// as a consistent state.
func TestLoadSurvivesMangledStates(t *testing.T) {
	j, _ := randomUntil(t, 8, inSharing(80))
	good, _ := json.Marshal(j)
	r := rand.New(rand.NewPCG(8, 8))
	for range 2000 {
		var m any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		for range 1 + r.IntN(3) {
			m = mangle(m, r)
		}
		bad, _ := json.Marshal(m)
		if s, err := Load(bad); err == nil {
			if err := s.Check(); err != nil {
				t.Fatalf("a loaded state is inconsistent: %v\n%s", err, bad)
			}
		}
	}
}

// mangle changes one leaf or list of a decoded JSON value at random.
func mangle(v any, r *rand.Rand) any {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if len(keys) > 0 {
			k := keys[r.IntN(len(keys))]
			x[k] = mangle(x[k], r)
		}
		return x
	case []any:
		switch {
		case len(x) == 0 || r.IntN(4) == 0:
			return append(x, float64(r.IntN(8)))
		case r.IntN(4) == 0:
			return x[:r.IntN(len(x))]
		}
		k := r.IntN(len(x))
		x[k] = mangle(x[k], r)
		return x
	case float64:
		return float64(r.IntN(400) - 3)
	case bool:
		return !x
	case nil:
		return float64(r.IntN(5))
	}
	return v
}

// Every event encodes to an object whose "type" is its EventType, and
// random games bring up nearly every kind.
func TestEventsNameTheirType(t *testing.T) {
	seen := map[string]bool{}
	for seed := range uint64(30) {
		s, _ := New(2+int(seed%3), nil, seed)
		pick := rand.New(rand.NewPCG(seed, 5))
		for s.Actor() != engine.Nobody {
			l := s.Legal(nil)
			var log []engine.Event
			if err := s.Apply(l[pick.IntN(len(l))], &log); err != nil {
				t.Fatal(err)
			}
			for _, e := range log {
				b, err := json.Marshal(e)
				var head struct{ Type string }
				if err != nil || json.Unmarshal(b, &head) != nil || head.Type != e.EventType() || head.Type == "" {
					t.Fatalf("event %T encodes to %s (%v)", e, b, err)
				}
				seen[head.Type] = true
			}
		}
	}
	if len(seen) < 24 {
		t.Fatalf("only %d kinds of event in 30 games: %v", len(seen), seen)
	}
}

// Through the engine's type-erased session (what the protocol drives), the
// legal moves' JSON plays back, views encode, and a game runs to its end.
func TestThroughTheEngineSession(t *testing.T) {
	g := engine.Define(Rules)
	sess, err := g.New(3, json.RawMessage(`{"island":"coral-cove","gold":[2,2,2,2,2]}`), 5)
	if err != nil {
		t.Fatal(err)
	}
	pick := rand.New(rand.NewPCG(5, 5))
	for n := 0; !sess.Result().Over; n++ {
		legal := sess.Legal()
		if len(legal) == 0 || n > 20000 {
			t.Fatalf("move %d: %d legal moves", n, len(legal))
		}
		if _, err := sess.Play(legal[pick.IntN(len(legal))].Move); err != nil {
			t.Fatalf("move %d: %v", n, err)
		}
		if _, err := json.Marshal(sess.View(n%4 - 1)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := sess.Play([]byte(`{"type":"end"}`)); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Fatalf("a move after the end: %v", err)
	}
	if r := sess.Result(); len(r.Winners) == 0 || len(r.Scores) != 3 {
		t.Fatalf("result %+v", r)
	}
}
