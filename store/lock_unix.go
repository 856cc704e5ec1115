//go:build unix

package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"syscall"
)

// fileLock is an exclusive lock on the file beside a database that says
// one server has it open.
type fileLock struct{ f *os.File }

// lockDB takes the lock file of the database at the absolute path abs,
// abs+".lock", or says which process holds it. The kernel drops the lock
// when the process ends, however it ends, so a crash leaves nothing to
// clean up. The lock is flock(2)'s, held by the open file rather than the
// process, so a second open in the same process is refused too.
func lockDB(abs string) (*fileLock, error) {
	name := abs + ".lock"
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if errors.Is(err, syscall.EWOULDBLOCK) {
		holder := ""
		if b, err := os.ReadFile(name); err == nil {
			if pid, err := strconv.Atoi(string(bytes.TrimSpace(b))); err == nil {
				holder = fmt.Sprintf(" (process %d)", pid)
			}
		}
		f.Close()
		return nil, fmt.Errorf("%w: %s is locked by another caribe server%s; one server per database file: "+
			"stop the other server first, or give this one another database", ErrInUse, name, holder)
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("locking %s: %w", name, err)
	}
	// The process id is only a hint for the message above; the lock is
	// what counts, so failing to write it is of no consequence.
	if f.Truncate(0) == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &fileLock{f}, nil
}

// release drops the lock. The file stays: removing it would let a server
// that opened it just before lock a file no other server will look at.
func (l *fileLock) release() error { return l.f.Close() }
