package store

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"
)

// The columns both stores read alike though they keep them differently:
// a time is unix milliseconds in SQLite and a timestamptz in PostgreSQL,
// a hash hex text in SQLite and a bytea in PostgreSQL. Each scans from
// what database/sql gives (Scan, here) and from what pgx gives (in
// postgres_columns.go, which spares pgx a detour through Scan).

// timeCol scans a stored time into t, in UTC; NULL is the zero time.
type timeCol struct{ t *time.Time }

// Scan reads v, as database/sql and pgx give it.
func (c timeCol) Scan(v any) error {
	switch v := v.(type) {
	case nil:
		*c.t = time.Time{}
	case int64:
		*c.t = time.UnixMilli(v).UTC()
	case time.Time:
		*c.t = v.UTC()
	default:
		return fmt.Errorf("a time stored as %T", v)
	}
	return nil
}

// hashCol scans a stored hash, to be decoded by value: a hash that is not
// hex is the row's fault, not the scan's.
type hashCol struct{ v any }

// Scan reads v, as database/sql and pgx give it.
func (c *hashCol) Scan(v any) error {
	switch v := v.(type) {
	case nil, string:
		c.v = v
	case []byte:
		c.v = bytes.Clone(v)
	default:
		return fmt.Errorf("a hash stored as %T", v)
	}
	return nil
}

// value is the hash scanned; nil for none.
func (c *hashCol) value() ([]byte, error) {
	switch v := c.v.(type) {
	case string:
		return hex.DecodeString(v)
	case []byte:
		return v, nil
	}
	return nil, nil
}

// jsonCol scans JSON stored as text into to; NULL is nil.
type jsonCol struct{ to *json.RawMessage }

// Scan reads v, as database/sql gives it.
func (c jsonCol) Scan(v any) error {
	switch v := v.(type) {
	case nil:
		*c.to = nil
	case string:
		*c.to = json.RawMessage(v)
	case []byte:
		*c.to = bytes.Clone(v)
	default:
		return fmt.Errorf("JSON stored as %T", v)
	}
	return nil
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

// checkClock refuses a clock whose state is not a JSON object.
func checkClock(table string, c Clock) error {
	if c.State != nil && !isObject(c.State) {
		return fmt.Errorf("table %s: the clock's state is not a JSON object", table)
	}
	return nil
}
