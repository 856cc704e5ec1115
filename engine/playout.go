package engine

import "math/rand/v2"

// ChanceDrawer is an optional interface of a game state with chance nodes:
// the pending chance outcome drawn from a generator it is given (a
// search's, never the game's own), without listing the outcomes.
type ChanceDrawer[M Move] interface {
	// DrawChance returns the outcome DrawOutcome(r, Chances(nil)) returns,
	// with the same draws from r. Chance must be acting. It leaves the
	// state unchanged and allocates nothing.
	DrawChance(r *rand.PCG) M
}

// Playouter is an optional interface of a game state: a whole uniformly
// random playout played by the game itself, with its own types on its
// trusted path, so that a move costs no call through an interface.
type Playouter interface {
	// RandomPlayout plays at most max moves from the state as it is and
	// returns how many it played, fewer only when the game ended. Each
	// move, and each draw from r, is the one RandomPlay's Step plays and
	// draws: a chance outcome as DrawOutcome draws it, a decision as a
	// pick from Legal, played as ApplyTrusted plays it. It draws from r
	// alone and allocates nothing. It may leave the game's own generator
	// where it was, where ApplyTrusted advances it at a chance outcome: a
	// playout's end is scored, not played on, and nothing in a playout
	// draws from that generator.
	RandomPlayout(r *rand.PCG, max int) int
}

// DrawOutcome draws one of outcomes by its probability: a uniform x in
// [0, 1) from one draw of r (its top 53 bits), walked down the outcomes in
// their order. The last outcome takes what rounding leaves over.
func DrawOutcome[M Move](r *rand.PCG, outcomes []Outcome[M]) M {
	x := float64(r.Uint64()>>11) / (1 << 53)
	for _, o := range outcomes {
		if x < o.Prob {
			return o.Move
		}
		x -= o.Prob
	}
	return outcomes[len(outcomes)-1].Move
}

// RandomPlay is the uniformly random playouts of one state, their dispatch
// decided once by BindRandomPlay when a search or a playout is set up: the
// game's own RandomPlayout when it has one, else a loop through the
// engine's interfaces (Step's moves). BindPathPlay binds it to one of the
// paths scripts/playoutmoves measures instead.
type RandomPlay[S State[S, M], M Move] struct {
	s        S
	own      func(r *rand.PCG, max int) int // s's own loop of these moves; nil: Step's loop
	sampler  Sampler[M]                     // s's decisions drawn directly; nil: picked from Legal
	drawer   ChanceDrawer[M]                // s's chance outcomes drawn directly; nil: from Chances
	gameDraw bool                           // Step's chance outcomes from s's own generator (SampleChance), not r
	chance   ChanceOf[M]
	apply    Trusted[M]
	legal    []M
	outcomes []Outcome[M]
}

// BindRandomPlay resolves how random playouts play s. Every game's state
// is a pointer, so the binding follows s through Apply and CopyFrom;
// another state (a Clone) needs its own binding.
func BindRandomPlay[S State[S, M], M Move](s S) *RandomPlay[S, M] {
	p := &RandomPlay[S, M]{
		s:        s,
		chance:   BindChance[S, M](s),
		apply:    PlayoutApply[S, M](s),
		legal:    make([]M, 0, 64),
		outcomes: make([]Outcome[M], 0, 16),
	}
	if g, ok := any(s).(Playouter); ok {
		p.own = g.RandomPlayout
	}
	p.sampler, _ = any(s).(Sampler[M])
	p.drawer, _ = any(s).(ChanceDrawer[M])
	return p
}

// Run plays at most max moves of a random playout, drawn from r, and
// returns how many it played, fewer only when the game ended.
func (p *RandomPlay[S, M]) Run(r *rand.PCG, max int) int {
	if p.own != nil {
		return p.own(r, max)
	}
	return p.steps(r, max)
}

// Step plays one move of a random playout through the engine's interfaces,
// whether or not the game has its own playout: a chance outcome as Chance
// draws it, or a decision drawn by the game's RandomMove or picked from
// Legal, played by the trusted path. It reports false, playing nothing,
// once the game is over.
func (p *RandomPlay[S, M]) Step(r *rand.PCG) bool { return p.steps(r, 1) == 1 }

// steps plays at most max of Step's moves and returns how many it played,
// in one loop rather than a call a move.
func (p *RandomPlay[S, M]) steps(r *rand.PCG, max int) int {
	for i := range max {
		var m M
		switch p.s.Actor() {
		case Nobody:
			return i
		case Chance:
			if p.gameDraw {
				m, _ = p.chance.Sample()
				break
			}
			m = p.Chance(r)
		default:
			if p.sampler != nil {
				m = p.sampler.RandomMove(r)
				break
			}
			p.legal = p.s.Legal(p.legal[:0])
			// The index below len drawn from r, as the bots pick from a
			// list (Pick, inlined).
			m = p.legal[Pick(r.Uint64(), len(p.legal))]
		}
		p.apply.ApplyTrusted(m)
	}
	return max
}

// Chance draws the pending chance outcome from r by its probability, by
// the game's DrawChance when it has one, else from the outcomes Chances
// lists.
func (p *RandomPlay[S, M]) Chance(r *rand.PCG) M {
	if p.drawer != nil {
		return p.drawer.DrawChance(r)
	}
	p.outcomes = p.chance.Outcomes(p.outcomes[:0])
	return DrawOutcome(r, p.outcomes)
}

// Apply plays m, a move the state itself listed or drew, by its trusted
// path when it has one.
func (p *RandomPlay[S, M]) Apply(m M) { p.apply.ApplyTrusted(m) }
