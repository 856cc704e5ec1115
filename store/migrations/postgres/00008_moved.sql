-- +goose Up
-- moved is when the last entry was stored. An entry touches no indexed
-- column of tables (updated is in the lobby's and Due's indexes), so that
-- the row's update stays a heap-only one; a table's Updated is the later
-- of updated and moved.
ALTER TABLE tables ADD COLUMN moved TIMESTAMPTZ NOT NULL DEFAULT '-infinity';

-- +goose Down
UPDATE tables SET updated = moved WHERE moved > updated;
ALTER TABLE tables DROP COLUMN moved;
