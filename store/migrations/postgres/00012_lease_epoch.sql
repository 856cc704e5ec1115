-- +goose Up
-- A lease's epoch is its fencing number: each time a lease is taken anew
-- (a new row, or another holder) it gets the next number, and a server
-- writes what it plays as the table's lease holder only while the lease
-- still has the epoch it took, so that a holder that lost the lease
-- (paused past its lease time) cannot write.
CREATE SEQUENCE lease_epochs;
ALTER TABLE leases ADD COLUMN epoch BIGINT NOT NULL DEFAULT nextval('lease_epochs');

-- +goose Down
ALTER TABLE leases DROP COLUMN epoch;
DROP SEQUENCE lease_epochs;
