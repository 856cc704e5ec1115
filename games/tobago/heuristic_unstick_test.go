package tobago

import (
	"math/rand/v2"
	"testing"

	"caribe/games/tobago/island"
)

// crossedMaps is a two-player position, met in a search, where no clue can
// narrow any map: white and brown are down to (4,5) and (3,6), which only
// "within sight of Big jungle" tells apart, and its one card lies on the
// black map; grey and black are down to (1,2) and (2,2), which only
// "within sight of Big lake" tells apart, on the white map. Seat 0, at
// (2,6) with no amulet, is to play; amulets lie at (-1,5) and (0,9).
// With spare, the black map's last clue is left in the deck (its markers
// removed instead), so that a clue can still narrow white and brown.
func crossedMaps(t *testing.T, spare bool) *State {
	s := scenario(t, 2, `{"island_seed":866544}`, H(2, 6), H(0, 5))
	onMap(t, s, white, 0, clue(island.NextTo, island.JungleLabel), clue(island.In, island.ScrublandLabel),
		clue(island.WithinSight, island.BigLake), clue(island.WithinSight, island.PalmLabel))
	onMap(t, s, grey, 1, clue(island.In, island.MountainsLabel), clue(island.OutOfSight, island.HutLabel),
		clue(island.NotNextTo, island.StatueLabel))
	onMap(t, s, brown, 0, clue(island.In, island.BigScrubland), clue(island.NextTo, island.BigRiver))
	onMap(t, s, black, 1, clue(island.NotIn, island.BeachLabel), clue(island.In, island.MountainsLabel))
	if spare {
		candidatesAre(t, s, black, H(1, 2), H(2, 2))
	} else {
		onMap(t, s, black, 1, clue(island.WithinSight, island.BigJungle))
	}
	give(t, s, 0, clue(island.NotNextTo, island.OceanLabel), clue(island.In, island.BigBeach),
		clue(island.NotIn, island.JungleLabel), clue(island.WithinSight, island.HutLabel), clue(island.In, island.RiverLabel))
	amuletsOn(s, H(-1, 5), H(0, 9))
	mustCheck(t, s)
	for m := range int8(Maps) {
		if s.maps[m].cand.Len() != 2 || s.maps[m].deadEnd() {
			t.Fatalf("the %s map has %d candidates (dead end %v), want 2 and no dead end", Colours[m], s.maps[m].cand.Len(), s.maps[m].deadEnd())
		}
	}
	return s
}

// With no clue left to narrow a map, exchanging the hand is futile (two
// greedy players used to exchange for ever): the rule walks to the nearest
// amulet, each step one nearer, and spends it on the marker farthest from
// the vehicle of a map down to two candidates.
func TestHeuristicUnsticksCrossedMaps(t *testing.T) {
	s := crossedMaps(t, false)
	if s.cluesLeft(0) {
		t.Fatal("some clue outside the maps and seat 0's hand narrows a map")
	}
	r := rand.NewPCG(6, 6)
	for s.amulets[0] == 0 {
		d, _ := s.approach(s.at[0], s.amuletAt)
		m := s.HeuristicMove(r)
		if m.Kind != Step {
			t.Fatalf("%v, %d steps from an amulet, want a step towards it", m, d)
		}
		if e, _ := s.approach(m.Hex, s.amuletAt); e != d-1 {
			t.Fatalf("%v leads %d steps from an amulet, want %d", m, e, d-1)
		}
		play(t, s, m)
	}
	want := Move{Kind: UseAmulet, Power: RemoveMarker, Map: white, Hex: farthest(s.maps[white].cand, s.at[0])}
	wantMove(t, s, r, want)
	play(t, s, want)
	if _, ok := s.maps[white].located(); !ok {
		t.Fatalf("the white map is not located: %v", s)
	}
}

// While a clue outside the maps and the hand could still narrow a map, the
// rule exchanges a hand that holds none, as before.
func TestHeuristicExchangesWhileCluesAreLeft(t *testing.T) {
	s := crossedMaps(t, true)
	if !s.cluesLeft(0) {
		t.Fatal("no clue is left to narrow a map")
	}
	wantMove(t, s, rand.NewPCG(6, 6), Move{Kind: Exchange})
}
