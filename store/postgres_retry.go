package store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// defaultWritePatience is how long a write keeps trying on new
// connections while the database is away, unless WritePatience says
// otherwise: longer than a restart (a second or two), shorter than a
// player waits for a move.
const defaultWritePatience = 5 * time.Second

// The pause before a write's second try, doubled at each try up to the
// last.
const (
	firstRetryPause = 25 * time.Millisecond
	lastRetryPause  = 500 * time.Millisecond
)

// WritePatience is how long a write that fails on a connection the
// database closed or could not open (a restart, a failover, a network
// cut) keeps trying on new ones before it gives up with ErrUnavailable.
// The default is 5 seconds; 0 tries once.
func WritePatience(d time.Duration) PostgresOption { return func(o *pgOptions) { o.patience = d } }

// lostConnection reports whether err is the database closing, or not
// taking, the connection a statement went on, rather than refusing the
// statement: its administrator or a crash ending the session (SQLSTATE
// 57P01, 57P02), a server starting or stopping (57P03), a connection
// exception (class 08), a connection that could not be made, or one that
// broke. Whether a write that failed so was committed is not always known
// (a commit whose answer was lost); the writes retried must make sure of it.
func lostConnection(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03" || strings.HasPrefix(pe.Code, "08")
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	return errors.As(err, &ce) || pgconn.SafeToRetry(err) || errors.As(err, &ne) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) || errors.Is(err, pgconn.ErrConnClosed)
}

// retry runs write until it does not fail by a lost connection, each try
// on a connection of the pool (the dead ones fail and are dropped), with
// a pause that doubles between tries, for at most the store's patience
// and while ctx lasts. write is told whether it tried before: then its
// earlier try may have been committed, which it must check rather than
// refuse its own work as a conflict. When patience runs out, the error is
// ErrUnavailable with the last failure beside it.
func (s *Postgres) retry(ctx context.Context, write func(again bool) error) error {
	deadline := time.Now().Add(s.patience)
	pause := firstRetryPause
	for again := false; ; again = true {
		err := write(again)
		if s.tried != nil {
			err = s.tried(err)
		}
		if err == nil || !lostConnection(err) || ctx.Err() != nil {
			return err
		}
		if time.Now().Add(pause).After(deadline) {
			return fmt.Errorf("%w: %w", ErrUnavailable, err)
		}
		timer := time.NewTimer(pause)
		select {
		case <-ctx.Done():
			timer.Stop()
			return ctxError(ctx, err)
		case <-timer.C:
		}
		pause = min(2*pause, lastRetryPause)
	}
}
