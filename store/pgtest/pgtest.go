// Package pgtest runs a throwaway PostgreSQL server for tests: a new
// cluster in a temporary directory, listening only on a Unix socket there,
// stopped and removed when the test ends.
package pgtest

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// install is what a test says when it finds no PostgreSQL.
const install = "PostgreSQL is needed for this test and was not found: no initdb and postgres on PATH " +
	"or in /usr/lib/postgresql/*/bin; install it (Debian, Ubuntu: apt-get install postgresql)"

// Server is a running throwaway PostgreSQL.
type Server struct {
	dir  string
	user string
	made atomic.Int64
	// postgres makes the command that runs the server on its files.
	postgres func() *exec.Cmd
	logPath  string
	// proc and exited are the running server's process and what its
	// Wait returned; nil while stopped. The test's goroutine owns them.
	proc   *exec.Cmd
	exited chan error
}

// Start starts a server for the test and stops it, removing its files,
// when the test ends, whether it passed or not. It fails the test when
// PostgreSQL is not installed. As root it runs the server as the user
// postgres, since PostgreSQL refuses to run as root.
func Start(t testing.TB) *Server {
	t.Helper()
	bin, err := binDir()
	if err != nil {
		t.Fatal(err)
	}
	cred, err := credential()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "caribe-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			t.Fatal(err)
		}
	}
	data := filepath.Join(dir, "data")
	run := func(name string, args ...string) *exec.Cmd {
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Dir = dir
		cmd.SysProcAttr = sysProcAttr(cred)
		return cmd
	}
	s := &Server{dir: dir, user: "caribe", logPath: filepath.Join(dir, "postgres.log")}
	if out, err := run("initdb", "-D", data, "-U", s.user, "--auth=trust", "--no-locale", "-E", "UTF8", "--no-sync").CombinedOutput(); err != nil {
		t.Fatalf("initdb: %v\n%s", err, out)
	}
	s.postgres = func() *exec.Cmd {
		return run("postgres", "-D", data, "-k", dir, "-c", "listen_addresses=",
			"-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=200")
	}
	t.Cleanup(func() {
		if s.proc != nil {
			s.stop()
		}
	})
	s.Resume(t)
	return s
}

// Resume starts the server on its files, as it is after Start or Stop,
// and waits until it takes connections.
func (s *Server) Resume(t testing.TB) {
	t.Helper()
	if s.proc != nil {
		t.Fatal("pgtest: Resume of a server that runs")
	}
	log, err := os.OpenFile(s.logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer log.Close()
	pg := s.postgres()
	pg.Stdout, pg.Stderr = log, log
	if err := pg.Start(); err != nil {
		t.Fatalf("postgres: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- pg.Wait() }()
	s.proc, s.exited = pg, exited
	if err := s.ready(exited); err != nil {
		out, _ := os.ReadFile(s.logPath)
		t.Fatalf("postgres did not start: %v\n%s", err, out)
	}
}

// Stop stops the server as pg_ctl stop -m fast does: every session ends,
// its client told so (SQLSTATE 57P01), and the server exits; until
// Resume, connections are refused. A restart is Stop then Resume.
func (s *Server) Stop(t testing.TB) {
	t.Helper()
	if s.proc == nil {
		t.Fatal("pgtest: Stop of a server that does not run")
	}
	s.stop()
}

// stop sends the running server a fast shutdown and waits for it to exit,
// killing it if it takes more than 30 seconds.
func (s *Server) stop() {
	s.proc.Process.Signal(syscall.SIGINT) // fast shutdown
	select {
	case <-s.exited:
	case <-time.After(30 * time.Second):
		s.proc.Process.Kill()
		<-s.exited
	}
	s.proc, s.exited = nil, nil
}

// ready waits until the server takes connections.
func (s *Server) ready(exited <-chan error) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		conn, err := pgx.Connect(context.Background(), s.URL("postgres"))
		if err == nil {
			return conn.Close(context.Background())
		}
		select {
		case werr := <-exited:
			return fmt.Errorf("it exited (%v)", werr)
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return err
		}
	}
}

// URL is the address of the database named db on the server.
func (s *Server) URL(db string) string {
	q := url.Values{"host": {s.dir}, "sslmode": {"disable"}}
	return (&url.URL{Scheme: "postgres", User: url.User(s.user), Path: "/" + db, RawQuery: q.Encode()}).String()
}

// NewDatabase creates an empty database on the server and returns its URL.
func (s *Server) NewDatabase(t testing.TB) string {
	t.Helper()
	ctx := context.Background()
	name := "caribe_" + strconv.FormatInt(s.made.Add(1), 10)
	conn, err := pgx.Connect(ctx, s.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	return s.URL(name)
}

// Terminate ends, from a new session on the database at url, every other
// client session of the server, as an administrator's
// pg_terminate_backend does (their clients are told SQLSTATE 57P01), and
// returns how many it ended.
func Terminate(ctx context.Context, url string) (int, error) {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return 0, err
	}
	defer conn.Close(ctx)
	var n int
	err = conn.QueryRow(ctx, `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`).Scan(&n)
	return n, err
}

// binDir finds the directory holding initdb and postgres: on PATH, or the
// newest of Debian's /usr/lib/postgresql/*/bin.
func binDir() (string, error) {
	if initdb, err := exec.LookPath("initdb"); err == nil {
		dir := filepath.Dir(initdb)
		if _, err := os.Stat(filepath.Join(dir, "postgres")); err == nil {
			return dir, nil
		}
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int { return version(b) - version(a) })
	for _, dir := range dirs {
		if _, err := os.Stat(filepath.Join(dir, "initdb")); err == nil {
			return dir, nil
		}
	}
	return "", fmt.Errorf("%s", install)
}

// version is the major version in a path /usr/lib/postgresql/N/bin.
func version(dir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(dir)))
	return n
}

// credential is who the server runs as: nil for the test's own user, or
// the user postgres when the test runs as root.
func credential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("PostgreSQL refuses to run as root and there is no user postgres to run it as (%v); "+
			"run the tests as another user, or create it (apt-get install postgresql does)", err)
	}
	uid, err := strconv.ParseUint(u.Uid, 10, 32)
	if err != nil {
		return nil, err
	}
	gid, err := strconv.ParseUint(u.Gid, 10, 32)
	if err != nil {
		return nil, err
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}
