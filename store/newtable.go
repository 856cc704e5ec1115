package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// noOptions is what a table without options stores.
var noOptions = json.RawMessage(`{}`)

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
	return checkClock(t.ID, t.Clock)
}

// checkMove checks an entry about to be appended to a table's log: its
// entry is JSON, its result (if any) and its clock's state (if any) JSON
// objects. It returns the clock the entry sets, a zero Clock for none.
func checkMove(table string, m Move) (Clock, error) {
	if !json.Valid(m.Entry) {
		return Clock{}, fmt.Errorf("table %s move %d: not valid JSON", table, m.Seq)
	}
	if m.Result != nil && !isObject(m.Result) {
		return Clock{}, fmt.Errorf("table %s move %d: the result is not a JSON object", table, m.Seq)
	}
	if m.Clock == nil {
		return Clock{}, nil
	}
	return *m.Clock, checkClock(table, *m.Clock)
}
