package store

import (
	"context"
	"time"
)

// Fairness keeps what tells a rated game between related players: the
// addresses each account's seat of a rated table was taken or played
// from, and the rated tables a set of players played together lately.
type Fairness interface {
	// NoteAddress records that account took or played its seat of table
	// from address; noting it again does nothing. ErrNotFound for an
	// unknown table.
	NoteAddress(ctx context.Context, table, account, address string) error
	// Addresses lists the addresses noted for a table, by account.
	Addresses(ctx context.Context, table string) (map[string][]string, error)
	// RatedTogether lists the tables of game, other than except, whose
	// outcomes were recorded at since or later, at which each of players
	// has a rated outcome (and no other player has one, when only is
	// set), newest first, at most limit.
	RatedTogether(ctx context.Context, game string, players []string, only bool, since time.Time, except string, limit int) ([]string, error)
}
