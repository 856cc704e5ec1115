-- +goose Up
-- What the lobby shows of a table without replaying it, stored with each
-- entry: how many entries the log holds, who decides after the last (a
-- seat, or -1 chance, -2 nobody) and the score sheet once the game is
-- over. A table stored before these columns existed gets its count of
-- entries; who decides and the result come with its next entry.
ALTER TABLE tables ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN actor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN result TEXT;
UPDATE tables SET version = (SELECT COUNT(*) FROM moves WHERE moves.table_id = tables.id);

-- +goose Down
ALTER TABLE tables DROP COLUMN result;
ALTER TABLE tables DROP COLUMN actor;
ALTER TABLE tables DROP COLUMN version;
