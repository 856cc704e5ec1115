package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// DecodeStrict decodes exactly one JSON value from b into v, refusing
// unknown fields and anything after the value. A failure names what was
// expected, as example shows ("a cartagena move is an object like …").
func DecodeStrict(b []byte, v any, example string) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s: %w", example, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%s: unexpected data after the object", example)
	}
	return nil
}

// Emit appends e to *log when a log is wanted (log not nil). Build e from
// values at hand: what is computed for the call is computed even when no
// log is kept, so events that copy slices are appended under their own
// nil check on hot paths.
func Emit[E Event](log *[]Event, e E) {
	if log != nil {
		*log = append(*log, e)
	}
}
