-- +goose Up
-- The lessons an account has done (package learn's, by game and id),
-- each with when it was first recorded (unix milliseconds).
CREATE TABLE lessons_done (
    account_id TEXT   NOT NULL REFERENCES accounts (id),
    game       TEXT   NOT NULL,
    lesson     TEXT   NOT NULL,
    done       BIGINT NOT NULL,
    PRIMARY KEY (account_id, game, lesson)
);

-- +goose Down
DROP TABLE lessons_done;
