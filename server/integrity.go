package server

import (
	"context"
	"strings"
	"sync"
	"time"
)

// restoreAdvice is how an operator recovers a damaged database.
const restoreAdvice = `restore the latest backup (docs/operations.md, "Backups and restore")`

// DefaultCheckAfter is how long after its start a server begins the
// database's full check (Config.CheckAfter): the check reads the whole
// file, so it waits until the first players are served.
const DefaultCheckAfter = 30 * time.Second

// checker is a store whose whole database can be checked while it serves
// (store.SQLite.Check); PostgreSQL checks its own pages.
type checker interface {
	Check(ctx context.Context) ([]string, error)
}

// Where the database's full check stands (/readyz's integrity_check).
const (
	checkNone    = "none" // the store has no such check (PostgreSQL)
	checkWaiting = "waiting"
	checkRunning = "running"
	checkPassed  = "passed"
	checkDamaged = "damaged"
	checkFailed  = "failed" // the check itself could not run
)

// integrityCheck is the database's full check, run once in the background
// after the server started; /readyz reports it. Its lock, owned by the
// check's goroutine and the readers of /readyz, guards every field.
type integrityCheck struct {
	mu       sync.Mutex
	state    string
	at       time.Time
	took     time.Duration
	problems []string
	err      error
	// done is closed once the check has ended, however it ended.
	done chan struct{}
}

// checkReport is what /readyz says of the database's full check.
type checkReport struct {
	// State: none, waiting, running, passed, damaged or failed.
	State string `json:"state"`
	// At is when it began (running) or ended (passed, damaged, failed).
	At *time.Time `json:"at,omitempty"`
	// Seconds is how long it took, once it ended.
	Seconds float64 `json:"seconds,omitempty"`
	// Error is why it could not run (failed).
	Error string `json:"error,omitempty"`
}

// checkStore starts the database's full check of server s, after
// cfg.CheckAfter, in the background: what it finds is logged, listed in
// /readyz's damage and counted in caribe_store_damage_problems, and
// turns /readyz red unless the server was started with SkipDamaged.
func checkStore(s *Server) {
	c := &s.health.check
	c.done = make(chan struct{})
	st, ok := s.cfg.Store.(checker)
	if w, watched := s.cfg.Store.(watchedStore); watched {
		st, ok = w.Store.(checker)
	}
	if !ok || s.cfg.CheckAfter < 0 {
		c.state = checkNone
		close(c.done)
		return
	}
	c.state = checkWaiting
	after := s.cfg.CheckAfter
	if after == 0 {
		after = DefaultCheckAfter
	}
	s.running.Go(func() {
		defer close(c.done)
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(after):
		}
		start := time.Now()
		c.set(checkRunning, start, 0, nil, nil)
		problems, err := st.Check(s.ctx)
		took := time.Since(start)
		switch {
		case s.ctx.Err() != nil:
			c.set(checkWaiting, time.Time{}, 0, nil, nil)
		case err != nil:
			s.log.Error("the database's integrity check could not run", "err", err)
			c.set(checkFailed, time.Now(), took, nil, err)
		case len(problems) > 0:
			s.log.Error("the database is damaged: "+restoreAdvice, "problems", strings.Join(problems, "; "), "took", took)
			c.set(checkDamaged, time.Now(), took, problems, nil)
			s.health.damaged.Set(float64(len(problems)))
		default:
			s.log.Info("the database's integrity check passed", "took", took)
			c.set(checkPassed, time.Now(), took, nil, nil)
		}
	})
}

// set records where the check stands.
func (c *integrityCheck) set(state string, at time.Time, took time.Duration, problems []string, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.state, c.at, c.took, c.problems, c.err = state, at, took, problems, err
}

// report is the check as /readyz shows it, and the problems it found.
func (c *integrityCheck) report() (checkReport, []string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r := checkReport{State: c.state, Seconds: c.took.Seconds()}
	if !c.at.IsZero() {
		at := c.at.UTC()
		r.At = &at
	}
	if c.err != nil {
		r.Error = c.err.Error()
	}
	return r, append([]string{}, c.problems...)
}
