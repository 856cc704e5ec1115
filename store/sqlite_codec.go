package store

import (
	"database/sql"
	"encoding/hex"
	"time"
)

// hashColumn is a hash as stored: hex, or NULL for none.
func hashColumn(h []byte) sql.NullString {
	if h == nil {
		return sql.NullString{}
	}
	return sql.NullString{String: hex.EncodeToString(h), Valid: true}
}

// millis is t as stored: unix milliseconds.
func millis(t time.Time) int64 { return t.UnixMilli() }

// clockColumns are a clock as SQLite stores it: its state as text and its
// deadline in unix milliseconds, each NULL for none.
func clockColumns(c Clock) (sql.NullString, sql.NullInt64) {
	var state sql.NullString
	if c.State != nil {
		state = sql.NullString{String: string(c.State), Valid: true}
	}
	var deadline sql.NullInt64
	if !c.Deadline.IsZero() {
		deadline = sql.NullInt64{Int64: millis(c.Deadline), Valid: true}
	}
	return state, deadline
}
