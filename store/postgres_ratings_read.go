package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// Pending lists the tables that ended without their outcomes recorded,
// those that ended first first. The partial index tables_pending serves
// it.
func (s *Postgres) Pending(ctx context.Context, limit int) ([]string, error) {
	if err := checkLimit("pending", limit); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT id FROM tables WHERE pending IS NOT NULL
		ORDER BY pending, id LIMIT $1`, pgLimit(limit))
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: pending: %w", err))
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: pending: %w", err))
	}
	return ids, nil
}

// pgLimit is a listing's limit as PostgreSQL's LIMIT takes it: NULL for
// none.
func pgLimit(limit int) *int {
	if limit == 0 {
		return nil
	}
	return &limit
}

// Standings reads the standings of players in game.
func (s *Postgres) Standings(ctx context.Context, game string, players []string) (map[string]Standing, error) {
	found := make(map[string]Standing, len(players))
	if len(players) == 0 {
		return found, nil
	}
	standings, err := s.standings(ctx, `SELECT `+standingColumns+`, '' FROM ratings
		WHERE game = $1 AND player = ANY($2)`, game, players)
	if err != nil {
		return nil, err
	}
	for _, st := range standings {
		found[st.Player] = st
	}
	return found, nil
}

// Ladder lists a game's standings best first, with the accounts'
// nicknames. The index ratings_ladder serves it.
func (s *Postgres) Ladder(ctx context.Context, game string, limit int) ([]Standing, error) {
	if err := checkLimit("ladder", limit); err != nil {
		return nil, err
	}
	return s.standings(ctx, `SELECT r.game, r.player, r.mu, r.sigma, r.games, r.wins, r.updated,
			COALESCE(a.nick, '')
		FROM ratings r LEFT JOIN accounts a ON a.id = r.player
		WHERE r.game = $1 ORDER BY r.ordinal DESC, r.games DESC, r.player LIMIT $2`, game, pgLimit(limit))
}

// standings reads the standings query selects: standingColumns and a
// nickname.
func (s *Postgres) standings(ctx context.Context, query string, args ...any) ([]Standing, error) {
	rows, err := s.pool.Query(ctx, query, args...)
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: standings: %w", err))
	}
	defer rows.Close()
	var standings []Standing
	for rows.Next() {
		var st Standing
		if err := rows.Scan(&st.Game, &st.Player, &st.Mu, &st.Sigma, &st.Games, &st.Wins, &st.Updated, &st.Nick); err != nil {
			return nil, fmt.Errorf("store: standings: %w", err)
		}
		st.Updated = st.Updated.UTC()
		standings = append(standings, st)
	}
	if err := rows.Err(); err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: standings: %w", err))
	}
	return standings, nil
}

// Outcomes lists a player's outcomes newest first, in game ("" for
// every game). The index outcomes_player serves it.
func (s *Postgres) Outcomes(ctx context.Context, player, game string, limit int) ([]Outcome, error) {
	if err := checkLimit("outcomes", limit); err != nil {
		return nil, err
	}
	return s.outcomes(ctx, `SELECT `+outcomeColumns+` FROM outcomes
		WHERE player = $1 AND ($2 = '' OR game = $2) ORDER BY at DESC, table_id LIMIT $3`,
		player, game, pgLimit(limit))
}

// TableOutcomes lists the outcomes recorded for a table, by seat.
func (s *Postgres) TableOutcomes(ctx context.Context, id string) ([]Outcome, error) {
	return s.outcomes(ctx, `SELECT `+outcomeColumns+` FROM outcomes WHERE table_id = $1 ORDER BY seat, player`, id)
}

// outcomes reads the outcomes query selects: outcomeColumns.
func (s *Postgres) outcomes(ctx context.Context, query string, args ...any) ([]Outcome, error) {
	rows, err := s.pool.Query(ctx, query, args...)
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: outcomes: %w", err))
	}
	defer rows.Close()
	var outs []Outcome
	for rows.Next() {
		var o Outcome
		b, a := &o.Before, &o.After
		if err := rows.Scan(&o.Table, &o.Player, &o.Game, &o.Seat, &o.Place, &o.Players, &o.Rated,
			&b.Mu, &b.Sigma, &b.Games, &b.Wins, &a.Mu, &a.Sigma, &a.Games, &a.Wins, &o.At); err != nil {
			return nil, fmt.Errorf("store: outcomes: %w", err)
		}
		o.At = o.At.UTC()
		readBack(&o)
		outs = append(outs, o)
	}
	if err := rows.Err(); err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: outcomes: %w", err))
	}
	return outs, nil
}

// Tallies counts a player's outcomes per game, by game name.
func (s *Postgres) Tallies(ctx context.Context, player string) ([]Tally, error) {
	rows, err := s.pool.Query(ctx, `SELECT game, COUNT(*), COUNT(*) FILTER (WHERE place = 1), COUNT(*) FILTER (WHERE rated)
		FROM outcomes WHERE player = $1 GROUP BY game ORDER BY game`, player)
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: tallies of %s: %w", player, err))
	}
	tallies, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (Tally, error) {
		var t Tally
		err := row.Scan(&t.Game, &t.Played, &t.Won, &t.Rated)
		return t, err
	})
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: tallies of %s: %w", player, err))
	}
	return tallies, nil
}

// AccountByNick reads the account whose nickname folds to nick's NickKey,
// else the one whose nickname looks like nick (NickSkeleton).
func (s *Postgres) AccountByNick(ctx context.Context, nick string) (Account, error) {
	var a Account
	err := s.pool.QueryRow(ctx, `SELECT id, nick, created FROM accounts WHERE nick_key = $1 OR nick_skeleton = $2
		ORDER BY nick_key = $1 DESC LIMIT 1`, NickKey(nick), NickSkeleton(nick)).Scan(&a.ID, &a.Nick, &a.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return Account{}, fmt.Errorf("account %s: %w", nick, ErrNotFound)
	}
	if err != nil {
		return Account{}, ctxError(ctx, fmt.Errorf("account %s: %w", nick, err))
	}
	a.Created = a.Created.UTC()
	return a, nil
}
