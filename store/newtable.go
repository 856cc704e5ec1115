package store

import (
	"errors"
	"fmt"
	"time"
)

// newTable checks a table about to be created and fills in its defaults: a
// zero Created is now, a zero Updated is Created, an empty Status is Open
// and empty Options are {}.
func newTable(t *Table) error {
	if t.ID == "" {
		return errors.New("store: a table needs an id")
	}
	if t.Created.IsZero() {
		t.Created = time.Now()
	}
	if t.Updated.IsZero() {
		t.Updated = t.Created
	}
	if t.Status == "" {
		t.Status = Open
	}
	if len(t.Options) == 0 {
		t.Options = noOptions
	}
	if !isObject(t.Options) {
		return fmt.Errorf("table %s: options are not a JSON object", t.ID)
	}
	if err := checkStatus(t.Status); err != nil {
		return fmt.Errorf("table %s: %w", t.ID, err)
	}
	return nil
}
