package server

import (
	"github.com/prometheus/client_golang/prometheus"

	"caribe/store"
)

// metrics are what /metrics exports.
type metrics struct {
	connections  prometheus.Gauge
	moves        *prometheus.CounterVec
	moveSeconds  prometheus.Histogram
	storeSeconds prometheus.Histogram
	botSeconds   *prometheus.HistogramVec
	botCut       *prometheus.CounterVec
	requests     *prometheus.CounterVec
	// expired counts the open tables expired (server/lobby).
	expired prometheus.Counter
	// loads and evictions count the tables read into memory and let go
	// of (server/tables).
	loads, evictions prometheus.Counter
	// reviews counts the finished tables' reviews computed and stored,
	// reviewSeconds how long each took (reviews.go).
	reviews       prometheus.Counter
	reviewSeconds prometheus.Histogram
}

var latencyBuckets = []float64{0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5}

func newMetrics(reg *prometheus.Registry, s *Server) (*metrics, error) {
	m := &metrics{
		connections: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "caribe_connections", Help: "Live WebSocket connections, players and spectators.",
		}),
		moves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "caribe_moves_total", Help: "Moves stored, chance outcomes included, by game.",
		}, []string{"game"}),
		moveSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "caribe_move_seconds", Help: "From a move's arrival to its broadcast: check, store, send.", Buckets: latencyBuckets,
		}),
		storeSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "caribe_store_append_seconds", Help: "Time to store one move durably.", Buckets: latencyBuckets,
		}),
		botSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "caribe_bot_decision_seconds", Help: "Time a bot took to choose a move, waiting for a worker included.", Buckets: latencyBuckets,
		}, []string{"game"}),
		botCut: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "caribe_bot_decisions_cut_total", Help: "Bot decisions cut at their deadline (the time limit plus a grace), by game.",
		}, []string{"game"}),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "caribe_http_requests_total", Help: "HTTP requests answered, by status code.",
		}, []string{"code"}),
		expired: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "caribe_tables_expired_total", Help: "Open tables expired after waiting too long for players.",
		}),
		loads: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "caribe_table_loads_total", Help: "Tables read from the store into memory, from their newest snapshot.",
		}),
		evictions: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "caribe_table_evictions_total", Help: "Idle tables let go of from memory, their state stored as a snapshot.",
		}),
		reviews: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "caribe_reviews_total", Help: "Finished tables' reviews computed and stored.",
		}),
		reviewSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "caribe_review_seconds", Help: "From a review's start to its storing, waiting for bot workers included.",
			Buckets: []float64{1, 2, 5, 10, 20, 30, 60, 120, 300, 600},
		}),
	}
	var workers []prometheus.Collector
	for hint, name := range map[bool]string{false: "bot", true: "hint"} {
		workers = append(workers, prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "caribe_bot_workers_busy", Help: "Bot workers thinking, by the kind of work: a table's bot, or a hint (a review's step counts as one).", ConstLabels: prometheus.Labels{"kind": name},
		}, func() float64 { return float64(s.bots.Busy(hint)) }))
	}
	for _, st := range []store.Status{store.Open, store.Running, store.Over, store.Expired} {
		g := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "caribe_tables", Help: "Tables in memory, by status.", ConstLabels: prometheus.Labels{"status": string(st)},
		}, func() float64 { return float64(s.tables.Count(st)) })
		if err := reg.Register(g); err != nil {
			return nil, err
		}
	}
	for _, c := range []prometheus.Collector{m.connections, m.moves, m.moveSeconds, m.storeSeconds, m.botSeconds, m.botCut, m.requests, m.expired, m.loads, m.evictions, m.reviews, m.reviewSeconds} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	for _, c := range workers {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}
