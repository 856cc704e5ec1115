package review

import (
	"context"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games/tortuga"
)

// record plays a game of La Tortuga between the bots named, seat by seat,
// and returns its record.
func record(t *testing.T, players int, seed uint64, names ...string) engine.Record {
	t.Helper()
	s, err := tortuga.Rules.New(players, json.RawMessage("{}"), seed)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]bots.Player[*tortuga.State, tortuga.Move], players)
	for i := range ps {
		spec, err := bots.ParseSpec(names[i%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		if ps[i], err = bots.NewPlayer[*tortuga.State, tortuga.Move](spec, seed+uint64(i), 1, bots.DefaultSearch); err != nil {
			t.Fatal(err)
		}
	}
	chance := engine.BindChance[*tortuga.State, tortuga.Move](s)
	rec := engine.Record{Game: "tortuga", Players: players, Seed: seed}
	for s.Actor() != engine.Nobody {
		var m tortuga.Move
		if seat, ok := s.Actor().Seat(); ok {
			m = ps[seat].Choose(context.Background(), s)
		} else {
			m, _ = chance.Sample()
		}
		if err := s.Apply(m, nil); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mustJSON(m))
	}
	return rec
}

// reviewer is a review of La Tortuga whose best moves are the expert
// rule's: a bot with no clock, so that a loaded machine cannot cut its
// decisions and change a review (the registry's setup is tested in games).
func reviewer() Game {
	return Bind(tortuga.Rules, bots.DefaultSearch, Setup{Bot: bots.ExpertName, Settings: Settings{Playouts: 16, Horizon: 4}})
}

func TestReviewCoversEveryMoveOfTheGame(t *testing.T) {
	rec := record(t, 2, 3, "greedy", "expert")
	var done, total int
	rep, err := reviewer().Review(context.Background(), rec, 1, func(d, n int) { done, total = d, n })
	if err != nil {
		t.Fatal(err)
	}
	if got := len(rep.Decisions) + len(rep.Rolls); got != len(rec.Moves) || done != total || total != len(rec.Moves) {
		t.Fatalf("%d decisions and %d rolls, progress %d of %d, for %d moves", len(rep.Decisions), len(rep.Rolls), done, total, len(rec.Moves))
	}
	for _, d := range rep.Decisions {
		for _, v := range [][]float64{d.Before, d.After} {
			if sum := v[0] + v[1]; math.Abs(sum-1) > 1e-9 {
				t.Fatalf("move %d: chances %v sum to %v", d.Number, v, sum)
			}
		}
		if d.Options == 1 && (d.Judgement != Forced || d.Lost != 0) {
			t.Errorf("move %d: one legal move judged %s, lost %v", d.Number, d.Judgement, d.Lost)
		}
		if d.Lost < 0 || d.Lost != max(d.Better-d.Played, 0) {
			t.Errorf("move %d: lost %v, played %v, better %v", d.Number, d.Lost, d.Played, d.Better)
		}
	}
	if rep.Final[0]+rep.Final[1] != 1 {
		t.Errorf("final shares %v", rep.Final)
	}
}

func TestReviewFindsTheRandomPlayersMistakes(t *testing.T) {
	lost := make([]float64, 2)
	bad := make([]int, 2)
	for seed := uint64(1); seed <= 2; seed++ {
		rep, err := reviewer().Review(context.Background(), record(t, 2, seed, "random", "expert"), 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range rep.Seats {
			lost[s.Seat] += s.Lost
			bad[s.Seat] += s.Mistakes + s.Blunders
		}
		if rep.Seats[0].Accuracy >= rep.Seats[1].Accuracy {
			t.Errorf("seed %d: the random player's accuracy %.1f, the expert's %.1f", seed, rep.Seats[0].Accuracy, rep.Seats[1].Accuracy)
		}
	}
	if lost[0] <= 2*lost[1] || bad[0] == 0 {
		t.Errorf("the random player lost %.3f with %d mistakes and blunders, the expert %.3f with %d", lost[0], bad[0], lost[1], bad[1])
	}
}

func TestLuckIsTheOutcomeAgainstTheAverageOutcome(t *testing.T) {
	rep, err := reviewer().Review(context.Background(), record(t, 2, 5, "expert"), 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	moved := 0
	for _, r := range rep.Rolls {
		if math.Abs(r.Luck[0]+r.Luck[1]) > 1e-9 {
			t.Fatalf("move %d: luck %v does not cancel out between two players", r.Number, r.Luck)
		}
		for i := range r.Luck {
			if math.Abs(r.Luck[i]-(r.After[i]-r.Expected[i])) > 1e-12 {
				t.Fatalf("move %d: luck %v is not after %v less expected %v", r.Number, r.Luck, r.After, r.Expected)
			}
		}
		if math.Abs(r.Luck[0]) > 0.01 {
			moved++
		}
	}
	if moved == 0 {
		t.Error("no die moved the chances by a point")
	}
	if luck := rep.Seats[0].Luck + rep.Seats[1].Luck; math.Abs(luck) > 1e-9 {
		t.Errorf("the seats' luck sums to %v", luck)
	}
}

func TestReviewIsTheSameForTheSameSeed(t *testing.T) {
	rec := record(t, 3, 7, "greedy", "expert", "casual")
	var out [2][]byte
	for i := range out {
		rep, err := reviewer().Review(context.Background(), rec, 9, nil)
		if err != nil {
			t.Fatal(err)
		}
		out[i], _ = json.Marshal(rep)
	}
	if string(out[0]) != string(out[1]) {
		t.Error("two reviews with one seed differ")
	}
}

func TestAMoveIsValuedFromWhatItsPlayerSees(t *testing.T) {
	rec := record(t, 2, 11, "expert")
	s, _ := tortuga.Rules.New(2, json.RawMessage("{}"), 11)
	for _, raw := range rec.Moves[:40] {
		var m tortuga.Move
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	for s.Actor() == engine.Chance {
		m, _ := engine.BindChance[*tortuga.State, tortuga.Move](s).Sample()
		if err := s.Apply(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	seat, _ := s.Actor().Seat()
	other := s.Clone()
	other.Determinize(seat, rand.NewPCG(99, 99)) // another deck order, the same view
	a0, _ := s.MarshalJSON()
	b0, _ := other.MarshalJSON()
	if string(a0) == string(b0) {
		t.Fatal("the redrawn state is the same state: nothing hidden was changed")
	}
	j, err := newJudge[*tortuga.State, tortuga.Move](s, Settings{Playouts: 16, Horizon: 4})
	if err != nil {
		t.Fatal(err)
	}
	legal := s.Legal(nil)
	a, _ := j.moves(s, seat, legal, 5, nil, nil)
	a = append([]float64(nil), a...)
	b, _ := j.moves(other, seat, legal, 5, nil, nil)
	for k := range a {
		if a[k] != b[k] {
			t.Fatalf("move %v valued %v in the game and %v with the hidden cards redrawn", legal[k], a[k], b[k])
		}
	}
}

func TestReviewRefusesARecordThatDoesNotReplay(t *testing.T) {
	rec := record(t, 2, 13, "expert")
	bad := rec
	bad.Moves = append([]json.RawMessage(nil), rec.Moves...)
	bad.Moves[5] = json.RawMessage(`{"type":"die","value":9}`)
	if _, err := reviewer().Review(context.Background(), bad, 1, nil); err == nil || !strings.Contains(err.Error(), "replaying move 6") {
		t.Errorf("a die of 9 at move 6: %v", err)
	}
	short := rec
	short.Moves = rec.Moves[:20]
	if _, err := reviewer().Review(context.Background(), short, 1, nil); err == nil || !strings.Contains(err.Error(), "ends before the game does") {
		t.Errorf("a record of 20 moves: %v", err)
	}
	other := rec
	other.Game = "cartagena"
	if _, err := reviewer().Review(context.Background(), other, 1, nil); err == nil || !strings.Contains(err.Error(), `"cartagena", not "tortuga"`) {
		t.Errorf("a Cartagena record: %v", err)
	}
}

func TestOnlyAMoveThatRevealsACardHasLuck(t *testing.T) {
	rec := record(t, 2, 17, "greedy", "expert")
	rep, err := reviewer().Review(context.Background(), rec, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := tortuga.Rules.New(2, json.RawMessage("{}"), 17)
	laid := map[int]bool{} // the moves that laid eggs: the face-up card taken, the next one turned up
	for i, raw := range rec.Moves {
		var m tortuga.Move
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		var log []engine.Event
		if err := s.Apply(m, &log); err != nil {
			t.Fatal(err)
		}
		for _, e := range log {
			if _, ok := e.(tortuga.Laid); ok {
				laid[i+1] = true
			}
		}
	}
	lucky := 0
	for _, d := range rep.Decisions {
		some := d.Luck[0] != 0 || d.Luck[1] != 0
		if some && !laid[d.Number] {
			t.Errorf("move %d (%s) revealed no card, yet its luck is %v", d.Number, d.Text, d.Luck)
		}
		if some {
			lucky++
		}
	}
	if lucky == 0 {
		t.Error("no card turned up was worth anything to anyone")
	}
}
