-- +goose Up
-- An account is a nickname and its passkeys; nick_key is the nickname
-- case-folded (store.NickKey), unique, so that two accounts never differ
-- by case alone. Times are unix milliseconds.
CREATE TABLE accounts (
    id       TEXT   NOT NULL PRIMARY KEY,
    nick     TEXT   NOT NULL,
    nick_key TEXT   NOT NULL UNIQUE,
    created  BIGINT NOT NULL
);

-- A passkey is a WebAuthn credential: its id, public key (COSE), the
-- authenticator's signature counter and flags, and the transports the
-- browser reported (a JSON array).
CREATE TABLE passkeys (
    id          BLOB    NOT NULL PRIMARY KEY,
    account_id  TEXT    NOT NULL REFERENCES accounts (id),
    public_key  BLOB    NOT NULL,
    sign_count  INTEGER NOT NULL,
    flags       INTEGER NOT NULL,
    transports  TEXT    NOT NULL,
    created     BIGINT  NOT NULL
);
CREATE INDEX passkeys_account ON passkeys (account_id);

-- A session is a signed-in browser: only its token's SHA-256 is kept.
CREATE TABLE sessions (
    hash       BLOB   NOT NULL PRIMARY KEY,
    account_id TEXT   NOT NULL REFERENCES accounts (id),
    created    BIGINT NOT NULL,
    expires    BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_expires ON sessions (expires);

-- A ceremony is a WebAuthn ceremony begun and not yet finished: the
-- server's state for it, until it expires.
CREATE TABLE ceremonies (
    id      TEXT   NOT NULL PRIMARY KEY,
    data    BLOB   NOT NULL,
    expires BIGINT NOT NULL
);
CREATE INDEX ceremonies_expires ON ceremonies (expires);

-- A seat taken by a signed-in person names their account; the index
-- serves the query of an account's tables.
ALTER TABLE seats ADD COLUMN account_id TEXT NOT NULL DEFAULT '';
CREATE INDEX seats_account ON seats (account_id) WHERE account_id <> '';

-- +goose Down
DROP INDEX seats_account;
ALTER TABLE seats DROP COLUMN account_id;
DROP TABLE ceremonies;
DROP TABLE sessions;
DROP TABLE passkeys;
DROP TABLE accounts;
