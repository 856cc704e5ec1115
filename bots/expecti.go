package bots

import (
	"context"
	"fmt"
	"math/rand/v2"

	"caribe/engine"
)

// maxPlies bounds the expectimax of a game whose stages never settle.
const maxPlies = 64

// expectiBot is an expectimax search over the game's stages
// (engine.Evaluator): from a decision, every line of play to the end of the
// stages ahead, chance outcomes weighted by their probabilities, each seat
// deciding for its own value (max^n), the leaves valued by the game's
// evaluation. It searches a determinization drawn from what the deciding
// seat sees, so the cards it would turn up are guesses, never the hidden
// truth.
type expectiBot[S engine.State[S, M], M engine.Move] struct {
	stages int
	rng    rand.PCG
	plies  []*ply[S, M]
	legal  []M
	memo   *memo // of settled states, when the game's are engine.Keyed
	// appraise values the leaves by the game's Appraiser, forecast by its
	// Forecaster, instead of its engine.Evaluator.
	appraise, forecast bool
}

// Appraiser is a game state offering a second valuation of the seats, in
// the game's own units (La Tortuga's expert's, in eggs), for expertimax's
// leaves.
type Appraiser interface {
	Appraise(buf []float64) []float64
}

// Forecaster is a game state offering each seat's chance to win fitted to
// the outcomes of played games (La Tortuga's), for expectiwin's leaves and
// the ends of the rollout bot's playouts.
type Forecaster interface {
	Forecast(buf []float64) []float64
}

// ply is the scratch space of one depth of the search.
type ply[S engine.State[S, M], M engine.Move] struct {
	s       S
	legal   []M
	chances []engine.Outcome[M]
	chance  engine.ChanceOf[M] // s's chance outcomes
	// ev, ap, fc and keyed are s as an engine.Evaluator, an Appraiser (nil
	// unless the leaves are appraised), a Forecaster (nil unless they are
	// forecast) and an engine.Keyed (nil for a game without keys), looked
	// up once when the ply is made.
	ev    engine.Evaluator
	ap    Appraiser
	fc    Forecaster
	keyed engine.Keyed
	v     []float64
}

// NewExpecti returns the expectimax bot searching to the end of the given
// number of stages ahead (1: the rest of the stage under way). It fails for
// a game whose state is no engine.Evaluator.
func NewExpecti[S engine.State[S, M], M engine.Move](stages int, seed uint64) (Player[S, M], error) {
	var zero S
	if _, ok := any(zero).(engine.Evaluator); !ok {
		return nil, fmt.Errorf("expecti: %T has no evaluation (engine.Evaluator)", zero)
	}
	b := &expectiBot[S, M]{stages: max(stages, 1)}
	b.rng.Seed(seed, 0xe4c7)
	return b, nil
}

// NewExpertimax returns the expectimax bot searching two stages whose
// leaves are valued by the game's Appraiser. It fails for a game whose
// state is no engine.Evaluator or no Appraiser.
func NewExpertimax[S engine.State[S, M], M engine.Move](seed uint64) (Player[S, M], error) {
	var zero S
	if _, ok := any(zero).(Appraiser); !ok {
		return nil, fmt.Errorf("expertimax: %T has no expert valuation (bots.Appraiser)", zero)
	}
	p, err := NewExpecti[S, M](2, seed)
	if err != nil {
		return nil, err
	}
	p.(*expectiBot[S, M]).appraise = true
	return p, nil
}

// NewExpectiwin returns the expectimax bot searching two stages whose
// leaves are valued by the game's Forecaster. It fails for a game whose
// state is no engine.Evaluator or no Forecaster.
func NewExpectiwin[S engine.State[S, M], M engine.Move](seed uint64) (Player[S, M], error) {
	var zero S
	if _, ok := any(zero).(Forecaster); !ok {
		return nil, fmt.Errorf("expectiwin: %T has no fitted forecast (bots.Forecaster)", zero)
	}
	p, err := NewExpecti[S, M](2, seed)
	if err != nil {
		return nil, err
	}
	p.(*expectiBot[S, M]).forecast = true
	return p, nil
}

// Choose plays the move of the highest expected value for the deciding
// seat, the first legal one of equals, never a blunder
// (engine.Blunderer).
func (b *expectiBot[S, M]) Choose(_ context.Context, s S) M {
	b.legal = engine.DropBlunders[M](s, s.Legal(b.legal[:0]))
	if len(b.legal) == 1 {
		return b.legal[0]
	}
	seat, _ := s.Actor().Seat()
	root := b.at(0, s)
	root.s.CopyFrom(s)
	if _, ok := any(s).(engine.Keyed); ok {
		if b.memo == nil {
			b.memo = newMemo(s.Players())
		}
		b.memo.forget()
	}
	if d, ok := any(root.s).(engine.Determinizer); ok {
		d.Determinize(seat, &b.rng)
	}
	best, bestV := 0, 0.0
	for i, m := range b.legal {
		v := b.expect(m)[seat]
		if i == 0 || v > bestV {
			best, bestV = i, v
		}
	}
	return b.legal[best]
}

// expect is each seat's expected value of playing m in the determinized
// root state.
func (b *expectiBot[S, M]) expect(m M) []float64 { return b.child(0, m, 0) }

// at is the ply of depth k, its state a copy of s when it is new.
func (b *expectiBot[S, M]) at(k int, s S) *ply[S, M] {
	for len(b.plies) <= k {
		p := &ply[S, M]{s: s.Clone(), legal: make([]M, 0, 16),
			chances: make([]engine.Outcome[M], 0, 16), v: make([]float64, s.Players())}
		p.chance = engine.BindChance[S, M](p.s)
		p.ev = any(p.s).(engine.Evaluator)
		if b.appraise {
			p.ap = any(p.s).(Appraiser)
		}
		if b.forecast {
			p.fc = any(p.s).(Forecaster)
		}
		p.keyed, _ = any(p.s).(engine.Keyed)
		b.plies = append(b.plies, p)
	}
	return b.plies[k]
}

// child plays m in the state of ply k and returns the value of the result,
// settled being the stages ended so far.
func (b *expectiBot[S, M]) child(k int, m M, settled int) []float64 {
	c := b.at(k+1, b.plies[k].s)
	c.s.CopyFrom(b.plies[k].s)
	mustApply(c.s, m)
	return b.value(k+1, settled)
}

// value is each seat's value of the state of ply k: its evaluation at the
// end of the last stage searched, else the best choice of the seat
// deciding, or the mean over the chance outcomes.
func (b *expectiBot[S, M]) value(k, settled int) []float64 {
	p := b.plies[k]
	if !p.ev.Settled() {
		return b.search(k, settled)
	}
	settled++
	if p.s.Actor() == engine.Nobody || settled >= b.stages {
		return p.leaf()
	}
	if b.memo == nil {
		return b.search(k, settled)
	}
	key := p.keyed.Key() ^ splitmix(uint64(settled))
	if v := b.memo.get(key); v != nil {
		copy(p.v, v)
		return p.v
	}
	b.memo.put(key, b.search(k, settled))
	return p.v
}

// search is value below a settled state's memory: the best choice of the
// seat deciding, or the mean over the chance outcomes.
func (b *expectiBot[S, M]) search(k, settled int) []float64 {
	p := b.plies[k]
	a := p.s.Actor()
	if k+1 >= maxPlies {
		return p.leaf()
	}
	if a == engine.Chance {
		p.chances = p.chance.Outcomes(p.chances[:0])
		if len(p.chances) == 0 {
			return p.leaf()
		}
		clear(p.v)
		for _, o := range p.chances {
			for j, x := range b.child(k, o.Move, settled) {
				p.v[j] += o.Prob * x
			}
		}
		return p.v
	}
	seat := int(a)
	p.legal = p.s.Legal(p.legal[:0])
	for i, m := range p.legal {
		if cv := b.child(k, m, settled); i == 0 || cv[seat] > p.v[seat] {
			copy(p.v, cv)
		}
	}
	return p.v
}

// leaf is each seat's value of the ply's state where the search stops.
func (p *ply[S, M]) leaf() []float64 {
	switch {
	case p.ap != nil:
		p.v = p.ap.Appraise(p.v[:0])
	case p.fc != nil:
		p.v = p.fc.Forecast(p.v[:0])
	default:
		p.v = p.ev.Values(p.v[:0])
	}
	return p.v
}
