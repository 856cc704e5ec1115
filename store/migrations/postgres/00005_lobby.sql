-- +goose Up
-- tables_lobby serves Store.List: the lobby's order (store.KeyOf), a
-- finished or expired table by its last update, any other by its
-- creation, the newest first, then by id.
CREATE INDEX tables_lobby ON tables (
    (CASE WHEN status IN ('over', 'expired') THEN updated ELSE created END) DESC, id);
-- tables_lobby_game serves the lobby of one game.
CREATE INDEX tables_lobby_game ON tables (game,
    (CASE WHEN status IN ('over', 'expired') THEN updated ELSE created END) DESC, id);

-- +goose Down
DROP INDEX tables_lobby_game;
DROP INDEX tables_lobby;
