-- +goose Up
-- rated says whether a table's result moves its players' ratings.
-- pending is when the entry that ended the table was stored (unix
-- milliseconds) while its outcomes are not recorded yet, NULL otherwise;
-- the partial index lists the tables pending, those that ended first
-- first, and an entry that ends no game leaves it untouched.
ALTER TABLE tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN pending BIGINT;
CREATE INDEX tables_pending ON tables (pending, id) WHERE pending IS NOT NULL;

-- A rating is a player's standing in one game: an account's, by its id,
-- or a bot level's ("bot:hard"). ordinal, mu - 3 sigma, orders the
-- ladder, best first; updated is unix milliseconds.
CREATE TABLE ratings (
    game    TEXT    NOT NULL,
    player  TEXT    NOT NULL,
    mu      REAL    NOT NULL,
    sigma   REAL    NOT NULL,
    games   INTEGER NOT NULL,
    wins    INTEGER NOT NULL,
    updated BIGINT  NOT NULL,
    ordinal REAL GENERATED ALWAYS AS (mu - 3 * sigma) VIRTUAL,
    PRIMARY KEY (game, player)
);
CREATE INDEX ratings_ladder ON ratings (game, ordinal DESC, games DESC, player);

-- An outcome is how one player finished one table: seat, place among
-- players and, at a rated table, the standing before and after it (zeros
-- otherwise). at is unix milliseconds. The key serves a table's
-- outcomes, the index a player's, newest first.
CREATE TABLE outcomes (
    table_id     TEXT    NOT NULL REFERENCES tables (id),
    player       TEXT    NOT NULL,
    game         TEXT    NOT NULL,
    seat         INTEGER NOT NULL,
    place        INTEGER NOT NULL,
    players      INTEGER NOT NULL,
    rated        INTEGER NOT NULL,
    before_mu    REAL    NOT NULL,
    before_sigma REAL    NOT NULL,
    before_games INTEGER NOT NULL,
    before_wins  INTEGER NOT NULL,
    after_mu     REAL    NOT NULL,
    after_sigma  REAL    NOT NULL,
    after_games  INTEGER NOT NULL,
    after_wins   INTEGER NOT NULL,
    at           BIGINT  NOT NULL,
    PRIMARY KEY (table_id, player)
);
CREATE INDEX outcomes_player ON outcomes (player, at DESC, table_id);

-- +goose Down
DROP TABLE outcomes;
DROP TABLE ratings;
DROP INDEX tables_pending;
ALTER TABLE tables DROP COLUMN pending;
ALTER TABLE tables DROP COLUMN rated;
