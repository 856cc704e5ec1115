package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// sqliteDialect is how SQLite spells what the stores' shared reads need.
var sqliteDialect = dialect{
	in: func(column, param string) string {
		return column + ` IN (SELECT value FROM json_each(` + param + `))`
	},
	list: func(list []string) any {
		b, _ := json.Marshal(list) // a list of strings always encodes
		return string(b)
	},
	at: func(t time.Time) any { return millis(t) },
	limit: func(limit int) any {
		if limit == 0 {
			return -1
		}
		return limit
	},
	transports: func(to *[]string) any { return jsonList{to} },
}

// sqliteReads are the shared reads over the database read, each read
// many at once in a read-only transaction.
func sqliteReads(read *sql.DB) reads {
	return reads{
		dialect: sqliteDialect,
		db:      sqliteQuerier{read},
		view: func(ctx context.Context, do func(q querier) error) error {
			tx, err := read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
			if err != nil {
				return fmt.Errorf("store: read: %w", err)
			}
			defer tx.Rollback()
			return do(sqliteQuerier{tx})
		},
		failed: func(_ context.Context, err error) error { return err },
	}
}

// sqliteQuerier runs the shared queries through database/sql, on a
// database or in a transaction, with SQLite's placeholders.
type sqliteQuerier struct {
	db interface {
		QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
		QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	}
}

// sqliteParams is query with SQLite's placeholders: ?1 for $1.
func sqliteParams(query string) string { return strings.ReplaceAll(query, "$", "?") }

// query runs a query that returns rows.
func (q sqliteQuerier) query(ctx context.Context, query string, args ...any) (rowSet, error) {
	rows, err := q.db.QueryContext(ctx, sqliteParams(query), args...)
	if err != nil {
		return nil, err
	}
	return sqliteRows{rows}, nil
}

// queryRow runs a query that returns at most one row.
func (q sqliteQuerier) queryRow(ctx context.Context, query string, args ...any) scanner {
	return q.db.QueryRowContext(ctx, sqliteParams(query), args...)
}

// sqliteRows are database/sql's rows as a rowSet.
type sqliteRows struct{ *sql.Rows }

// Close closes the rows; an error closing them shows in Err.
func (r sqliteRows) Close() { r.Rows.Close() }

// jsonList scans a list of strings stored as JSON text.
type jsonList struct{ to *[]string }

// Scan reads v, the JSON text.
func (l jsonList) Scan(v any) error {
	var text []byte
	switch v := v.(type) {
	case string:
		text = []byte(v)
	case []byte:
		text = v
	default:
		return fmt.Errorf("a list stored as %T", v)
	}
	if err := json.Unmarshal(text, l.to); err != nil {
		return fmt.Errorf("transports: %w", err)
	}
	return nil
}
