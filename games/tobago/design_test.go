package tobago

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/engine/enginetest"
)

// designConfigs are set-ups with the design parameters away from the
// rulebook's values, at their bounds and in between, mixed with the
// variants: the invariant tests run over them too, a few seeds each.
var designConfigs = []struct {
	players int
	options string
}{
	{2, `{"hand":3,"markers":30,"extra_curses":2}`},
	{3, `{"hand":8,"markers":1,"gold":[5,5,4,3,3],"curse_depth":10}`},
	{4, `{"hand":10,"markers":320,"extra_curses":6,"curse_rule":"continue"}`},
	{2, `{"hand":1,"markers":5,"curses":0,"extra_curses":1,"curse_depth":0,"curse_returns":true,"island":"coral-cove"}`},
	{4, `{"hand":2,"markers":60,"extra_curses":3,"curse_rule":"amulets","gold":[2,2,2,2,2]}`},
}

// designRules are the rules with options forced, whatever a caller
// passes: the engine's tools that set games up without options play them
// so.
func designRules(options string) engine.Rules[*State, Move] {
	r := Rules
	r.New = func(players int, _ json.RawMessage, seed uint64) (*State, error) {
		return New(players, json.RawMessage(options), seed)
	}
	return r
}

// The random-play invariants (termination, legal moves that apply,
// independent clones, replay, JSON round trips and views, and the game's
// own Check) hold with the design parameters set.
func TestRandomPlayDesign(t *testing.T) {
	for _, c := range designConfigs {
		t.Run(fmt.Sprintf("%dp%s", c.players, c.options), func(t *testing.T) {
			t.Parallel()
			st := enginetest.RandomPlay(t, enginetest.Config[*State, Move]{
				Rules: Rules, Players: c.players, Options: c.options,
				Games: enginetest.Depth(20), FirstSeed: 1, MaxMoves: 20000,
				Check: checkAll,
			})
			if st.Games == 0 || st.Moves < 100*st.Games {
				t.Errorf("%d games of %d moves in all", st.Games, st.Moves)
			}
		})
	}
}

// Taking moves back works the same with the design parameters set.
func TestUndoOverRandomGamesDesign(t *testing.T) {
	for _, c := range designConfigs {
		undoable := enginetest.UndoOverRandomGames(t, enginetest.UndoConfig[*State, Move]{
			Rules: designRules(c.options), Games: 1, Players: func(int) int { return c.players },
			Pick: rand.New(rand.NewPCG(9, 9)), MaxMoves: 600,
			Want: func(m Move, played engine.Played, before, after engine.Session) bool {
				picked := false
				for _, e := range played.Events {
					picked = picked || e.EventType() == "amulet_picked"
				}
				return (m.Kind == Step || m.Kind == Stop) && !picked && after.Actor() == before.Actor()
			},
		})
		if undoable == 0 {
			t.Errorf("%s: no move could be taken back", c.options)
		}
	}
}

// The hot path stays free of allocations with the design parameters set.
func TestHotPathAllocatesNothingDesign(t *testing.T) {
	for _, c := range designConfigs {
		enginetest.NoAllocs(t, Rules, c.players, c.options)
	}
}

// Every bot plays with any setting: the greedy and casual bots play whole
// games, and the searches (mcts, and ismcts through the determinizer)
// choose legal moves in positions of every phase.
func TestBotsPlayDesign(t *testing.T) {
	search := bots.Search{Iterations: 20, Trees: 2, ISTrees: 2, HeuristicBias: 1, WinDepth: 1}
	g := bots.BindSearch(Rules, search)
	for k, c := range designConfigs {
		specs := make([]bots.Spec, c.players)
		for p := range specs {
			specs[p] = mustSpec(t, []string{"greedy", "casual"}[p%2])
		}
		res, err := g.Play(c.players, json.RawMessage(c.options), uint64(k), specs, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.options, err)
		}
		coins := 0
		for _, n := range res.Scores {
			coins += n
		}
		if res.Adjudicated || len(res.Winners) == 0 || coins == 0 {
			t.Errorf("%s: greedy and casual bots did not finish: %+v", c.options, res)
		}
		t.Logf("%s: greedy and casual, %d moves, scores %v", c.options, res.Moves, res.Scores)
	}
	ctx := context.Background()
	for _, name := range []string{"mcts:20", "ismcts:20"} {
		n := 0
		for k, s := range positionsOf(t, designConfigs, 1, 7000) {
			if s.Actor() < 0 || k%7 != 0 {
				continue
			}
			p, err := bots.NewPlayer[*State, Move](mustSpec(t, name), uint64(k), 1, search)
			if err != nil {
				t.Fatal(err)
			}
			before := mustMarshal(t, s)
			m := p.Choose(ctx, s)
			if !slices.Contains(s.Legal(nil), m) {
				t.Fatalf("%s chose %v, not legal in %v", name, m, s)
			}
			if after := mustMarshal(t, s); string(after) != string(before) {
				t.Fatalf("%s changed the state it chose in", name)
			}
			n++
		}
		if n < 20 {
			t.Errorf("%s: only %d positions", name, n)
		}
		t.Logf("%s chose legal moves in %d positions", name, n)
	}
}

// mustSpec reads a bot spec.
func mustSpec(t *testing.T, text string) bots.Spec {
	t.Helper()
	spec, err := bots.ParseSpec(text)
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

// "На руках у игрока всегда должно быть 4 карты (6 в случае 2 игроков)":
// the option hand changes that number, for the deal, for drawing back after
// a clue and for the largest hand Load accepts.
func TestDesignHandSize(t *testing.T) {
	for _, c := range []struct {
		players int
		options string
		hand    int8
	}{
		{2, `{}`, 6}, {3, `{}`, 4}, {4, `{}`, 4},
		{2, `{"hand":3}`, 3}, {3, `{"hand":7}`, 7}, {4, `{"hand":10}`, 10}, {3, `{"hand":1}`, 1},
	} {
		s, err := New(c.players, json.RawMessage(c.options), 3)
		if err != nil {
			t.Fatal(err)
		}
		for s.inSetup() {
			if err := s.Apply(s.HeuristicMove(rand.NewPCG(1, 1)), nil); err != nil {
				t.Fatal(err)
			}
		}
		for p := range s.cfg.players {
			if s.nhand[p] != c.hand {
				t.Fatalf("%dp %s: seat %d is dealt %d clue cards, want %d", c.players, c.options, p, s.nhand[p], c.hand)
			}
		}
		if want := 52 - c.players - c.players*int(c.hand); int(s.ncdeck) != want {
			t.Fatalf("%dp %s: %d cards left in the clue deck, want %d", c.players, c.options, s.ncdeck, want)
		}
	}
	s := scenario(t, 2, onRulebookIsland(`"hand":3`), H(3, 4), H(8, 6))
	give(t, s, 0, inJungle, nextToHut, nextToPalm)
	play(t, s, playOn(nextToHut, white))
	if s.nhand[0] != 3 {
		t.Fatalf("seat 0 draws back to a hand of 3, holds %d", s.nhand[0])
	}
	j := stateOf(t, s)
	j.Hands[0] = append(j.Hands[0], j.ClueDeck[0])
	j.ClueDeck = j.ClueDeck[1:]
	b, _ := json.Marshal(j)
	if _, err := Load(b); err == nil || !strings.Contains(err.Error(), "hands: seat 0 holds 4 clue cards, a hand has 3") {
		t.Fatalf("Load takes a hand above the option's size: %v", err)
	}
}

// The rulebook's white map: "next to a hut" leaves 14 candidates (the
// example "Из возможных 14 участков остается только 6"). Its markers are
// on the island, shown in the view and removable by an amulet, when a map
// has 14 markers or more (17 by the rulebook), not with 13; "in jungle"
// then leaves 6, which 5 markers are too few to cover. An empty map has no
// markers down, even when a map has more markers than the island hexes.
func TestDesignMarkers(t *testing.T) {
	for _, c := range []struct {
		options     string
		after14     bool
		after6      bool
		markerLimit int
	}{
		{"", true, true, 17},
		{`"markers":14`, true, true, 14},
		{`"markers":13`, false, true, 13},
		{`"markers":5`, false, false, 5},
		{`"markers":60`, true, true, 60},
		{`"markers":320`, true, true, 320},
	} {
		s := twoHunters(t)
		if c.options != "" {
			s = scenario(t, 2, onRulebookIsland(c.options), H(3, 4), H(8, 6))
			give(t, s, 0, inJungle, nextToHut, nextToPalm)
		}
		s.amulets[0] = 3
		wantMarkers(t, s, c.options, s.b.land.Len(), false)
		refused(t, s, removeMarker(white, 3, 4), "the white map's markers are not on the island yet")
		play(t, s, playOn(nextToHut, white))
		wantMarkers(t, s, c.options, 14, c.after14)
		play(t, s, extraClue(inJungle, white))
		wantMarkers(t, s, c.options, 6, c.after6)
		if c.after6 {
			play(t, s, removeMarker(white, 3, 4))
			wantMarkers(t, s, c.options, 5, true)
		} else {
			refused(t, s, removeMarker(white, 3, 4), fmt.Sprintf("(6 candidates; they go down at %d)", c.markerLimit))
		}
	}
}

// wantMarkers checks the white map's candidates and whether its markers
// are in seat 0's view and open to an amulet.
func wantMarkers(t *testing.T, s *State, options string, cand int, down bool) {
	t.Helper()
	v := s.View(0).(View)
	mv := v.Maps[white]
	shown := !mv.Markers.Empty()
	legal := slices.ContainsFunc(s.Legal(nil), func(m Move) bool { return m.Power == RemoveMarker && m.Map == white })
	if mv.Candidates != cand || shown != down || legal != down || shown && mv.Markers.Len() != cand {
		t.Fatalf("%s: the white map has %d candidates (want %d), markers shown %v (%d), removable %v; want %v",
			options, mv.Candidates, cand, shown, mv.Markers.Len(), legal, down)
	}
}

// "Обе карты проклятия ... перетасуйте с самыми нижними 27 картами": the
// extra curses join the box's among the bottom cards of the treasure deck.
func TestDesignExtraCursesAtSetUp(t *testing.T) {
	for _, c := range []struct {
		options       string
		curses, depth int
	}{
		{`{"extra_curses":2}`, 4, 27},
		{`{"extra_curses":6,"curse_depth":21}`, 8, 21},
		{`{"curses":0,"extra_curses":1,"curse_depth":0}`, 1, 0},
		{`{"gold":[2,2,2,2,2],"extra_curses":3}`, 5, 10},
	} {
		for seed := range uint64(30) {
			s, err := New(2, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for k, card := range s.tdeck[:s.ntdeck] {
				if card == Curse {
					n++
					if k >= c.depth+c.curses {
						t.Fatalf("%s seed %d: a curse at %d from the bottom, above the bottom %d", c.options, seed, k, c.depth+c.curses)
					}
				}
			}
			if n != c.curses || int(s.ntdeck) != s.cfg.goldCards()+c.curses {
				t.Fatalf("%s: %d curses in a deck of %d", c.options, n, s.ntdeck)
			}
		}
	}
}

// Variant a with a curse beyond the box's two: three curses come up in one
// sharing and each strikes every rose holder in turn; all three leave the
// game, and Load accepts three curses out but not four.
func TestDesignThreeCursesStrikeInOneSharing(t *testing.T) {
	s := cursedMap(t, `"curse_rule":"continue","extra_curses":1`, Curse, Curse, Curse, 6, 4)
	ev := raiseWith(t, s, black, Curse, Curse, Curse)
	if c := events[Cursed](ev); len(c) != 3 {
		t.Fatalf("three curses strike: %+v", ev)
	}
	if s.tout[Curse] != 3 || s.amulets[1] != 0 || s.held[2][5] != 0 || s.held[2][3] != 0 {
		t.Fatalf("the curses are out and seats 1 and 2 paid an amulet and two cards: %v", s)
	}
	j := stateOf(t, s)
	if j.CursesOut != 3 {
		t.Fatalf("curses_out %d", j.CursesOut)
	}
	j.CursesOut = 4
	b, _ := json.Marshal(j)
	if _, err := Load(b); err == nil || !strings.Contains(err.Error(), "curses_out: 4, the game has 3 curses") {
		t.Fatalf("Load takes four curses out of three: %v", err)
	}
}

// Impossible values are refused, by the declarations and by the game,
// with an error naming the option and what it accepts.
func TestDesignOptionErrors(t *testing.T) {
	for _, c := range []struct {
		players       int
		options       string
		decl, game    string
		declNotChecks bool
	}{
		{2, `{"hand":0}`, "option hand: 0 is out of range: 1 to 10", "hand: 0 clue cards; a hand holds 1 to 10", false},
		{3, `{"hand":11}`, "option hand: 11 is out of range: 1 to 10", "hand: 11 clue cards; a hand holds 1 to 10", false},
		{2, `{"hand":"six"}`, "option hand: want a whole number from 1 to 10", "hand", false},
		{2, `{"markers":0}`, "option markers: 0 is out of range: 1 to 320", "markers: 0; each map has 1 to 320 markers", false},
		{4, `{"markers":321}`, "option markers: 321 is out of range: 1 to 320", "markers: 321; each map has 1 to 320 markers", false},
		{2, `{"extra_curses":-1}`, "option extra_curses: -1 is out of range: 0 to 6", "extra_curses: -1; 0 to 6 curse cards may join the box's", false},
		{2, `{"extra_curses":7}`, "option extra_curses: 7 is out of range: 0 to 6", "extra_curses: 7; 0 to 6 curse cards may join the box's", false},
	} {
		err := engine.CheckOptions(OptionDecls, c.players, json.RawMessage(c.options))
		if err == nil || !strings.Contains(err.Error(), c.decl) {
			t.Errorf("declarations, %s: %v, want %q", c.options, err, c.decl)
		}
		if _, err := New(c.players, json.RawMessage(c.options), 1); err == nil || !strings.Contains(err.Error(), c.game) {
			t.Errorf("set-up, %s: %v, want %q", c.options, err, c.game)
		}
	}
	j := stateOf(t, twoHunters(t))
	bad := 0
	j.Options.Markers = &bad
	b, _ := json.Marshal(j)
	if _, err := Load(b); err == nil || !strings.Contains(err.Error(), "options: markers: 0") {
		t.Errorf("Load takes 0 markers: %v", err)
	}
}

// The settled options name a design parameter only when it differs from
// the rulebook's value, so a game at the rulebook's values settles as it
// always did; the settled options set the same game up again.
func TestDesignSettledOptions(t *testing.T) {
	for _, c := range []struct {
		players   int
		options   string
		has, lack string
	}{
		{2, `{"island":"pelican-key","hand":6,"markers":17,"extra_curses":0}`, "", `"hand"`},
		{3, `{"island":"pelican-key","hand":6}`, `"curse_returns":false,"hand":6}`, `"markers"`},
		{4, `{"island":"pelican-key","markers":25,"extra_curses":2}`, `"curses":2,`, `"hand"`},
		{4, `{"island":"pelican-key","markers":25,"extra_curses":2}`, `"markers":25,"extra_curses":2}`, `"hand"`},
	} {
		s, err := New(c.players, json.RawMessage(c.options), 1)
		if err != nil {
			t.Fatal(err)
		}
		o, _ := json.Marshal(s.Options())
		if !strings.Contains(string(o), c.has) || strings.Contains(string(o), c.lack) {
			t.Errorf("%dp %s settles %s", c.players, c.options, o)
		}
		again, err := New(c.players, o, 1)
		if err != nil {
			t.Fatal(err)
		}
		if again.cfg != s.cfg {
			t.Errorf("%dp %s: the settled options %s set up %+v, not %+v", c.players, c.options, o, again.cfg, s.cfg)
		}
		v, _ := json.Marshal(s.View(0))
		if !strings.Contains(string(v), `"options":`+string(o)) {
			t.Errorf("%dp %s: the view does not carry the settled options", c.players, c.options)
		}
	}
	def, _ := New(2, json.RawMessage(`{"island":"pelican-key"}`), 1)
	same, _ := New(2, json.RawMessage(`{"island":"pelican-key","hand":6,"markers":17,"extra_curses":0}`), 1)
	if a, b := mustMarshal(t, def), mustMarshal(t, same); string(a) != string(b) {
		t.Errorf("the rulebook's values spelt out set up another game:\n%s\n%s", a, b)
	}
}
