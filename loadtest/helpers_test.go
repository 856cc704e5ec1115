package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"caribe/games"
	"caribe/server"
	"caribe/server/limits"
	"caribe/store"
)

// serverStarter starts the game server of a test's run in the test's
// process on a fresh SQLite database, as caribe loadtest --in-process
// does, its moves read from the store and its /metrics showing the
// process's CPU time.
func serverStarter(t *testing.T) func() (Local, error) { return limitedStarter(t, limits.Limits{}) }

// limitedStarter is serverStarter for a server with limits.
func limitedStarter(t *testing.T, l limits.Limits) func() (Local, error) {
	return func() (Local, error) {
		st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
		if err != nil {
			return Local{}, err
		}
		reg := prometheus.NewRegistry()
		reg.MustRegister(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
		srv, err := server.New(server.Config{Store: st, Games: games.All(), Limits: l, Registry: reg})
		if err != nil {
			return Local{}, errors.Join(err, st.Close())
		}
		hs := httptest.NewServer(srv.Handler())
		stored := func(ctx context.Context, id string) ([]json.RawMessage, error) {
			_, moves, err := st.Table(ctx, id)
			return moves, err
		}
		stop := func() error {
			srv.Close()
			hs.Close()
			return st.Close()
		}
		return Local{URL: hs.URL, Stored: stored, Stop: stop, SharesCPU: true}, nil
	}
}
