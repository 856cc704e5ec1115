package main

import (
	"bufio"
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"caribe/store"
)

// startServe runs caribe serve on db with more environment variables and
// arguments, and waits until it serves, returning its base URL; the test
// stops it when it ends.
func startServe(t *testing.T, db string, env []string, args ...string) string {
	t.Helper()
	url, _ := serveSaying(t, db, env, args...)
	return url
}

// serveSaying is startServe that also returns the lines serve wrote up to
// the one saying where it serves.
func serveSaying(t *testing.T, db string, env []string, args ...string) (string, []string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"serve", "--addr", "127.0.0.1:0", "--db", db, "--log-level", "error"}, args...)...)
	cmd.Env = append(append(os.Environ(), "CARIBE_MAIN=1"), env...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	})
	lines := bufio.NewReader(stderr)
	var said []string
	for {
		line, err := lines.ReadString('\n')
		said = append(said, line)
		if m := regexp.MustCompile(`serving on (http://[0-9.:]+)/`).FindStringSubmatch(line); m != nil {
			go io.Copy(io.Discard, lines)
			return m[1], said
		}
		if err != nil {
			t.Fatalf("serve said %q (%v)", said, err)
		}
	}
}

// serveRefuses runs caribe serve on db, which must exit at once with an
// error; it returns what it said.
func serveRefuses(t *testing.T, db string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"serve", "--addr", "127.0.0.1:0", "--db", db}, args...)...)
	cmd.Env = append(append(os.Environ(), "CARIBE_MAIN=1"), env...)
	done := make(chan struct{})
	var out []byte
	var err error
	go func() {
		out, err = cmd.CombinedOutput()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(hang):
		cmd.Process.Kill()
		t.Fatalf("serve did not refuse within %v", hang)
	}
	if err == nil {
		t.Fatalf("serve exited without an error: %s", out)
	}
	return string(out)
}

// post makes a POST request with a JSON body, failing the test unless the
// answer is want; it returns the answer.
func post(t *testing.T, url, body string, want int) []byte {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		t.Fatalf("POST %s: %d %s", url, resp.StatusCode, data)
	}
	return data
}

// TestASecondServeOnOneDatabaseRefuses: while one caribe serve has a
// database, a second one on the same file refuses to start and says why;
// once the first stops, it starts.
func TestASecondServeOnOneDatabaseRefuses(t *testing.T) {
	db := filepath.Join(t.TempDir(), "caribe.db")
	url := startServe(t, db, nil)
	out := serveRefuses(t, db, nil)
	for _, want := range []string{"in use", db, "another caribe server", "one server per database file"} {
		if !strings.Contains(out, want) {
			t.Errorf("the second serve said %q, want it to say %q", out, want)
		}
	}
	post(t, url+"/api/tables", `{"game":"tortuga","players":2}`, http.StatusCreated)
}

// TestServeRefusesADamagedDatabase: an empty file is refused even with
// --skip-damaged; a table in play that cannot be replayed is refused, by
// name, unless CARIBE_SKIP_DAMAGED is set, and then /readyz lists it.
func TestServeRefusesADamagedDatabase(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {"--skip-damaged"}} {
		out := serveRefuses(t, empty, nil, args...)
		if !strings.Contains(out, "empty (0 bytes)") || !strings.Contains(out, "restore the latest backup") {
			t.Errorf("serve %v on an empty file said %q", args, out)
		}
	}

	db := filepath.Join(dir, "caribe.db")
	s, err := store.OpenSQLite(db)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	sdb, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	_, err = sdb.Exec(`INSERT INTO tables (id, game, players, options, seed, status, created, updated, due)
		VALUES ('lost', 'chess', 2, '{}', 1, 'running', 0, 0, 1)`)
	sdb.Close()
	if err != nil {
		t.Fatal(err)
	}
	out := serveRefuses(t, db, nil)
	for _, want := range []string{"1 of the 1 table in play to load at start cannot be loaded", "lost", `unknown game "chess"`, "--skip-damaged"} {
		if !strings.Contains(out, want) {
			t.Errorf("serve on a table it cannot load said %q, want %q", out, want)
		}
	}
	url := startServe(t, db, []string{"CARIBE_SKIP_DAMAGED=true"})
	resp, err := http.Get(url + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var ready struct {
		Ready           bool `json:"ready"`
		TablesNotLoaded []struct {
			Table string `json:"table"`
		} `json:"tables_not_loaded"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&ready); err != nil || resp.StatusCode != http.StatusOK || !ready.Ready ||
		len(ready.TablesNotLoaded) != 1 || ready.TablesNotLoaded[0].Table != "lost" {
		t.Errorf("/readyz with a table skipped: %d %+v %v", resp.StatusCode, ready, err)
	}
}

// TestBackupWhileServing backs up the database of a running caribe serve,
// refuses to back up over the backup, and the backup holds the table.
func TestBackupWhileServing(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "caribe.db")
	url := startServe(t, db, nil)
	var created struct {
		Table struct {
			ID string `json:"id"`
		} `json:"table"`
	}
	body := post(t, url+"/api/tables", `{"game":"tortuga","seats":[{"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"}]}`, http.StatusCreated)
	if err := json.Unmarshal(body, &created); err != nil {
		t.Fatal(err)
	}
	to := filepath.Join(dir, "backup.db")
	out, err := caribe(t, "", "backup", "--db", db, "--to", to)
	if err != nil || !strings.Contains(out, "backed up "+db+" to "+to+": 1 table,") {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	before, err := os.ReadFile(to)
	if err != nil {
		t.Fatal(err)
	}
	out, err = caribe(t, "", "backup", "--db", db, "--to", to)
	if err == nil || !strings.Contains(out, "never overwrites") {
		t.Errorf("a backup over the backup: %v\n%s", err, out)
	}
	if after, err := os.ReadFile(to); err != nil || string(after) != string(before) {
		t.Errorf("the refused backup changed the file (%v)", err)
	}
	b, err := store.OpenSQLite(to)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if _, _, err := b.Table(t.Context(), created.Table.ID); err != nil {
		t.Errorf("the backup lacks the table: %v", err)
	}
}
