package bots

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// A search of a billion iterations under a cap stops at the cap, plays a
// legal move and says the clock cut it short; one whose iterations end
// first is not cut.
func TestTheCapEndsADecision(t *testing.T) {
	t.Run("tortuga", func(t *testing.T) { capped(t, tortuga.Rules, 2, `{}`) })
	t.Run("cartagena", func(t *testing.T) { capped(t, cartagena.Rules, 2, `{}`) })
}

func capped[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	s := choicePosition(t, r, players, options)
	for _, c := range []struct {
		spec string
		cut  bool
	}{{"mcts:999999999/30ms", true}, {"ismcts:999999999/30ms", true}, {"mcts:50/1h", false}} {
		p := player[S, M](t, c.spec, 3, 1)
		start := time.Now()
		m := p.Choose(context.Background(), s)
		if index(s.Legal(nil), m) < 0 {
			t.Errorf("%s chose %v, not a legal move", c.spec, m)
		}
		if took := time.Since(start); c.cut && took > time.Minute { // uncut, it would think for hours
			t.Errorf("%s thought for %v", c.spec, took)
		}
		if got := p.(interface{ CutShort() bool }).CutShort(); got != c.cut {
			t.Errorf("%s: cut short %v, want %v", c.spec, got, c.cut)
		}
	}
}

// The reward of a win fades the later it comes, and a loss's grows, but a
// win always beats a loss.
func TestAWinNowBeatsAWinLater(t *testing.T) {
	s, err := tortuga.New(2, json.RawMessage(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	for s.Actor() != engine.Nobody {
		if s.Actor() == engine.Chance {
			mustApply(s, sample(s))
			continue
		}
		mustApply(s, s.Legal(nil)[0])
	}
	winner := s.Winners(nil)[0]
	tr := newTree(s, MCTSConfig{ScoreWeight: DefaultScoreWeight, Urgency: DefaultUrgency})
	reward := func(d int) (win, loss float64) {
		tr.score(s, d)
		return tr.reward[winner], tr.reward[1-winner]
	}
	winSoon, lossSoon := reward(2)
	winLate, lossLate := reward(200)
	if !(winSoon > winLate) {
		t.Errorf("a win 2 moves away is worth %v, 200 moves away %v: want the sooner worth more", winSoon, winLate)
	}
	if !(lossLate > lossSoon) {
		t.Errorf("a loss 2 moves away is worth %v, 200 moves away %v: want the later worth more", lossSoon, lossLate)
	}
	if !(winLate > lossLate) {
		t.Errorf("a late win is worth %v, a late loss %v: a win must beat a loss", winLate, lossLate)
	}
}
