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

// ChancesOf appends the chance outcomes pending in s, none for a game
// without chance nodes.
func ChancesOf[S any, M Move](s S, buf []Outcome[M]) []Outcome[M] {
	if c, ok := any(s).(Chancy[M]); ok {
		return c.Chances(buf)
	}
	return buf
}

// SampleChanceOf draws the pending chance outcome of s from the game's own
// generator; ok is false for a game without chance nodes.
func SampleChanceOf[S any, M Move](s S) (m M, ok bool) {
	c, ok := any(s).(Chancy[M])
	if !ok {
		return m, false
	}
	return c.SampleChance(), true
}
