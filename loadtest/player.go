package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"caribe/engine"
	"caribe/server/wire"
)

// inbound is the part of a server message a player reads; views are
// skipped.
type inbound struct {
	Type    string             `json:"type"`
	Seat    *int               `json:"seat"`
	Version int                `json:"version"`
	By      *engine.Actor      `json:"by"`
	Move    json.RawMessage    `json:"move"`
	Legal   []engine.LegalMove `json:"legal"`
	Result  *engine.Result     `json:"result"`
	Error   string             `json:"error"`
	Limit   string             `json:"limit"`
}

// ack is a player's move the server acknowledged by broadcasting it: the
// table's version after it and the move as broadcast.
type ack struct {
	version int
	move    json.RawMessage
}

// player is one scripted seat of a table on its own WebSocket to its
// target. Its reader
// goroutine reads the server's messages and chooses moves; a timer sends
// each move after the player's think time.
type player struct {
	r    *runner
	t    *tableRun
	tg   *target
	seat int
	conn *websocket.Conn
	// rng chooses moves and think times; only the reader uses it.
	rng *rand.Rand

	mu      sync.Mutex
	timer   *time.Timer
	pending bool // a move was sent and its broadcast is awaited
	sentV   int  // the version the pending move was chosen at
	sentAt  time.Time
	quit    bool // no more moves: close once nothing is pending
	closing bool // the connection is being closed on purpose

	// arrived: the table's state was shown to this player (its reader's).
	arrived bool
	// decided is the version the player last chose a move at (-1: none):
	// a state repeating a version already decided at (as a server sends
	// when it learns late that the table started) is not decided at
	// twice. Guarded by mu.
	decided int

	// seen is the highest table version an update or state has brought.
	seen atomic.Int64
	// acks, samples (from this player's move to its broadcast back) and
	// delivered (from the other player's move to its broadcast reaching
	// this player) are appended by the reader and read once it is done.
	acks      []ack
	samples   []time.Duration
	delivered []time.Duration
}

// newPlayer makes the player of a seat of table t on conn, its choices
// drawn from its own stream of the run's seed.
func newPlayer(r *runner, t *tableRun, seat int, conn *websocket.Conn) *player {
	seq := uint64(t.index)*2 + uint64(seat)
	return &player{r: r, t: t, tg: t.on[seat], seat: seat, conn: conn, rng: rand.New(rand.NewPCG(r.cfg.Seed, seq)), decided: -1}
}

// hello names the player's seat to the server.
func (p *player) hello(ctx context.Context, token string) error {
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	return p.write(ctx, wire.ClientMessage{Type: "hello", Token: token})
}

// write sends one message to the server.
func (p *player) write(ctx context.Context, m wire.ClientMessage) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return p.conn.Write(ctx, websocket.MessageText, data)
}

// read handles the server's messages until the connection ends.
func (p *player) read() {
	defer p.r.readers.Done()
	defer p.exit()
	for {
		_, data, err := p.conn.Read(context.Background())
		if err != nil {
			if !p.isClosing() {
				p.fail("dropped", err)
			}
			return
		}
		var m inbound
		if err := json.Unmarshal(data, &m); err != nil {
			p.fail("protocol", fmt.Errorf("undecodable message: %w", err))
			continue
		}
		p.handle(m)
	}
}

// handle acts on one server message.
func (p *player) handle(m inbound) {
	switch m.Type {
	case "welcome":
		if m.Seat == nil || *m.Seat != p.seat {
			p.fail("protocol", fmt.Errorf("welcomed to another seat than %d", p.seat))
		}
		return
	case "table", "pong":
		return
	case "error":
		if m.Limit != "" {
			p.fail("limited", errors.New(m.Error+limitHint(m.Limit)))
			return
		}
		p.fail("server error", errors.New(m.Error))
		return
	case "update":
		p.acked(m)
		p.received(m)
		p.see(m.Version)
	case "state":
		p.see(m.Version)
		if !p.arrived {
			p.arrived = true
			p.t.arrive()
		}
	default:
		p.fail("protocol", fmt.Errorf("unknown message type %q", m.Type))
		return
	}
	if m.Result != nil && m.Result.Over {
		p.t.gameOver()
		return
	}
	if len(m.Legal) > 0 {
		p.decide(m.Version, m.Legal)
	}
}

// acked takes an update that answers the pending move: the broadcast of
// version sentV+1.
func (p *player) acked(m inbound) {
	p.mu.Lock()
	if !p.pending || m.Version != p.sentV+1 {
		p.mu.Unlock()
		return
	}
	p.pending = false
	latency := time.Since(p.sentAt)
	p.mu.Unlock()
	p.r.inflight.Add(-1)
	if m.By == nil || *m.By != engine.Actor(p.seat) {
		p.fail("protocol", fmt.Errorf("version %d was not seat %d's move", m.Version, p.seat))
		return
	}
	p.samples = append(p.samples, latency)
	p.acks = append(p.acks, ack{version: m.Version, move: m.Move})
	p.r.moves.Add(1)
	p.tg.moves.Add(1)
	if n := p.t.moves.Add(1); p.r.cfg.Moves > 0 && n >= int64(p.r.cfg.Moves) {
		p.t.finish()
	}
	p.closeIfIdle()
}

// received takes an update broadcasting the other player's move and
// times it from that move's sending.
func (p *player) received(m inbound) {
	if m.By == nil || *m.By < 0 || int(*m.By) > 1 || int(*m.By) == p.seat {
		return
	}
	if at, ok := p.t.takeSent(int(*m.By), m.Version-1); ok {
		p.delivered = append(p.delivered, time.Since(at))
	}
}

// see notes a version the player has seen; a player that has quit closes
// once it has seen the last move sent at its table.
func (p *player) see(version int) {
	if int64(version) > p.seen.Load() {
		p.seen.Store(int64(version))
	}
	p.closeIfIdle()
}

// decide picks a random legal move chosen at version and sends it after
// the think time.
func (p *player) decide(version int, legal []engine.LegalMove) {
	if p.t.hold(func() { p.decide(version, legal) }) {
		return
	}
	p.mu.Lock()
	again := version <= p.decided
	p.decided = max(p.decided, version)
	p.mu.Unlock()
	if again {
		return
	}
	move := legal[p.rng.IntN(len(legal))].Move
	wait := p.think()
	if wait == 0 {
		p.send(version, move)
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.quit {
		p.timer = time.AfterFunc(wait, func() { p.send(version, move) })
	}
}

// think draws the time to wait before a move: the configured think time,
// give or take 25%.
func (p *player) think() time.Duration {
	if p.r.cfg.Think == 0 {
		return 0
	}
	return time.Duration(float64(p.r.cfg.Think) * (0.75 + 0.5*p.rng.Float64()))
}

// send submits a move unless the player has quit or the table has had all
// the moves it may.
func (p *player) send(version int, move json.RawMessage) {
	p.mu.Lock()
	p.timer = nil
	if p.quit || (p.r.cfg.Moves > 0 && p.t.sent.Add(1) > int64(p.r.cfg.Moves)) {
		p.mu.Unlock()
		return
	}
	p.pending, p.sentV, p.sentAt = true, version, time.Now()
	p.t.markSent(p.seat, version, p.sentAt)
	p.t.raiseExpect(version)
	p.mu.Unlock()
	p.r.inflight.Add(1)
	ctx, cancel := context.WithTimeout(context.Background(), requestTimeout)
	err := p.write(ctx, wire.ClientMessage{Type: "move", Version: version, Move: move})
	cancel()
	if err == nil {
		return
	}
	p.mu.Lock()
	wasPending := p.pending
	p.pending = false
	p.mu.Unlock()
	if wasPending {
		p.r.inflight.Add(-1)
	}
	if !p.isClosing() {
		p.fail("write", err)
	}
}

// fail counts an error and ends the player's table.
func (p *player) fail(kind string, err error) {
	p.r.fail(p.tg, kind, fmt.Errorf("table %s seat %d on %s: %w", p.t.id, p.seat, p.tg.base, err))
	p.t.finish()
}

// shutdown stops the player's moves: a move waiting for its think time is
// not sent, and the connection closes once no move is pending.
func (p *player) shutdown() {
	p.mu.Lock()
	p.quitLocked()
	p.mu.Unlock()
	p.closeIfIdle()
}

// quitLocked marks the player as making no more moves and drops a move
// waiting for its think time. p.mu must be held.
func (p *player) quitLocked() {
	p.quit = true
	if p.timer != nil {
		p.timer.Stop()
		p.timer = nil
	}
}

// closeIfIdle closes the connection of a player that has quit, unless a
// move is pending or the broadcast of the last move sent at its table is
// yet to be seen: then the reader does once it has been.
func (p *player) closeIfIdle() {
	p.mu.Lock()
	idle := p.quit && !p.pending && !p.closing && p.caughtUp()
	if idle {
		p.closing = true
	}
	p.mu.Unlock()
	if idle {
		go p.conn.Close(websocket.StatusNormalClosure, "load test over")
	}
}

// forceClose closes the connection at once, pending move or not.
func (p *player) forceClose() {
	p.mu.Lock()
	p.closing = true
	p.mu.Unlock()
	p.conn.CloseNow()
}

// settled reports whether the player is closing, or has nothing left to
// receive.
func (p *player) settled() bool {
	return p.isClosing() || p.caughtUp()
}

// caughtUp reports whether the player has seen the broadcast of the last
// move sent at its table.
func (p *player) caughtUp() bool {
	return p.seen.Load() >= p.t.expect.Load()
}

// isClosing reports whether the connection is being closed on purpose.
func (p *player) isClosing() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closing
}

// exit settles the player once its connection has ended: a move still
// pending was never answered.
func (p *player) exit() {
	p.mu.Lock()
	p.quitLocked()
	p.closing = true
	pending, version := p.pending, p.sentV
	p.pending = false
	p.mu.Unlock()
	p.conn.CloseNow()
	if pending {
		p.r.inflight.Add(-1)
		p.r.fail(p.tg, "unanswered", fmt.Errorf("table %s seat %d on %s: the move chosen at version %d was never broadcast", p.t.id, p.seat, p.tg.base, version))
	}
	p.t.finish()
}
