package main

import (
	"bufio"
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

	"caribe/store/pgtest"
)

// TestServeStartsAndStopsCleanly runs caribe serve on a fresh database,
// creates a table over HTTP, stops the server with SIGTERM, and starts it
// again on the same database, configured this time by CARIBE_… environment
// variables instead of flags: the table is still there.
func TestServeStartsAndStopsCleanly(t *testing.T) {
	serveRestart(t, filepath.Join(t.TempDir(), "caribe.db"))
}

// TestServeOnPostgres does the same with --db a postgres:// URL, on a
// throwaway PostgreSQL server: the table outlives the restart there.
func TestServeOnPostgres(t *testing.T) {
	serveRestart(t, pgtest.Start(t).NewDatabase(t))
}

// TestBackupRefusesPostgres: caribe backup copies SQLite files only, and
// points a PostgreSQL database at pg_dump, without showing its password.
func TestBackupRefusesPostgres(t *testing.T) {
	to := filepath.Join(t.TempDir(), "copy.db")
	out, err := caribe(t, "", "backup", "--db", "postgres://caribe:secret@db.example/caribe", "--to", to)
	if err == nil || !strings.Contains(out, "pg_dump") || strings.Contains(out, "secret") {
		t.Fatalf("backup of a PostgreSQL database: %v\n%s", err, out)
	}
	if _, err := os.Stat(to); err == nil {
		t.Errorf("the refused backup left %s", to)
	}
}

// serveRestart runs caribe serve on db, creates a table over HTTP, stops
// the server with SIGTERM and starts it again, configured by environment
// variables, and finds the table there.
func serveRestart(t *testing.T, db string) {
	serve := func(fromEnv bool) (*exec.Cmd, string) {
		t.Helper()
		cmd := exec.Command(os.Args[0], "serve", "--addr", "127.0.0.1:0", "--db", db, "--log-level", "warn")
		cmd.Env = append(os.Environ(), "CARIBE_MAIN=1")
		if fromEnv {
			cmd = exec.Command(os.Args[0], "serve")
			cmd.Env = append(os.Environ(), "CARIBE_MAIN=1", "CARIBE_ADDR=127.0.0.1:0", "CARIBE_DB="+db, "CARIBE_LOG_LEVEL=warn")
		}
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, err := bufio.NewReader(stderr).ReadString('\n')
		m := regexp.MustCompile(`serving on (http://[0-9.:]+)/`).FindStringSubmatch(line)
		if err != nil || m == nil {
			cmd.Process.Kill()
			t.Fatalf("serve said %q (%v)", line, err)
		}
		go io.Copy(io.Discard, stderr)
		return cmd, m[1]
	}
	cmd, url := serve(false)
	resp, err := http.Post(url+"/api/tables", "application/json", strings.NewReader(`{"game":"tobago","players":3}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %d %s", resp.StatusCode, body)
	}
	id := regexp.MustCompile(`"id":"([0-9a-f]+)"`).FindSubmatch(body)[1]
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve did not stop cleanly: %v", err)
		}
	case <-time.After(hang):
		cmd.Process.Kill()
		t.Fatalf("serve did not stop within %v of SIGTERM", hang)
	}

	cmd, url = serve(true)
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}()
	resp, err = http.Get(url + "/api/tables/" + string(id))
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"game":"tobago"`) {
		t.Fatalf("after the restart: %d %s", resp.StatusCode, body)
	}
}

// TestPasskeyOrigins: without --rp-origin, passkeys are made at
// http://localhost at the port caribe serve listens on; given, the
// origins are taken as they are.
func TestPasskeyOrigins(t *testing.T) {
	for _, c := range []struct {
		cmd  ServeCmd
		want string
	}{
		{ServeCmd{Addr: "127.0.0.1:8080"}, "http://localhost:8080"},
		{ServeCmd{Addr: ":9000"}, "http://localhost:9000"},
		{ServeCmd{Addr: "127.0.0.1:0"}, "http://localhost"},
		{ServeCmd{Addr: "127.0.0.1:8080", RPOrigin: []string{"https://play.example.org"}}, "https://play.example.org"},
	} {
		if got := c.cmd.origins(); len(got) != 1 || got[0] != c.want {
			t.Errorf("--addr %s --rp-origin %v: origins %v, want %s", c.cmd.Addr, c.cmd.RPOrigin, got, c.want)
		}
	}
}
