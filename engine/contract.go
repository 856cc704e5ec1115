// Package engine holds the contract every game meets and the game-independent
// machinery built on it: the type-erased Game and Session used by the
// protocol, server and tools, and exact replay.
package engine

// Move is a game's move value: small, comparable, printable and cheap to copy,
// so search can hold millions of them without allocating. A chance outcome
// (a die's value, say) is a Move too, played by the Chance actor.
type Move interface {
	comparable
	String() string
}

// Outcome is one chance outcome with its probability.
type Outcome[M Move] struct {
	Move M
	Prob float64
}

// Event is one thing that a move caused, for people and clients: a value that
// encodes to a JSON object with a "type" field naming what happened.
type Event interface {
	EventType() string
}

// State is the contract every game's state meets. S is the game's state type
// (a pointer), M its move type. Apply changes the state in place; Clone and
// CopyFrom give independent copies, so a search can try moves on a copy.
type State[S any, M Move] interface {
	// Players is the number of seats.
	Players() int
	// Actor is who must decide now.
	Actor() Actor
	// Legal appends the moves the actor may play to buf and returns it.
	// It may use buf's capacity past the moves it appends as room to
	// write in: what lies there is not kept.
	// For Chance these are the possible outcomes; for Nobody, none. A game
	// with chance nodes also meets Chancy.
	Legal(buf []M) []M
	// Apply plays m for the actor, appending the events it causes to log when
	// log is not nil. An illegal move returns an error naming the broken rule
	// and leaves the state unchanged.
	Apply(m M, log *[]Event) error
	// Scores appends each seat's score.
	Scores(buf []int) []int
	// Winners appends the winning seats (several when the win is shared);
	// none while the game goes on.
	Winners(buf []int) []int
	// View is what one seat may see (seat -1: a spectator), as a JSON-encodable value.
	View(seat int) any
	// Clone returns an independent copy.
	Clone() S
	// CopyFrom overwrites the state with an independent copy of src without allocating.
	CopyFrom(src S)
	// MarshalJSON encodes the whole state, hidden information included.
	MarshalJSON() ([]byte, error)
}
