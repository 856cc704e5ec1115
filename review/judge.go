package review

import (
	"fmt"
	"math/rand/v2"

	"caribe/bots"
	"caribe/engine"
)

// Settings are how hard the judge looks at a decision.
type Settings struct {
	// Playouts is how many determinizations, each played on, value a
	// move or a position.
	Playouts int
	// Horizon is how many stages a move's playouts play past the next
	// one before the forecast values them: in a game with stages
	// (engine.Evaluator) its stages (La Tortuga's turtles' moves), else
	// the deciding seat's turns, 0 ending at the start of its next turn.
	Horizon int
}

// judge values positions and moves for one seat by playouts: each
// determinization redraws what the seat cannot see, every seat then plays
// the game's own rule (its expert rule, or else its heuristic) to the
// horizon, the deciding seat first finishing its turn by finish, and the
// fitted forecast values where the playout ends.
type judge[S engine.State[S, M], M engine.Move] struct {
	set Settings
	// s is the scratch state of the playouts, with its chance binding and
	// its trusted path bound once.
	s      S
	apply  engine.Trusted[M]
	chance engine.ChanceOf[M]
	fc     bots.Forecaster
	// ev is the game's stages, nil for a game whose stages are turns.
	ev  engine.Evaluator
	det engine.Determinizer
	// rule is the move every seat plays in a playout.
	rule func(r *rand.PCG) M
	// draw is the generator of one playout, seeded alike for every move
	// compared (common random numbers).
	draw rand.PCG
	v    []float64
	sums []float64
	// look is the scratch state of finish's look one move ahead, with
	// its trusted path, its forecast and its rule; legal is the list of
	// moves looked at.
	look      S
	lookApply engine.Trusted[M]
	lookFc    bots.Forecaster
	lookRule  func(r *rand.PCG) M
	legal     []M
}

// newJudge binds the judge to a state like s. It fails for a game
// without a fitted forecast, or without a rule to play the playouts by.
func newJudge[S engine.State[S, M], M engine.Move](s S, set Settings) (*judge[S, M], error) {
	j := &judge[S, M]{set: set, s: s.Clone()}
	var ok bool
	if j.fc, ok = any(j.s).(bots.Forecaster); !ok {
		return nil, fmt.Errorf("review: %T has no fitted forecast (bots.Forecaster)", s)
	}
	if j.rule = ruleOf[M](j.s); j.rule == nil {
		return nil, fmt.Errorf("review: %T has no rule to play playouts by (bots.Expert or engine.Heuristic)", s)
	}
	j.apply = engine.PlayoutApply[S, M](j.s)
	j.look = s.Clone()
	j.lookApply = engine.PlayoutApply[S, M](j.look)
	j.lookFc = any(j.look).(bots.Forecaster)
	j.lookRule = ruleOf[M](j.look)
	j.chance = engine.BindChance[S, M](j.s)
	j.ev, _ = any(j.s).(engine.Evaluator)
	j.det, _ = any(j.s).(engine.Determinizer)
	return j, nil
}

// ruleOf is the move s's game plays in a playout, bound to s: its expert
// rule, or else its heuristic; nil if it has neither.
func ruleOf[M engine.Move](s any) func(r *rand.PCG) M {
	switch r := s.(type) {
	case bots.Expert[M]:
		return r.ExpertMove
	case engine.Heuristic[M]:
		return r.HeuristicMove
	}
	return nil
}

// settled reports whether a playout stands between two stages: with the
// game's stages, where it says; otherwise at the start of a seat's turn
// (a seat other than the last one that decided).
func (j *judge[S, M]) settled(last engine.Actor) bool {
	if j.ev != nil {
		return j.ev.Settled()
	}
	a := j.s.Actor()
	return a != engine.Chance && a != last
}

// playout plays the scratch state on until stages more stage boundaries
// have passed (0: to the next one), or the end, and adds the forecast
// there to sums. In a game whose stages are turns, only the start of
// seat's own turns counts as a boundary when seat is one (not
// engine.Nobody), so that every move compared is valued at the same point
// of the game, whether it ended the turn or not: the forecast at another
// seat's turn would favour the move that ended it.
func (j *judge[S, M]) playout(stages int, seat engine.Actor, sums []float64) {
	last := j.s.Actor()
	if last == engine.Chance {
		last = engine.Nobody
	}
	moved := false
	for range bots.MaxMoves {
		a := j.s.Actor()
		if a == engine.Nobody {
			break
		}
		if moved && j.settled(last) && (j.ev != nil || seat == engine.Nobody || a == seat) {
			if stages == 0 {
				break
			}
			stages--
		}
		var m M
		if a == engine.Chance {
			m, _ = j.chance.Sample()
		} else {
			m = j.rule(&j.draw)
			last = a
		}
		j.apply.ApplyTrusted(m)
		moved = true
	}
	j.v = j.fc.Forecast(j.v[:0])
	for i, x := range j.v {
		sums[i] += x
	}
}

// finish plays the rest of seat's turn, if it is to move, in a game whose
// stages are turns (Cartagena's three actions), each action the one whose
// position, the turn then finished by the rule, the forecast values best
// for that seat: Cartagena's rule alone would spend every card it holds
// (it never ends a turn early), so a move that leaves the turn open would
// be followed by moves its player need not make, and judged by them.
func (j *judge[S, M]) finish(seat engine.Actor) {
	if j.ev != nil {
		return
	}
	for j.s.Actor() == seat {
		j.apply.ApplyTrusted(j.choose(seat))
	}
}

// choose is finish's move for seat at the scratch state: of its legal
// moves, the one after which the turn, finished by the rule, leaves seat
// the best forecast (the first such, on a tie).
func (j *judge[S, M]) choose(seat engine.Actor) M {
	j.legal = j.s.Legal(j.legal[:0])
	best, top := j.legal[0], -1.0
	for _, m := range j.legal {
		j.look.CopyFrom(j.s)
		j.lookApply.ApplyTrusted(m)
		for j.look.Actor() == seat {
			j.lookApply.ApplyTrusted(j.lookRule(&j.draw))
		}
		j.v = j.lookFc.Forecast(j.v[:0])
		if v := j.v[seat]; v > top {
			best, top = m, v
		}
	}
	return best
}

// redraw copies src into the scratch state and redraws what seat cannot
// see, with the playout's generator.
func (j *judge[S, M]) redraw(src S, seat int) {
	j.s.CopyFrom(src)
	if j.det != nil && seat >= 0 {
		j.det.Determinize(seat, &j.draw)
	}
}

// position is each seat's chance at s seen from seat: the forecast itself
// where s stands between two stages (boundary, or the game's own stages
// say so), else the mean forecast at the next stage boundary over the
// playouts. It is written to out.
func (j *judge[S, M]) position(s S, seat int, boundary bool, seed uint64, out []float64) []float64 {
	out = zeroed(out, s.Players())
	if boundary || j.atBoundary(s) {
		j.v = any(s).(bots.Forecaster).Forecast(j.v[:0])
		copy(out, j.v)
		return out
	}
	for i := range uint64(j.set.Playouts) {
		j.draw.Seed(seed, i)
		j.redraw(s, seat)
		j.finish(engine.Actor(seat))
		j.playout(0, engine.Nobody, out)
	}
	scale(out, 1/float64(j.set.Playouts))
	return out
}

// atBoundary reports whether s itself stands between two stages by what s
// alone tells: the game is over, or its stages say it is settled. (Where a
// game's stages are turns, only its record tells where a turn begins.)
func (j *judge[S, M]) atBoundary(s S) bool {
	if s.Actor() == engine.Nobody {
		return true
	}
	ev, ok := any(s).(engine.Evaluator)
	return ok && ev.Settled()
}

// moves is the deciding seat's chance after each of moves at s, seen from
// seat, by the judge's playouts past the move, every move on the same
// determinizations and dice (common random numbers). It is written to out;
// every seat's chance after the first move is written to first.
func (j *judge[S, M]) moves(s S, seat int, moves []M, seed uint64, out, first []float64) ([]float64, []float64) {
	out = zeroed(out, len(moves))
	first = zeroed(first, s.Players())
	j.sums = zeroed(j.sums, s.Players())
	for i := range uint64(j.set.Playouts) {
		for k, m := range moves {
			j.draw.Seed(seed, i)
			j.redraw(s, seat)
			j.apply.ApplyTrusted(m)
			clear(j.sums)
			j.finish(engine.Actor(seat))
			j.playout(j.set.Horizon, engine.Actor(seat), j.sums)
			out[k] += j.sums[seat]
			if k == 0 {
				add(first, j.sums)
			}
		}
	}
	scale(out, 1/float64(j.set.Playouts))
	scale(first, 1/float64(j.set.Playouts))
	return out, first
}

// known is every seat's chance at next, the position a move led to, seen
// from seat as it sees next, by the same playouts (seed) as moves played
// that move on from the position before. What the move revealed to seat
// (the cards it drew, the card turned up) is then known in every playout,
// where moves redrew it: the difference is what the reveal was worth, the
// move's luck. A move that revealed nothing is valued exactly as moves
// valued it, so its luck is nothing.
func (j *judge[S, M]) known(next S, seat int, seed uint64, out []float64) []float64 {
	out = zeroed(out, next.Players())
	for i := range uint64(j.set.Playouts) {
		j.draw.Seed(seed, i)
		j.redraw(next, seat)
		j.finish(engine.Actor(seat))
		j.playout(j.set.Horizon, engine.Actor(seat), out)
	}
	scale(out, 1/float64(j.set.Playouts))
	return out
}

// add adds v to sum, entry by entry.
func add(sum, v []float64) {
	for i, x := range v {
		sum[i] += x
	}
}

// zeroed is buf resized to n entries, all zero.
func zeroed(buf []float64, n int) []float64 {
	buf = append(buf[:0], make([]float64, n)...)
	return buf
}

// scale multiplies every entry of v by f.
func scale(v []float64, f float64) {
	for i := range v {
		v[i] *= f
	}
}
