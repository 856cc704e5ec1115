-- +goose Up
-- servers has a row for each server sharing the database, which it renews
-- while it lives and deletes when it stops; one whose alive_until has
-- passed is dead.
CREATE TABLE servers (
    id          TEXT COLLATE "C" NOT NULL PRIMARY KEY,
    alive_until TIMESTAMPTZ NOT NULL
);

-- leases says which server drives each table (plays its chance outcomes
-- and bots). A lease whose holder is dead or gone is free to take: holder
-- is not a reference to servers for that reason.
CREATE TABLE leases (
    table_id TEXT COLLATE "C" NOT NULL PRIMARY KEY REFERENCES tables (id),
    holder   TEXT COLLATE "C" NOT NULL
);

CREATE INDEX leases_holder ON leases (holder);

-- +goose Down
DROP TABLE leases;
DROP TABLE servers;
