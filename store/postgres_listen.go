package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// changesChannel is the channel on which every write that changes a table
// tells the servers listening (pg_notify, sent when the write's
// transaction commits). The payload is the writer's server id, a space,
// and the table's id; for an entry appended, then a space, the entry's
// number, a space and the entry, unless the entry is longer than
// carriedEntry. An entry stored with a clock's state carries it too: the
// number is followed by a plus and the state's length in bytes, and the
// state comes before the entry.
const changesChannel = "caribe_tables"

// carriedEntry is the longest entry a notification carries, well within
// PostgreSQL's 8,000 bytes of payload.
const carriedEntry = 6000

const (
	// changesBuffer is the most changes kept for a reader of Changes
	// that falls behind; beyond it they are dropped for one Change with
	// no table (any table may have changed).
	changesBuffer = 4096
	// firstRetry and lastRetry bound the wait between attempts to
	// connect again after the listening connection was lost.
	firstRetry = 50 * time.Millisecond
	lastRetry  = 5 * time.Second
	// quitTimeout bounds how long closing a listening connection waits.
	quitTimeout = time.Second
)

// change is the payload announcing a change to table by this server.
func (s *Postgres) change(table string) string { return s.id + " " + table }

// appended is the payload announcing entry seq of table by this server,
// carrying the entry and the clock's state stored with it (nil: none)
// when they are short enough.
func (s *Postgres) appended(table string, seq int, entry, clock json.RawMessage) string {
	if len(entry)+len(clock) > carriedEntry {
		return s.change(table)
	}
	number := strconv.Itoa(seq)
	if clock != nil {
		number += "+" + strconv.Itoa(len(clock))
	}
	return s.id + " " + table + " " + number + " " + string(clock) + string(entry)
}

// parseChange reads a payload of changesChannel: its writer and change.
func parseChange(payload string) (writer string, c Change) {
	writer, rest, _ := strings.Cut(payload, " ")
	table, rest, carried := strings.Cut(rest, " ")
	c.Table = table
	if !carried {
		return writer, c
	}
	number, entry, _ := strings.Cut(rest, " ")
	seq, size, withClock := strings.Cut(number, "+")
	var clock string
	if withClock {
		k, err := strconv.Atoi(size)
		if err != nil || k < 0 || k > len(entry) || !json.Valid([]byte(entry[:k])) {
			return writer, c
		}
		clock, entry = entry[:k], entry[k:]
	}
	if n, err := strconv.Atoi(seq); err == nil && n > 0 && json.Valid([]byte(entry)) {
		c.Seq, c.Entry = n, json.RawMessage(entry)
		if withClock {
			c.Clock = json.RawMessage(clock)
		}
	}
	return writer, c
}

// Changes delivers, until ctx ends or the store closes, each change
// another server sharing the database made to a table (its log, seats or
// status, or its creation), in the order committed, on a connection of
// its own that LISTENs for them; an entry appended comes with the entry.
// Should that connection be lost, Changes connects again, waiting longer
// each time it fails (up to 5 seconds), and then delivers a Change with no
// table first: any table may have changed meanwhile. A reader that falls
// behind never holds up the writers: at most 4,096 changes wait for it,
// beyond which they are replaced by one Change with no table. The channel
// is closed when ctx ends or the store closes.
func (s *Postgres) Changes(ctx context.Context) (<-chan Change, error) {
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
	out := make(chan Change)
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
			if writer, c := parseChange(n.Payload); writer != s.id {
				p.add(c)
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

// pending holds the changes waiting for the reader of Changes, in the
// order heard, at most changesBuffer of them: beyond, or after a lost
// connection, they give way to one Change with no table (anything may
// have changed).
type pending struct {
	mu       sync.Mutex
	changes  []Change
	anything bool
	// wake holds a signal when there is something to deliver.
	wake chan struct{}
}

// add records a change.
func (p *pending) add(c Change) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.anything:
		return
	case len(p.changes) >= changesBuffer:
		p.anything, p.changes = true, nil
	default:
		p.changes = append(p.changes, c)
	}
	p.signal()
}

// lost records that any table may have changed.
func (p *pending) lost() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.anything, p.changes = true, nil
	p.signal()
}

// signal wakes forward, unless a wake is waiting already.
func (p *pending) signal() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// take empties p, returning what it held: a Change with no table alone
// for anything.
func (p *pending) take() []Change {
	p.mu.Lock()
	defer p.mu.Unlock()
	changes := p.changes
	if p.anything {
		changes = []Change{{}}
	}
	p.anything, p.changes = false, nil
	return changes
}

// forward delivers what p holds on out until ctx ends.
func (p *pending) forward(ctx context.Context, out chan<- Change) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-p.wake:
		}
		for _, c := range p.take() {
			select {
			case out <- c:
			case <-ctx.Done():
				return
			}
		}
	}
}
