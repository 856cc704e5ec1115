-- +goose Up
-- reviews keeps each finished table's review (docs/review.md), as the
-- server encodes it (the JSON of package review's Report): computed once,
-- never changed, and gone with its table.
CREATE TABLE reviews (
    table_id TEXT COLLATE "C" NOT NULL PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
    review   BYTEA NOT NULL
);

-- +goose Down
DROP TABLE reviews;
