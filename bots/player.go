// Package bots plays any game that meets the engine contract: random,
// greedy (the game's own rule of thumb), Monte Carlo tree search and
// information-set Monte Carlo tree search. Every bot is deterministic for a
// given seed and iteration budget. Games plug in through Bind and the list
// in games.go.
package bots

import (
	"context"

	"caribe/engine"
)

// Player chooses moves in one game type.
type Player[S engine.State[S, M], M engine.Move] interface {
	// Choose returns the move to play for the seat that must decide in s,
	// leaving s unchanged. A seat, not chance or nobody, must be deciding.
	// When ctx ends first, a search stops and chooses among what it has
	// found so far.
	Choose(ctx context.Context, s S) M
}

// splitmix is SplitMix64's output function: it turns a counter or a seed
// into a well-mixed 64-bit value, for deriving seeds from seeds.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// SeedFor derives the seed of one of several streams (a seat, a game) from
// a parent seed.
func SeedFor(seed uint64, stream int) uint64 { return splitmix(seed ^ splitmix(uint64(stream))) }
