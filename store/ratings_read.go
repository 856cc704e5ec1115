package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Pending lists the tables that ended without their outcomes recorded,
// those that ended first first. The partial index tables_pending serves
// it.
func (r *reads) Pending(ctx context.Context, limit int) ([]string, error) {
	if err := checkLimit("pending", limit); err != nil {
		return nil, err
	}
	rows, err := r.db.query(ctx, `SELECT id FROM tables WHERE pending IS NOT NULL
		ORDER BY pending, id LIMIT $1`, r.limit(limit))
	ids, err := collect(rows, err, "store: pending", scanID)
	return ids, r.fail(ctx, err)
}

// Standings reads the standings of players in game.
func (r *reads) Standings(ctx context.Context, game string, players []string) (map[string]Standing, error) {
	found := make(map[string]Standing, len(players))
	if len(players) == 0 {
		return found, nil
	}
	rows, err := r.db.query(ctx, `SELECT `+standingColumns+`, '' FROM ratings
		WHERE game = $1 AND `+r.in("player", "$2"), game, r.list(players))
	standings, err := collect(rows, err, "store: standings", scanStanding)
	if err != nil {
		return nil, r.fail(ctx, err)
	}
	for _, st := range standings {
		found[st.Player] = st
	}
	return found, nil
}

// Ladder lists a game's standings best first, with the accounts'
// nicknames. The index ratings_ladder serves it.
func (r *reads) Ladder(ctx context.Context, game string, limit int) ([]Standing, error) {
	if err := checkLimit("ladder", limit); err != nil {
		return nil, err
	}
	rows, err := r.db.query(ctx, `SELECT r.game, r.player, r.mu, r.sigma, r.games, r.wins, r.updated,
			COALESCE(a.nick, '')
		FROM ratings r LEFT JOIN accounts a ON a.id = r.player
		WHERE r.game = $1 ORDER BY r.ordinal DESC, r.games DESC, r.player LIMIT $2`, game, r.limit(limit))
	standings, err := collect(rows, err, "store: standings", scanStanding)
	return standings, r.fail(ctx, err)
}

// scanStanding reads a row of standingColumns and a nickname.
func scanStanding(row scanner) (Standing, error) {
	var st Standing
	err := row.Scan(&st.Game, &st.Player, &st.Mu, &st.Sigma, &st.Games, &st.Wins, timeCol{&st.Updated}, &st.Nick)
	return st, err
}

// Outcomes lists a player's outcomes newest first, in game ("" for
// every game). The index outcomes_player serves it.
func (r *reads) Outcomes(ctx context.Context, player, game string, limit int) ([]Outcome, error) {
	if err := checkLimit("outcomes", limit); err != nil {
		return nil, err
	}
	rows, err := r.db.query(ctx, `SELECT `+outcomeColumns+` FROM outcomes
		WHERE player = $1 AND ($2 = '' OR game = $2) ORDER BY at DESC, table_id LIMIT $3`,
		player, game, r.limit(limit))
	outs, err := collect(rows, err, "store: outcomes of "+player, scanOutcome)
	return outs, r.fail(ctx, err)
}

// TableOutcomes lists the outcomes recorded for a table, by seat.
func (r *reads) TableOutcomes(ctx context.Context, id string) ([]Outcome, error) {
	rows, err := r.db.query(ctx, `SELECT `+outcomeColumns+` FROM outcomes
		WHERE table_id = $1 ORDER BY seat, player`, id)
	outs, err := collect(rows, err, "table "+id+": outcomes", scanOutcome)
	return outs, r.fail(ctx, err)
}

// scanOutcome reads a row of outcomeColumns.
func scanOutcome(row scanner) (Outcome, error) {
	var o Outcome
	b, a := &o.Before, &o.After
	if err := row.Scan(&o.Table, &o.Player, &o.Game, &o.Seat, &o.Place, &o.Players, &o.Rated,
		&b.Mu, &b.Sigma, &b.Games, &b.Wins, &a.Mu, &a.Sigma, &a.Games, &a.Wins, timeCol{&o.At}); err != nil {
		return Outcome{}, err
	}
	readBack(&o)
	return o, nil
}

// Tallies counts a player's outcomes per game, by game name.
func (r *reads) Tallies(ctx context.Context, player string) ([]Tally, error) {
	rows, err := r.db.query(ctx, `SELECT game, COUNT(*), COUNT(*) FILTER (WHERE place = 1), COUNT(*) FILTER (WHERE rated)
		FROM outcomes WHERE player = $1 GROUP BY game ORDER BY game`, player)
	tallies, err := collect(rows, err, "store: tallies of "+player, func(row scanner) (Tally, error) {
		var t Tally
		err := row.Scan(&t.Game, &t.Played, &t.Won, &t.Rated)
		return t, err
	})
	return tallies, r.fail(ctx, err)
}

// AccountByNick reads the account whose nickname folds to nick's NickKey,
// else the one whose nickname looks like nick (NickSkeleton).
func (r *reads) AccountByNick(ctx context.Context, nick string) (Account, error) {
	var a Account
	err := r.db.queryRow(ctx, `SELECT id, nick, created FROM accounts WHERE nick_key = $1 OR nick_skeleton = $2
		ORDER BY nick_key = $1 DESC LIMIT 1`, NickKey(nick), NickSkeleton(nick)).Scan(&a.ID, &a.Nick, timeCol{&a.Created})
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, fmt.Errorf("account %s: %w", nick, ErrNotFound)
	}
	if err != nil {
		return Account{}, r.fail(ctx, fmt.Errorf("account %s: %w", nick, err))
	}
	return a, nil
}
