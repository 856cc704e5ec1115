package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// changesChannel is the channel on which every write that changes a table
// tells the servers listening (pg_notify, sent when the write's
// transaction commits). The payload is the writer's server id, a space,
// and the table's id.
const changesChannel = "caribe_tables"

const (
	// changesBuffer is the most table ids kept for a reader of Changes
	// that falls behind; beyond it they are dropped for one "" (any table
	// may have changed).
	changesBuffer = 1024
	// firstRetry and lastRetry bound the wait between attempts to
	// connect again after the listening connection was lost.
	firstRetry = 50 * time.Millisecond
	lastRetry  = 5 * time.Second
	// quitTimeout bounds how long closing a listening connection waits.
	quitTimeout = time.Second
)

// change is the payload announcing a change to table by this server.
func (s *Postgres) change(table string) string { return s.id + " " + table }

// Changes delivers, until ctx ends or the store closes, the id of each
// table whose log, seats or status another server sharing the database
// changed (or created), on a connection of its own that LISTENs for them.
// Should that connection be lost, Changes connects again, waiting longer
// each time it fails (up to 5 seconds), and then delivers "" first: any
// table may have changed meanwhile. A reader that falls behind never
// holds up the writers: the ids waiting for it are kept once each, at
// most 1,024 of them, beyond which they are replaced by one "". The
// channel is closed when ctx ends or the store closes.
func (s *Postgres) Changes(ctx context.Context) (<-chan string, error) {
	s.tasksMu.Lock()
	defer s.tasksMu.Unlock()
	if s.life.Err() != nil {
		return nil, errClosed
	}
	ctx, cancel := context.WithCancel(ctx)
	conn, err := s.listen(ctx)
	if err != nil {
		cancel()
		return nil, ctxError(ctx, fmt.Errorf("store: changes: %w", err))
	}
	stop := context.AfterFunc(s.life, cancel)
	out := make(chan string)
	p := &pending{wake: make(chan struct{}, 1)}
	s.tasks.Add(2)
	go func() {
		defer s.tasks.Done()
		defer cancel()
		s.receive(ctx, conn, p)
	}()
	go func() {
		defer s.tasks.Done()
		defer close(out)
		defer stop()
		p.forward(ctx, out)
	}()
	return out, nil
}

// listen opens a connection that LISTENs on changesChannel, named after
// this server in pg_stat_activity.
func (s *Postgres) listen(ctx context.Context) (*pgx.Conn, error) {
	conf := s.conf.Copy()
	conf.RuntimeParams["application_name"] = "caribe changes " + s.id
	conn, err := pgx.ConnectConfig(ctx, conf)
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, `LISTEN `+changesChannel); err != nil {
		quit(conn)
		return nil, err
	}
	return conn, nil
}

// quit closes a listening connection, waiting a little at most.
func quit(conn *pgx.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), quitTimeout)
	defer cancel()
	conn.Close(ctx)
}

// receive passes to p the changes conn hears from the other servers until
// ctx ends. A connection that fails, or stays silent for a lease time and
// then fails a ping, is replaced, and p told that anything may have
// changed.
func (s *Postgres) receive(ctx context.Context, conn *pgx.Conn, p *pending) {
	for {
		s.hear(ctx, conn, p)
		quit(conn)
		if ctx.Err() != nil {
			return
		}
		if conn = s.relisten(ctx); conn == nil {
			return
		}
		p.lost()
	}
}

// hear passes to p the changes conn hears from the other servers, until
// the connection fails (its error) or ctx ends.
func (s *Postgres) hear(ctx context.Context, conn *pgx.Conn, p *pending) error {
	for {
		wait, cancel := context.WithTimeout(ctx, s.ttl)
		n, err := conn.WaitForNotification(wait)
		cancel()
		switch {
		case err == nil:
			if writer, table, _ := strings.Cut(n.Payload, " "); writer != s.id {
				p.add(table)
			}
		case ctx.Err() != nil:
			return ctx.Err()
		case wait.Err() != nil && !conn.IsClosed():
			check, cancel := context.WithTimeout(ctx, s.ttl)
			err := conn.Ping(check)
			cancel()
			if err != nil {
				return err
			}
		default:
			return err
		}
	}
}

// relisten connects again until it succeeds, waiting longer after each
// failure, or ctx ends (then it returns nil).
func (s *Postgres) relisten(ctx context.Context) *pgx.Conn {
	wait := firstRetry
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(wait):
		}
		if conn, err := s.listen(ctx); err == nil {
			return conn
		}
		wait = min(2*wait, lastRetry)
	}
}

// pending holds the changes heard and not yet delivered: table ids, each
// once, in the order first heard, or "anything" in their stead.
type pending struct {
	mu       sync.Mutex
	ids      []string
	has      map[string]bool
	anything bool
	// wake holds a signal when there is something to deliver.
	wake chan struct{}
}

// add records a change to table id.
func (p *pending) add(id string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.anything || p.has[id]:
		return
	case len(p.ids) >= changesBuffer:
		p.anything, p.ids, p.has = true, nil, nil
	default:
		if p.has == nil {
			p.has = map[string]bool{}
		}
		p.ids = append(p.ids, id)
		p.has[id] = true
	}
	p.signal()
}

// lost records that any table may have changed.
func (p *pending) lost() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.anything, p.ids, p.has = true, nil, nil
	p.signal()
}

// signal wakes forward, unless a wake is waiting already.
func (p *pending) signal() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// take empties p, returning what it held: "" alone for anything.
func (p *pending) take() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	ids := p.ids
	if p.anything {
		ids = []string{""}
	}
	p.anything, p.ids, p.has = false, nil, nil
	return ids
}

// forward delivers what p holds on out until ctx ends.
func (p *pending) forward(ctx context.Context, out chan<- string) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-p.wake:
		}
		for _, id := range p.take() {
			select {
			case out <- id:
			case <-ctx.Done():
				return
			}
		}
	}
}
