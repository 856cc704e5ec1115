package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"caribe/games"
	"caribe/server"
	"caribe/store"
)

// local is a server run in this process on a temporary SQLite database,
// listening on a free loopback port.
type local struct {
	dir    string
	st     *store.SQLite
	srv    *server.Server
	http   *http.Server
	served chan error
	url    string
}

// startLocal starts a server on a fresh database in a temporary directory.
func startLocal() (*local, error) {
	dir, err := os.MkdirTemp("", "caribe-loadtest-")
	if err != nil {
		return nil, err
	}
	l := &local{dir: dir, served: make(chan error, 1)}
	if l.st, err = store.OpenSQLite(filepath.Join(dir, "caribe.db")); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if l.srv, err = server.New(server.Config{Store: l.st, Games: games.All()}); err != nil {
		l.st.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		l.srv.Close()
		l.st.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	l.url = "http://" + ln.Addr().String()
	l.http = &http.Server{Handler: l.srv.Handler(), ReadHeaderTimeout: requestTimeout, MaxHeaderBytes: server.MaxRequest}
	go func() { l.served <- l.http.Serve(ln) }()
	return l, nil
}

// moves reads a table's moves straight from the store.
func (l *local) moves(ctx context.Context, id string) ([]json.RawMessage, error) {
	_, moves, err := l.st.Table(ctx, id)
	return moves, err
}

// stop disconnects every client, stops serving, closes the database and
// removes it.
func (l *local) stop() error {
	l.srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := l.http.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = l.http.Close()
	}
	if serr := <-l.served; !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return errors.Join(err, l.st.Close(), os.RemoveAll(l.dir))
}
