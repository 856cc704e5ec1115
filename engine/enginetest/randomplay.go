// Package enginetest holds game-independent test tools: a random-play
// invariant tester, golden playthroughs and a fuzz target for move decoding
// and apply. Every game runs them from its own tests.
package enginetest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// Long asks the heavy tests for their full depth, as in a release check:
//
//	go test ./games/... -long
//
// A plain go test plays a tenth of it, so that the whole suite stays quick
// on a small, busy machine.
var Long = flag.Bool("long", false, "run the random-play and other heavy tests at full depth (10,000 games per configuration where a plain run plays 1,000)")

// Depth is how many of full games (or other repetitions) a heavy test runs:
// all of them with -long, a tenth of them (at least one) otherwise.
func Depth(full int) int {
	if *Long {
		return full
	}
	return max(1, full/10)
}

// Config sets up a random-play run over many seeded games.
type Config[S engine.State[S, M], M engine.Move] struct {
	Rules   engine.Rules[S, M]
	Players int
	Options string
	// Games is how many seeded games to play; seeds run from FirstSeed.
	Games     int
	FirstSeed uint64
	// MaxMoves bounds a game; a game still running after it fails the test.
	MaxMoves int
	// DeepEvery makes every DeepEvery-th game check at each step that the
	// state and views round-trip through JSON, that every legal move
	// round-trips, and that a move played on a clone leaves the parent as it
	// was. The other games check the cheap invariants. Zero means 250.
	DeepEvery int
	// Check is the game's own invariant, run after every move.
	Check func(s S) error
}

// Stats summarises a random-play run.
type Stats struct {
	Games    int
	Moves    int
	MaxMoves int
	// Wins counts, per seat, the games that seat won or shared.
	Wins []int
}

// RandomPlay plays c.Games seeded games with uniformly random moves and
// chance outcomes drawn from each game's own generator, checking that every
// game terminates, that legal moves apply, that clones are independent, that
// replaying the moves reproduces the final state, and that states, views and
// moves round-trip through JSON.
func RandomPlay[S engine.State[S, M], M engine.Move](t testing.TB, c Config[S, M]) Stats {
	t.Helper()
	if c.DeepEvery == 0 {
		c.DeepEvery = 250
	}
	st := Stats{Wins: make([]int, c.Players)}
	var moves []M
	var legal []M
	var winners []int
	for i := 0; i < c.Games; i++ {
		seed := c.FirstSeed + uint64(i)
		s, err := c.Rules.New(c.Players, json.RawMessage(optionsOrEmpty(c.Options)), seed)
		if err != nil {
			t.Fatalf("seed %d: set-up: %v", seed, err)
		}
		chance := engine.BindChance[S, M](s)
		deep := i%c.DeepEvery == 0
		pick := rand.New(rand.NewPCG(seed, 0x5eed))
		moves = moves[:0]
		for s.Actor() != engine.Nobody {
			if len(moves) >= c.MaxMoves {
				t.Fatalf("seed %d: game not over after %d moves", seed, c.MaxMoves)
			}
			legal = s.Legal(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("seed %d move %d: %v must decide but has no legal move", seed, len(moves)+1, s.Actor())
			}
			var m M
			if s.Actor() == engine.Chance {
				m, _ = chance.Sample()
				if !contains(legal, m) {
					t.Fatalf("seed %d move %d: sampled chance outcome %v is not among %v", seed, len(moves)+1, m, legal)
				}
			} else {
				m = legal[pick.IntN(len(legal))]
			}
			if deep {
				deepStep(t, c, s, legal, m, seed, len(moves)+1)
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatalf("seed %d move %d: legal move %v refused: %v", seed, len(moves)+1, m, err)
			}
			moves = append(moves, m)
			if c.Check != nil {
				if err := c.Check(s); err != nil {
					t.Fatalf("seed %d after move %d (%v): invariant broken: %v", seed, len(moves), m, err)
				}
			}
		}
		if l := s.Legal(legal[:0]); len(l) != 0 {
			t.Fatalf("seed %d: game over but %d legal moves remain", seed, len(l))
		}
		checkReplay(t, c, s, moves, seed)
		winners = s.Winners(winners[:0])
		if len(winners) == 0 {
			t.Fatalf("seed %d: game over without a winner", seed)
		}
		for _, w := range winners {
			st.Wins[w]++
		}
		st.Games++
		st.Moves += len(moves)
		st.MaxMoves = max(st.MaxMoves, len(moves))
	}
	return st
}

func deepStep[S engine.State[S, M], M engine.Move](t testing.TB, c Config[S, M], s S, legal []M, m M, seed uint64, n int) {
	t.Helper()
	before := mustMarshal(t, s)
	loaded, err := c.Rules.Load(before)
	if err != nil {
		t.Fatalf("seed %d move %d: state does not load back: %v\n%s", seed, n, err, before)
	}
	if again := mustMarshal(t, loaded); !bytes.Equal(before, again) {
		t.Fatalf("seed %d move %d: state changed through JSON:\n%s\n%s", seed, n, before, again)
	}
	for seat := -1; seat < s.Players(); seat++ {
		if _, err := json.Marshal(s.View(seat)); err != nil {
			t.Fatalf("seed %d move %d: view of seat %d: %v", seed, n, seat, err)
		}
	}
	for _, lm := range legal {
		b, err := json.Marshal(lm)
		if err != nil {
			t.Fatalf("seed %d move %d: encoding %v: %v", seed, n, lm, err)
		}
		var back M
		if err := json.Unmarshal(b, &back); err != nil || back != lm {
			t.Fatalf("seed %d move %d: move %v encodes to %s, decodes to %v (%v)", seed, n, lm, b, back, err)
		}
	}
	if s.Actor() == engine.Chance {
		sum := 0.0
		for _, o := range engine.BindChance[S, M](s).Outcomes(nil) {
			sum += o.Prob
		}
		if sum < 0.999999 || sum > 1.000001 {
			t.Fatalf("seed %d move %d: chance probabilities sum to %v", seed, n, sum)
		}
	}
	child := s.Clone()
	if err := child.Apply(m, nil); err != nil {
		t.Fatalf("seed %d move %d: legal move %v refused on a clone: %v", seed, n, m, err)
	}
	if after := mustMarshal(t, s); !bytes.Equal(before, after) {
		t.Fatalf("seed %d move %d: playing %v on a clone changed its parent", seed, n, m)
	}
	var log []engine.Event
	logged := s.Clone()
	if err := logged.Apply(m, &log); err != nil {
		t.Fatalf("seed %d move %d: %v refused when logging: %v", seed, n, m, err)
	}
	if !bytes.Equal(mustMarshal(t, logged), mustMarshal(t, child)) {
		t.Fatalf("seed %d move %d: logging events changed the outcome of %v", seed, n, m)
	}
	if len(log) == 0 {
		t.Fatalf("seed %d move %d: %v caused no event", seed, n, m)
	}
	if _, err := json.Marshal(log); err != nil {
		t.Fatalf("seed %d move %d: events of %v do not encode: %v", seed, n, m, err)
	}
}

func checkReplay[S engine.State[S, M], M engine.Move](t testing.TB, c Config[S, M], final S, moves []M, seed uint64) {
	t.Helper()
	r, err := c.Rules.New(c.Players, json.RawMessage(optionsOrEmpty(c.Options)), seed)
	if err != nil {
		t.Fatalf("seed %d: replay set-up: %v", seed, err)
	}
	for i, m := range moves {
		if err := r.Apply(m, nil); err != nil {
			t.Fatalf("seed %d: replay move %d %v: %v", seed, i+1, m, err)
		}
	}
	a, b := mustMarshal(t, final), mustMarshal(t, r)
	if !bytes.Equal(a, b) {
		t.Fatalf("seed %d: replay does not reproduce the final state:\n%s\n%s", seed, a, b)
	}
	loaded, err := c.Rules.Load(a)
	if err != nil {
		t.Fatalf("seed %d: final state does not load: %v", seed, err)
	}
	if !bytes.Equal(a, mustMarshal(t, loaded)) {
		t.Fatalf("seed %d: final state changed through JSON", seed)
	}
}

func contains[M comparable](ms []M, m M) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func optionsOrEmpty(o string) string {
	if o == "" {
		return "{}"
	}
	return o
}

func mustMarshal(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("encoding %T: %v", v, err)
	}
	return b
}

// String renders the stats for a test log.
func (s Stats) String() string {
	return fmt.Sprintf("%d games, %d moves (longest %d), wins per seat %v", s.Games, s.Moves, s.MaxMoves, s.Wins)
}
