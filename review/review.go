package review

import (
	"context"
	"encoding/json"
	"fmt"
	"math"

	"caribe/bots"
	"caribe/engine"
	"caribe/forecast"
)

// luckFloor is the least luck a move's reveal is counted with: below it,
// what is left is the rounding of two sums of the same playouts.
const luckFloor = 1e-9

// Progress hears how far a review has come: done of total moves judged.
type Progress func(done, total int)

// run is one review under way.
type run[S engine.State[S, M], M engine.Move] struct {
	best  bots.Player[S, M]
	j     *judge[S, M]
	seed  uint64
	legal []M
	vals  []float64
}

// Review replays the record and reviews every decision and chance outcome
// in it: best plays the hard bot's move, set says how hard the judge
// looks, and seed draws the playouts (the same seed, the same review).
// A record that does not replay is refused, naming the first bad move;
// a game not over at the record's end is refused too.
func Review[S engine.State[S, M], M engine.Move](ctx context.Context, rules engine.Rules[S, M], rec engine.Record,
	best bots.Player[S, M], bot string, set Settings, seed uint64, progress Progress) (*Report, error) {
	moves, err := engine.Effective(rec.Moves)
	if err != nil {
		return nil, err
	}
	options := rec.Options
	if len(options) == 0 {
		options = json.RawMessage("{}")
	}
	s, err := rules.New(rec.Players, options, rec.Seed)
	if err != nil {
		return nil, err
	}
	played, err := decode[S, M](s, moves)
	if err != nil {
		return nil, err
	}
	j, err := newJudge[S, M](s, set)
	if err != nil {
		return nil, err
	}
	r := &run[S, M]{best: best, j: j, seed: seed}
	rep := &Report{Game: rules.Name, Title: rules.Title, Players: rec.Players, Bot: bot, Playouts: set.Playouts, Horizon: set.Horizon}
	last := engine.Nobody
	for i, m := range played {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		next := s.Clone()
		if err := next.Apply(m, nil); err != nil {
			return nil, fmt.Errorf("replaying move %d %s: %w", i+1, moves[i], err)
		}
		if seat, ok := s.Actor().Seat(); ok {
			rep.Decisions = append(rep.Decisions, r.decision(ctx, i+1, s, next, m, seat, last))
			last = s.Actor()
		} else {
			rep.Rolls = append(rep.Rolls, r.roll(i+1, s, next, m, max(int(last), 0)))
		}
		s = next
		if progress != nil {
			progress(i+1, len(played))
		}
	}
	rep.Final = zeroed(nil, rec.Players)
	winners := s.Winners(nil)
	for _, w := range winners {
		rep.Final[w] = 1 / float64(len(winners))
	}
	rep.summarize()
	return rep, nil
}

// decode reads the record's moves and checks that they replay to the end
// of the game, naming the first that does not.
func decode[S engine.State[S, M], M engine.Move](start S, moves []json.RawMessage) ([]M, error) {
	s := start.Clone()
	out := make([]M, len(moves))
	for i, raw := range moves {
		if err := json.Unmarshal(raw, &out[i]); err != nil {
			return nil, fmt.Errorf("replaying move %d %s: %w", i+1, raw, err)
		}
		if err := s.Apply(out[i], nil); err != nil {
			return nil, fmt.Errorf("replaying move %d %s: %w", i+1, raw, err)
		}
	}
	if s.Actor() != engine.Nobody {
		return nil, fmt.Errorf("the record ends before the game does: %d moves, and %v is still to decide", len(moves), s.Actor())
	}
	return out, nil
}

// decision judges seat's move m at s, which leads to next; last is the
// seat that decided before it (engine.Nobody: none).
func (r *run[S, M]) decision(ctx context.Context, n int, s, next S, m M, seat int, last engine.Actor) Decision {
	seed := r.seed ^ uint64(n)*0x9e3779b97f4a7c15
	d := Decision{Number: n, Seat: seat, Move: mustJSON(m), Text: m.String()}
	// Where s or next stands between two stages (a move that ends its
	// seat's turn leads to the next turn's start), the forecast itself is
	// read there.
	d.Before = r.j.position(s, seat, forecast.Between(s, s.Actor(), last), seed, nil)
	d.After = r.j.position(next, seat, forecast.Between(next, next.Actor(), s.Actor()), seed+1, nil)
	r.legal = s.Legal(r.legal[:0])
	d.Options = len(r.legal)
	best := m
	if d.Options > 1 {
		best = r.best.Choose(ctx, s)
	}
	d.Best, d.BestText = mustJSON(best), best.String()
	var played []float64
	if best == m {
		r.vals, played = r.j.moves(s, seat, []M{m}, seed+2, r.vals, nil)
		d.Played, d.Better = r.vals[0], r.vals[0]
	} else {
		r.vals, played = r.j.moves(s, seat, []M{m, best}, seed+2, r.vals, nil)
		d.Played, d.Better = r.vals[0], r.vals[1]
	}
	d.Luck = r.j.known(next, seat, seed+2, nil)
	for i := range d.Luck {
		d.Luck[i] -= played[i]
		if math.Abs(d.Luck[i]) < luckFloor {
			d.Luck[i] = 0
		}
	}
	d.Lost = max(d.Better-d.Played, 0)
	d.Judgement = judgeLoss(d.Options, d.Lost)
	return d
}

// roll rates the chance outcome m at s, which leads to next, against every
// outcome that could have come, each valued from the seat that decided
// last, or the first seat before any decision (what it could not see
// redrawn), all on the same playouts' luck
// (common random numbers), so that the outcome itself is what differs.
func (r *run[S, M]) roll(n int, s, next S, m M, seat int) Roll {
	seed := r.seed ^ uint64(n)*0x9e3779b97f4a7c15
	o := Roll{Number: n, Outcome: mustJSON(m), Text: m.String()}
	o.Before = r.j.position(s, seat, false, seed, nil)
	o.After = r.j.position(next, seat, false, seed+1, nil)
	o.Expected = zeroed(nil, s.Players())
	scratch := s.Clone()
	var v []float64
	for _, out := range engine.BindChance[S, M](s).Outcomes(nil) {
		scratch.CopyFrom(s)
		if err := scratch.Apply(out.Move, nil); err != nil {
			continue
		}
		v = r.j.position(scratch, seat, false, seed+1, v)
		for i, x := range v {
			o.Expected[i] += out.Prob * x
		}
	}
	o.Luck = make([]float64, s.Players())
	for i := range o.Luck {
		o.Luck[i] = o.After[i] - o.Expected[i]
	}
	return o
}

// mustJSON is m as the game writes it; a move the game wrote once it can
// always write again.
func mustJSON[M engine.Move](m M) json.RawMessage {
	b, err := json.Marshal(m)
	if err != nil {
		return json.RawMessage(fmt.Sprintf("%q", m.String()))
	}
	return b
}
