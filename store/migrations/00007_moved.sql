-- +goose Up
-- moved is when the last entry was stored. An entry touches no indexed
-- column of tables (updated is in the lobby's and Due's indexes), so that
-- storing a move writes as few pages as it can; a table's Updated is the
-- later of updated and moved. moves loses its rowid: its key is the
-- table and the entry's number, and an entry writes one b-tree, not two.
ALTER TABLE tables ADD COLUMN moved BIGINT NOT NULL DEFAULT 0;

CREATE TABLE moves_keyed (
    table_id TEXT    NOT NULL REFERENCES tables (id),
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    move     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
INSERT INTO moves_keyed (table_id, seq, move) SELECT table_id, seq, move FROM moves;
DROP TABLE moves;
ALTER TABLE moves_keyed RENAME TO moves;

-- +goose Down
CREATE TABLE moves_rowid (
    table_id TEXT    NOT NULL REFERENCES tables (id),
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    move     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);
INSERT INTO moves_rowid (table_id, seq, move) SELECT table_id, seq, move FROM moves;
DROP TABLE moves;
ALTER TABLE moves_rowid RENAME TO moves;
UPDATE tables SET updated = moved WHERE moved > updated;
ALTER TABLE tables DROP COLUMN moved;
