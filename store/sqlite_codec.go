package store

import (
	"bytes"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"
)

// noOptions is what a table without options stores.
var noOptions = json.RawMessage(`{}`)

// hashColumn is a hash as stored: hex, or NULL for none.
func hashColumn(h []byte) sql.NullString {
	if h == nil {
		return sql.NullString{}
	}
	return sql.NullString{String: hex.EncodeToString(h), Valid: true}
}

// hashValue reads a hash stored by hashColumn.
func hashValue(s sql.NullString) ([]byte, error) {
	if !s.Valid {
		return nil, nil
	}
	return hex.DecodeString(s.String)
}

// isObject reports whether b is one valid JSON object.
func isObject(b []byte) bool {
	return json.Valid(b) && bytes.HasPrefix(bytes.TrimLeft(b, " \t\r\n"), []byte("{"))
}

// checkStatus reports an error unless s is one of the known statuses.
func checkStatus(s Status) error {
	switch s {
	case Open, Running, Over, Expired:
		return nil
	}
	return fmt.Errorf("unknown status %q", s)
}

// millis is t as stored: unix milliseconds.
func millis(t time.Time) int64 { return t.UnixMilli() }

// timeValue reads a time stored by millis.
func timeValue(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

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

// clockValue reads a clock stored by clockColumns.
func clockValue(state sql.NullString, deadline sql.NullInt64) Clock {
	var c Clock
	if state.Valid {
		c.State = json.RawMessage(state.String)
	}
	if deadline.Valid {
		c.Deadline = timeValue(deadline.Int64)
	}
	return c
}

// checkClock refuses a clock whose state is not a JSON object.
func checkClock(table string, c Clock) error {
	if c.State != nil && !isObject(c.State) {
		return fmt.Errorf("table %s: the clock's state is not a JSON object", table)
	}
	return nil
}
