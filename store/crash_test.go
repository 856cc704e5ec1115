package store_test

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"caribe/store"
)

// TestMain lets the test binary stand in for the crash child: run with
// childEnv set, it appends to the store named by childPathEnv, opened with
// the sync mode childSyncEnv names (none: the default), until killed;
// run with openChildEnv set, it opens and closes the store it names.
func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		os.Exit(crashChild(os.Getenv(childPathEnv), os.Getenv(childSyncEnv)))
	}
	if path := os.Getenv(openChildEnv); path != "" {
		os.Exit(openChild(path))
	}
	os.Exit(m.Run())
}

const (
	childEnv     = "CARIBE_STORE_CHILD"
	childPathEnv = "CARIBE_STORE_PATH"
	childSyncEnv = "CARIBE_STORE_SYNC"
	// crashTables is how many tables the crash child appends to at once.
	crashTables = 8
)

// crashChild appends moves to the crash tables of the store at path, one
// goroutine a table, printing "table seq" once each append returns, until
// it is killed or a time limit passes. It opens the store in the sync mode
// named by mode, or in the default one if mode is empty. It returns the
// process's exit code.
func crashChild(path, mode string) int {
	var opts []store.Option
	if mode != "" {
		var m store.SyncMode
		if err := m.UnmarshalText([]byte(mode)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		opts = append(opts, store.Sync(m))
	}
	s, err := store.OpenSQLite(path, opts...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	ctx := context.Background()
	deadline := time.Now().Add(30 * time.Second)
	var out sync.Mutex
	var wg sync.WaitGroup
	failed := make(chan error, crashTables)
	for i := range crashTables {
		id := fmt.Sprintf("crash-%d", i)
		wg.Go(func() {
			_, moves, err := s.Table(ctx, id)
			if err != nil {
				failed <- err
				return
			}
			for seq := len(moves) + 1; time.Now().Before(deadline); seq++ {
				if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: moveJSON(id, seq)}); err != nil {
					failed <- err
					return
				}
				out.Lock()
				fmt.Printf("%s %d\n", id, seq)
				out.Unlock()
			}
		})
	}
	wg.Wait()
	close(failed)
	for err := range failed {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// runCrashChild starts a child appending to the store at path in the sync
// mode named by mode (empty: the default), whose tables hold the moves
// counted in stored, kills it with SIGKILL once it has acknowledged after
// appends, and returns the highest sequence number acknowledged for each
// table.
func runCrashChild(t *testing.T, path, mode string, stored map[string]int, after int) map[string]int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSQLiteCrash$")
	cmd.Env = append(os.Environ(), childEnv+"=1", childPathEnv+"="+path, childSyncEnv+"="+mode)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acked := maps.Clone(stored)
	lines := 0
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		id, n, ok := strings.Cut(sc.Text(), " ")
		seq, err := strconv.Atoi(n)
		if !ok || err != nil {
			t.Errorf("child printed %q", sc.Text())
			continue
		}
		if seq != acked[id]+1 {
			t.Errorf("child acknowledged move %d of %s after move %d", seq, id, acked[id])
		}
		acked[id] = seq
		lines++
		if lines == after {
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatalf("kill: %v", err)
			}
		}
	}
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("child ended with %v after %d acknowledgements, not killed; stderr:\n%s", err, lines, stderr.String())
	}
	if lines < after {
		t.Fatalf("child acknowledged %d moves, want at least %d", lines, after)
	}
	return acked
}

// TestSQLiteCrash kills a process appending to a store three times, with
// the default sync mode and with full: every append it acknowledged is
// stored, each entry as it was written.
func TestSQLiteCrash(t *testing.T) {
	for _, mode := range []string{"", "full"} {
		name := mode
		if name == "" {
			name = "default"
		}
		t.Run(name, func(t *testing.T) { testSQLiteCrash(t, mode) })
	}
}

// testSQLiteCrash is TestSQLiteCrash in the sync mode named by mode.
func testSQLiteCrash(t *testing.T, mode string) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "caribe.db")
	s, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("OpenSQLite: %v", err)
	}
	for i := range crashTables {
		if err := s.CreateTable(ctx, table(fmt.Sprintf("crash-%d", i), time.Now())); err != nil {
			t.Fatalf("CreateTable: %v", err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}

	total := map[string]int{}
	for round := range 3 {
		acked := runCrashChild(t, path, mode, total, 400)
		s, err := store.OpenSQLite(path)
		if err != nil {
			t.Fatalf("reopen after kill %d: %v", round, err)
		}
		for i := range crashTables {
			id := fmt.Sprintf("crash-%d", i)
			_, moves, err := s.Table(ctx, id)
			if err != nil {
				t.Fatalf("Table(%s) after kill %d: %v", id, round, err)
			}
			if len(moves) < acked[id] {
				t.Errorf("after kill %d, %s has %d moves, but the child acknowledged %d", round, id, len(moves), acked[id])
			}
			for j, m := range moves {
				if want := moveJSON(id, j+1); !bytes.Equal(m, want) {
					t.Fatalf("after kill %d, move %d of %s = %s, want %s", round, j+1, id, m, want)
				}
			}
			total[id] = len(moves)
		}
		if err := s.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
	}
	sum := 0
	for _, n := range total {
		sum += n
	}
	if sum < 3*400 {
		t.Errorf("%d moves stored in all after three children acknowledged at least 400 each", sum)
	}
}
