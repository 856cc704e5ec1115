package island

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestDeckHas52Cards(t *testing.T) {
	deck := Deck()
	if len(deck) != DeckSize {
		t.Fatalf("%d cards, want %d", len(deck), DeckSize)
	}
	kinds := map[Kind]int{}
	seen := map[Clue]bool{}
	for _, e := range DeckTable() {
		if !e.Clue.Valid() || e.Copies < 1 || seen[e.Clue] {
			t.Errorf("bad or repeated table entry %v ×%d", e.Clue, e.Copies)
		}
		seen[e.Clue] = true
		kinds[e.Clue.Kind] += e.Copies
	}
	for k := range numKinds {
		if kinds[k] == 0 {
			t.Errorf("no card of kind %v", k)
		}
	}
}

// Every clue the rulebook names as an example is in the deck, and the Big
// labels it shows (Big beach, Big river, Big mountains) are used.
func TestDeckHoldsTheRulebookExamples(t *testing.T) {
	examples := []Clue{
		// "Ход игры" and "Правила добавления ключей".
		{NextTo, HutLabel}, {In, JungleLabel}, {NextTo, PalmLabel}, {NotIn, JungleLabel},
		{In, BigJungle}, {NextTo, StatueLabel},
		// "Как читать ключи", one line per kind.
		{In, RiverLabel}, {In, ScrublandLabel},
		{NextTo, ScrublandLabel}, {NextTo, BigMountains},
		{WithinSight, OceanLabel}, {WithinSight, HutLabel}, {WithinSight, BigLake},
		{NotIn, MountainsLabel}, {NotIn, BeachLabel}, {NotIn, BigLake},
		{NotNextTo, OceanLabel}, {NotNextTo, StatueLabel}, {NotNextTo, RiverLabel},
		{OutOfSight, HutLabel}, {OutOfSight, PalmLabel}, {OutOfSight, StatueLabel},
		// "Важно!".
		{NextTo, JungleLabel},
	}
	deck := Deck()
	for _, c := range examples {
		if !slices.Contains(deck, c) {
			t.Errorf("the deck lacks the rulebook's %q", c)
		}
	}
	labels := map[Label]bool{}
	for _, c := range deck {
		labels[c.Label] = true
	}
	for _, l := range []Label{BigBeach, BigRiver, BigMountains} {
		if !labels[l] {
			t.Errorf("no card speaks of %v", l)
		}
	}
}

// Every card can start a map on most islands: it neither allows nothing nor
// every land hex.
func TestDeckCardsCanStartAMap(t *testing.T) {
	const islands = 200
	playable := map[Clue]int{}
	for seed := range uint64(islands) {
		is := Generate(seed, Size(seed%2))
		for _, e := range DeckTable() {
			if NewMap(is).CanPlay(is, e.Clue) == nil {
				playable[e.Clue]++
			}
		}
	}
	for _, e := range DeckTable() {
		if playable[e.Clue] < islands*3/4 {
			t.Errorf("%q can start a map on only %d of %d islands", e.Clue, playable[e.Clue], islands)
		}
	}
}

// huntStats summarises the clue counts of simulated hunts.
type huntStats struct {
	counts  []int // sorted
	stuck   int
	islands int
}

func (s huntStats) quantile(q float64) int { return s.counts[int(q*float64(len(s.counts)-1))] }

func (s huntStats) mean() float64 {
	sum := 0
	for _, c := range s.counts {
		sum += c
	}
	return float64(sum) / float64(len(s.counts))
}

// share is the percentage of located hunts that took lo..hi clues.
func (s huntStats) share(lo, hi int) float64 {
	n := 0
	for _, c := range s.counts {
		if c >= lo && c <= hi {
			n++
		}
	}
	return 100 * float64(n) / float64(len(s.counts))
}

// report is the distribution as Markdown, as docs/tobago-island.md quotes it.
func (s huntStats) report(title string) string {
	var b strings.Builder
	hunts := len(s.counts) + s.stuck
	fmt.Fprintf(&b, "%s: %d islands, %d hunts, %d located (%.1f%% left for an amulet)\n\n", title, s.islands, hunts, len(s.counts), 100*float64(s.stuck)/float64(hunts))
	fmt.Fprintf(&b, "mean %.2f, median %d, quartiles %d and %d, 3–6 clues in %.1f%%\n\n", s.mean(), s.quantile(0.5), s.quantile(0.25), s.quantile(0.75), s.share(3, 6))
	b.WriteString("| clues | hunts | share | |\n|---:|---:|---:|---|\n")
	for c := 1; c <= s.counts[len(s.counts)-1]; c++ {
		n := 0
		for _, x := range s.counts {
			if x == c {
				n++
			}
		}
		pct := 100 * float64(n) / float64(len(s.counts))
		fmt.Fprintf(&b, "| %d | %d | %.1f%% | %s |\n", c, n, pct, strings.Repeat("█", int(pct/2+0.5)))
	}
	return b.String()
}

// simulateHunts plays hunts hunts on each of islands islands of one size
// (seeds 0, 1, ...), players 3 with hands of 4.
func simulateHunts(islands, hunts int, size Size) huntStats {
	deck := Deck()
	r := rand.New(rand.NewPCG(2009, 52))
	s := huntStats{islands: islands}
	for seed := range uint64(islands) {
		is := Generate(seed, size)
		for range hunts {
			n, ok := Hunt(is, deck, 3, 4, r)
			if !ok {
				s.stuck++
				continue
			}
			s.counts = append(s.counts, n)
		}
	}
	slices.Sort(s.counts)
	return s
}

// Deck tuning (README ruling, Clues): with players playing random legal
// clues from hands of four, a treasure is usually located after 3 to 6
// clues. go test -run TestDeckTuning -v ./games/tobago/island/ prints the
// distribution that docs/tobago-island.md quotes.
func TestDeckTuning(t *testing.T) {
	for _, size := range []Size{Small, Large} {
		s := simulateHunts(1000, 20, size)
		t.Log("\n" + s.report(fmt.Sprintf("%v islands", size)))
		if m := s.quantile(0.5); m < 3 || m > 6 {
			t.Errorf("%v islands: median %d clues, want 3–6", size, m)
		}
		if q1, q3 := s.quantile(0.25), s.quantile(0.75); q1 < 3 || q3 > 6 {
			t.Errorf("%v islands: quartiles %d and %d, want both within 3–6", size, q1, q3)
		}
		if stuck := float64(s.stuck) / float64(s.stuck+len(s.counts)); stuck > 0.03 {
			t.Errorf("%v islands: %.1f%% of hunts cannot be finished by clues", size, 100*stuck)
		}
	}
}
