package store

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/mtibben/confusables"
	"github.com/pressly/goose/v3"
	"golang.org/x/text/cases"
	"golang.org/x/text/secure/precis"
)

// No two accounts have nicknames that look alike: besides its NickKey, an
// account keeps its nickname's skeleton (NickSkeleton), unique among
// accounts, so that "alice", "аlice" (a Cyrillic а) and "ａlice" (a
// full-width ａ) are one name, and the database refuses the second even
// when two servers create them at once.

// NickSkeleton is the form of a nickname that no two accounts share: the
// Unicode confusable skeleton (UTS #39: NFD, each character mapped to its
// prototype, NFD again) of its PRECIS nickname comparison key (RFC 8266:
// NFKC, spaces mapped and trimmed, lower case), case-folded again since a
// prototype may be a capital ("0" and "O" are both "O"). A nickname PRECIS
// refuses is taken as it is.
func NickSkeleton(nick string) string {
	key, err := precis.Nickname.CompareKey(nick)
	if err != nil {
		key = nick
	}
	return cases.Fold().String(confusables.Skeleton(cases.Fold().String(key)))
}

// skeletonMigration adds accounts.nick_skeleton, NULL for no account and
// unique otherwise, at version, by the dialect's DDL statements, and
// fills it in for the accounts already stored, the oldest first: an
// account whose nickname looks like an older one's keeps NULL (it stays,
// but no new account takes a name like either). bind is the dialect's
// placeholder for the nth argument.
func skeletonMigration(version int64, ddl []string, bind func(n int) string) *goose.Migration {
	up := func(ctx context.Context, tx *sql.Tx) error {
		for _, stmt := range ddl {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("nickname skeletons: %w", err)
			}
		}
		rows, err := tx.QueryContext(ctx, `SELECT id, nick FROM accounts ORDER BY created, id`)
		if err != nil {
			return fmt.Errorf("nickname skeletons: %w", err)
		}
		var ids, nicks []string
		for rows.Next() {
			var id, nick string
			if err := rows.Scan(&id, &nick); err != nil {
				rows.Close()
				return fmt.Errorf("nickname skeletons: %w", err)
			}
			ids, nicks = append(ids, id), append(nicks, nick)
		}
		if err := rows.Close(); err != nil {
			return fmt.Errorf("nickname skeletons: %w", err)
		}
		taken := map[string]bool{}
		for i, id := range ids {
			sk := NickSkeleton(nicks[i])
			if taken[sk] {
				continue
			}
			taken[sk] = true
			if _, err := tx.ExecContext(ctx, `UPDATE accounts SET nick_skeleton = `+bind(1)+` WHERE id = `+bind(2), sk, id); err != nil {
				return fmt.Errorf("nickname skeletons: account %s: %w", id, err)
			}
		}
		return nil
	}
	down := func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DROP INDEX accounts_skeleton`)
		if err == nil {
			_, err = tx.ExecContext(ctx, `ALTER TABLE accounts DROP COLUMN nick_skeleton`)
		}
		return err
	}
	return goose.NewGoMigration(version, &goose.GoFunc{RunTx: up}, &goose.GoFunc{RunTx: down})
}

// sqliteSkeletons is the SQLite store's migration of nickname skeletons.
var sqliteSkeletons = skeletonMigration(12, []string{
	`ALTER TABLE accounts ADD COLUMN nick_skeleton TEXT`,
	`CREATE UNIQUE INDEX accounts_skeleton ON accounts (nick_skeleton)`,
}, func(int) string { return "?" })

// postgresSkeletons is the PostgreSQL store's migration of nickname
// skeletons.
var postgresSkeletons = skeletonMigration(13, []string{
	`ALTER TABLE accounts ADD COLUMN nick_skeleton TEXT COLLATE "C"`,
	`CREATE UNIQUE INDEX accounts_skeleton ON accounts (nick_skeleton)`,
}, func(n int) string { return fmt.Sprintf("$%d", n) })
