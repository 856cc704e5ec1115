-- +goose Up
-- probe holds one row that Ping rewrites, to find out whether writes work.
CREATE TABLE probe (
    id INTEGER     PRIMARY KEY CHECK (id = 1),
    at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE probe;
