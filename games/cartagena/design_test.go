package cartagena

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/engine/enginetest"
)

// designSettings are the design parameters the invariant tests play beside
// the rulebook's: a small deck that runs dry, short tunnels, one action a
// turn and long turns, a large deck and big hands, the smallest deck (six
// cards; with the rulebook's tunnel random play then takes up to a hundred
// thousand moves, so here it runs through a shorter one).
var designSettings = []string{
	`{"cards_per_symbol":4,"hand_size":3}`,
	`{"segments":2}`,
	`{"segments":1,"actions_per_turn":1}`,
	`{"actions_per_turn":5,"hand_size":10}`,
	`{"cards_per_symbol":21,"segments":4,"actions_per_turn":2,"hand_size":8}`,
	`{"cards_per_symbol":1,"hand_size":1,"segments":3}`,
}

// withVariant adds the variant to a setting's options.
func withVariant(setting, variant string) string {
	return `{"variant":"` + variant + `",` + setting[1:]
}

// TestDesignRandomPlay plays seeded random games of every design setting,
// variant and player count, checking the engine's invariants (JSON round
// trips, independent clones, replays) and the game's own after every move.
func TestDesignRandomPlay(t *testing.T) {
	for _, setting := range designSettings {
		for _, variant := range variantNames {
			for players := MinPlayers; players <= MaxPlayers; players++ {
				options := withVariant(setting, variant)
				t.Run(fmt.Sprintf("%s-%dp-%s", variant, players, setting), func(t *testing.T) {
					t.Parallel()
					st := enginetest.RandomPlay(t, enginetest.Config[*State, Move]{
						Rules: Rules, Players: players, Options: options,
						Games: enginetest.Depth(30), FirstSeed: 1, MaxMoves: 20000, DeepEvery: 2,
						Check: (*State).Check,
					})
					if st.Games == 0 || st.Moves == 0 {
						t.Errorf("no game played: %v", st)
					}
				})
			}
		}
	}
}

// TestDesignSettled: every design setting is what the game's options, its
// saved state and its views say, and a saved state loads back to it.
func TestDesignSettled(t *testing.T) {
	for _, setting := range designSettings {
		s, err := New(3, json.RawMessage(setting), 9)
		if err != nil {
			t.Fatalf("%s: %v", setting, err)
		}
		var want map[string]int
		json.Unmarshal([]byte(setting), &want)
		saved, _ := s.MarshalJSON()
		loaded, err := Load(saved)
		if err != nil {
			t.Fatalf("%s: %v", setting, err)
		}
		if again, _ := loaded.MarshalJSON(); !bytes.Equal(saved, again) {
			t.Errorf("%s: the state changed through JSON:\n%s\n%s", setting, saved, again)
		}
		var j struct{ Options map[string]json.RawMessage }
		json.Unmarshal(saved, &j)
		for k, v := range want {
			if string(j.Options[k]) != fmt.Sprint(v) {
				t.Errorf("%s: saved options have %s = %s, want %d", setting, k, j.Options[k], v)
			}
		}
		segments := Segments
		if n, ok := want["segments"]; ok {
			segments = n
		}
		v := s.View(0).(View)
		if v.Options.Tunnel.Len() != segments*SegmentSpaces || len(v.Options.Tunnel.String()) != segments*SegmentSpaces {
			t.Errorf("%s: the view's tunnel has %d spaces, want %d", setting, v.Options.Tunnel.Len(), segments*SegmentSpaces)
		}
		if n, ok := want["actions_per_turn"]; ok != (v.Options.ActionsPerTurn != nil) || ok && int(v.ActionsPerTurn) != n {
			t.Errorf("%s: the view says %d actions a turn, options %v", setting, v.ActionsPerTurn, v.Options.ActionsPerTurn)
		}
	}
}

// TestDesignDefaultsAreTheRulebook: naming every design parameter at its
// rulebook value sets up the very game that leaving them out does, whose
// saved options name none of them; the view says three actions a turn.
func TestDesignDefaultsAreTheRulebook(t *testing.T) {
	const rulebook = `"cards_per_symbol":17,"segments":6,"hand_size":6,"actions_per_turn":3}`
	for _, variant := range variantNames {
		for seed := range uint64(5) {
			plain, _ := New(4, json.RawMessage(`{"variant":"`+variant+`"}`), seed)
			named, err := New(4, json.RawMessage(`{"variant":"`+variant+`",`+rulebook), seed)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := plain.MarshalJSON()
			b, _ := named.MarshalJSON()
			if !bytes.Equal(a, b) || *plain != *named {
				t.Errorf("%s seed %d: the rulebook's values named set up another game:\n%s\n%s", variant, seed, a, b)
			}
			for _, key := range []string{"cards_per_symbol", "segments", "hand_size", "actions_per_turn"} {
				if bytes.Contains(a, []byte(key)) {
					t.Errorf("%s seed %d: a rulebook game's state names %s: %s", variant, seed, key, a)
				}
			}
			if v := plain.View(1).(View); v.ActionsPerTurn != MaxActions {
				t.Errorf("%s seed %d: the view says %d actions a turn", variant, seed, v.ActionsPerTurn)
			}
		}
	}
}

// TestDesignHotPathAllocatesNothing: the hot path stays free of allocation
// under every design setting.
func TestDesignHotPathAllocatesNothing(t *testing.T) {
	for _, setting := range designSettings {
		for _, variant := range variantNames {
			enginetest.NoAllocs(t, Rules, 4, withVariant(setting, variant))
		}
	}
}

// TestDesignDeterminize: the determinizer keeps what a seat sees and the
// invariants under every design setting (TestDeterminize's checks).
func TestDesignDeterminize(t *testing.T) {
	for _, setting := range designSettings {
		for _, variant := range variantNames {
			for seed := range uint64(4) {
				s, err := New(3, json.RawMessage(withVariant(setting, variant)), seed)
				if err != nil {
					t.Fatal(err)
				}
				pick := rand.New(rand.NewPCG(seed, 9))
				for range pick.IntN(120) {
					if s.Actor() == engine.Nobody {
						break
					}
					legal := s.Legal(nil)
					play(t, s, legal[pick.IntN(len(legal))])
				}
				for seat := -1; seat < 3; seat++ {
					determinize(t, s, seat, variant+" "+setting, seed)
				}
			}
		}
	}
}

// TestDesignSamplerHeuristicBlunder: under every design setting the
// sampler draws the move Legal's list gives at the same index, the
// heuristic's move is legal, and whenever a pirate can move back some move
// back is no blunder.
func TestDesignSamplerHeuristicBlunder(t *testing.T) {
	legal := make([]Move, 0, 64)
	kinds := map[Kind]int{}
	for _, setting := range designSettings {
		for _, variant := range variantNames {
			for seed := range uint64(3) {
				s, err := New(2+int(seed), json.RawMessage(withVariant(setting, variant)), seed)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%s %s seed %d", variant, setting, seed)
				r := rand.NewPCG(seed, 7)
				for n := 0; s.Actor() != engine.Nobody && n < 3000; n++ {
					legal = s.Legal(legal[:0])
					listed := *r
					m := s.RandomMove(r)
					if want := legal[engine.Pick(listed.Uint64(), len(legal))]; m != want {
						t.Fatalf("%s: RandomMove drew %v, picking from %v draws %v", name, m, legal, want)
					}
					kinds[m.Kind()]++
					h := s.HeuristicMove(r)
					if !contains(legal, h) {
						t.Fatalf("%s: the heuristic's %v is not among %v", name, h, legal)
					}
					backs, blunders := 0, 0
					for _, l := range legal {
						if l.Kind() == Back {
							backs++
							if s.Blunder(l) {
								blunders++
							}
						} else if s.Blunder(l) {
							t.Fatalf("%s: %v called a blunder", name, l)
						}
					}
					if backs > 0 && blunders == backs {
						t.Fatalf("%s: every one of %d moves back is called a blunder", name, backs)
					}
					if r.Uint64()&1 == 0 {
						m = h
					}
					play(t, s, m)
				}
			}
		}
	}
	for _, k := range []Kind{Forward, Back, End, Pass} {
		if kinds[k] == 0 {
			t.Errorf("no %s move drawn under the design settings", kindNames[k])
		}
	}
}

func contains(moves []Move, m Move) bool {
	for _, l := range moves {
		if l == m {
			return true
		}
	}
	return false
}

// TestDesignUndo: exactly the forward moves after which the same seat
// decides may be taken back, with two and with five actions a turn.
func TestDesignUndo(t *testing.T) {
	for _, setting := range []string{`{"actions_per_turn":2,"segments":3}`, `{"actions_per_turn":5,"cards_per_symbol":5}`} {
		r := Rules
		r.New = func(players int, _ json.RawMessage, seed uint64) (*State, error) {
			return New(players, json.RawMessage(setting), seed)
		}
		undone := enginetest.UndoOverRandomGames(t, enginetest.UndoConfig[*State, Move]{
			Rules: r, Games: 8, Players: func(game int) int { return 2 + game%4 }, Pick: rand.New(rand.NewPCG(7, 7)),
			Want: func(m Move, _ engine.Played, before, after engine.Session) bool {
				return m.Kind() == Forward && after.Actor() == before.Actor()
			},
		})
		if undone == 0 {
			t.Errorf("%s: no move could be taken back in 8 games", setting)
		}
	}
}

// TestDesignBots: the bots play whole games under design settings: the
// rule of thumb, the casual player, both searches with their solver for a
// win this turn (as deep as the longest turn) and the determinizer.
func TestDesignBots(t *testing.T) {
	search := bots.Search{Iterations: 60, Trees: 2, ISTrees: 2, HeuristicBias: 3, WinDepth: 5}
	game := bots.BindSearch(Rules, search)
	for i, c := range []struct {
		options string
		seats   []string
	}{
		{`{"segments":2,"actions_per_turn":2}`, []string{bots.MCTS, bots.ISMCTS, bots.Greedy}},
		{`{"variant":"hispaniola","actions_per_turn":5,"cards_per_symbol":4,"hand_size":3}`, []string{bots.ISMCTS, bots.MCTS}},
		{`{"variant":"tortuga","segments":1,"actions_per_turn":1,"cards_per_symbol":2,"hand_size":2}`, []string{bots.Casual, bots.Greedy, bots.MCTS, bots.Random}},
	} {
		seats := make([]bots.Spec, len(c.seats))
		for k, name := range c.seats {
			seats[k] = bots.Spec{Name: name}
		}
		res, err := game.Play(len(seats), json.RawMessage(c.options), uint64(i+1), seats, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.options, err)
		}
		if res.Adjudicated || len(res.Winners) == 0 || res.Moves == 0 {
			t.Errorf("%s: %+v", c.options, res)
		}
		t.Logf("%s: %d moves, scores %v, winners %v", c.options, res.Moves, res.Scores, res.Winners)
	}
}

// TestTwoActionsPerTurn: with two actions a turn the turn passes after the
// second action, and a saved state with two actions taken is refused.
func TestTwoActionsPerTurn(t *testing.T) {
	ps := position{players: 2, design: map[string]int{"actions_per_turn": 2},
		board: "start:000000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"FSP", "K"},
	}
	s := ps.state(t)
	play(t, s, fwd(Flag, Start))
	if s.turn != 0 || s.actions != 1 || !contains(s.Legal(nil), end) {
		t.Fatalf("after one action: seat %d, %d actions, legal %v; want seat 0 free to end its turn", s.turn, s.actions, s.Legal(nil))
	}
	log := play(t, s, fwd(Sabre, Start))
	if got := eventsJSON(t, log); got != `[{"type":"forward","seat":0,"card":"sabre","from":0,"to":2},{"type":"turn","seat":1}]` {
		t.Errorf("the second action's events %s: want the turn passed to seat 1", got)
	}
	if s.turn != 1 || s.actions != 0 || s.hand(0) != "P" {
		t.Errorf("after two actions: seat %d, %d actions, seat 0 holds %q", s.turn, s.actions, s.hand(0))
	}
	ps.actions = 2
	if _, err := Load(ps.json(t)); err == nil || !strings.Contains(err.Error(), "actions: 2 taken this turn; a turn passes after its second action, so 0 to 1") {
		t.Errorf("two actions taken of two: %v", err)
	}
}

// TestFourActionsPerTurn: with four actions a turn the third action no
// longer ends it: the player may end it or take a fourth, after which it
// passes.
func TestFourActionsPerTurn(t *testing.T) {
	s := position{players: 2, design: map[string]int{"actions_per_turn": 4},
		board: "start:000000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"FSPK", "B"},
	}.state(t)
	play(t, s, fwd(Flag, Start), fwd(Sabre, Start), fwd(Pistol, Start))
	if s.turn != 0 || s.actions != 3 || !contains(s.Legal(nil), end) || !contains(s.Legal(nil), fwd(Key, Start)) {
		t.Fatalf("after three actions: seat %d, %d actions, legal %v; want seat 0 to end or play on", s.turn, s.actions, s.Legal(nil))
	}
	play(t, s, fwd(Key, Start))
	if s.turn != 1 || s.actions != 0 {
		t.Errorf("after four actions: seat %d, %d actions; want seat 1's turn", s.turn, s.actions)
	}
}

// TestShortTunnel: with two segments the tunnel is twelve spaces; a flag
// played from space 7 finds no free flag ahead and the pirate jumps into
// the boat, where in the rulebook's tunnel it would stop on 13. Spaces past
// the twelfth are off the board.
func TestShortTunnel(t *testing.T) {
	s := position{players: 2, design: map[string]int{"segments": 2},
		board: "start:00000111111 | F S P K B T | F0 S P K B T | boat:",
		hands: []string{"FS", "K"},
	}.state(t)
	if err := s.Apply(back(20), nil); err == nil || !strings.Contains(err.Error(), "position 20 is off the board (0 the start, 1-12 the tunnel, 37 the boat)") {
		t.Errorf("a move from 20 in a tunnel of 12 spaces: %v", err)
	}
	log := play(t, s, fwd(Flag, 7))
	if got, want := s.Board(), "start:00000111111 | F S P K B T | F S P K B T | boat:0"; got != want {
		t.Errorf("flag from 7:\n got %s\nwant %s", got, want)
	}
	if got := eventsJSON(t, log); got != `[{"type":"forward","seat":0,"card":"flag","from":7,"to":37}]` {
		t.Errorf("events %s", got)
	}
	b := position{players: 2, design: map[string]int{"segments": 2},
		board: "start:00000111111 | F S P K B T | F S P K B T | boat:0", hands: []string{"FS", "K"},
	}.json(t)
	b = bytes.Replace(b, []byte(`"pirates":[[0,0,0,0,0,37]`), []byte(`"pirates":[[0,0,0,0,0,20]`), 1)
	if _, err := Load(b); err == nil || !strings.Contains(err.Error(), "seat 0 has a pirate at 20, off the board (0 the start, 1-12 the tunnel, 37 the boat)") {
		t.Errorf("a saved pirate on space 20 of 12: %v", err)
	}
}

// TestSmallDeck: with two cards of each symbol the deck is twelve: a hand
// of one each leaves ten, and when the draw pile is empty the discard
// pile of ten is shuffled into a new one. A saved state holding the
// rulebook's 102 cards is refused.
func TestSmallDeck(t *testing.T) {
	s := position{players: 2, design: map[string]int{"cards_per_symbol": 2},
		board: "start:0000111111 | F S P K B T | F0 S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K0 B T | boat:",
		hands: []string{"F", "S"}, rest: "discard",
	}.state(t)
	if s.npile != 0 || s.discarded() != 10 {
		t.Fatalf("draw %d, discard %d; want 0 and 10", s.npile, s.discarded())
	}
	log := play(t, s, back(34))
	if got := eventsJSON(t, log); got != `[{"type":"back","seat":0,"from":34,"to":7,"draws":1},{"type":"reshuffle","cards":10},{"type":"draw","seat":0}]` {
		t.Errorf("events %s: want the ten discards reshuffled, one drawn", got)
	}
	if s.npile != 9 || s.discarded() != 0 || s.held[0] != 2 {
		t.Errorf("draw %d, discard %d, seat 0 holds %d; want 9, 0, 2", s.npile, s.discarded(), s.held[0])
	}
	full := position{players: 2,
		board: "start:000000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"F", "S"},
	}.json(t)
	full = bytes.Replace(full, []byte(`"options":{`), []byte(`"options":{"cards_per_symbol":2,`), 1)
	if _, err := Load(full); err == nil || !strings.Contains(err.Error(), "cards: 102 accounted for (hands, draw pile, discard pile, row), the deck has 12") {
		t.Errorf("102 cards saved for a deck of 12: %v", err)
	}
}

// TestHandSize: three cards are dealt to each player, the rest form the
// draw pile (less the open row in Tortuga).
func TestHandSize(t *testing.T) {
	for _, variant := range variantNames {
		s, err := New(4, json.RawMessage(`{"variant":"`+variant+`","hand_size":3}`), 3)
		if err != nil {
			t.Fatal(err)
		}
		row := 0
		if variant != "jamaica" {
			row = RowSize
		}
		if s.held != [MaxPlayers]int8{3, 3, 3, 3, 0} || int(s.npile) != Cards-4*3-row {
			t.Errorf("%s: hands %v, draw pile %d; want 3 each and %d", variant, s.held, s.npile, Cards-4*3-row)
		}
	}
}

// TestDesignOptionErrors: a design value out of range, a deck too small
// for the hands and a tunnel of the wrong length are refused, the option
// named with what it accepts; the extremes are accepted.
func TestDesignOptionErrors(t *testing.T) {
	for _, c := range []struct {
		options string
		players int
		want    string // an error, or "" for none
	}{
		{`{"segments":1}`, 5, ""},
		{`{"cards_per_symbol":21,"hand_size":63}`, 2, ""},
		{`{"cards_per_symbol":1,"hand_size":1,"actions_per_turn":10}`, 5, ""},
		{`{"segments":0}`, 2, "segments: 0 is out of range: 1 to 6 segments of six spaces"},
		{`{"segments":7}`, 2, "segments: 7 is out of range: 1 to 6 segments of six spaces"},
		{`{"cards_per_symbol":0}`, 2, "cards_per_symbol: 0 is out of range: 1 to 21 cards of each symbol"},
		{`{"cards_per_symbol":22}`, 2, "cards_per_symbol: 22 is out of range: 1 to 21"},
		{`{"hand_size":0}`, 2, "hand_size: 0 is out of range: 1 to 63 cards dealt to each player"},
		{`{"hand_size":64}`, 2, "hand_size: 64 is out of range: 1 to 63"},
		{`{"actions_per_turn":0}`, 2, "actions_per_turn: 0 is out of range: 1 to 10 actions a turn"},
		{`{"actions_per_turn":11}`, 2, "actions_per_turn: 11 is out of range: 1 to 10"},
		{`{"cards_per_symbol":2,"hand_size":3}`, 5, "hand_size: 3 cards to each of 5 players needs 15, but the deck holds 12 (cards_per_symbol 2 × 6 symbols): deal at most 2"},
		{`{"hand_size":21}`, 5, "hand_size: 21 cards to each of 5 players needs 105, but the deck holds 102"},
		{`{"segments":"two"}`, 2, "segments"},
		{`{"segments":2,"tunnel":"` + plainTunnel + `"}`, 2, "tunnel: 36 symbols, want 12 (2 segments of six"},
		{`{"segments":2,"tunnel":"FSPKBT|FSPKBF"}`, 2, "tunnel: segment 2 (spaces 7-12) holds 2 flags and no tricorn"},
		{`{"tunnel":"FSPKBT|FSPKB"}`, 2, "tunnel: 11 symbols, want 36"},
	} {
		_, err := New(c.players, json.RawMessage(c.options), 1)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.options, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want %q", c.options, err, c.want)
		}
	}
}

// TestDesignDecls: the four design parameters are declared for the lab,
// their defaults the rulebook's, and the declarations' ranges are the ones
// set-up accepts: the engine's check and New agree at both ends.
func TestDesignDecls(t *testing.T) {
	rulebook := map[string]int{"cards_per_symbol": CardsPerSymbol, "segments": Segments, "hand_size": Dealt, "actions_per_turn": MaxActions}
	for _, d := range OptionDecls {
		want, design := rulebook[d.Name]
		if d.Origin == engine.Design != design || d.Lab != design {
			t.Errorf("%s: origin %s, lab %v", d.Name, d.Origin, d.Lab)
		}
		if !design {
			continue
		}
		delete(rulebook, d.Name)
		if !d.Advanced || d.Kind != engine.OptionInt || string(d.Default) != fmt.Sprint(want) ||
			d.Help.EN == "" || d.Help.RU == "" || d.Label.EN == "" || d.Label.RU == "" {
			t.Errorf("%s: %+v", d.Name, d)
		}
		// Two players and the largest deck deal the largest hand.
		base := `"cards_per_symbol":21,`
		if d.Name == "cards_per_symbol" {
			base = `"hand_size":1,`
		}
		for _, n := range []int{d.Min - 1, d.Min, d.Max, d.Max + 1} {
			options := fmt.Sprintf(`{%s%q:%d}`, base, d.Name, n)
			inRange := n >= d.Min && n <= d.Max
			checked := engine.CheckOptions(OptionDecls, 2, json.RawMessage(options))
			_, err := New(2, json.RawMessage(options), 1)
			if (checked == nil) != inRange || (err == nil) != inRange {
				t.Errorf("%s: the engine's check says %v, New says %v", options, checked, err)
			}
			if err != nil && !strings.Contains(err.Error(), d.Name) {
				t.Errorf("%s: the error does not name the option: %v", options, err)
			}
		}
	}
	if len(rulebook) != 0 {
		t.Errorf("not declared: %v", rulebook)
	}
}

// TestShortTunnelText: a tunnel of fewer segments reads from and writes to
// as many letters; a tunnel that is not whole segments is refused.
func TestShortTunnelText(t *testing.T) {
	tun, err := ParseTunnel("FSPKBT|TBKPSF")
	if err != nil || tun.Len() != 12 || tun.String() != "FSPKBTTBKPSF" || tun.At(12) != Flag {
		t.Fatalf("two segments read as %v (%d spaces), %v", tun, tun.Len(), err)
	}
	b, _ := json.Marshal(tun)
	var back Tunnel
	if err := json.Unmarshal(b, &back); err != nil || back != tun || string(b) != `"FSPKBTTBKPSF"` {
		t.Errorf("%s decodes to %v (%v)", b, back, err)
	}
	if _, err := ParseTunnel("FSPKBTF"); err == nil || !strings.Contains(err.Error(), "tunnel: 7 symbols, want whole segments of six (6 to 36)") {
		t.Errorf("seven letters: %v", err)
	}
	if _, err := ParseTunnel(""); err == nil || !strings.Contains(err.Error(), "tunnel: 0 symbols") {
		t.Errorf("no letter: %v", err)
	}
}
