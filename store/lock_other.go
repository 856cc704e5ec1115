//go:build !unix

package store

// fileLock stands for the lock of a database file on systems without
// flock(2), where no lock is taken: there nothing stops a second server
// from opening the same file. Servers run on Unix (see the Dockerfile and
// docs/operations.md).
type fileLock struct{}

// lockDB checks the database file at path (see checkFile) and takes no
// lock on this system.
func lockDB(path, abs string) (*fileLock, bool, error) {
	fresh, err := checkFile(path)
	return &fileLock{}, fresh, err
}

// release does nothing.
func (l *fileLock) release() error { return nil }
