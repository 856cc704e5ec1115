package tortuga

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
	"github.com/google/go-cmp/cmp"
)

// designSamples are games with design parameters away from the rulebook's
// that the invariant tests play besides the rulebook's: short, long and
// one-space tracks, low and high bust limits, other decks and removals,
// with and without the variant.
var designSamples = []struct {
	players int
	options string
}{
	{2, `{"track":10,"bust_limit":4}`},
	{3, `{"track":35,"bust_limit":9,"eggs_as_dice":true}`},
	{4, `{"track":63,"bust_limit":18}`},
	{5, `{"track":1,"bust_limit":1,"removed":0}`},
	{7, `{"deck":[0,0,0,0,0,12],"removed":0,"track":14}`},
	{4, `{"deck":[10,10,10,10,10,14],"removed":30,"eggs_as_dice":true,"bust_limit":12}`},
	{2, `{"two_turtles":false,"track":5,"removed":0,"deck":[1,0,0,0,0,0]}`},
	{6, `{"track":28,"bust_limit":6,"eggs_as_dice":true,"removed":10}`},
}

// A bust limit of 9: the rulebook's example of 2 and 6 (a sum of 8, a bust
// at 7) is no bust; three dice summing 9 move 27 spaces, round the island
// past the beach to space 6, and lay an egg card; a tenth pip busts.
func TestBustLimitNine(t *testing.T) {
	s := scenario(t, 4, `{"bust_limit":9}`, "")
	faceUpIs(t, s, 5)
	play(t, s, "die 2", "roll", "die 6")
	if s.phase != phaseDecide || s.sum() != 8 {
		t.Fatalf("2 + 6 = 8 is under a limit of 9: red's owner decides, not %v", s)
	}
	play(t, s, "roll", "die 1")
	wantBoard(t, s, "raft:YBG 6:R")
	if s.Scores(nil)[0] != 5 {
		t.Fatalf("(2 + 6 + 1) × 3 = 27 passes the beach and lays 5 eggs, scores %v", s.Scores(nil))
	}
	play(t, s, "die 4", "roll", "die 6")
	play(t, s, "die 3", "roll", "die 3", "roll", "die 4")
	wantBoard(t, s, "raft:YBG 6:R")
	if s.turn != 3 {
		t.Fatalf("yellow and blue busted on sums of 10: seat 3 is next, not %d", s.turn)
	}

	d := scenario(t, 4, "", "")
	play(t, d, "die 2", "roll", "die 6")
	wantBoard(t, d, "raft:RYBG")
	if d.turn != 1 {
		t.Fatalf("under the rulebook's 7 the example busts, seat 1 is next, not %d", d.turn)
	}
}

// A bust limit of 4: the first die never busts, even a 6 over the limit,
// which may still move 6; any second die busts it. Stopping on a first 1
// from the raft is no blunder there (1 + 4 would bust), as it is at 7.
func TestBustLimitFour(t *testing.T) {
	s := scenario(t, 4, `{"bust_limit":4,"eggs_as_dice":true}`, "")
	faceUpIs(t, s, 1) // seat 0 laid eggs earlier and took a card of 1
	s.hands[0][0] = 1
	s.next++
	play(t, s, "die 6")
	if diff := cmp.Diff([]Move{{Kind: Stop}, {Kind: Roll}}, s.Legal(nil)); diff != "" {
		t.Fatalf("a first 6 over a limit of 4: stop or roll, no card can keep the sum (-want +got):\n%s", diff)
	}
	refused(t, s, "card 1", "over 4")
	play(t, s, "stop")
	wantBoard(t, s, "raft:YBG 6:R")
	play(t, s, "die 3", "roll", "die 2")
	wantBoard(t, s, "raft:YBG 6:R")
	play(t, s, "die 1")
	if s.Blunder(Move{Kind: Stop}) {
		t.Fatal("stopping on a first 1 under a limit of 4 is a choice, not a blunder")
	}
	d := scenario(t, 4, "", "")
	play(t, d, "die 1")
	if !d.Blunder(Move{Kind: Stop}) {
		t.Fatal("stopping on a first 1 from the raft under the rulebook's 7 is a blunder")
	}
}

// A track of 30: space 21 is an ordinary space, 30 the beach, and a move
// that passes 30 goes on from space 1.
func TestTrackOfThirty(t *testing.T) {
	s := scenario(t, 4, `{"track":30}`, "18:R 27:Y 28:G")
	faceUpIs(t, s, 6)
	play(t, s, "die 3", "stop")
	wantBoard(t, s, "raft:B 21:R 27:Y 28:G")
	if s.Scores(nil)[0] != 0 {
		t.Fatalf("space 21 is no beach on a track of 30, scores %v", s.Scores(nil))
	}
	play(t, s, "die 3", "stop")
	play(t, s, "die 1", "stop")
	play(t, s, "die 2", "roll", "die 2", "stop")
	wantBoard(t, s, "1:B 6:G 21:R 30:Y")
	if got := s.Scores(nil); got[1] != 6 || got[3] == 0 {
		t.Fatalf("yellow lands on 30 and lays 6, green passes it (28 + 8) and lays one: scores %v", got)
	}
	v := s.View(0).(View)
	if len(v.Track) != 31 || v.Options.Track == nil || *v.Options.Track != 30 {
		t.Fatalf("the view draws 30 spaces and the raft: %d places, options %+v", len(v.Track), v.Options)
	}
}

// A track of 10: the rulebook's three dice of 2, 1 and 4 move 21 spaces
// from the raft, twice round the island to space 1, and lay one card.
func TestTrackOfTenTwiceRound(t *testing.T) {
	s := scenario(t, 4, `{"track":10}`, "")
	ev := play(t, s, "die 2", "roll", "die 1", "roll", "die 4")
	wantBoard(t, s, "raft:YBG 1:R")
	laid := 0
	for _, e := range ev {
		if _, ok := e.(Laid); ok {
			laid++
		}
	}
	if laid != 1 {
		t.Fatalf("passing the beach twice in one move lays one card, events %+v", ev)
	}
}

// The cards removed at set-up: none, ten, or all but one; the deck, the
// state's JSON and a determinization keep the count.
func TestRemovedCards(t *testing.T) {
	for _, c := range []struct {
		options string
		left    int
	}{{`{}`, 20}, {`{"removed":0}`, 24}, {`{"removed":10}`, 14}, {`{"removed":23}`, 1}} {
		s, err := New(4, json.RawMessage(c.options), 5)
		if err != nil {
			t.Fatal(err)
		}
		if v := s.View(1).(View); v.DeckLeft != c.left {
			t.Errorf("%s: %d cards to lay, want %d", c.options, v.DeckLeft, c.left)
		}
		var j stateJSON
		if err := json.Unmarshal([]byte(mustJSON(t, s)), &j); err != nil {
			t.Fatal(err)
		}
		if len(j.Removed)+len(j.Deck) != 24 || len(j.Deck) != c.left {
			t.Errorf("%s: the state saves %d removed and %d in the deck", c.options, len(j.Removed), len(j.Deck))
		}
		s.Determinize(0, rand.NewPCG(1, 2))
		if err := s.Check(); err != nil || int(s.ncards-s.next) != c.left {
			t.Errorf("%s: determinized, %d cards to lay (%v)", c.options, s.ncards-s.next, err)
		}
	}
}

// The deck may hold other values and another count: a deck of eight cards
// of 6 eggs, two removed, lays 6 each time; the largest deck, 64 cards,
// sets up with 60 to lay.
func TestDeckValuesAndCount(t *testing.T) {
	s := scenario(t, 4, `{"deck":[0,0,0,0,0,8],"removed":2}`, "20:R")
	play(t, s, "die 1", "stop")
	if v := s.View(0).(View); s.Scores(nil)[0] != 6 || v.DeckLeft != 5 || v.FaceUp != 6 {
		t.Fatalf("every card shows 6: scores %v, %d left, face-up %d", s.Scores(nil), v.DeckLeft, v.FaceUp)
	}
	big, err := New(3, json.RawMessage(`{"deck":[10,10,10,10,10,14]}`), 1)
	if err != nil || big.View(0).(View).DeckLeft != 60 {
		t.Fatalf("a deck of 64 cards: %v", err)
	}
}

// Impossible values are refused with an error that names the option and
// what it accepts, by the game's own set-up and by the declarations.
func TestDesignOptionErrors(t *testing.T) {
	for _, c := range []struct {
		options, want, decl string
	}{
		{`{"track":0}`, "track: 0 spaces is out of range: the track has 1 to 63 spaces", "option track: 0 is out of range: 1 to 63"},
		{`{"track":64}`, "track: 64 spaces is out of range", "option track: 64 is out of range: 1 to 63"},
		{`{"bust_limit":0}`, "bust_limit: 0 is out of range: it accepts 1 (the smallest first die", "option bust_limit: 0 is out of range: 1 to 18"},
		{`{"bust_limit":19}`, "bust_limit: 19 is out of range: it accepts 1", "option bust_limit: 19 is out of range: 1 to 18"},
		{`{"removed":-1}`, "removed: -1 egg cards is out of range: it accepts 0 to 63", "option removed: -1 is out of range: 0 to 63"},
		{`{"removed":24}`, "removed: 24 egg cards from a deck of 24 would leave none to lay; with this deck it accepts 0 to 23", ""},
		{`{"removed":3,"deck":[1,1,1,0,0,0]}`, "removed: 3 egg cards from a deck of 3 would leave none to lay; with this deck it accepts 0 to 2", ""},
		{`{"deck":[1,1,1,1,0,0]}`, "deck: 4 egg cards; it needs more than the 4 removed at set-up and at most 64", ""},
		{`{"deck":[11,11,11,11,11,10]}`, "deck: 65 egg cards; it needs more than the 4 removed at set-up and at most 64", ""},
		{`{"track":"long"}`, "tortuga options", "option track: want a whole number from 1 to 63"},
	} {
		if _, err := New(4, json.RawMessage(c.options), 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to say %q", c.options, err, c.want)
		}
		if c.decl == "" {
			continue
		}
		if err := engine.CheckOptions(OptionDecls, 4, json.RawMessage(c.options)); err == nil || !strings.Contains(err.Error(), c.decl) {
			t.Errorf("%s: declarations say %v, want %q", c.options, err, c.decl)
		}
	}
	for _, o := range []string{`{"track":1,"bust_limit":1,"removed":0,"deck":[1,0,0,0,0,0]}`, `{"track":63,"bust_limit":18,"removed":63,"deck":[64,0,0,0,0,0]}`} {
		if _, err := New(7, json.RawMessage(o), 1); err != nil {
			t.Errorf("%s is at the edges of the ranges and must set up: %v", o, err)
		}
		if err := engine.CheckOptions(OptionDecls, 7, json.RawMessage(o)); err != nil {
			t.Errorf("%s: declarations refuse it: %v", o, err)
		}
	}
}

// With every parameter left out the game is the rulebook's, and its
// settled options leave the parameters out, as a rulebook game's always
// read.
func TestDesignDefaultsAreTheRulebooks(t *testing.T) {
	s, err := New(4, json.RawMessage(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.cfg.track != Beach || s.cfg.bust != MaxSum || s.cfg.removed != RemovedCards || s.cfg.laps() != &laps {
		t.Fatalf("defaults: track %d, bust limit %d, removed %d", s.cfg.track, s.cfg.bust, s.cfg.removed)
	}
	o := s.Options()
	if o.Track != nil || o.BustLimit != nil || o.Removed != nil {
		t.Fatalf("settled options %+v name the rulebook's parameters", o)
	}
	other, err := New(4, json.RawMessage(`{"track":30,"bust_limit":9,"removed":2}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	if o := other.Options(); o.Track == nil || *o.Track != 30 || o.BustLimit == nil || *o.BustLimit != 9 || o.Removed == nil || *o.Removed != 2 {
		t.Fatalf("settled options of another setting %+v", o)
	}
	explicit, err := New(4, json.RawMessage(`{"track":21,"bust_limit":7,"removed":4}`), 1)
	if err != nil || mustJSON(t, explicit) != mustJSON(t, s) {
		t.Fatalf("the rulebook's values set explicitly make another game: %v", err)
	}
}

// A saved game with other parameters loads as it was, and Load checks the
// track, the removed cards and the dice against them.
func TestLoadDesignParameters(t *testing.T) {
	s := scenario(t, 3, `{"track":30,"removed":6,"bust_limit":9,"eggs_as_dice":true}`, "25:RY")
	play(t, s, "choose 0", "die 5", "roll", "die 4")
	good := mustJSON(t, s)
	back, err := Load([]byte(good))
	if err != nil {
		t.Fatalf("a saved state must load: %v", err)
	}
	if mustJSON(t, back) != good || back.cfg.laps() != lapsFor(30, 9) {
		t.Fatalf("the loaded state differs:\n%s\n%s", good, mustJSON(t, back))
	}
	for _, c := range []struct {
		edit func(m map[string]any)
		want string
	}{
		{func(m map[string]any) { m["track"] = m["track"].([]any)[:22] }, "want the raft and spaces 1-30"},
		{func(m map[string]any) { m["removed"] = m["removed"].([]any)[1:] }, "removed: 5 cards, want 6"},
		{func(m map[string]any) { m["dice"] = []any{6, 4} }, "a sum of 10 would have busted (bust limit 9)"},
		{func(m map[string]any) { m["options"].(map[string]any)["bust_limit"] = 0 }, "bust_limit: 0 is out of range"},
		{func(m map[string]any) { m["options"].(map[string]any)["track"] = 99 }, "track: 99 spaces is out of range"},
		{func(m map[string]any) { m["options"].(map[string]any)["removed"] = 30 }, "removed: 30 egg cards from a deck of 24"},
	} {
		var m map[string]any
		if err := json.Unmarshal([]byte(good), &m); err != nil {
			t.Fatal(err)
		}
		c.edit(m)
		bad, _ := json.Marshal(m)
		if _, err := Load(bad); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want an error mentioning %q, got %v", c.want, err)
		}
	}
	low := scenario(t, 4, `{"bust_limit":4}`, "")
	play(t, low, "die 6")
	if _, err := Load([]byte(mustJSON(t, low))); err != nil {
		t.Fatalf("a first die over the limit is no bust and must load: %v", err)
	}
}

// The lone turtle's race is solved for the track and bust limit a game is
// played with, once per pair: with a limit of 1 every move is one die, and
// a lap of 21 spaces takes 21 / 3.5 = 6 moves; with a limit of 18 nothing
// busts, every move is three dice (31.5 spaces on average), and a lap of
// 63 takes 2.
func TestLapsSolvedPerConfiguration(t *testing.T) {
	for _, c := range []struct {
		track, bust int8
		gain        float64
	}{{21, 1, 1.0 / 6}, {63, 18, 0.5}, {42, 1, 1.0 / 12}} {
		l := lapsFor(c.track, c.bust)
		if math.Abs(l.gain-c.gain) > 1e-9 || l.track != c.track || l.bust != c.bust {
			t.Errorf("track %d, bust limit %d: %v cards a move, want %v", c.track, c.bust, l.gain, c.gain)
		}
		if lapsFor(c.track, c.bust) != l {
			t.Errorf("track %d, bust limit %d: solved twice", c.track, c.bust)
		}
	}
	if lapsFor(Beach, MaxSum) != &laps || lapsFor(Beach, 9) == &laps {
		t.Fatal("the rulebook's race is the one solved at start-up, and only it")
	}
	if lapsFor(Beach, 9).gain <= laps.gain {
		t.Fatal("a higher bust limit lays more cards a move")
	}
}

// The evaluation of a game with other parameters allocates nothing.
func TestDesignValuesAllocateNothing(t *testing.T) {
	s := scenario(t, 3, `{"track":30,"bust_limit":9}`, "4:RBY 12:G")
	buf := s.Values(nil)
	if allocs := testing.AllocsPerRun(100, func() { buf = s.Values(buf[:0]) }); allocs != 0 {
		t.Fatalf("%v allocations a valuation", allocs)
	}
}

// Whole random games with other parameters allocate nothing either.
func TestDesignPlayoutsAllocateNothing(t *testing.T) {
	for _, c := range designSamples {
		enginetest.NoAllocs(t, Rules, c.players, c.options)
	}
}

// Determinize keeps the view and the invariants of games with other
// parameters, and the determinized game plays to its end.
func TestDeterminizeDesignParameters(t *testing.T) {
	for i, c := range designSamples {
		for seed := range uint64(4) {
			s, err := New(c.players, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			playPart(s, seed+uint64(i))
			view := mustJSON(t, s.View(0))
			s.Determinize(0, rand.NewPCG(seed, 1))
			if err := s.Check(); err != nil {
				t.Fatalf("%s seed %d: %v", c.options, seed, err)
			}
			if got := mustJSON(t, s.View(0)); got != view {
				t.Fatalf("%s seed %d: the view changed:\n%s\n%s", c.options, seed, view, got)
			}
			enginetest.Playout(s, rand.NewPCG(seed, 3), nil)
			if s.Actor() != engine.Nobody {
				t.Fatalf("%s seed %d: the determinized game did not play to the end", c.options, seed)
			}
		}
	}
}

// Rulebook, "Перемещение черепахи": a move of the track's length goes all
// round the island back to the space it started from, passing the beach;
// a stack comes back whole, with the turtles below the moving one still
// under it. On a track of 14, dice of 3 and 4 do it (7 × 2).
func TestLapBackOntoItsOwnSpace(t *testing.T) {
	for _, c := range []struct {
		options, board, want string
		moves                []string
	}{
		{"", "5:RYB", "raft:G 5:RYB", []string{"die 2", "roll", "die 1", "roll", "die 4"}},
		{"", "5:GRY", "raft:B 5:GRY", []string{"die 2", "roll", "die 1", "roll", "die 4"}},
		{`{"track":14}`, "5:RYB", "raft:G 5:RYB", []string{"die 3", "roll", "die 4", "stop"}},
		{`{"track":14}`, "5:GRY", "raft:B 5:GRY", []string{"die 3", "roll", "die 4", "stop"}},
	} {
		s := scenario(t, 4, c.options, c.board)
		ev := play(t, s, c.moves...)
		wantBoard(t, s, c.want)
		laid := false
		for _, e := range ev {
			if l, ok := e.(Laid); ok && l.Turtle == int8(strings.IndexByte(Letters, c.board[len(c.board)-1])) {
				laid = true
			}
		}
		if !laid {
			t.Errorf("%s %s: the top turtle's owner lays a card passing the beach, events %+v", c.options, c.board, ev)
		}
	}
}

// CopyFrom copies only the spaces a game on src's track reads: a state
// that held a game on a longer track becomes src exactly, and plays on as
// src does, whether src's track is shorter than the rulebook's or longer.
func TestCopyFromAShorterTrack(t *testing.T) {
	long, err := New(4, json.RawMessage(`{"track":63,"bust_limit":18}`), 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := uint64(0); i < 20 && slices.Max(long.pos[:]) <= 10; i++ {
		playPart(long, i)
	}
	if slices.Max(long.pos[:]) <= 10 {
		t.Fatalf("the long game must have a turtle beyond space 10: %v", long)
	}
	for seed := range uint64(6) {
		short, err := New(4, json.RawMessage(fmt.Sprintf(`{"track":%d}`, 10+20*(seed%2))), seed)
		if err != nil {
			t.Fatal(err)
		}
		playPart(short, seed)
		s := long.Clone()
		s.CopyFrom(short)
		if err := s.Check(); err != nil || mustJSON(t, s) != mustJSON(t, short) {
			t.Fatalf("seed %d: the copy differs from its source (%v):\n%s\n%s", seed, err, mustJSON(t, s), mustJSON(t, short))
		}
		enginetest.Playout(s, rand.NewPCG(seed, 5), nil)
		enginetest.Playout(short, rand.NewPCG(seed, 5), nil)
		if mustJSON(t, s) != mustJSON(t, short) || s.Actor() != engine.Nobody {
			t.Fatalf("seed %d: the copy played on to another end", seed)
		}
	}
}
