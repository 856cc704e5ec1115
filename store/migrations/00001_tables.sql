-- +goose Up
CREATE TABLE tables (
    id        TEXT    NOT NULL PRIMARY KEY,
    game      TEXT    NOT NULL,
    players   INTEGER NOT NULL,
    options   TEXT    NOT NULL,
    seed      BIGINT  NOT NULL,
    host_hash TEXT,
    status    TEXT    NOT NULL,
    created   BIGINT  NOT NULL,
    updated   BIGINT  NOT NULL
);

CREATE INDEX tables_created ON tables (created, id);

CREATE TABLE seats (
    table_id   TEXT    NOT NULL REFERENCES tables (id),
    idx        INTEGER NOT NULL CHECK (idx >= 0),
    bot        TEXT    NOT NULL,
    nick       TEXT    NOT NULL,
    token_hash TEXT,
    PRIMARY KEY (table_id, idx)
);

CREATE TABLE moves (
    table_id TEXT    NOT NULL REFERENCES tables (id),
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    move     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);

-- +goose Down
DROP TABLE moves;
DROP TABLE seats;
DROP TABLE tables;
