// Package lobby is where tables begin and are found: creating a table,
// the list of tables a page at a time (an account's own included), and
// the expiry of open tables nobody joins.
package lobby

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/server/table"
	"caribe/server/tables"
	"caribe/server/wire"
)

// Host is what the lobby asks of the server around it: what a table asks
// (who is signed in, nicknames) and the rules of rated tables.
type Host interface {
	table.Host
	// CheckRated refuses a rated table's request that breaks its rules,
	// and sets what those rules set.
	CheckRated(ctx context.Context, g engine.Game, req *wire.CreateRequest) error
}

// Config sets a Lobby up.
type Config struct {
	Env    *table.Env
	Tables *tables.Set
	Games  []engine.Game
	Host   Host
	// OpenTableTTL is how long an open table may wait without a join
	// before it expires (0: never); ExpirySweep how often expired tables
	// are looked for (0: a quarter of OpenTableTTL, between a second and
	// a minute).
	OpenTableTTL, ExpirySweep time.Duration
	// Expired counts the open tables expired.
	Expired prometheus.Counter
}

// Lobby creates, lists and expires tables.
type Lobby struct {
	cfg   Config
	games map[string]engine.Game
}

// New makes a lobby.
func New(cfg Config) *Lobby {
	l := &Lobby{cfg: cfg, games: map[string]engine.Game{}}
	for _, g := range cfg.Games {
		l.games[g.Name()] = g
	}
	return l
}

// GameNames names the games offered, in the server's order.
func (l *Lobby) GameNames() []string {
	names := make([]string, 0, len(l.cfg.Games))
	for _, g := range l.cfg.Games {
		names = append(names, g.Name())
	}
	return names
}
