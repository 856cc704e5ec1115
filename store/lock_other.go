//go:build !unix

package store

// fileLock stands for the lock file of a database on systems without
// flock(2), where no lock is taken: there nothing stops a second server
// from opening the same file. Servers run on Unix (see the Dockerfile and
// docs/operations.md).
type fileLock struct{}

// lockDB takes no lock on this system.
func lockDB(abs string) (*fileLock, error) { return &fileLock{}, nil }

// release does nothing.
func (l *fileLock) release() error { return nil }
