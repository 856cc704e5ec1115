-- +goose Up
-- snapshots keeps each table's newest snapshot: its whole state after
-- entry version of its log, so that it is brought back without replaying
-- the log from the start.
CREATE TABLE snapshots (
    table_id TEXT    NOT NULL PRIMARY KEY REFERENCES tables (id),
    version  INTEGER NOT NULL CHECK (version >= 0),
    state    BLOB    NOT NULL
);

-- +goose Down
DROP TABLE snapshots;
