package store

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Errors OpenSQLite and CheckFile return, to be matched with errors.Is.
var (
	// ErrInUse: another server has the SQLite file open (a PostgreSQL
	// database is shared instead).
	ErrInUse = errors.New("the database is in use")
	// ErrDamaged: the database is not a database at all, is cut short,
	// or fails its integrity check (CheckFile, SQLite.Check); see
	// *DamagedError for what was found.
	ErrDamaged = errors.New("the database is damaged")
)

// DamagedError says what is wrong with a database that OpenSQLite
// refused or CheckFile found damaged, and how to recover.
type DamagedError struct {
	// Path is the database file as given.
	Path string
	// Problems are what the check found, one a line.
	Problems []string
	// Skippable is whether a server may serve the tables that can still
	// be read (caribe serve --skip-damaged): it may with damaged pages and
	// rows, not with a file that holds no database at all.
	Skippable bool
}

// restore is how to recover a damaged database.
const restore = "restore the latest backup (docs/operations.md, \"Backups and restore\")"

func (e *DamagedError) Error() string {
	msg := fmt.Sprintf("store: %s is damaged: %s; %s", e.Path, strings.Join(e.Problems, "; "), restore)
	if e.Skippable {
		msg += ", or, to serve the tables that can still be read and list the others, " +
			"start with --skip-damaged (CARIBE_SKIP_DAMAGED=true)"
	}
	return msg
}

// Is makes a DamagedError match ErrDamaged.
func (e *DamagedError) Is(target error) bool { return target == ErrDamaged }

// sqliteHeader is how every SQLite database file begins.
const sqliteHeader = "SQLite format 3\x00"

// checkFile looks at the file at path before SQLite opens it, since SQLite
// would take an empty file for a new database and start it afresh. It
// reports whether there is no file yet, and refuses an empty file, a file
// too short to be a database, one that does not start as a SQLite
// database does, and a write-ahead log left without its database.
func checkFile(path string) (fresh bool, err error) {
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
			return false, &DamagedError{Path: path, Problems: []string{fmt.Sprintf(
				"the file is missing but its write-ahead log %s-wal (%d bytes) is there: the database was moved or deleted", path, wal.Size())}}
		}
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if !fi.Mode().IsRegular() {
		return false, fmt.Errorf("%s is not a regular file", path)
	}
	if fi.Size() == 0 {
		return false, &DamagedError{Path: path, Problems: []string{
			"the file is empty (0 bytes): a database the server wrote is never empty, so its tables were lost " +
				"(if this file never held tables, remove it and start again)"}}
	}
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	head := make([]byte, len(sqliteHeader))
	if _, err := io.ReadFull(f, head); err != nil || !bytes.Equal(head, []byte(sqliteHeader)) {
		return false, fmt.Errorf("%w: %s is not a SQLite database: it does not begin with the SQLite header; "+
			"if it held caribe's tables, %s", ErrDamaged, path, restore)
	}
	if fi.Size() < 512 {
		return false, &DamagedError{Path: path, Problems: []string{fmt.Sprintf("the file is cut short: %d bytes, less than one page", fi.Size())}}
	}
	return false, nil
}

// checkSchema refuses, at open, what it sees cheaply on db: a schema that
// cannot be read, and a database holding tables but none of the store's
// migrations, which belongs to another program. The pages and rows are
// checked by Check, after the server started.
func checkSchema(ctx context.Context, db *sql.DB, path string) error {
	var objects, migrated int
	err := db.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(*) FILTER (WHERE name = 'goose_db_version')
		FROM sqlite_schema WHERE type = 'table'`).Scan(&objects, &migrated)
	if err != nil {
		return &DamagedError{Path: path, Problems: []string{fmt.Sprintf("its schema cannot be read: %v", err)}}
	}
	if objects > 0 && migrated == 0 {
		return fmt.Errorf("%s is a SQLite database of another program: it has tables but none of caribe's migrations", path)
	}
	return nil
}

// Check runs the database's full integrity check, on a read-only
// connection of its own while the store serves: damaged pages and indexes
// (PRAGMA quick_check), seats and moves whose table is gone (PRAGMA
// foreign_key_check). It reads the whole file, so a server runs it in
// the background once it has started. It returns what it found, nothing
// for a sound database; an error when the check itself could not run.
func (s *SQLite) Check(ctx context.Context) ([]string, error) {
	abs, err := filepath.Abs(s.path)
	if err != nil {
		return nil, err
	}
	return integrity(ctx, abs)
}

// CheckFile runs on the SQLite file at path, which a server may be
// serving, the checks OpenSQLite makes and then the full check (Check),
// changing nothing: a *DamagedError names what is wrong.
func CheckFile(ctx context.Context, path string) error {
	fresh, err := checkFile(path)
	switch {
	case err != nil:
		return fmt.Errorf("store: %w", err)
	case fresh:
		return fmt.Errorf("store: %s: no such database", path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	db, err := sql.Open("sqlite", dsn(abs, "query_only(1)"))
	if err != nil {
		return openError(path, err)
	}
	defer db.Close()
	if err := checkSchema(ctx, db, path); err != nil {
		return openError(path, err)
	}
	problems, err := integrity(ctx, abs)
	if err != nil {
		return fmt.Errorf("store: check %s: %w", path, err)
	}
	if len(problems) > 0 {
		return &DamagedError{Path: path, Problems: problems, Skippable: true}
	}
	return nil
}

// integrity runs the full check on the database at abs, on a read-only
// connection: the problems found, or an error when it could not run.
func integrity(ctx context.Context, abs string) ([]string, error) {
	db, err := sql.Open("sqlite", dsn(abs, "query_only(1)"))
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	problems, err := pragmaRows(ctx, db, `PRAGMA quick_check`, func(row []string) string {
		return strings.ReplaceAll(row[0], "\n", " ")
	})
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		problems = append(problems, fmt.Sprintf("quick_check: %v", err))
	}
	if len(problems) == 1 && problems[0] == "ok" {
		problems = nil
	}
	orphans, err := pragmaRows(ctx, db, `PRAGMA foreign_key_check`, func(row []string) string {
		if row[1] == "" {
			return fmt.Sprintf("a row of %s names a table that is not stored", row[0])
		}
		return fmt.Sprintf("a row of %s (rowid %s) names a table that is not stored", row[0], row[1])
	})
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		orphans = append(orphans, fmt.Sprintf("foreign_key_check: %v", err))
	}
	return append(problems, orphans...), nil
}

// maxProblems bounds the problems reported from one check.
const maxProblems = 20

// pragmaRows runs a checking pragma and describes each row it returns,
// at most maxProblems of them. An error is returned along with the rows
// read before it.
func pragmaRows(ctx context.Context, db *sql.DB, pragma string, describe func(row []string) string) ([]string, error) {
	rows, err := db.QueryContext(ctx, pragma)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	var out []string
	n := 0
	for rows.Next() {
		row := make([]sql.NullString, len(cols))
		dest := make([]any, len(cols))
		for i := range row {
			dest[i] = &row[i]
		}
		if err := rows.Scan(dest...); err != nil {
			return out, err
		}
		n++
		if len(out) < maxProblems {
			text := make([]string, len(row))
			for i, c := range row {
				text[i] = c.String
			}
			out = append(out, describe(text))
		}
	}
	if n > maxProblems {
		out = append(out, fmt.Sprintf("and %d more", n-maxProblems))
	}
	return out, rows.Err()
}
