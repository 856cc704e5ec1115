-- +goose Up
-- Ids compare byte by byte ("C"), as in the SQLite store, whatever the
-- database's collation: Tables lists by (created, id).
CREATE TABLE tables (
    id        TEXT COLLATE "C" NOT NULL PRIMARY KEY,
    game      TEXT        NOT NULL,
    players   INTEGER     NOT NULL,
    options   JSON        NOT NULL,
    seed      BIGINT      NOT NULL,
    host_hash BYTEA,
    status    TEXT        NOT NULL CHECK (status IN ('open', 'running', 'over', 'expired')),
    created   TIMESTAMPTZ NOT NULL,
    updated   TIMESTAMPTZ NOT NULL
);

CREATE INDEX tables_created ON tables (created, id);

CREATE TABLE seats (
    table_id   TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
    idx        INTEGER NOT NULL CHECK (idx >= 0),
    bot        TEXT    NOT NULL,
    nick       TEXT    NOT NULL,
    token_hash BYTEA,
    PRIMARY KEY (table_id, idx)
);

-- The key (table_id, seq) is what refuses a second move with the same
-- number when two writers race: the loser's insert fails.
CREATE TABLE moves (
    table_id TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    move     JSON    NOT NULL,
    PRIMARY KEY (table_id, seq)
);

-- +goose Down
DROP TABLE moves;
DROP TABLE seats;
DROP TABLE tables;
