package fill

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib" // the database/sql driver "pgx"
	_ "modernc.org/sqlite"             // the database/sql driver "sqlite"

	"caribe/store"
)

// Grow copies the tables stored by the store's API (their ids hold no
// "-"), but those due (a server's tables in play, which do not grow with
// its history), with all their rows, in rounds, each copy's id the
// original's with "-round" after it, until the database holds target
// tables: a store of 200,000 tables made from 3,000 games played, in
// minutes rather than hours. It writes by SQL, beneath the store, since the copies are of
// rows the store wrote. It returns how many tables the database holds.
func Grow(ctx context.Context, db string, target int) (int, error) {
	driver, dsn := "sqlite", "file:"+url.PathEscape(db)+"?_pragma=busy_timeout(5000)"
	if store.IsPostgresURL(db) {
		driver, dsn = "pgx", db
	}
	conn, err := sql.Open(driver, dsn)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	conn.SetMaxOpenConns(1)
	var count, copies, originals int
	if err := conn.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(*) FILTER (WHERE id LIKE '%-%'), COUNT(*) FILTER (WHERE `+original+`)
		FROM tables`).Scan(&count, &copies, &originals); err != nil {
		return 0, err
	}
	if originals == 0 {
		return count, fmt.Errorf("%s holds no tables to copy", store.RedactURL(db))
	}
	// Copies of earlier runs hold rounds 1 to used; each round but the
	// last copied every original.
	used := (copies + originals - 1) / originals
	for round := used + 1; count < target; round++ {
		n := min(originals, target-count)
		if err := copyRound(ctx, conn, round, n); err != nil {
			return count, fmt.Errorf("copy %d: %w", round, err)
		}
		count += n
	}
	return count, nil
}

// original is the condition of the tables grow copies.
const original = `id NOT LIKE '%-%' AND NOT (status = 'running' AND due)`

// copyRound copies the first n original tables, and the rows of each in
// the tables that name it, in one transaction.
func copyRound(ctx context.Context, conn *sql.DB, round, n int) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	picked := fmt.Sprintf(`(SELECT id FROM tables WHERE %s ORDER BY id LIMIT %d)`, original, n)
	suffix := fmt.Sprintf("'-%d'", round)
	for _, t := range []struct{ name, key string }{{"tables", "id"}, {"seats", "table_id"}, {"moves", "table_id"}, {"snapshots", "table_id"}} {
		cols, err := columns(ctx, tx, t.name)
		if err != nil {
			return err
		}
		picks := make([]string, len(cols))
		for i, c := range cols {
			picks[i] = c
			if c == t.key {
				picks[i] = c + " || " + suffix
			}
		}
		q := fmt.Sprintf(`INSERT INTO %s (%s) SELECT %s FROM %s WHERE %s IN %s`,
			t.name, strings.Join(cols, ", "), strings.Join(picks, ", "), t.name, t.key, picked)
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
	}
	return tx.Commit()
}

// columns lists the stored columns of table name (a generated column is
// left out: it cannot be written).
func columns(ctx context.Context, tx *sql.Tx, name string) ([]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT * FROM `+name+` LIMIT 0`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return rows.Columns()
}
