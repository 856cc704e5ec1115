package tobago

import (
	"testing"

	"caribe/games/tobago/island"
)

var (
	inJungle    = clue(island.In, island.JungleLabel)
	notInJungle = clue(island.NotIn, island.JungleLabel)
	nextToHut   = clue(island.NextTo, island.HutLabel)
	nextToPalm  = clue(island.NextTo, island.PalmLabel)
	onBeach     = clue(island.In, island.BeachLabel)
	inBigJungle = clue(island.In, island.BigJungle)
)

// twoHunters is a two-player game on the rulebook island with seat 0 at
// (3,4) in the jungle holding three clues, seat 1 at (8,6) on the beach.
func twoHunters(t *testing.T) *State {
	s := scenario(t, 2, onRulebookIsland(""), H(3, 4), H(8, 6))
	give(t, s, 0, inJungle, nextToHut, nextToPalm)
	return s
}

// "Ход игры", action A: play a clue under a map's last clue, mark it with
// a rose, draw back to a full hand. It is the turn's action: no move after
// it, no second clue, but the turn may end.
func TestActionAPlaysAClueAndDrawsBack(t *testing.T) {
	s := twoHunters(t)
	refused(t, s, end, "has not taken its turn's action yet")
	ev := play(t, s, playOn(nextToHut, white))
	if c := events[CluePlayed](ev); len(c) != 1 || c[0].Candidates != 14 || c[0].Why != "action" {
		t.Fatalf("next to a hut leaves 14 candidates: %+v", ev)
	}
	if s.nhand[0] != 6 || s.roses[0] != RosesEach-1 || s.maps[white].owner[0] != 0 {
		t.Fatalf("seat 0 draws back to 6 and its rose marks the clue: %v", s)
	}
	refused(t, s, playOn(inJungle, white), "seat 0 has already taken its turn's action")
	refused(t, s, stepTo(4, 4), "no step left")
	refused(t, s, Move{Kind: Exchange}, "already taken its turn's action")
	ev = play(t, s, end)
	if e := events[TurnStarted](ev); len(e) != 1 || e[0].Seat != 1 {
		t.Fatalf("the turn passes to seat 1: %+v", ev)
	}
}

// Action B: steps one by one; the first step is the turn's action, so no
// clue may follow; stop ends the move early.
func TestActionBStepsThenStop(t *testing.T) {
	s := twoHunters(t)
	refused(t, s, stop, "no move is in progress to stop")
	refused(t, s, stepTo(3, 4), "a step must leave (3,4)")
	refused(t, s, stepTo(9, 2), "the vehicle cannot enter the ocean")
	refused(t, s, Move{Kind: Step, Hex: -5}, "the vehicle cannot enter the ocean")
	play(t, s, stepTo(2, 5))
	refused(t, s, playOn(nextToHut, white), "already taken its turn's action")
	ev := play(t, s, stop)
	if e := events[MoveEnded](ev); len(e) != 1 || e[0].Reason != "stopped" || e[0].Steps != 1 {
		t.Fatalf("stop ends the move after one step: %+v", ev)
	}
	refused(t, s, stepTo(3, 5), "no step left")
	play(t, s, end)
}

// Exchanging the hand without an amulet costs the whole turn: the hand is
// discarded, as many cards are drawn, and the turn passes.
func TestExchangeSpendsTheTurn(t *testing.T) {
	s := twoHunters(t)
	ev := play(t, s, Move{Kind: Exchange})
	if s.nhand[0] != 3 || s.ncdisc != 3 || s.turn != 1 {
		t.Fatalf("three cards exchanged and the turn passes: %v", s)
	}
	if e := events[HandExchanged](ev); len(e) != 1 || e[0].Amulet || e[0].Cards != 3 {
		t.Fatalf("%+v", ev)
	}
	s.nhand[1] = 0
	refused(t, s, Move{Kind: Exchange}, "seat 1 holds no clue card to exchange")
}

// "Сбор амулетов", way 1: a vehicle standing on an amulet when its owner's
// turn begins picks it up for free, without a step.
func TestAmuletUnderTheVehicleAtTurnStart(t *testing.T) {
	s := twoHunters(t)
	amuletsOn(s, H(8, 6), H(3, 5))
	play(t, s, stepTo(3, 5))
	if s.amulets[0] != 1 {
		t.Fatal("the step onto (3,5) picks up its amulet")
	}
	ev := play(t, s, end)
	if p := events[AmuletPicked](ev); len(p) != 1 || p[0].Seat != 1 || s.amulets[1] != 1 || s.steps != 0 {
		t.Fatalf("seat 1's turn begins on an amulet and picks it up: %+v", ev)
	}
}

// "Сбор сокровищ", special case: a vehicle already on a located treasure at
// the start of the turn raises it first, then the player still chooses
// action A or B.
func TestRaiseAtTurnStartThenAct(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, black, 1, nextToHut, inJungle)
	candidatesAre(t, s, black, H(3, 4))
	nextTreasure(t, s, 5, 4, 3)
	legal := s.Legal(nil)
	if legal[0] != raiseMap(black) {
		t.Fatalf("raising comes first among the moves: %v", legal[0])
	}
	play(t, s, raiseMap(black))
	for s.phase == phaseOffer {
		play(t, s, take)
	}
	if s.phase == phaseRestart {
		play(t, s, s.Legal(nil)[0])
	}
	if s.main || s.turn != 0 || s.phase != phaseTurn {
		t.Fatalf("seat 0's action is still to take: %v", s)
	}
	play(t, s, playOn(nextToPalm, white), end)
}

// "Особые случаи": raising a treasure ends the steps left.
func TestRaisingEndsTheRemainingSteps(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, black, 1, nextToHut, inJungle)
	candidatesAre(t, s, black, H(4, 4))
	nextTreasure(t, s, 5, 4, 3)
	refused(t, s, raiseMap(black), "the black treasure lies at (4,4), but seat 0's vehicle stands at (3,4)")
	ev := play(t, s, stepTo(4, 4), raiseMap(black))
	if e := events[MoveEnded](ev); len(e) != 1 || e[0].Reason != "raised" || e[0].Steps != 1 {
		t.Fatalf("the raise ends the move after one step: %+v", ev)
	}
	for s.phase == phaseOffer {
		play(t, s, pass)
	}
	if s.phase == phaseRestart {
		play(t, s, s.Legal(nil)[0])
	}
	refused(t, s, stepTo(3, 5), "no step left")
	refused(t, s, raiseMap(black), "its treasure is not located yet")
}

// Moving again with an amulet ends the move in progress; the amulet's move
// has its own three steps and picks nothing up.
func TestExtraMoveEndsTheMoveInProgress(t *testing.T) {
	s := twoHunters(t)
	s.amulets[0] = 1
	amuletsOn(s, H(4, 6))
	play(t, s, stepTo(2, 5))
	ev := play(t, s, amulet(ExtraMove))
	if e := events[MoveEnded](ev); len(e) != 1 || e[0].Reason != "amulet" {
		t.Fatalf("the amulet's move ends action B: %+v", ev)
	}
	play(t, s, stepTo(3, 5), stepTo(4, 5), stepTo(4, 6))
	if s.amulets[0] != 0 || !s.amuletAt.Has(H(4, 6)) {
		t.Fatalf("the amulet's move picks up nothing: %v", s)
	}
	refused(t, s, stepTo(3, 7), "no step left")
}
