//go:build unix

package store

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"syscall"
)

// fileLock is an exclusive flock(2) on the database file itself, held
// through a descriptor of it kept open while the store is: whatever name
// the file is opened by (the path, a symbolic link, a hard link, another
// way to its directory), a second server finds the same file locked.
// flock's lock belongs to the open file description, not the process,
// and is independent of the POSIX locks SQLite takes on the file (they do
// not conflict on Linux's and the BSDs' local file systems).
type fileLock struct {
	f  *os.File
	id fileID
}

// fileID is what names a file whatever its path: its device and inode.
type fileID struct{ dev, ino uint64 }

// idOf is the identity of the file fi describes.
func idOf(fi os.FileInfo) fileID {
	st := fi.Sys().(*syscall.Stat_t)
	return fileID{dev: uint64(st.Dev), ino: uint64(st.Ino)}
}

// The database files this process has locked, by identity, with the name
// each was opened by. lockDB refuses a file listed here before it opens a
// descriptor of it: closing any descriptor of a file drops every POSIX
// lock the process holds on it, so a refused second open closing its
// descriptor would drop the first store's SQLite locks. heldMu, owned by
// lockDB and release, guards held and makes each lockDB one step: check,
// open, lock, list.
var (
	heldMu sync.Mutex
	held   = map[fileID]string{}
)

// lockDB checks the database file at path (absolute: abs; see checkFile)
// and takes its lock, or says who holds it; fresh is checkFile's. A fresh
// database's file is created here, empty, so that it can be locked before
// SQLite writes it. The kernel drops the lock when the process ends,
// however it ends, so a crash leaves nothing to clean up.
func lockDB(path, abs string) (l *fileLock, fresh bool, err error) {
	heldMu.Lock()
	defer heldMu.Unlock()
	if fi, err := os.Stat(abs); err == nil {
		if name, ok := held[idOf(fi)]; ok {
			return nil, false, fmt.Errorf("%w: %s is open in this process (process %d) already, as %s; "+
				"one server per database file", ErrInUse, path, os.Getpid(), name)
		}
	}
	if fresh, err = checkFile(path); err != nil {
		return nil, false, err
	}
	flags := os.O_RDWR
	if fresh {
		flags |= os.O_CREATE
	}
	f, err := os.OpenFile(abs, flags, 0o644)
	if err != nil {
		return nil, false, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, false, err
	}
	id := idOf(fi)
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if errors.Is(err, syscall.EWOULDBLOCK) {
		f.Close()
		return nil, false, fmt.Errorf("%w: %s is locked by another caribe server%s, which may have opened it by another name "+
			"(a link to the same file); one server per database file: stop the other server first, or give this one another database",
			ErrInUse, path, holder(id))
	}
	if err != nil {
		f.Close()
		return nil, false, fmt.Errorf("locking %s: %w", path, err)
	}
	if fresh && fi.Size() > 0 {
		// Another program wrote the file between the check and the open:
		// judge it as found.
		if fresh, err = checkFile(path); err != nil {
			f.Close()
			return nil, false, err
		}
	}
	held[id] = path
	return &fileLock{f: f, id: id}, fresh, nil
}

// release drops the lock. The store's SQLite connections must be closed
// first: closing the descriptor drops the process's POSIX locks on the
// file.
func (l *fileLock) release() error {
	heldMu.Lock()
	defer heldMu.Unlock()
	delete(held, l.id)
	return l.f.Close()
}
