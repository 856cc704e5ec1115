-- +goose Up
-- The addresses an account took or played its seat of a rated table from
-- (an IPv6 address as its /64), so that a rated game between accounts of
-- one address is told (docs/operations.md, "Rated games between related
-- accounts"). The key serves a finished table's addresses.
CREATE TABLE seat_addresses (
    table_id   TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
    account_id TEXT COLLATE "C" NOT NULL,
    address    TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (table_id, account_id, address)
);

-- +goose Down
DROP TABLE seat_addresses;
