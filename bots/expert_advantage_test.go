package bots

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/stat"

	"caribe/engine"
	"caribe/games/tortuga"
)

// advantagePlayouts is the playouts a move of each of the two independent
// valuations BenchmarkExpertAdvantage makes of a decision.
const advantagePlayouts = 2048

// BenchmarkExpertAdvantage measures a bound on what a La Tortuga player
// can win against the expert rule. A seat's chance to win against experts
// is its chance when it too plays the expert rule (the fair share) plus, summed
// over its decisions, each move's advantage: the chance after the move,
// the seat playing the expert rule from there, less that after the
// expert's own move (the performance difference lemma). The largest
// advantage at a decision bounds what any move there can add, so the
// largest advantages summed over a player's games bound that player's
// chance above the fair share.
//
// Each iteration plays one game of the named player against experts, its
// seat rotating, and values every decision of its seat with more than one
// legal move twice, by advantagePlayouts playouts a move as rollout's
// (8 stages of the expert rule, then the fitted forecast) on independent
// luck. It reports, in points of the chance to win per game: adv, the
// advantages of the player's own moves by the second valuation (what the
// lemma says the player wins over the fair share; compare win-%); max,
// the largest advantage by the first valuation, the noise raising it
// (an upper estimate of the bound); best, the second valuation's
// advantage of the first's best move (a lower one); each with its
// standard error over the games (-se). Run it with one game per
// iteration: go test ./bots -run '^$' -bench ExpertAdvantage -benchtime 150x.
func BenchmarkExpertAdvantage(b *testing.B) {
	for _, n := range []int{2, 4} {
		for _, name := range []string{ExpertName, Rollout, Greedy, Casual, Expecti2, MCTS} {
			b.Run(fmt.Sprintf("%dp/%s", n, name), func(b *testing.B) {
				var adv, upper, lower, wins, decisions []float64
				ref := stillRollout(b, 99)
				g := 0
				for b.Loop() {
					r := advantageGame(b, ref, advantagePlayer(b, name, uint64(g)), n, g)
					adv = append(adv, r.adv)
					upper = append(upper, r.max)
					lower = append(lower, r.best)
					wins = append(wins, r.win)
					decisions = append(decisions, float64(r.decisions))
					g++
				}
				b.ReportMetric(100*stat.Mean(adv, nil), "adv-points/game")
				b.ReportMetric(100*standardError(adv), "adv-se")
				b.ReportMetric(100*stat.Mean(upper, nil), "max-points/game")
				b.ReportMetric(100*standardError(upper), "max-se")
				b.ReportMetric(100*stat.Mean(lower, nil), "best-points/game")
				b.ReportMetric(100*stat.Mean(wins, nil), "win-%")
				b.ReportMetric(stat.Mean(decisions, nil), "decisions/game")
			})
		}
	}
}

// tortugaPlayer is a player of La Tortuga.
type tortugaPlayer = Player[*tortuga.State, tortuga.Move]

// advantagePlayer is the named bot of BenchmarkExpertAdvantage, as caribe
// sim plays it in La Tortuga; rollout's clock stands still, so that no cap
// cuts its decisions on a loaded machine.
func advantagePlayer(b *testing.B, name string, seed uint64) tortugaPlayer {
	if name == Rollout {
		return stillRollout(b, seed)
	}
	return player[*tortuga.State, tortuga.Move](b, name, seed, 1)
}

// advantageResult is one game's sums: the player's advantages, the largest
// and the best-by-the-first-valuation advantages, its share of the win
// and its decisions valued.
type advantageResult struct {
	adv, max, best, win float64
	decisions           int
}

// advantageGame plays game g of the player against experts at a table of n
// seats, the player in seat g mod n, valuing its decisions by ref.
func advantageGame(b *testing.B, ref *rolloutBot[*tortuga.State, tortuga.Move], p tortugaPlayer, n, g int) advantageResult {
	s, err := tortuga.Rules.New(n, json.RawMessage(`{}`), uint64(3000+g))
	if err != nil {
		b.Fatal(err)
	}
	var res advantageResult
	seat, r := g%n, rand.NewPCG(uint64(g), 9)
	for s.Actor() != engine.Nobody {
		var m tortuga.Move
		switch a := s.Actor(); {
		case a == engine.Chance:
			m = s.SampleChance()
		case int(a) == seat:
			m = p.Choose(b.Context(), s)
			if ref.legal = s.Legal(ref.legal[:0]); len(ref.legal) > 1 {
				e := slices.Index(ref.legal, s.ExpertMove(rand.NewPCG(1, 2)))
				base := uint64(g)<<24 | uint64(res.decisions)<<1
				rounds := float64(ref.play(s, advantagePlayouts, base))
				first := slices.Clone(ref.sums)
				top := ref.best()
				rounds2 := float64(ref.play(s, advantagePlayouts, base|1))
				res.max += (first[top] - first[e]) / rounds
				res.best += (ref.sums[top] - ref.sums[e]) / rounds2
				res.adv += (ref.sums[slices.Index(ref.legal, m)] - ref.sums[e]) / rounds2
				res.decisions++
			}
		default:
			m = s.ExpertMove(r)
		}
		if err := s.Apply(m, nil); err != nil {
			b.Fatal(err)
		}
	}
	res.win = s.Forecast(nil)[seat]
	return res
}

// standardError is the standard error of the mean of xs, 0 for fewer
// than two.
func standardError(xs []float64) float64 {
	if len(xs) < 2 {
		return 0
	}
	return stat.StdErr(stat.StdDev(xs, nil), float64(len(xs)))
}
