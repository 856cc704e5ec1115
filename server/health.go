package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/server/table"
	"caribe/store"
)

// health is what the server knows of its store's health: the outcome of
// the last write, the tables it could not load at start and what the
// database's full check found (integrity.go). /readyz reports it,
// /metrics counts it.
type health struct {
	mu sync.Mutex
	// failed is the last write's failure, nil once a write succeeds.
	failed *failure
	// lastFailure is the latest failure, kept after writes succeed again.
	lastFailure *failure

	// probing is held while the store is pinged; probed and pingErr are
	// the last ping's time and outcome.
	probing sync.Mutex
	probed  time.Time
	pingErr error

	// notLoaded are the tables that could not be loaded, guarded by mu;
	// check is the database's full check, with a lock of its own.
	notLoaded []notLoaded
	check     integrityCheck
	// broken are the tables found damaged since the server started
	// (server/table), with the refusal of each, guarded by mu.
	broken map[string]error

	failures  *prometheus.CounterVec
	retries   *prometheus.CounterVec
	storeOK   prometheus.Gauge
	leftOut   *prometheus.GaugeVec
	leftCount prometheus.Gauge
	damaged   prometheus.Gauge
}

// failure is a write the store failed.
type failure struct {
	At    time.Time `json:"at"`
	Op    string    `json:"op"`
	Error string    `json:"error"`
}

// notLoaded is a stored table the server could not load as it started.
type notLoaded struct {
	Table string `json:"table"`
	Error string `json:"error"`
}

// newHealth registers the health metrics.
func newHealth(reg *prometheus.Registry) (*health, error) {
	h := &health{
		failures: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "caribe_store_write_failures_total", Help: "Writes the store failed (not refusals), by operation.",
		}, []string{"op"}),
		retries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "caribe_store_retries_total", Help: "Tries again of a chance outcome, bot move, table status or clock (a handover) that failed to store, by what.",
		}, []string{"what"}),
		storeOK: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "caribe_store_ok", Help: "1 when the store's last write succeeded, 0 when it failed.",
		}),
		leftOut: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "caribe_table_not_loaded", Help: "1 for each stored table left out at start (--skip-damaged), by table.",
		}, []string{"table"}),
		leftCount: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "caribe_tables_not_loaded", Help: "Stored tables left out at start because they could not be loaded (--skip-damaged).",
		}),
		damaged: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "caribe_store_damage_problems", Help: "Problems the database's full check found, in the background after start.",
		}),
	}
	h.storeOK.Set(1)
	for _, op := range []string{"create_table", "set_seat", "set_status", "append_move", "set_clock", "put_snapshot", "ping"} {
		h.failures.WithLabelValues(op)
	}
	for _, what := range table.RetryWhats {
		h.retries.WithLabelValues(what)
	}
	for _, c := range []prometheus.Collector{h.failures, h.retries, h.storeOK, h.leftOut, h.leftCount, h.damaged} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return h, nil
}

// wrote records a write's outcome and returns its error. Refusals and
// writes whose caller gave up say nothing of the store's health.
func (h *health) wrote(op string, err error) error {
	switch {
	case err == nil:
		h.mu.Lock()
		h.failed = nil
		h.mu.Unlock()
		h.storeOK.Set(1)
	case table.StoreFailure(err):
		f := &failure{At: time.Now().UTC(), Op: op, Error: err.Error()}
		h.mu.Lock()
		h.failed, h.lastFailure = f, f
		h.mu.Unlock()
		h.failures.WithLabelValues(op).Inc()
		h.storeOK.Set(0)
	}
	return err
}

// probeEvery is how often the store is pinged at most, however often
// /readyz is asked: a ping is a durable write.
const probeEvery = time.Second

// probeTimeout bounds a ping.
const probeTimeout = 2 * time.Second

// probe pings the store unless it was pinged less than probeEvery ago.
// ctx is the server's: a ping is not cut short by the request that asked.
func (h *health) probe(ctx context.Context, st store.Store) {
	h.probing.Lock()
	defer h.probing.Unlock()
	if time.Since(h.probed) < probeEvery {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	h.pingErr = st.Ping(ctx)
	h.probed = time.Now()
}

// leave records a stored table that could not be loaded, once.
func (h *health) leave(id string, err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, n := range h.notLoaded {
		if n.Table == id {
			return
		}
	}
	h.notLoaded = append(h.notLoaded, notLoaded{Table: id, Error: err.Error()})
	h.leftOut.WithLabelValues(id).Set(1)
	h.leftCount.Set(float64(len(h.notLoaded)))
}

// loaded forgets that table id could not be loaded, now that it was: the
// store's failure was passing.
func (h *health) loaded(id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	i := slices.IndexFunc(h.notLoaded, func(n notLoaded) bool { return n.Table == id })
	if i < 0 {
		return
	}
	h.notLoaded = slices.Delete(h.notLoaded, i, i+1)
	h.leftOut.DeleteLabelValues(id)
	h.leftCount.Set(float64(len(h.notLoaded)))
}

// refuseLeftOut is the error that stops the server from starting when
// stored tables could not be loaded as it started, unless skip.
func (h *health) refuseLeftOut(skip bool, stored int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.notLoaded) == 0 || skip {
		return nil
	}
	var b strings.Builder
	tables := "tables"
	if stored == 1 {
		tables = "table"
	}
	fmt.Fprintf(&b, "server: %d of the %d %s in play to load at start cannot be loaded:", len(h.notLoaded), stored, tables)
	for i, n := range h.notLoaded {
		if i == maxListed {
			fmt.Fprintf(&b, " and %d more;", len(h.notLoaded)-i)
			break
		}
		fmt.Fprintf(&b, " %s (%s);", n.Table, n.Error)
	}
	b.WriteString(" the database is damaged or was written by another version of caribe: restore the latest backup " +
		"(docs/operations.md, \"Backups and restore\"), or start with --skip-damaged (CARIBE_SKIP_DAMAGED=true) " +
		"to serve the other tables and list these in /readyz")
	return errors.New(b.String())
}

// maxListed bounds the tables named in refuseLeftOut's message.
const maxListed = 10

// watchedStore is the server's store, watched: the outcome of every write
// goes to its health.
type watchedStore struct {
	store.Store
	h *health
}

func (w watchedStore) CreateTable(ctx context.Context, t store.Table) error {
	return w.h.wrote("create_table", w.Store.CreateTable(ctx, t))
}

func (w watchedStore) SetSeat(ctx context.Context, table string, index int, s store.Seat) error {
	return w.h.wrote("set_seat", w.Store.SetSeat(ctx, table, index, s))
}

func (w watchedStore) SetStatus(ctx context.Context, table string, s store.Status) error {
	return w.h.wrote("set_status", w.Store.SetStatus(ctx, table, s))
}

func (w watchedStore) AppendMove(ctx context.Context, table string, m store.Move) error {
	return w.h.wrote("append_move", w.Store.AppendMove(ctx, table, m))
}

func (w watchedStore) SetClock(ctx context.Context, table string, old, clock store.Clock, due bool) error {
	return w.h.wrote("set_clock", w.Store.SetClock(ctx, table, old, clock, due))
}

func (w watchedStore) CreateAccount(ctx context.Context, a store.Account, p store.Passkey) error {
	return w.h.wrote("create_account", w.Store.CreateAccount(ctx, a, p))
}

func (w watchedStore) AddPasskey(ctx context.Context, p store.Passkey) error {
	return w.h.wrote("add_passkey", w.Store.AddPasskey(ctx, p))
}

func (w watchedStore) UsePasskey(ctx context.Context, id []byte, signCount uint32, flags byte) error {
	return w.h.wrote("use_passkey", w.Store.UsePasskey(ctx, id, signCount, flags))
}

func (w watchedStore) CreateSession(ctx context.Context, se store.Session) error {
	return w.h.wrote("create_session", w.Store.CreateSession(ctx, se))
}

func (w watchedStore) EndSession(ctx context.Context, hash []byte) error {
	return w.h.wrote("end_session", w.Store.EndSession(ctx, hash))
}

func (w watchedStore) EndSessions(ctx context.Context, account string) error {
	return w.h.wrote("end_sessions", w.Store.EndSessions(ctx, account))
}

func (w watchedStore) BindSeat(ctx context.Context, table string, index int, account string) error {
	return w.h.wrote("bind_seat", w.Store.BindSeat(ctx, table, index, account))
}

func (w watchedStore) PutCeremony(ctx context.Context, c store.Ceremony, now time.Time) error {
	return w.h.wrote("put_ceremony", w.Store.PutCeremony(ctx, c, now))
}

func (w watchedStore) Record(ctx context.Context, table string, outs []store.Outcome) error {
	return w.h.wrote("record", w.Store.Record(ctx, table, outs))
}

func (w watchedStore) PutSnapshot(ctx context.Context, table string, snap store.Snapshot) error {
	return w.h.wrote("put_snapshot", w.Store.PutSnapshot(ctx, table, snap))
}

func (w watchedStore) Ping(ctx context.Context) error {
	return w.h.wrote("ping", w.Store.Ping(ctx))
}

// breaks records that table id is damaged (server/table): it is listed as
// not loaded, and refused until the server starts again.
func (h *health) breaks(id string, damage error) {
	h.mu.Lock()
	if h.broken == nil {
		h.broken = map[string]error{}
	}
	h.broken[id] = damage
	h.mu.Unlock()
	h.loaded(id)
	h.leave(id, damage)
}

// brokenTable is the refusal of table id when it is damaged, else nil.
func (h *health) brokenTable(id string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.broken[id]
}
