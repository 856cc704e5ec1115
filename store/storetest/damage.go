package storetest

import (
	"database/sql"
	"os"
	"strings"
	"testing"
)

// DamagePage overwrites with garbage a leaf page of the named table or
// index of the closed SQLite database at path (the third leaf, so that the
// schema stays readable), as a failing disk would: what is stored on that
// page can no longer be read.
func DamagePage(t *testing.T, path, name string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	var page, size int64
	err = db.QueryRow(`SELECT pageno, (SELECT page_size FROM pragma_page_size) FROM dbstat
		WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 2`, name).Scan(&page, &size)
	db.Close()
	if err != nil {
		t.Fatalf("finding a leaf page of %s: %v", name, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt([]byte(strings.Repeat("\xab", int(size))), (page-1)*size); err != nil {
		t.Fatal(err)
	}
}
