package loadtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"

	"caribe/server/wire"
)

const (
	// requestTimeout bounds one HTTP request or WebSocket handshake.
	requestTimeout = 10 * time.Second
	// maxMessage bounds a message read from the server, in bytes.
	maxMessage = 4 << 20
)

// api calls a server's HTTP API and opens its WebSockets.
type api struct {
	base   string
	client *http.Client
}

// newAPI makes a client for the server at base, its transport sized for
// thousands of connections to one loopback host and never using a proxy.
func newAPI(base string) *api {
	tr := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: requestTimeout, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        256,
		MaxIdleConnsPerHost: 256,
		IdleConnTimeout:     30 * time.Second,
	}
	return &api{base: base, client: &http.Client{Transport: tr}}
}

// create makes a two-player table and takes seat 0, returning the table's
// id and the seat's token.
func (a *api) create(ctx context.Context, game string, options json.RawMessage, nick string) (string, string, error) {
	req := wire.CreateRequest{Game: game, Players: 2, Options: options, Join: &wire.JoinRequest{Seat: 0, Nick: nick}}
	var created wire.Created
	if err := a.call(ctx, http.MethodPost, "/api/tables", req, http.StatusCreated, &created); err != nil {
		return "", "", err
	}
	if created.Joined == nil {
		return "", "", fmt.Errorf("create: the answer holds no seat token")
	}
	return created.Table.ID, created.Joined.Token, nil
}

// join takes a seat of a table, returning its token.
func (a *api) join(ctx context.Context, id string, seat int, nick string) (string, error) {
	var joined wire.Joined
	path := "/api/tables/" + id + "/seats/" + strconv.Itoa(seat)
	if err := a.call(ctx, http.MethodPost, path, wire.NickRequest{Nick: nick}, http.StatusOK, &joined); err != nil {
		return "", err
	}
	return joined.Token, nil
}

// moves reads every move a table has played, chance outcomes included.
func (a *api) moves(ctx context.Context, id string) ([]json.RawMessage, error) {
	var m wire.Moves
	if err := a.call(ctx, http.MethodGet, "/api/tables/"+id+"/moves", nil, http.StatusOK, &m); err != nil {
		return nil, err
	}
	return m.Moves, nil
}

// dial opens a table's WebSocket.
func (a *api) dial(ctx context.Context, id string) (*websocket.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	conn, resp, err := websocket.Dial(ctx, a.base+"/api/tables/"+id+"/ws", &websocket.DialOptions{
		HTTPClient:      a.client,
		CompressionMode: websocket.CompressionDisabled,
	})
	if err != nil {
		if resp != nil && resp.StatusCode == http.StatusTooManyRequests {
			var e wire.ErrorResponse
			if resp.Body != nil && json.NewDecoder(resp.Body).Decode(&e) == nil && e.Limit != "" {
				return nil, fmt.Errorf("%w: %s%s", err, e.Error, limitHint(e.Limit))
			}
		}
		return nil, err
	}
	conn.SetReadLimit(maxMessage)
	return conn, nil
}

// call sends body (if not nil) as JSON and decodes an answer with the
// status wanted into out; any other status is an error carrying the
// server's message.
func (a *api) call(ctx context.Context, method, path string, body any, want int, out any) error {
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := a.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	if resp.StatusCode != want {
		var e wire.ErrorResponse
		if json.Unmarshal(data, &e) == nil && e.Error != "" {
			return fmt.Errorf("%s %s: %s: %s%s", method, path, resp.Status, e.Error, limitHint(e.Limit))
		}
		return fmt.Errorf("%s %s: %s", method, path, resp.Status)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("%s %s: undecodable answer: %w", method, path, err)
	}
	return nil
}

// limitHint tells, after a refusal by one of the server's limits, how to
// raise it: every player of a load test comes from one address.
func limitHint(limit string) string {
	if limit == "" {
		return ""
	}
	return fmt.Sprintf(" (all the load test's players share one address: start the server with --limit-%s off)", strings.ReplaceAll(limit, "_", "-"))
}

// close releases the idle connections.
func (a *api) close() { a.client.CloseIdleConnections() }
