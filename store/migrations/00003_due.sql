-- +goose Up
-- due is 1 when the server must play next at a running table (a chance
-- outcome, a bot's move, the end of the game): Store.Due lists those
-- tables so that a server picks them up after a restart. A running table
-- stored before due existed is due: the server looks at it once.
ALTER TABLE tables ADD COLUMN due INTEGER NOT NULL DEFAULT 0;
UPDATE tables SET due = 1 WHERE status = 'running';
CREATE INDEX tables_due ON tables (updated, id) WHERE status = 'running' AND due = 1;

-- +goose Down
DROP INDEX tables_due;
ALTER TABLE tables DROP COLUMN due;
