package store

import (
	"fmt"
	"time"
)

// SyncMode is what a write to a SQLite store survives once it returns.
type SyncMode int

const (
	// SyncNormal keeps every returned write across the death of the
	// server's process (kill -9, a crash): the write-ahead log holds it
	// before the write returns. The log is synced to disk only at
	// checkpoints, so a power loss or a crash of the machine's kernel may
	// lose the last writes, though never the database itself. The default.
	SyncNormal SyncMode = iota
	// SyncFull also keeps every returned write across a power loss: each
	// commit syncs the write-ahead log to disk before its writes return.
	SyncFull
)

// syncModes are the modes by name, as a flag gives them.
var syncModes = map[string]SyncMode{"normal": SyncNormal, "full": SyncFull}

// String is the mode's name: normal or full.
func (m SyncMode) String() string {
	switch m {
	case SyncNormal:
		return "normal"
	case SyncFull:
		return "full"
	}
	return fmt.Sprintf("SyncMode(%d)", int(m))
}

// UnmarshalText reads a mode from its name, refusing any other word.
func (m *SyncMode) UnmarshalText(text []byte) error {
	mode, ok := syncModes[string(text)]
	if !ok {
		return fmt.Errorf("%q is not a sync mode: want normal (writes survive the server process's death) or full (they survive a power loss too)", text)
	}
	*m = mode
	return nil
}

// pragma is SQLite's synchronous setting for the mode.
func (m SyncMode) pragma() string {
	if m == SyncFull {
		return "synchronous(FULL)"
	}
	return "synchronous(NORMAL)"
}

// gap is the least time the writer leaves from one commit's start to the
// next's in the mode: only a commit that syncs to disk is worth waiting
// for others to share it.
func (m SyncMode) gap() time.Duration {
	if m == SyncFull {
		return fullSyncGap
	}
	return 0
}

// Sync opens the store with the given sync mode, SyncNormal by default.
func Sync(m SyncMode) Option { return func(o *options) { o.sync = m } }
