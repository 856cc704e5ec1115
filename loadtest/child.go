package loadtest

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

const (
	// childStart bounds the wait for a child server to say it is serving.
	childStart = 30 * time.Second
	// childStop bounds the wait for a child server to stop once told to.
	childStop = 10 * time.Second
	// childTail is how many of a child server's last lines of standard
	// error an error quotes.
	childTail = 8
)

// serving matches the line caribe serve writes once it listens.
var serving = regexp.MustCompile(`serving on (http://[^/\s]+)/`)

// ServeProcess returns a Start that runs "exe serve" as a child process:
// on a SQLite database in a temporary directory, on a free loopback port,
// its limits lifted since every player of a load test comes from one
// address. Its /metrics shows its own CPU time, apart from the load
// client's. Stopping it interrupts it, as a signal would, and removes the
// database.
func ServeProcess(exe string) func() (Local, error) {
	return func() (Local, error) {
		dir, err := os.MkdirTemp("", "caribe-loadtest-")
		if err != nil {
			return Local{}, err
		}
		cmd := exec.Command(exe, "serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(dir, "caribe.db"),
			"--log-level", "warn", "--limit-create", "off", "--limit-join", "off", "--limit-moves", "off",
			"--limit-connect", "off", "--limit-open-tables", "0", "--limit-ws-per-address", "0",
			"--limit-hints", "off", "--limit-conns-per-address", "0")
		stderr, err := cmd.StderrPipe()
		if err != nil {
			return Local{}, errors.Join(err, os.RemoveAll(dir))
		}
		if err := cmd.Start(); err != nil {
			return Local{}, errors.Join(fmt.Errorf("%s serve: %w", exe, err), os.RemoveAll(dir))
		}
		url, err := awaitServing(stderr, childStart)
		if err != nil {
			kerr := cmd.Process.Kill()
			return Local{}, errors.Join(fmt.Errorf("%s serve: %w", exe, err), kerr, cmd.Wait(), os.RemoveAll(dir))
		}
		stop := func() error {
			return errors.Join(stopChild(cmd), os.RemoveAll(dir))
		}
		return Local{URL: url, Stop: stop}, nil
	}
}

// awaitServing reads a child server's standard error until it says where
// it serves, and returns that base URL; it then goes on reading, so that
// the child never blocks on a full pipe. If the child ends first or the
// wait is over, the error quotes its last lines. The reader sends one
// answer: a child that said it serves is serving even if it ends at once.
func awaitServing(stderr io.Reader, wait time.Duration) (string, error) {
	type answer struct {
		url  string
		tail []string
	}
	answered := make(chan answer, 1)
	go func() {
		var tail []string
		told := false
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if told {
				continue
			}
			line := sc.Text()
			if m := serving.FindStringSubmatch(line); m != nil {
				answered <- answer{url: m[1]}
				told = true
				continue
			}
			tail = append(tail, line)
			if len(tail) > childTail {
				tail = tail[1:]
			}
		}
		if !told {
			answered <- answer{tail: tail}
		}
	}()
	select {
	case a := <-answered:
		if a.url == "" {
			return "", fmt.Errorf("ended before serving: %s", strings.Join(a.tail, " | "))
		}
		return a.url, nil
	case <-time.After(wait):
		return "", fmt.Errorf("not serving after %s", wait)
	}
}

// stopChild interrupts a child server and waits for it to end, killing it
// if it takes too long.
func stopChild(cmd *exec.Cmd) error {
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		return fmt.Errorf("stopping the server: %w", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("the server ended badly: %w", err)
		}
		return nil
	case <-time.After(childStop):
		kerr := cmd.Process.Kill()
		return errors.Join(fmt.Errorf("the server did not stop within %s and was killed", childStop), kerr, <-done)
	}
}
