package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// Pending lists the tables that ended without their outcomes recorded,
// those that ended first first. The partial index tables_pending serves
// it.
func (s *SQLite) Pending(ctx context.Context, limit int) ([]string, error) {
	if err := checkLimit("pending", limit); err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, `SELECT id FROM tables WHERE pending IS NOT NULL
		ORDER BY pending, id LIMIT ?`, sqliteLimit(limit))
	return scanIDs(rows, err, "pending")
}

// sqliteLimit is a listing's limit as SQLite's LIMIT takes it: -1 for
// none.
func sqliteLimit(limit int) int {
	if limit == 0 {
		return -1
	}
	return limit
}

// Standings reads the standings of players in game.
func (s *SQLite) Standings(ctx context.Context, game string, players []string) (map[string]Standing, error) {
	found := make(map[string]Standing, len(players))
	if len(players) == 0 {
		return found, nil
	}
	list, err := json.Marshal(players)
	if err != nil {
		return nil, fmt.Errorf("store: standings: %w", err)
	}
	rows, err := s.read.QueryContext(ctx, `SELECT `+standingColumns+`, '' FROM ratings
		WHERE game = ? AND player IN (SELECT value FROM json_each(?))`, game, string(list))
	if err != nil {
		return nil, fmt.Errorf("store: standings: %w", err)
	}
	standings, err := scanStandings(rows)
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
func (s *SQLite) Ladder(ctx context.Context, game string, limit int) ([]Standing, error) {
	if err := checkLimit("ladder", limit); err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, `SELECT r.game, r.player, r.mu, r.sigma, r.games, r.wins, r.updated,
			COALESCE(a.nick, '')
		FROM ratings r LEFT JOIN accounts a ON a.id = r.player
		WHERE r.game = ? ORDER BY r.ordinal DESC, r.games DESC, r.player LIMIT ?`, game, sqliteLimit(limit))
	if err != nil {
		return nil, fmt.Errorf("store: ladder: %w", err)
	}
	return scanStandings(rows)
}

// scanStandings reads the standings rows hold, standingColumns and a
// nickname, and closes them.
func scanStandings(rows *sql.Rows) ([]Standing, error) {
	defer rows.Close()
	var standings []Standing
	for rows.Next() {
		var (
			st      Standing
			updated int64
		)
		if err := rows.Scan(&st.Game, &st.Player, &st.Mu, &st.Sigma, &st.Games, &st.Wins, &updated, &st.Nick); err != nil {
			return nil, fmt.Errorf("store: standings: %w", err)
		}
		st.Updated = timeValue(updated)
		standings = append(standings, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: standings: %w", err)
	}
	return standings, nil
}

// Outcomes lists a player's outcomes newest first, in game ("" for
// every game). The index outcomes_player serves it.
func (s *SQLite) Outcomes(ctx context.Context, player, game string, limit int) ([]Outcome, error) {
	if err := checkLimit("outcomes", limit); err != nil {
		return nil, err
	}
	rows, err := s.read.QueryContext(ctx, `SELECT `+outcomeColumns+` FROM outcomes
		WHERE player = ?1 AND (?2 = '' OR game = ?2) ORDER BY at DESC, table_id LIMIT ?3`,
		player, game, sqliteLimit(limit))
	if err != nil {
		return nil, fmt.Errorf("store: outcomes of %s: %w", player, err)
	}
	return scanOutcomes(rows)
}

// TableOutcomes lists the outcomes recorded for a table, by seat.
func (s *SQLite) TableOutcomes(ctx context.Context, id string) ([]Outcome, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+outcomeColumns+` FROM outcomes
		WHERE table_id = ? ORDER BY seat, player`, id)
	if err != nil {
		return nil, fmt.Errorf("table %s: outcomes: %w", id, err)
	}
	return scanOutcomes(rows)
}

// scanOutcomes reads the outcomes rows hold, outcomeColumns, and closes
// them.
func scanOutcomes(rows *sql.Rows) ([]Outcome, error) {
	defer rows.Close()
	var outs []Outcome
	for rows.Next() {
		var (
			o  Outcome
			at int64
		)
		b, a := &o.Before, &o.After
		if err := rows.Scan(&o.Table, &o.Player, &o.Game, &o.Seat, &o.Place, &o.Players, &o.Rated,
			&b.Mu, &b.Sigma, &b.Games, &b.Wins, &a.Mu, &a.Sigma, &a.Games, &a.Wins, &at); err != nil {
			return nil, fmt.Errorf("store: outcomes: %w", err)
		}
		o.At = timeValue(at)
		readBack(&o)
		outs = append(outs, o)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: outcomes: %w", err)
	}
	return outs, nil
}

// Tallies counts a player's outcomes per game, by game name.
func (s *SQLite) Tallies(ctx context.Context, player string) ([]Tally, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT game, COUNT(*), SUM(place = 1), SUM(rated)
		FROM outcomes WHERE player = ? GROUP BY game ORDER BY game`, player)
	if err != nil {
		return nil, fmt.Errorf("store: tallies of %s: %w", player, err)
	}
	defer rows.Close()
	var tallies []Tally
	for rows.Next() {
		var t Tally
		if err := rows.Scan(&t.Game, &t.Played, &t.Won, &t.Rated); err != nil {
			return nil, fmt.Errorf("store: tallies of %s: %w", player, err)
		}
		tallies = append(tallies, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: tallies of %s: %w", player, err)
	}
	return tallies, nil
}

// AccountByNick reads the account whose nickname folds to nick's NickKey,
// else the one whose nickname looks like nick (NickSkeleton).
func (s *SQLite) AccountByNick(ctx context.Context, nick string) (Account, error) {
	var (
		a       Account
		created int64
	)
	key := NickKey(nick)
	err := s.read.QueryRowContext(ctx, `SELECT id, nick, created FROM accounts WHERE nick_key = ? OR nick_skeleton = ?
		ORDER BY nick_key = ? DESC LIMIT 1`, key, NickSkeleton(nick), key).Scan(&a.ID, &a.Nick, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, fmt.Errorf("account %s: %w", nick, ErrNotFound)
	}
	if err != nil {
		return Account{}, fmt.Errorf("account %s: %w", nick, err)
	}
	a.Created = timeValue(created)
	return a, nil
}
