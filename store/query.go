package store

import (
	"context"
	"fmt"
	"time"
)

// What both stores share of reading: one way to run a query whatever the
// driver, the words of SQL each spells its own way, and the reads built
// on them. Shared queries are written with PostgreSQL's placeholders, $1
// for the first argument; the SQLite store rewrites them as ?1.

// querier runs a query through one store's driver, in a transaction or
// not.
type querier interface {
	query(ctx context.Context, sql string, args ...any) (rowSet, error)
	queryRow(ctx context.Context, sql string, args ...any) scanner
}

// rowSet is a query's rows as both drivers give them.
type rowSet interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
	Close()
}

// scanner is one row to scan, or the current row of a rowSet.
type scanner interface{ Scan(dest ...any) error }

// dialect is what the stores' SQL spells differently.
type dialect struct {
	// in is SQL saying that column is one of the strings of the list
	// argument param.
	in func(column, param string) string
	// list is a list of strings as the argument in reads.
	list func([]string) any
	// at is a time as an argument, as the store keeps it.
	at func(time.Time) any
	// limit is a listing's limit as LIMIT takes it; 0 is none.
	limit func(int) any
	// transports is where a passkey's stored transports scan to.
	transports func(*[]string) any
}

// reads are the reads both stores share: their queries and the decoding
// of their rows. Each store embeds them with its dialect and its way of
// running a query.
type reads struct {
	dialect
	// db runs a query on its own.
	db querier
	// view runs read in one read-only transaction: one consistent view
	// of the database.
	view func(ctx context.Context, read func(q querier) error) error
	// failed is a failed read's error as the store reports it.
	failed func(ctx context.Context, err error) error
}

// fail is err as the store reports it, nil for none.
func (r *reads) fail(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	return r.failed(ctx, err)
}

// collect reads every row of a query (its error err) with scan, and
// closes the rows; an error names what was read.
func collect[T any](rows rowSet, err error, what string, scan func(row scanner) (T, error)) ([]T, error) {
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	var all []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		all = append(all, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return all, nil
}

// scanID reads a row of one text column.
func scanID(row scanner) (string, error) {
	var id string
	err := row.Scan(&id)
	return id, err
}
