package bots

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"caribe/engine"
)

// Rollouts of the rollout bot.
const (
	// rolloutPlayouts is how many playouts each legal move gets: with 256
	// the noise of the playouts cost some 5 points of the chance to win a
	// two-player game, with 2,048 about 1 (BenchmarkRolloutRegret).
	rolloutPlayouts = 2048
	// rolloutHorizon is how many stages (engine.Evaluator: turtles' moves
	// in La Tortuga) a playout plays before the forecast values it.
	rolloutHorizon = 8
	// rolloutCap bounds a decision on a loaded machine: the playouts stop
	// after the round (one playout of every move) that passes it, and
	// the moves are compared on the rounds played. On a quiet machine no
	// decision comes near it (BenchmarkRolloutTortuga2p).
	rolloutCap = 200 * time.Millisecond
	// rolloutClockEvery is how many rounds go by between looks at the clock.
	rolloutClockEvery = 16
)

// rolloutBot improves on the game's expert rule by rollouts (Tesauro and
// Galperin's for backgammon): each legal move is played in rolloutPlayouts
// determinizations drawn from what the deciding seat sees, every seat then
// playing the expert rule for rolloutHorizon stages, where the game's
// fitted forecast (Forecaster) values the result; the move of the highest
// mean chance wins. The moves share their determinizations and dice
// (common random numbers), so that they are compared on the same luck.
type rolloutBot[S engine.State[S, M], M engine.Move] struct {
	rng rand.PCG
	// draw is the generator of one playout's determinization and ties,
	// seeded alike for every move.
	draw  rand.PCG
	legal []M
	sums  []float64
	v     []float64
	// s is the scratch state of the playouts, with its chance binding, its
	// trusted path and its interfaces looked up once.
	s      S
	chance engine.ChanceOf[M]
	apply  engine.Trusted[M]
	ev     engine.Evaluator
	fc     Forecaster
	ex     Expert[M]
	det    engine.Determinizer
	// now is the clock the cap is read on; cut says the last decision
	// was cut short by it.
	now func() time.Time
	cut bool
}

// NewRollout returns the rollout bot. It fails for a game without an
// expert rule (Expert), a fitted forecast (Forecaster), stages
// (engine.Evaluator) or determinizations (engine.Determinizer).
func NewRollout[S engine.State[S, M], M engine.Move](seed uint64) (Player[S, M], error) {
	var zero S
	switch {
	case !implements[Expert[M]](zero):
		return nil, fmt.Errorf("rollout: %T has no expert rule (bots.Expert)", zero)
	case !implements[Forecaster](zero):
		return nil, fmt.Errorf("rollout: %T has no fitted forecast (bots.Forecaster)", zero)
	case !implements[engine.Evaluator](zero):
		return nil, fmt.Errorf("rollout: %T has no stages (engine.Evaluator)", zero)
	case !implements[engine.Determinizer](zero):
		return nil, fmt.Errorf("rollout: %T has no determinizations (engine.Determinizer)", zero)
	}
	b := &rolloutBot[S, M]{now: time.Now}
	b.rng.Seed(seed, 0x7011)
	return b, nil
}

func implements[I any](x any) bool {
	_, ok := x.(I)
	return ok
}

// Choose plays the legal move of the highest mean forecast for the deciding
// seat over the playouts, the first of equals; never a blunder
// (engine.Blunderer). Past rolloutCap it stops at the next look at the
// clock.
func (b *rolloutBot[S, M]) Choose(_ context.Context, s S) M {
	b.cut = false
	b.legal = engine.DropBlunders[M](s, s.Legal(b.legal[:0]))
	if len(b.legal) == 1 {
		return b.legal[0]
	}
	b.play(s, rolloutPlayouts, b.rng.Uint64())
	return b.legal[b.best()]
}

// play runs up to n rounds of playouts from s, one of every move in
// b.legal on the same luck (the round's determinization seeded from base),
// summing each move's forecasts into b.sums, and returns the rounds played:
// fewer when the cap cut them short.
func (b *rolloutBot[S, M]) play(s S, n int, base uint64) int {
	if b.ex == nil {
		b.s = s.Clone()
		b.chance = engine.BindChance[S, M](b.s)
		b.apply = engine.PlayoutApply[S, M](b.s)
		b.ev, b.fc = any(b.s).(engine.Evaluator), any(b.s).(Forecaster)
		b.ex, b.det = any(b.s).(Expert[M]), any(b.s).(engine.Determinizer)
	}
	seat, _ := s.Actor().Seat()
	b.sums = append(b.sums[:0], make([]float64, len(b.legal))...)
	start := b.now()
	for i := range uint64(n) {
		if i%rolloutClockEvery == rolloutClockEvery-1 && b.now().Sub(start) > rolloutCap {
			b.cut = true
			return int(i)
		}
		for j, m := range b.legal {
			b.draw.Seed(base, i)
			b.s.CopyFrom(s)
			b.det.Determinize(seat, &b.draw)
			b.apply.ApplyTrusted(m)
			b.sums[j] += b.playout()[seat]
		}
	}
	return n
}

// best is the index in b.legal of the move of the highest sum, the first
// of equals.
func (b *rolloutBot[S, M]) best() int {
	best := 0
	for j, v := range b.sums {
		if v > b.sums[best] {
			best = j
		}
	}
	return best
}

// CutShort reports whether the cap cut the last decision's playouts short.
func (b *rolloutBot[S, M]) CutShort() bool { return b.cut }

// playout plays the scratch state on by the expert rule for every seat
// until the horizon or the end, and returns the forecast there.
func (b *rolloutBot[S, M]) playout() []float64 {
	stages := 0
	for range MaxMoves {
		a := b.s.Actor()
		if a == engine.Nobody {
			break
		}
		if b.ev.Settled() {
			if stages++; stages > rolloutHorizon {
				break
			}
		}
		var m M
		if a == engine.Chance {
			m, _ = b.chance.Sample()
		} else {
			m = b.ex.ExpertMove(&b.draw)
		}
		b.apply.ApplyTrusted(m)
	}
	b.v = b.fc.Forecast(b.v[:0])
	return b.v
}
