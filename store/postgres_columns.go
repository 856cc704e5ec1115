package store

import (
	"bytes"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgtype"
)

// How the shared columns (columns.go) scan from what pgx gives.

// ScanTimestamptz reads a timestamptz; NULL is the zero time.
func (c timeCol) ScanTimestamptz(v pgtype.Timestamptz) error {
	switch {
	case !v.Valid:
		*c.t = time.Time{}
	case v.InfinityModifier != pgtype.Finite:
		return errors.New("an infinite time")
	default:
		*c.t = v.Time.UTC()
	}
	return nil
}

// ScanBytes reads a bytea; v is nil for NULL, and the driver's until its
// next call.
func (c *hashCol) ScanBytes(v []byte) error {
	c.v = nil
	if v != nil {
		c.v = bytes.Clone(v)
	}
	return nil
}

// ScanText reads text; NULL is nil.
func (c jsonCol) ScanText(v pgtype.Text) error {
	*c.to = nil
	if v.Valid {
		*c.to = []byte(v.String)
	}
	return nil
}
