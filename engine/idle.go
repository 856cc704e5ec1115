package engine

// Idler is a game that counts the turns in a row in which nothing on the
// table moved on, so that a bot can tell a game that has stalled (each
// player waiting for another to make the move that ends it) from one in
// progress, from the position alone.
type Idler interface {
	// IdleTurns is how many turns have ended since the table last moved
	// on, as the game defines it.
	IdleTurns() int
}
