-- +goose Up
-- rated says whether a table's result moves its players' ratings.
-- pending is when the entry that ended the table was stored while its
-- outcomes are not recorded yet, NULL otherwise; the partial index lists
-- the tables pending, those that ended first first. An entry that ends
-- no game leaves pending as it is, so its update stays a heap-only one.
ALTER TABLE tables ADD COLUMN rated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE tables ADD COLUMN pending TIMESTAMPTZ;
CREATE INDEX tables_pending ON tables (pending, id) WHERE pending IS NOT NULL;

-- A rating is a player's standing in one game: an account's, by its id,
-- or a bot level's ('bot:hard'). ordinal, mu - 3 sigma, orders the
-- ladder, best first. Names compare byte by byte ("C"), as in the SQLite
-- store.
CREATE TABLE ratings (
    game    TEXT COLLATE "C" NOT NULL,
    player  TEXT COLLATE "C" NOT NULL,
    mu      DOUBLE PRECISION NOT NULL,
    sigma   DOUBLE PRECISION NOT NULL,
    games   INTEGER          NOT NULL,
    wins    INTEGER          NOT NULL,
    updated TIMESTAMPTZ      NOT NULL,
    ordinal DOUBLE PRECISION GENERATED ALWAYS AS (mu - 3 * sigma) STORED,
    PRIMARY KEY (game, player)
);
CREATE INDEX ratings_ladder ON ratings (game, ordinal DESC, games DESC, player);

-- An outcome is how one player finished one table: seat, place among
-- players and, at a rated table, the standing before and after it (zeros
-- otherwise). The key serves a table's outcomes, the index a player's,
-- newest first.
CREATE TABLE outcomes (
    table_id     TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
    player       TEXT COLLATE "C" NOT NULL,
    game         TEXT COLLATE "C" NOT NULL,
    seat         INTEGER          NOT NULL,
    place        INTEGER          NOT NULL,
    players      INTEGER          NOT NULL,
    rated        BOOLEAN          NOT NULL,
    before_mu    DOUBLE PRECISION NOT NULL,
    before_sigma DOUBLE PRECISION NOT NULL,
    before_games INTEGER          NOT NULL,
    before_wins  INTEGER          NOT NULL,
    after_mu     DOUBLE PRECISION NOT NULL,
    after_sigma  DOUBLE PRECISION NOT NULL,
    after_games  INTEGER          NOT NULL,
    after_wins   INTEGER          NOT NULL,
    at           TIMESTAMPTZ      NOT NULL,
    PRIMARY KEY (table_id, player)
);
CREATE INDEX outcomes_player ON outcomes (player, at DESC, table_id);

-- +goose Down
DROP TABLE outcomes;
DROP TABLE ratings;
DROP INDEX tables_pending;
ALTER TABLE tables DROP COLUMN pending;
ALTER TABLE tables DROP COLUMN rated;
