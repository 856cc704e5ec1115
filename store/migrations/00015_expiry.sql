-- +goose Up
-- tables_status_updated serves Store.ExpireOpen: the open tables
-- unchanged since a time, found without reading the others.
CREATE INDEX tables_status_updated ON tables (status, updated);

-- +goose Down
DROP INDEX tables_status_updated;
