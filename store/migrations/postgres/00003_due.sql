-- +goose Up
-- due is set when the server must play next at a running table (a chance
-- outcome, a bot's move, the end of the game): Store.Due lists those
-- tables so that a server picks them up after a restart or a failover. A
-- running table stored before due existed is due: a server looks at it
-- once.
ALTER TABLE tables ADD COLUMN due BOOLEAN NOT NULL DEFAULT false;
UPDATE tables SET due = true WHERE status = 'running';
CREATE INDEX tables_due ON tables (updated, id) WHERE status = 'running' AND due;

-- +goose Down
DROP INDEX tables_due;
ALTER TABLE tables DROP COLUMN due;
