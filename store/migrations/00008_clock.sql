-- +goose Up
-- clock is the server's record of a table's clock (JSON), deadline when
-- the server must act there (a seat's time running out, unix
-- milliseconds). A running table whose deadline has passed is due: the
-- partial index serves Store.Due.
ALTER TABLE tables ADD COLUMN clock TEXT;
ALTER TABLE tables ADD COLUMN deadline BIGINT;
CREATE INDEX tables_deadline ON tables (deadline) WHERE status = 'running' AND deadline IS NOT NULL;

-- +goose Down
DROP INDEX tables_deadline;
ALTER TABLE tables DROP COLUMN deadline;
ALTER TABLE tables DROP COLUMN clock;
