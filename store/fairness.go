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

// Addresses lists the addresses noted for a table, by account.
func (r *reads) Addresses(ctx context.Context, table string) (map[string][]string, error) {
	type noted struct{ account, address string }
	rows, err := r.db.query(ctx, `SELECT account_id, address FROM seat_addresses WHERE table_id = $1 ORDER BY account_id, address`, table)
	all, err := collect(rows, err, "store: addresses of "+table, func(row scanner) (noted, error) {
		var n noted
		err := row.Scan(&n.account, &n.address)
		return n, err
	})
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	out := map[string][]string{}
	for _, n := range all {
		out[n.account] = append(out[n.account], n.address)
	}
	return out, nil
}

// RatedTogether lists the recent rated tables of game that players played
// together.
func (r *reads) RatedTogether(ctx context.Context, game string, players []string, only bool, since time.Time, except string, limit int) ([]string, error) {
	if len(players) == 0 {
		return nil, nil
	}
	rows, err := r.db.query(ctx, `SELECT table_id FROM outcomes
		WHERE game = $1 AND rated AND at >= $2 AND table_id <> $3 AND `+r.in("player", "$4")+`
		GROUP BY table_id HAVING COUNT(*) = $5 AND (NOT $6 OR MAX(players) = $5)
		ORDER BY MAX(at) DESC, table_id LIMIT $7`, game, r.at(since), except, r.list(players), len(players), only, limit)
	ids, err := collect(rows, err, "store: rated together", scanID)
	return ids, r.fail(ctx, err)
}
