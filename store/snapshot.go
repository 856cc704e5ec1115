package store

import (
	"encoding/json"
	"fmt"
	"math"
)

// checkSnapshot reports an error unless s can be stored as table's
// snapshot: a version of the log (0 or more) and some state.
func checkSnapshot(table string, s Snapshot) error {
	if s.Version < 0 {
		return fmt.Errorf("table %s: snapshot of entry %d: versions start at 0", table, s.Version)
	}
	if len(s.State) == 0 {
		return fmt.Errorf("table %s: snapshot of entry %d has no state", table, s.Version)
	}
	return nil
}

// checkSince reports an error unless version can be a table's version.
func checkSince(table string, version int) error {
	if version < 0 {
		return fmt.Errorf("table %s: entries since %d: versions start at 0", table, version)
	}
	return nil
}

// storedSnapshot checks a snapshot read back from the store.
func storedSnapshot(table string, s Snapshot) error {
	if s.Version < 0 {
		return corrupt(table, "its snapshot is of entry %d", s.Version)
	}
	if len(s.State) == 0 {
		return corrupt(table, "its snapshot of entry %d has no state", s.Version)
	}
	return nil
}

// afterSnapshot is the entries of the log after snapshot s, given the
// entries from s.Version on (from 1 when s.Version is 0): the first of
// those is the entry the snapshot was taken after, which must be there.
func afterSnapshot(table string, s Snapshot, from []json.RawMessage) ([]json.RawMessage, error) {
	if s.Version == 0 {
		return from, nil
	}
	if len(from) == 0 {
		return nil, corrupt(table, "its snapshot is of entry %d, which its log lacks", s.Version)
	}
	return from[1:], nil
}

// firstEntry is the first entry Latest reads for snapshot s: the one it
// was taken after, to check that the log has it.
func firstEntry(s Snapshot) int { return max(s.Version, 1) }

// sinceEntry is the first entry Since reads after version: the next one,
// or none at all past math.MaxInt, which no log reaches. A version may be
// any int, however far past the log (a server asks for the table alone
// with math.MaxInt32), so each store must compare it in a type as wide.
func sinceEntry(version int) int {
	if version == math.MaxInt {
		return version
	}
	return version + 1
}
