//go:build linux

package store_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"caribe/store"
)

// TestSQLiteOneStorePerFileWhateverItsName opens a database, then the same
// file by its path, a symbolic link to it, a hard link to it and a
// symbolic link to its directory, in this process and from another: each
// second open is refused, naming the name it was asked for and the
// process holding the file; the first store keeps its SQLite locks and
// goes on writing; once it is closed, the file opens by any name.
func TestSQLiteOneStorePerFileWhateverItsName(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "data", "caribe.db")
	if err := os.Mkdir(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	names := map[string]string{
		"path":         path,
		"symlink":      filepath.Join(dir, "link.db"),
		"hard link":    filepath.Join(dir, "hard.db"),
		"directory":    filepath.Join(dir, "elsewhere", "caribe.db"),
		"dotted route": filepath.Join(dir, "data", "..", "data", "caribe.db"),
	}
	for _, err := range []error{
		os.Symlink(path, names["symlink"]),
		os.Link(path, names["hard link"]),
		os.Symlink(filepath.Dir(path), filepath.Dir(names["directory"])),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	locks := posixLocks(t, path)
	if len(locks) == 0 {
		t.Fatal("the open store holds no POSIX lock on its file: nothing here can show that one is kept")
	}
	self := fmt.Sprintf("process %d", os.Getpid())
	for how, name := range names {
		second, err := store.OpenSQLite(name)
		if err == nil {
			second.Close()
			t.Fatalf("a second OpenSQLite by its %s %s succeeded", how, name)
		}
		if !errors.Is(err, store.ErrInUse) || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), self) {
			t.Errorf("second OpenSQLite by its %s = %q, want ErrInUse naming %s and %s", how, err, name, self)
		}
		if out, err := openFromChild(name); err == nil || !strings.Contains(out, "in use") || !strings.Contains(out, name) ||
			!strings.Contains(out, self) {
			t.Errorf("another process opening the file by its %s: %v, %q; want a refusal naming %s and %s", how, err, out, name, self)
		}
	}
	if got := posixLocks(t, path); !slices.Equal(got, locks) {
		t.Errorf("the first store's POSIX locks on its file were %q before the refused opens, %q after", locks, got)
	}
	if err := s.CreateTable(context.Background(), store.Table{ID: "after", Game: "tortuga", Players: 2}); err != nil {
		t.Errorf("the first store after the refused opens: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for how, name := range names {
		again, err := store.OpenSQLite(name)
		if err != nil {
			t.Fatalf("OpenSQLite by its %s once the first store closed: %v", how, err)
		}
		if _, _, err := again.Table(context.Background(), "after"); err != nil {
			t.Errorf("the table written by the first store, read by its %s: %v", how, err)
		}
		if err := again.Close(); err != nil {
			t.Fatal(err)
		}
		if out, err := openFromChild(name); err != nil {
			t.Errorf("another process could not open the file by its %s once it was free: %v\n%s", how, err, out)
		}
	}
}

// openFromChild opens and closes the store at path in another process,
// the test binary run as openChild, and returns what it said.
func openFromChild(path string) (string, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), openChildEnv+"="+path)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// posixLocks lists the POSIX locks this process holds on the file at
// path, from /proc/locks, each as its type and byte range, once: under
// load /proc/locks has been seen to list the store's one shared range
// twice for a moment, which says nothing about the locks kept.
func posixLocks(t *testing.T, path string) []string {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	ino := fmt.Sprintf(":%d", fi.Sys().(*syscall.Stat_t).Ino)
	f, err := os.Open("/proc/locks")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var locks []string
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		fields := strings.Fields(lines.Text())
		if len(fields) >= 8 && fields[1] == "POSIX" && fields[4] == fmt.Sprint(os.Getpid()) && strings.HasSuffix(fields[5], ino) {
			locks = append(locks, strings.Join([]string{fields[3], fields[6], fields[7]}, " "))
		}
	}
	slices.Sort(locks)
	return slices.Compact(locks)
}
