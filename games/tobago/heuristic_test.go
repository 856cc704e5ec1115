package tobago

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// stepDistances is the step distance from grid index from to every hex
// steps reach, by a plain breadth-first search.
func stepDistances(s *State, from int16) map[int16]int {
	dist := map[int16]int{from: 0}
	queue := []int16{from}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, x := range s.b.dest[h].Hexes() {
			if i := cellOf(x); !hasKey(dist, i) {
				dist[i] = dist[h] + 1
				queue = append(queue, i)
			}
		}
	}
	return dist
}

func hasKey(m map[int16]int, k int16) bool {
	_, ok := m[k]
	return ok
}

// treasureDistance is the step distance from grid index h to the nearest
// located treasure, -1 when there is none.
func treasureDistance(s *State, h int16) int {
	dist := stepDistances(s, h)
	best := -1
	for m := range s.maps {
		if t, ok := s.maps[m].located(); ok && hasKey(dist, t) && (best < 0 || dist[t] < best) {
			best = dist[t]
		}
	}
	return best
}

// clueScore is the greedy rule's worth of playing clue c on map m for seat
// p, and the map's candidates before.
func clueScore(s *State, p int8, c island.Clue, m int8) (float64, int) {
	mp := &s.maps[m]
	before := mp.cand.Len()
	after := mp.cand.Intersect(s.b.is.ClueSet(c)).Len()
	score := float64(before-after) / float64(before)
	for k := range mp.n {
		if mp.owner[k] == p {
			score += 0.25
			break
		}
	}
	return score, before
}

// checkGreedyRule checks that m follows the greedy rule where it is easy
// to restate: a raise when one is legal, a step one nearer a located
// treasure, the best clue, the most central place.
func checkGreedyRule(t *testing.T, s *State, m Move, legal []Move) {
	t.Helper()
	if slices.ContainsFunc(legal, func(l Move) bool { return l.Kind == Raise }) && m.Kind != Raise {
		t.Fatalf("%v instead of raising the treasure under the vehicle: %v", m, s)
	}
	switch m.Kind {
	case Step:
		if d := treasureDistance(s, s.at[s.turn]); d > 0 {
			if e := treasureDistance(s, m.Hex); e != d-1 {
				t.Fatalf("%v goes from %d to %d steps from the nearest treasure: %v", m, d, e, s)
			}
		}
	case PlayClue:
		p := int8(s.Actor())
		score, before := clueScore(s, p, m.Clue, m.Map)
		for _, l := range legal {
			if l.Kind != PlayClue {
				continue
			}
			if sc, b := clueScore(s, p, l.Clue, l.Map); sc > score || sc == score && b < before {
				t.Fatalf("%v (%.3f on %d candidates) played, %v scores %.3f on %d: %v", m, score, before, l, sc, b, s)
			}
		}
	case Place:
		sum := func(h int16) int {
			n := 0
			for _, d := range stepDistances(s, h) {
				n += d
			}
			return n
		}
		got := sum(m.Hex)
		for _, l := range legal {
			if sum(l.Hex) < got {
				t.Fatalf("placed at %v (%d steps to every hex), %v is more central (%d)", hexName(m.Hex), got, hexName(l.Hex), sum(l.Hex))
			}
		}
	}
}

// Over thousands of positions of every phase, the greedy move is legal,
// Apply accepts it, choosing it changes nothing, and it follows the rule.
func TestHeuristicMoveIsLegal(t *testing.T) {
	r := rand.NewPCG(1, 1)
	n := 0
	var kinds [End + 1]int
	for _, s := range positions(t, 10) {
		if s.Actor() < 0 {
			continue
		}
		before := *s
		m := s.HeuristicMove(r)
		if *s != before {
			t.Fatalf("HeuristicMove changed the state: %v", s)
		}
		legal := s.Legal(nil)
		if !slices.Contains(legal, m) {
			t.Fatalf("%v is not legal in %v (phase %s): %v", m, s, phaseNames[s.phase], legal)
		}
		checkGreedyRule(t, s, m, legal)
		if err := s.Clone().Apply(m, nil); err != nil {
			t.Fatalf("%v refused: %v", m, err)
		}
		kinds[m.Kind]++
		n++
	}
	t.Logf("%d positions; moves by kind %v", n, kinds)
	for _, k := range []Kind{Place, PlayClue, Step, Raise, End, Take, Pass} {
		if kinds[k] == 0 {
			t.Errorf("the greedy rule never chose %s", kindNames[k])
		}
	}
}

// Two states that differ only in what the deciding seat cannot see give
// the same greedy move for the same generator.
func TestHeuristicReadsNoHiddenInformation(t *testing.T) {
	n := 0
	for k, s := range positions(t, 4) {
		a := s.Actor()
		if a < 0 {
			continue
		}
		other := rehide(t, stateOf(t, s), int(a), rand.New(rand.NewPCG(uint64(k), 8)))
		m1 := s.HeuristicMove(rand.NewPCG(uint64(k), 1))
		m2 := other.HeuristicMove(rand.NewPCG(uint64(k), 1))
		if m1 != m2 {
			t.Fatalf("position %d: %v, with the hidden cards dealt otherwise %v", k, m1, m2)
		}
		n++
	}
	if n < 1000 {
		t.Fatalf("only %d positions", n)
	}
}

// HeuristicMove allocates nothing, in every phase.
func TestHeuristicAllocatesNothing(t *testing.T) {
	r := rand.NewPCG(2, 2)
	for k, s := range positions(t, 2) {
		if s.Actor() < 0 {
			continue
		}
		if n := testing.AllocsPerRun(5, func() { s.HeuristicMove(r) }); n != 0 {
			t.Fatalf("position %d (phase %s): %v allocations", k, phaseNames[s.phase], n)
		}
	}
}

// hunter is a two-player game on the rulebook island, seat 0 at (3,4) in
// the jungle holding clues, with the white map down to the given hexes
// (located at one) after seat 1's clue c.
func hunter(t *testing.T, c island.Clue, hexes ...island.Hex) *State {
	s := scenario(t, 2, onRulebookIsland(""), H(3, 4), H(8, 6))
	give(t, s, 0, inJungle, nextToHut, nextToPalm)
	onMap(t, s, white, 1, c)
	candidatesAre(t, s, white, hexes...)
	return s
}

// The rule's turn in order: raise the treasure underfoot; head for one,
// a step nearer each time; with the move spent and the treasure two steps
// on, end the turn, or with an amulet take another move and raise it.
func TestHeuristicHuntsTreasure(t *testing.T) {
	r := rand.NewPCG(3, 3)
	wantMove(t, hunter(t, inJungle, H(3, 4)), r, raiseMap(white))
	s := hunter(t, notInJungle, H(8, 4))
	if d := treasureDistance(s, s.at[0]); d != 5 {
		t.Fatalf("(8,4) is %d steps from (3,4), want 5", d)
	}
	walk := func(steps int) {
		for range steps {
			d := treasureDistance(s, s.at[0])
			m := s.HeuristicMove(r)
			if m.Kind != Step || treasureDistance(s, m.Hex) != d-1 {
				t.Fatalf("%v at %d steps from the treasure, want a step nearer", m, d)
			}
			play(t, s, m)
		}
	}
	walk(Steps)
	wantMove(t, s, r, end)
	s.amulets[0] = 1
	wantMove(t, s, r, amulet(ExtraMove))
	play(t, s, amulet(ExtraMove))
	walk(2)
	wantMove(t, s, r, raiseMap(white))
}

// Before the action, an amulet removes the farther marker of a map down
// to two candidates when the nearer one is within three steps; without an
// amulet the rule plays a clue.
func TestHeuristicRemovesTheFartherMarker(t *testing.T) {
	s := hunter(t, notInJungle, H(8, 4))
	near := int16(-1)
	for h, d := range stepDistances(s, s.at[0]) {
		if d == 2 && s.maps[white].allowed(s.b.is).HasCell(int(h)) && (near < 0 || h < near) {
			near = h
		}
	}
	s = hunter(t, notInJungle, H(8, 4), hexOf(near))
	r := rand.NewPCG(4, 4)
	if m := s.HeuristicMove(r); m.Kind != PlayClue {
		t.Fatalf("without an amulet the rule plays %v, want a clue", m)
	}
	s.amulets[0] = 1
	wantMove(t, s, r, removeMarker(white, 8, 4))
}

// With every map at a dead end and no clue to play, the rule clears the
// first map's candidate farthest from the vehicle.
func TestHeuristicClearsADeadEnd(t *testing.T) {
	s := twoHunters(t)
	deadPairs := [Maps][2]island.Hex{
		{H(10, 5), H(8, 6)}, {H(10, 4), H(-1, 8)}, {H(8, 6), H(-1, 7)}, {H(10, 5), H(-1, 7)},
	}
	first := []island.Clue{onBeach, onBeach, clue(island.In, island.BigBeach), notInJungle}
	for m, pair := range deadPairs {
		onMap(t, s, int8(m), 1, first[m])
		candidatesAre(t, s, int8(m), pair[0], pair[1])
	}
	mustCheck(t, s)
	wantMove(t, s, rand.NewPCG(5, 5), Move{Kind: Clear, Map: white, Hex: hx(10, 5)})
}

func wantMove(t *testing.T, s *State, r *rand.PCG, want Move) {
	t.Helper()
	if m := s.HeuristicMove(r); m != want {
		t.Fatalf("the rule plays %v, want %v: %v", m, want, s)
	}
}

// Offered a card: a 5 or 6 is taken; a card below the average of the gold
// no view places is passed while the face-down cards are as many as the
// roses on the map, and taken when they are fewer. Each value is put on
// offer by swapping it with a face-down card.
func TestHeuristicSharesOut(t *testing.T) {
	passed, taken := 0, 0
	for _, s := range positions(t, 3) {
		if s.phase != phaseOffer {
			continue
		}
		for _, c := range []Card{2, 3, 4, 5, 6} {
			d := s.Clone()
			k := slices.Index(d.sh.pile[:d.sh.npile], c)
			if k < 0 {
				continue
			}
			d.sh.pile[k], d.sh.card = d.sh.card, c
			sum, n := 0, 0
			for v, k := range d.cfg.gold {
				left := int(k) - int(d.tseen[v+2])
				for p := range d.cfg.players {
					left -= int(d.held[p][v+2])
				}
				if Card(v+2) == c {
					left--
				}
				sum, n = sum+(v+2)*left, n+left
			}
			want := take
			if c < 5 && int(c)*n < sum && d.sh.npile >= d.sh.nroses {
				want, passed = pass, passed+1
			} else if c < 5 {
				taken++
			}
			if m := d.HeuristicMove(rand.NewPCG(1, 1)); m != want {
				t.Fatalf("offered %v (average %d/%d, %d face down, %d roses): %v, want %v", c, sum, n, d.sh.npile, d.sh.nroses, m, want)
			}
		}
	}
	if passed < 50 || taken < 50 {
		t.Fatalf("only %d low cards passed and %d taken", passed, taken)
	}
}

// Games of greedy players alone end, of every size.
func TestGreedyGamesEnd(t *testing.T) {
	moves := 0
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(5) {
			s, err := New(players, nil, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.NewPCG(seed, 4)
			n := 0
			for ; s.Actor() != engine.Nobody; n++ {
				if n > 20000 {
					t.Fatalf("%d greedy players, seed %d: no end after %d moves: %v", players, seed, n, s)
				}
				play(t, s, s.HeuristicMove(r))
			}
			moves += n
		}
	}
	t.Logf("15 greedy games, %d moves each on average", moves/15)
}

// The greedy rule beats random play: over 200 seeded two-player games,
// seats alternating, its share of wins (a shared win counting half) has a
// 95% interval above one half.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 200
	won := 0.0
	for g := range games {
		seed := uint64(g)
		greedy := g % 2
		s, err := New(2, json.RawMessage(`{}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.NewPCG(seed, 1)
		pick := rand.New(rand.NewPCG(seed, 2))
		var buf []Move
		for n := 0; s.Actor() != engine.Nobody; n++ {
			if n > 20000 {
				t.Fatalf("game %d does not end", g)
			}
			var m Move
			if int(s.Actor()) == greedy {
				m = s.HeuristicMove(r)
			} else {
				buf = s.Legal(buf[:0])
				m = buf[pick.IntN(len(buf))]
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatal(err)
			}
		}
		switch w := s.Winners(nil); {
		case len(w) > 1:
			won += 0.5
		case w[0] == greedy:
			won++
		}
	}
	p := won / games
	low := p - 1.96*math.Sqrt(p*(1-p)/games)
	t.Logf("greedy won %.1f of %d games against random (%.1f%%, 95%% interval from %.1f%%)", won, games, 100*p, 100*low)
	if low <= 0.5 {
		t.Fatalf("greedy won %.1f%% of %d games against random: not clearly more than half", 100*p, games)
	}
}
