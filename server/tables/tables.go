// Package tables keeps the set of tables a server holds in memory: it
// loads a table when it is first asked for and lets it go once idle,
// takes up the tables due (a clock run out, a server gone), and, when
// several servers share a PostgreSQL store, follows the changes the
// others make and gives up the leases of the tables it lets go of.
package tables

import (
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/server/table"
	"caribe/store"
)

// DefaultIdleTable is how long an idle table stays in memory when
// Config.Idle is 0.
const DefaultIdleTable = 5 * time.Minute

// Health is told which tables could not be loaded, and refuses the
// tables found damaged.
type Health interface {
	// Broken is the refusal of a table found damaged, nil for others.
	Broken(id string) error
	// NotLoaded notes a table that could not be loaded, and Loaded one
	// that was.
	NotLoaded(id string, err error)
	Loaded(id string)
}

// Config sets a Set up.
type Config struct {
	Env   *table.Env
	Games []engine.Game
	// Idle is how long a table nobody uses stays in memory (0:
	// DefaultIdleTable).
	Idle   time.Duration
	Health Health
	// Loads and Evictions count the tables read into memory and let go
	// of.
	Loads, Evictions prometheus.Counter
}

// Set is the tables in memory, in step with the store.
type Set struct {
	env    *table.Env
	games  map[string]engine.Game
	idle   time.Duration
	health Health
	loads  prometheus.Counter
	evicts prometheus.Counter

	// mu is the set's lock, which it owns: it guards tables, the tables in
	// memory. It is taken before a table's lock, never after.
	mu     sync.RWMutex
	tables map[string]*table.Table
	// loadMu, the set's too, guards loading: the tables being loaded,
	// each closed when loaded.
	loadMu  sync.Mutex
	loading map[string]chan struct{}
}

// New makes an empty set.
func New(cfg Config) *Set {
	if cfg.Idle <= 0 {
		cfg.Idle = DefaultIdleTable
	}
	s := &Set{env: cfg.Env, games: map[string]engine.Game{}, idle: cfg.Idle, health: cfg.Health,
		loads: cfg.Loads, evicts: cfg.Evictions, tables: map[string]*table.Table{}, loading: map[string]chan struct{}{}}
	for _, g := range cfg.Games {
		s.games[g.Name()] = g
	}
	return s
}

// Add puts a table just created in memory.
func (s *Set) Add(id string, t *table.Table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tables[id] = t
}

// Find is table id if it is in memory, without marking it used.
func (s *Set) Find(id string) (*table.Table, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[id]
	return t, ok
}

// Forget takes table id, damaged, out of memory, if t is still the one
// there.
func (s *Set) Forget(id string, t *table.Table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tables[id] == t {
		delete(s.tables, id)
	}
}

// All is every table in memory now.
func (s *Set) All() []*table.Table {
	s.mu.RLock()
	defer s.mu.RUnlock()
	all := make([]*table.Table, 0, len(s.tables))
	for _, t := range s.tables {
		all = append(all, t)
	}
	return all
}

// Len counts the tables in memory.
func (s *Set) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.tables)
}

// Count counts the tables in memory with a status.
func (s *Set) Count(st store.Status) int {
	n := 0
	for _, t := range s.All() {
		if t.Record().Status == st {
			n++
		}
	}
	return n
}

// held finds table id in memory and marks it used; the caller lets go of
// it (LetGo).
func (s *Set) held(id string) (*table.Table, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[id]
	if ok {
		t.Hold()
	}
	return t, ok
}

// holdAll marks used every table in memory and returns them.
func (s *Set) holdAll(keep func(*table.Table) bool) []*table.Table {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var all []*table.Table
	for _, t := range s.tables {
		if keep(t) {
			t.Hold()
			all = append(all, t)
		}
	}
	return all
}
