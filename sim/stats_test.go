package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"caribe/bots"
)

// Quartiles interpolate between order statistics as R's and NumPy's
// defaults do: numpy.percentile([2,4,4,4,5,5,7,9], [25,50,75]) is 4, 4.5,
// 5.5.
func TestQuartiles(t *testing.T) {
	var s Sample
	for _, x := range []float64{9, 2, 4, 5, 4, 7, 4, 5} {
		s.Add(x)
	}
	if got, want := s.Quartiles(), (Quartiles{4, 4.5, 5.5}); got != want {
		t.Errorf("quartiles %+v, want %+v", got, want)
	}
	var one Sample
	one.Add(3)
	if got := one.Quartiles(); got != (Quartiles{3, 3, 3}) {
		t.Errorf("one value: %+v", got)
	}
}

// A bootstrap interval is the same for the same seed, lies within the
// sample's range (a count's never goes below 0, where a normal interval
// does), and on a symmetric sample agrees with mean ± 1.96 s/√n.
func TestBootstrapInterval(t *testing.T) {
	var skewed, normal normalMean
	var sk, sym Sample
	for i := range 400 {
		x := float64(i % 7)
		if i == 0 {
			x = 20000
		}
		sk.Add(x)
		skewed.Add(x)
		y := float64(i%21) - 10
		sym.Add(y)
		normal.Add(y)
	}
	got := sk.Interval(1)
	if got != sk.Interval(1) {
		t.Error("the same seed gives two intervals")
	}
	if got.Low < 0 || got.High > 20000 || !(got.Low <= got.Value && got.Value <= got.High) {
		t.Errorf("skewed counts: %+v", got)
	}
	if n := skewed.normal(); n.Low >= 0 {
		t.Errorf("the normal interval %+v was expected to go below 0 on this sample", n)
	}
	b, n := sym.Interval(5), normal.normal()
	if math.Abs(b.Low-n.Low) > 0.1*(n.High-n.Low) || math.Abs(b.High-n.High) > 0.1*(n.High-n.Low) {
		t.Errorf("symmetric sample: bootstrap %+v, normal %+v", b, n)
	}
	var same Sample
	same.Add(4)
	same.Add(4)
	if got := same.Interval(1); got != (Interval{4, 4, 4}) {
		t.Errorf("constant sample: %+v", got)
	}
}

// normalMean is the normal-approximation interval the lab used before the
// bootstrap, kept here to show where it fails.
type normalMean struct{ xs []float64 }

func (m *normalMean) Add(x float64) { m.xs = append(m.xs, x) }

func (m *normalMean) normal() Interval {
	n := float64(len(m.xs))
	mean := sum(m.xs) / n
	v := 0.0
	for _, x := range m.xs {
		v += (x - mean) * (x - mean)
	}
	half := Z95 * math.Sqrt(v/(n-1)/n)
	return Interval{mean, mean - half, mean + half}
}

// The case: in 400 Cartagena games of greedy bots at two actions a
// turn, one loops to the move cap. It is counted apart and left out of the
// means, the medians and the win rates; no interval of a count goes below
// zero.
func TestCappedGamesAreCountedApart(t *testing.T) {
	j := Job{Config: Config{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"actions_per_turn":2}`),
		Bots: specs(t, "greedy", "greedy"), Games: 400, Seed: 1}}
	out, err := Play(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	var moves, turns, changes Sample
	capped, wins := 0, 0.0
	for _, p := range out.Played {
		if p.Capped {
			capped++
			continue
		}
		moves.Add(float64(p.Moves))
		turns.Add(float64(p.Turns))
		changes.Add(float64(p.LeadChanges))
		wins += share(p.Winners, 0)
	}
	if capped != 1 {
		t.Fatalf("%d capped games; the issue's case has 1", capped)
	}
	r := out.Study().Reports[0]
	if r.Capped != 1 || r.Finished() != 399 {
		t.Errorf("capped %d, finished %d", r.Capped, r.Finished())
	}
	wantMean := sum(moves.xs) / 399
	if math.Abs(r.Length.Mean.Value-wantMean) > 1e-9 || r.Length.Max >= bots.MaxMoves || r.Length.Mean.High > 150 {
		t.Errorf("length %+v, want the mean %v of the finished games", r.Length, wantMean)
	}
	if r.Length.Quartiles != moves.Quartiles() || r.Metrics.Turns.Quartiles != turns.Quartiles() ||
		r.Metrics.LeadChangesQuartiles != changes.Quartiles() {
		t.Errorf("quartiles %+v %+v %+v", r.Length.Quartiles, r.Metrics.Turns.Quartiles, r.Metrics.LeadChangesQuartiles)
	}
	for name, i := range map[string]Interval{"moves": r.Length.Mean, "turns": r.Metrics.Turns.Mean,
		"lead changes": r.Metrics.LeadChanges, "drama": r.Metrics.Drama, "decided at": r.Metrics.DecidedAt} {
		if i.Low < 0 || i.Low > i.Value || i.High < i.Value {
			t.Errorf("%s: %+v", name, i)
		}
	}
	for _, s := range append(append(r.ByBot, r.BySeat...), r.ByOrder...) {
		if s.Score.Low < 0 {
			t.Errorf("%s: score %+v", s.Name, s.Score)
		}
	}
	seat0 := r.BySeat[0]
	if seat0.Capped != 1 || seat0.Games != 399 || seat0.Wins != wins || r.ByBot[0].Capped != 2 || r.ByBot[0].Games != 798 {
		t.Errorf("seat 0 %+v, bot %+v", seat0, r.ByBot[0])
	}
	var b bytes.Buffer
	if err := r.WriteSummary(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Capped: 1 game stopped at the cap") {
		t.Errorf("the summary does not count the capped game apart:\n%s", b.String())
	}
}
