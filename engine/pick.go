package engine

// Pick is the index below n that one draw x of a generator picks: x's top
// 32 bits scaled to n, (x>>32)·n>>32, the multiply-shift of Lemire's method
// without its rejection step, so one draw a pick (its bias, below n/2³²,
// is far under what a playout can tell). Every uniform pick from a list
// goes through it — the bots, the engine's playout loops, the test
// harnesses and the games' own loops and samplers — so the same seeds pick
// the same moves wherever a move is picked. It takes the draw, not the
// generator: with the generator's step inside, a pick is over the
// compiler's inlining budget and costs a call a move; as it is, it is
// inlined at each use and the caller's r.Uint64() with it.
func Pick(x uint64, n int) int { return int((x >> 32) * uint64(n) >> 32) }
