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
