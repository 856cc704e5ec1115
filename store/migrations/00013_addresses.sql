-- +goose Up
-- The addresses an account took or played its seat of a rated table from
-- (an IPv6 address as its /64), so that a rated game between accounts of
-- one address is told (docs/operations.md, "Rated games between related
-- accounts"). The index serves a finished table's addresses.
CREATE TABLE seat_addresses (
    table_id   TEXT NOT NULL REFERENCES tables (id),
    account_id TEXT NOT NULL,
    address    TEXT NOT NULL,
    PRIMARY KEY (table_id, account_id, address)
);

-- +goose Down
DROP TABLE seat_addresses;
