-- +goose Up
-- The lessons an account has done (package learn's, by game and id),
-- each with when it was first recorded.
CREATE TABLE lessons_done (
    account_id TEXT COLLATE "C" NOT NULL REFERENCES accounts (id),
    game       TEXT COLLATE "C" NOT NULL,
    lesson     TEXT COLLATE "C" NOT NULL,
    done       TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (account_id, game, lesson)
);

-- +goose Down
DROP TABLE lessons_done;
