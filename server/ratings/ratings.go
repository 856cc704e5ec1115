// Package ratings keeps the ladders: it records each finished table's
// outcomes in its players' profiles and, at a rated table, moves their
// ratings, unless the game looks farmed; it says what a rated table
// accepts, seeds the bot levels' ratings from their calibration and reads
// the ladders, profiles and a table's ratings back.
//
// It knows tables only as the store holds them: the composition tells a
// Recorder that a table ended (Recorder.Ended), and hands the rules of a
// rated table (rated.go) the stored seats to judge.
package ratings

import (
	"context"
	"encoding/json"

	"caribe/store"
)

// Store is what ratings reads and writes: the ladders and outcomes, the
// seats' addresses, and a finished table with its log.
type Store interface {
	store.Ratings
	store.Fairness
	// Since reads a table and the entries of its log after entry version
	// (store.Store.Since).
	Since(ctx context.Context, id string, version int) (store.Table, []json.RawMessage, error)
}
