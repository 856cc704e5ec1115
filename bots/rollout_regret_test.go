package bots

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games/tortuga"
)

// The measure of BenchmarkRolloutRegret.
const (
	// regretGames is how many games of rollout against the expert give
	// the positions, the rollout seat rotating.
	regretGames = 20
	// regretEvery keeps one of every so many of rollout's decisions at
	// two players, half as many at four, where a seat decides a third as
	// often.
	regretEvery = 8
	// regretReference is the playouts a move of the reference choice.
	regretReference = 16384
	// regretTrials is how many times, on fresh luck, each position is
	// decided by the playouts weighed.
	regretTrials = 4
)

// regretPosition is one of rollout's decisions, with the reference's mean
// chance of each legal move, and the indices in legal of the reference's
// best move and of the expert rule's move.
type regretPosition struct {
	s            *tortuga.State
	legal        []tortuga.Move
	ref          []float64
	best, expert int
}

// regretTable holds a table size's positions and the decisions a game
// they stand for.
type regretTable struct {
	positions []regretPosition
	perGame   float64
}

var regretTables = map[int]*regretTable{}

// BenchmarkRolloutRegret weighs how many playouts the rollout bot needs. On
// positions of games of rollout against the expert, it decides each
// position with the playouts named (0: the expert rule's move), and reports
// how much chance the choice loses against the best move of a reference of
// regretReference playouts a move, by the reference's own means: a
// decision's mean (regret/decision) and summed over a game's decisions, in
// points of the chance to win (points/game), with how often the choice is
// the reference's (agree-%). Run it once: go test ./bots -run '^$' -bench
// RolloutRegret -benchtime 1x.
func BenchmarkRolloutRegret(b *testing.B) {
	for _, players := range []int{2, 4} {
		for _, n := range []int{0, 256, 1024, 2048} {
			b.Run(fmt.Sprintf("%dp/playouts=%d", players, n), func(b *testing.B) {
				t := regretTableOf(b, players)
				for b.Loop() {
					var lost float64
					agree, decided := 0, 0
					bot := stillRollout(b, 7)
					for i, p := range t.positions {
						for trial := range regretTrials {
							c := p.choose(bot, n, uint64(i)<<8|uint64(trial))
							lost += p.ref[p.best] - p.ref[c]
							decided++
							if c == p.best {
								agree++
							}
							if n == 0 {
								break
							}
						}
					}
					mean := lost / float64(decided)
					b.ReportMetric(mean, "regret/decision")
					b.ReportMetric(100*mean*t.perGame, "points/game")
					b.ReportMetric(100*float64(agree)/float64(decided), "agree-%")
				}
			})
		}
	}
}

// choose is the index of the move the bot's playouts choose at p, n
// playouts a move on the luck of base, or the expert rule's for n 0.
func (p regretPosition) choose(bot *rolloutBot[*tortuga.State, tortuga.Move], n int, base uint64) int {
	if n == 0 {
		return p.expert
	}
	bot.legal = append(bot.legal[:0], p.legal...)
	bot.play(p.s, n, base)
	return bot.best()
}

// stillRollout is a rollout bot on a clock that stands still, so that no
// cap cuts the measure short on a loaded machine.
func stillRollout(tb testing.TB, seed uint64) *rolloutBot[*tortuga.State, tortuga.Move] {
	p, err := NewRollout[*tortuga.State, tortuga.Move](seed)
	if err != nil {
		tb.Fatal(err)
	}
	bot := p.(*rolloutBot[*tortuga.State, tortuga.Move])
	var still time.Time
	bot.now = func() time.Time { return still }
	return bot
}

// regretTableOf plays the games of a table size and values their
// positions by the reference, once.
func regretTableOf(b *testing.B, players int) *regretTable {
	if t, ok := regretTables[players]; ok {
		return t
	}
	t := &regretTable{}
	decisions := 0
	for g := range regretGames {
		s, err := tortuga.Rules.New(players, json.RawMessage(`{}`), uint64(1000+g))
		if err != nil {
			b.Fatal(err)
		}
		bot, r := stillRollout(b, uint64(g)), rand.NewPCG(uint64(g), 5)
		hard, k := g%players, 0
		for s.Actor() != engine.Nobody {
			var m tortuga.Move
			switch a := s.Actor(); {
			case a == engine.Chance:
				m = s.SampleChance()
			case int(a) == hard:
				m = bot.Choose(b.Context(), s)
				if len(bot.legal) > 1 {
					decisions++
					if k++; k%(regretEvery*2/players) == 0 {
						legal := slices.Clone(bot.legal)
						expert := s.ExpertMove(rand.NewPCG(1, 2))
						t.positions = append(t.positions, regretPosition{s: s.Clone(), legal: legal, expert: slices.Index(legal, expert)})
					}
				}
			default:
				m = s.ExpertMove(r)
			}
			if err := s.Apply(m, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	t.perGame = float64(decisions) / regretGames
	ref := stillRollout(b, 99)
	for i := range t.positions {
		p := &t.positions[i]
		ref.legal = append(ref.legal[:0], p.legal...)
		rounds := ref.play(p.s, regretReference, uint64(1)<<40|uint64(i))
		for _, v := range ref.sums {
			p.ref = append(p.ref, v/float64(rounds))
		}
		p.best = ref.best()
	}
	regretTables[players] = t
	return t
}
