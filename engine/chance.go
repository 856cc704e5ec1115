package engine

// Chancy is met by the state of a game with chance nodes (dice, say): when
// Actor answers Chance, Chances lists the outcomes and SampleChance draws
// one. A game without chance nodes (its shuffles happen inside Apply)
// leaves both out: its Actor never answers Chance.
type Chancy[M Move] interface {
	// Chances appends the pending chance outcomes with their probabilities.
	Chances(buf []Outcome[M]) []Outcome[M]
	// SampleChance draws a chance outcome from the game's own seeded generator.
	SampleChance() M
}

// ChanceOf is one state's chance behaviour, resolved once by BindChance
// when a game, a search or a playout is set up, and used at every chance
// node after: a chance node then costs a call through an interface, not
// the look-up of a type assertion (runtime.getitab) per move. Its zero
// value, like the binding of a game without chance nodes, has no outcomes.
type ChanceOf[M Move] struct {
	c Chancy[M] // the bound state as a Chancy; nil for a game without chance nodes
}

// BindChance resolves the chance behaviour of s. Every game's state is a
// pointer, so the binding follows s through Apply and CopyFrom; another
// state (a Clone) needs its own binding.
func BindChance[S any, M Move](s S) ChanceOf[M] {
	c, _ := any(s).(Chancy[M])
	return ChanceOf[M]{c}
}

// Outcomes appends the chance outcomes pending in the bound state, none
// for a game without chance nodes.
func (b ChanceOf[M]) Outcomes(buf []Outcome[M]) []Outcome[M] {
	if b.c == nil {
		return buf
	}
	return b.c.Chances(buf)
}

// Sample draws the pending chance outcome of the bound state from the
// game's own generator; ok is false for a game without chance nodes.
func (b ChanceOf[M]) Sample() (m M, ok bool) {
	if b.c == nil {
		return m, false
	}
	return b.c.SampleChance(), true
}
