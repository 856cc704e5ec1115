package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// lobbyAt is a table's time in the lobby's order (KeyOf), in SQL: the
// expression the index tables_lobby of both stores is on.
const lobbyAt = `(CASE WHEN status IN ('over', 'expired') THEN updated ELSE created END)`

// List answers a lobby query: at most q.Limit tables, with their seats,
// in the lobby's order (Query), in one consistent view. The index
// tables_lobby serves it.
func (r *reads) List(ctx context.Context, q Query) ([]Table, error) {
	query, args, err := lobbyQuery(q, r.at)
	if err != nil {
		return nil, err
	}
	var tables []Table
	err = r.view(ctx, func(db querier) error {
		rows, err := db.query(ctx, query, args...)
		if tables, err = collect(rows, err, "store: list", scanTable); err != nil || len(tables) == 0 {
			return err
		}
		byID := make(map[string]*Table, len(tables))
		ids := make([]string, len(tables))
		for i := range tables {
			byID[tables[i].ID] = &tables[i]
			ids[i] = tables[i].ID
		}
		return readSeats(ctx, db, byID, selectSeats+` WHERE `+r.in("table_id", "$1")+` ORDER BY table_id, idx`, r.list(ids))
	})
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	return tables, nil
}

// lobbyQuery is the SQL of a lobby query, selecting selectTables' columns,
// and its arguments; at is a time as the store keeps it.
func lobbyQuery(q Query, at func(time.Time) any) (string, []any, error) {
	if q.Limit < 0 {
		return "", nil, fmt.Errorf("store: list: negative limit %d", q.Limit)
	}
	var (
		where []string
		args  []any
	)
	arg := func(v any) string {
		args = append(args, v)
		return "$" + strconv.Itoa(len(args))
	}
	if len(q.Statuses) > 0 {
		in := make([]string, len(q.Statuses))
		for i, s := range q.Statuses {
			if err := checkStatus(s); err != nil {
				return "", nil, fmt.Errorf("store: list: %w", err)
			}
			in[i] = arg(string(s))
		}
		where = append(where, `status IN (`+strings.Join(in, ", ")+`)`)
	}
	if q.Game != "" {
		where = append(where, `game = `+arg(q.Game))
	}
	if q.Account != "" {
		where = append(where, `id IN (SELECT table_id FROM seats WHERE account_id = `+arg(q.Account)+`)`)
	}
	if q.After != nil {
		// Stored times are whole milliseconds. A key between two of them
		// comes after every table of the millisecond before it, whatever
		// its id, and every id is after "".
		bound := q.After.At.Truncate(time.Millisecond)
		id := q.After.ID
		if !bound.Equal(q.After.At) {
			id = ""
		}
		b := arg(at(bound))
		where = append(where, lobbyAt+` <= `+b+` AND (`+lobbyAt+` < `+b+` OR id > `+arg(id)+`)`)
	}
	var sql strings.Builder
	sql.WriteString(selectTables)
	if len(where) > 0 {
		sql.WriteString(` WHERE ` + strings.Join(where, ` AND `))
	}
	sql.WriteString(` ORDER BY ` + lobbyAt + ` DESC, id`)
	if q.Limit > 0 {
		sql.WriteString(` LIMIT ` + strconv.Itoa(q.Limit))
	}
	return sql.String(), args, nil
}

// errNegativeLimit is Due's answer to a negative limit.
var errNegativeLimit = errors.New("store: due: negative limit")
