package store

import "fmt"

// What both stores share of the ladders: the columns they write and read,
// how an outcome is kept, and their refusals.

// The columns of ratings and outcomes that both stores write and read, in
// the order their statements take them.
const (
	standingColumns = `game, player, mu, sigma, games, wins, updated`
	outcomeColumns  = `table_id, player, game, seat, place, players, rated,
		before_mu, before_sigma, before_games, before_wins, after_mu, after_sigma, after_games, after_wins, at`
)

// stored is an outcome as both stores keep it: the standings before and
// after count only at a rated table, and are zeros at another.
func stored(o Outcome) Outcome {
	if !o.Rated {
		o.Before, o.After = Standing{}, Standing{}
	}
	return o
}

// outcomeRow is the values of outcome o of table id as outcomeColumns
// take them (stored), its time at as the store keeps it.
func outcomeRow(id string, o Outcome, at any) []any {
	o = stored(o)
	b, a := o.Before, o.After
	return []any{id, o.Player, o.Game, o.Seat, o.Place, o.Players, o.Rated,
		b.Mu, b.Sigma, b.Games, b.Wins, a.Mu, a.Sigma, a.Games, a.Wins, at}
}

// readBack completes an outcome read from its columns: the standings of
// a rated table name its game and player, the one after it changed when
// the outcome was recorded (At); an unrated outcome has neither.
func readBack(o *Outcome) {
	if !o.Rated {
		o.Before, o.After = Standing{}, Standing{}
		return
	}
	o.Before.Game, o.Before.Player = o.Game, o.Player
	o.After.Game, o.After.Player, o.After.Updated = o.Game, o.Player, o.At
}

// checkLimit refuses a negative limit of a listing.
func checkLimit(what string, limit int) error {
	if limit < 0 {
		return fmt.Errorf("store: %s: negative limit %d", what, limit)
	}
	return nil
}

// staleError says that a rated outcome's Before is not its player's
// standing now, of games games (none when !found).
func staleError(id string, o Outcome, games int, found bool) error {
	if !found {
		return fmt.Errorf("table %s: %s has no standing in %s, not one of %d games: %w", id, o.Player, o.Game, o.Before.Games, ErrConflict)
	}
	return fmt.Errorf("table %s: %s has a standing of %d games in %s, not %d: %w", id, o.Player, games, o.Game, o.Before.Games, ErrConflict)
}
