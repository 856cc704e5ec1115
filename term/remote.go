package term

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/coder/websocket"

	"caribe/engine"
	"caribe/server/wire"
)

// Join says how to take a seat at a server's table.
type Join struct {
	// Nick is the name to join under.
	Nick string
	// Seat is the seat to take (-1: the first open one).
	Seat int
	// Watch only watches, taking no seat.
	Watch bool
	// Client makes the HTTP requests (nil: http.DefaultClient).
	Client *http.Client
}

// remote plays at a server's table over its HTTP and WebSocket API, as
// the browser does, reconnecting with the last version seen.
type remote struct {
	link   link
	token  string
	client *http.Client
	lang   string
	info   wire.TableInfo
	joined string
	in     chan tea.Msg
	out    chan wire.ClientMessage
	ctx    context.Context
	cancel context.CancelFunc
	// poll is how often a review being computed is asked for again.
	poll time.Duration
	// done is closed when run returns: the client no longer connects.
	done chan struct{}
	// welcomed is set once a connection was welcomed, so that the next
	// welcome is a reconnection; only run's goroutine touches it.
	welcomed bool
}

// dial finds the table a link names and takes a seat as the link and
// join say: the seat of the link's token, the invited seat, the one
// asked for or the first open one; or none, to watch.
func dial(ctx context.Context, text string, j Join, lang string) (*remote, error) {
	l, err := parseLink(text)
	if err != nil {
		return nil, err
	}
	r := &remote{link: l, token: l.token, client: j.Client, lang: lang,
		in: make(chan tea.Msg, 256), out: make(chan wire.ClientMessage, 16), done: make(chan struct{}), poll: reviewPoll}
	if r.client == nil {
		r.client = http.DefaultClient
	}
	if err := r.call(ctx, "GET", "/api/tables/"+l.table, "", nil, &r.info); err != nil {
		return nil, err
	}
	if r.token == "" && !j.Watch {
		if err := r.join(ctx, j); err != nil {
			return nil, err
		}
	}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	return r, nil
}

// join takes a seat: the invited one, the one asked for, or the first
// open one; with none open it leaves the player watching.
func (r *remote) join(ctx context.Context, j Join) error {
	seat, tokens := j.Seat, []string(nil)
	if r.link.invite != "" {
		seat, tokens = r.link.seat, []string{r.link.invite}
	}
	if seat < 0 {
		for _, s := range r.info.Seats {
			if s.Kind == wire.SeatOpen && !s.Departed {
				seat = s.Seat
				break
			}
		}
	}
	if seat < 0 {
		return nil
	}
	var joined wire.Joined
	path := fmt.Sprintf("/api/tables/%s/seats/%d", r.link.table, seat)
	if err := r.call(ctx, "POST", path, "", wire.NickRequest{Nick: j.Nick, Tokens: tokens}, &joined); err != nil {
		return fmt.Errorf("taking seat %d: %w", seat+1, err)
	}
	r.token, r.info, r.joined = joined.Token, joined.Table, r.link.seatLink(joined.Token)
	return nil
}

// call makes one API request, decoding the answer into out or the
// server's refusal into the error.
func (r *remote) call(ctx context.Context, method, path, token string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, r.link.base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := r.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		var e wire.ErrorResponse
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			return fmt.Errorf("%s %s: %s", method, path, e.Error)
		}
		return fmt.Errorf("%s %s: %s", method, path, resp.Status)
	}
	return json.Unmarshal(data, out)
}

func (r *remote) start() tea.Cmd {
	go r.run()
	first := []tea.Cmd{r.listen()}
	if r.joined != "" {
		link := tr(r.lang, "seatLink", r.joined)
		first = append(first, func() tea.Msg { return noticeMsg{text: link, log: true} })
	}
	return tea.Batch(first...)
}

// next is nil: the server moves the game on by itself.
func (r *remote) next() tea.Cmd { return nil }

func (r *remote) listen() tea.Cmd {
	return func() tea.Msg {
		select {
		case m := <-r.in:
			return streamMsg{m}
		case <-r.ctx.Done():
			return nil
		}
	}
}

// run keeps the table's WebSocket open until the client stops or its
// seat is no longer its own (seatGone): a lost connection is opened again
// after a pause that grows to five seconds, saying hello with the last
// version seen, so the server sends only what was missed.
func (r *remote) run() {
	defer close(r.done)
	since := -1
	delay := 300 * time.Millisecond
	for r.ctx.Err() == nil {
		err := r.session(&since)
		if r.ctx.Err() != nil {
			return
		}
		if text, gone := seatGone(r.lang, err); gone {
			r.send(goneMsg{text})
			return
		}
		r.send(connMsg{up: false})
		var closed websocket.CloseError
		if errors.As(err, &closed) && closed.Code == websocket.StatusPolicyViolation {
			r.send(noticeMsg{text: closed.Reason, log: true})
		}
		select {
		case <-time.After(delay):
		case <-r.ctx.Done():
			return
		}
		delay = min(delay*2, 5*time.Second)
	}
}

// session is one connection: the hello, then the messages both ways
// until it fails. since is the last version seen.
func (r *remote) session(since *int) error {
	ws := strings.Replace(r.link.base, "http", "ws", 1) + "/api/tables/" + r.link.table + "/ws"
	conn, _, err := websocket.Dial(r.ctx, ws, &websocket.DialOptions{HTTPClient: r.client})
	if err != nil {
		return err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(8 << 20)
	hello := wire.ClientMessage{Type: "hello", Token: r.token}
	if *since >= 0 {
		v := *since
		hello.Since = &v
	}
	if err := writeJSON(r.ctx, conn, hello); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(r.ctx)
	defer cancel()
	go func() {
		for {
			select {
			case m := <-r.out:
				if writeJSON(ctx, conn, m) != nil {
					conn.CloseNow()
					return
				}
			case <-ctx.Done():
				return
			}
		}
	}()
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		var m wire.Message
		if err := json.Unmarshal(data, &m); err != nil {
			continue
		}
		if m.Type == "welcome" {
			r.send(connMsg{up: true, again: r.welcomed})
			r.welcomed = true
		}
		if m.Type == "update" || m.Type == "state" {
			*since = m.Version
		}
		if msg := r.translate(m); msg != nil {
			r.send(msg)
		}
	}
}

// writeJSON sends one message.
func writeJSON(ctx context.Context, conn *websocket.Conn, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return conn.Write(wctx, websocket.MessageText, b)
}

// send hands a message to the client, unless it has stopped.
func (r *remote) send(m tea.Msg) {
	select {
	case r.in <- m:
	case <-r.ctx.Done():
	}
}

// translate turns a server message into the client's.
func (r *remote) translate(m wire.Message) tea.Msg {
	switch m.Type {
	case "welcome", "table":
		if m.Table == nil {
			return nil
		}
		seat := -1
		if m.Type == "welcome" && m.Seat != nil {
			seat = *m.Seat
		} else if m.Type == "table" {
			seat = keepSeat
		}
		return seatsMsg{seat: seat, seats: r.names(*m.Table)}
	case "update":
		u := updateMsg{played: &Played{Version: m.Version, By: -1, Move: m.Move, Events: m.Events}}
		if m.By != nil {
			u.played.By = int(*m.By)
		}
		if m.View != nil {
			u.snap = snapshotOf(m)
		}
		return u
	case "state":
		return updateMsg{snap: snapshotOf(m)}
	case "error":
		return noticeMsg{text: m.Error}
	}
	return nil
}

// snapshotOf is the table a message with the view shows.
func snapshotOf(m wire.Message) *snapshot {
	s := &snapshot{Version: m.Version, View: m.View, Result: m.Result, Undo: m.Undo, Actor: engine.Nobody}
	if m.Actor != nil {
		s.Actor = *m.Actor
	}
	for _, l := range m.Legal {
		s.Legal = append(s.Legal, l.Move)
	}
	return s
}

// names are the seats' names as the table shows them.
func (r *remote) names(t wire.TableInfo) []seatName {
	out := make([]seatName, len(t.Seats))
	for i, s := range t.Seats {
		switch s.Kind {
		case wire.SeatPerson:
			out[i] = seatName{Name: s.Nick, Away: !s.Connected}
		case wire.SeatBot:
			level := s.Level
			if level == "" {
				level = s.Bot
			}
			out[i] = seatName{Name: tr(r.lang, "bot", level), Bot: true}
		default:
			out[i] = seatName{Name: tr(r.lang, "seatN", i+1), Away: true}
			if s.Nick != "" {
				out[i].Name = s.Nick
			}
		}
	}
	return out
}

func (r *remote) play(version int, move json.RawMessage) tea.Cmd {
	return r.push(wire.ClientMessage{Type: "move", Version: version, Move: move})
}

func (r *remote) undo(version int) tea.Cmd {
	return r.push(wire.ClientMessage{Type: "undo", Version: version})
}

// push queues a message for the server.
func (r *remote) push(m wire.ClientMessage) tea.Cmd {
	return func() tea.Msg {
		select {
		case r.out <- m:
			return nil
		case <-time.After(5 * time.Second):
			return noticeMsg{text: tr(r.lang, "reconnecting")}
		}
	}
}

// hint asks the server what its hard bot would play for this seat, at a
// table that offers hints.
func (r *remote) hint(version int) tea.Cmd {
	if !r.info.Hints {
		return func() tea.Msg { return hintMsg{version: version, err: errors.New(tr(r.lang, "hintNone"))} }
	}
	token := r.token
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(r.ctx, 10*time.Second)
		defer cancel()
		var h wire.Hint
		err := r.call(ctx, "POST", "/api/tables/"+r.link.table+"/hint", token, wire.HintRequest{Version: version}, &h)
		return hintMsg{version: version, move: h.Move, err: err}
	}
}

func (r *remote) stop() { r.cancel() }
