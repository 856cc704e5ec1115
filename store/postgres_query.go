package store

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// pgDialect is how PostgreSQL spells what the stores' shared reads need.
var pgDialect = dialect{
	in:   func(column, param string) string { return column + ` = ANY(` + param + `)` },
	list: func(list []string) any { return list },
	at:   func(t time.Time) any { return pgTime(t) },
	limit: func(limit int) any {
		if limit == 0 {
			return nil
		}
		return limit
	},
	transports: func(to *[]string) any { return to },
}

// snapshot is how the Postgres store reads many rows at once: one
// consistent view of the database, changing nothing.
var snapshot = pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}

// pgReads are the shared reads over pool; a read that fails as its
// context ends says so (ctxError).
func pgReads(pool *pgxpool.Pool) reads {
	return reads{
		dialect: pgDialect,
		db:      pgQuerier{pool},
		view: func(ctx context.Context, do func(q querier) error) error {
			return pgx.BeginTxFunc(ctx, pool, snapshot, func(tx pgx.Tx) error { return do(pgQuerier{tx}) })
		},
		failed: ctxError,
	}
}

// pgQueryer is what runs a query with pgx: a pool or a transaction.
type pgQueryer interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// pgQuerier runs the shared queries through pgx.
type pgQuerier struct{ db pgQueryer }

// query runs a query that returns rows.
func (q pgQuerier) query(ctx context.Context, query string, args ...any) (rowSet, error) {
	return q.db.Query(ctx, query, args...)
}

// queryRow runs a query that returns at most one row.
func (q pgQuerier) queryRow(ctx context.Context, query string, args ...any) scanner {
	return q.db.QueryRow(ctx, query, args...)
}
