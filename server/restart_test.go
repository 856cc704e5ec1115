package server

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// childEnv names the database a child process serves; see TestMain.
const childEnv = "CARIBE_SERVE_CHILD"

// TestMain lets the test binary serve as a child process that a test can
// kill -9: with childEnv set it serves that database on loopback, prints
// its address, and runs until killed.
func TestMain(m *testing.M) {
	if db := os.Getenv(childEnv); db != "" {
		serveChild(db)
		return
	}
	code := m.Run()
	removeBenchFiles()
	os.Exit(code)
}

func serveChild(db string) {
	var st store.Store
	var err error
	cfg := Config{Games: games.All()}
	if store.IsPostgresURL(db) {
		// Servers sharing a database, quick to take over a dead one's tables.
		st, err = store.OpenPostgres(context.Background(), db, store.LeaseTTL(600*time.Millisecond))
		cfg.DueSweep = 100 * time.Millisecond
	} else {
		st, err = store.OpenSQLite(db)
	}
	if err != nil {
		fmt.Println("ERROR", err)
		os.Exit(1)
	}
	cfg.Store = st
	srv, err := New(withBots(cfg))
	if err != nil {
		fmt.Println("ERROR", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println("ERROR", err)
		os.Exit(1)
	}
	fmt.Println("ADDR", ln.Addr())
	http.Serve(ln, srv.Handler())
}

// startChild starts a child server on db and points h at it.
func startChild(t *testing.T, h *harness, db string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	addr, ok := strings.CutPrefix(strings.TrimSpace(line), "ADDR ")
	if err != nil || !ok {
		cmd.Process.Kill()
		t.Fatalf("child server: %q %v", line, err)
	}
	h.http = &httptest.Server{URL: "http://" + addr}
	return cmd
}

// TestKillDashNineLosesNoAcknowledgedMove plays a game against a server
// in another process, kills it with SIGKILL while moves are in flight,
// starts it again on the same database, and finishes the game: every move
// the server acknowledged is in the final record at its place.
func TestKillDashNineLosesNoAcknowledgedMove(t *testing.T) {
	db := filepath.Join(t.TempDir(), "caribe.db")
	h := &harness{t: t}
	child := startChild(t, h, db)
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: []byte(`{"variant":"jamaica"}`), Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	id := c.Table.ID
	tokens := []string{c.Joined.Token, h.join(id, 1, "Boris").Token}

	type ack struct {
		at   int
		move []byte
	}
	var mu sync.Mutex
	var acks []ack
	rng := newRand(3)
	stop := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		client := &http.Client{Timeout: hangAfter}
		for {
			select {
			case <-stop:
				return
			default:
			}
			at, move, ok := randomMove(h, client, id, tokens, rng)
			if !ok {
				return
			}
			mu.Lock()
			acks = append(acks, ack{at, move})
			mu.Unlock()
		}
	}()
	for n := 0; n < 40; {
		select {
		case <-stopped:
			t.Fatal("the game ended or failed before 40 moves")
		case <-time.After(time.Millisecond):
		}
		mu.Lock()
		n = len(acks)
		mu.Unlock()
	}
	child.Process.Signal(syscall.SIGKILL)
	child.Wait()
	close(stop)
	<-stopped

	child = startChild(t, h, db)
	defer func() {
		child.Process.Signal(syscall.SIGKILL)
		child.Wait()
	}()
	mu.Lock()
	last := acks[len(acks)-1].at
	mu.Unlock()
	if v := playedVersion(h, id); v <= last {
		t.Fatalf("after the restart the table is at version %d; move %d was acknowledged", v, last+1)
	}
	client := &http.Client{Timeout: hangAfter}
	for {
		if _, _, ok := randomMove(h, client, id, tokens, rng); !ok {
			break
		}
	}
	var rep wire.Replay
	if code := h.call("GET", "/api/tables/"+id+"/replay", "", nil, &rep); code != 200 {
		t.Fatalf("the game did not finish after the restart: replay status %d", code)
	}
	for _, a := range acks {
		if a.at >= len(rep.Moves) || !bytes.Equal(rep.Moves[a.at], a.move) {
			t.Fatalf("acknowledged move %d %s is not in the record", a.at+1, a.move)
		}
	}
	t.Logf("%d moves acknowledged before the kill, %d in the finished game", len(acks), len(rep.Moves))
}

// randomMove plays a random legal move for whoever decides, returning the
// version it was chosen at and the move; ok is false once the game is over
// or the server is gone.
func randomMove(h *harness, client *http.Client, id string, tokens []string, rng interface{ IntN(int) int }) (int, []byte, bool) {
	var info wire.TableInfo
	if err := getJSON(client, h.http.URL+"/api/tables/"+id, "", &info); err != nil || info.Result != nil {
		return 0, nil, false
	}
	seat, ok := info.Actor.Seat()
	if !ok {
		return 0, nil, false
	}
	var view wire.ViewResponse
	if err := getJSON(client, h.http.URL+"/api/tables/"+id+"/view", tokens[seat], &view); err != nil || len(view.Legal) == 0 {
		return 0, nil, false
	}
	move := view.Legal[rng.IntN(len(view.Legal))].Move
	body := mustJSON(wire.MoveRequest{Version: view.Version, Move: move})
	req, _ := http.NewRequest("POST", h.http.URL+"/api/tables/"+id+"/moves", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+tokens[seat])
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, false
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, nil, false
	}
	return view.Version, move, true
}
