// Package protocol is the engine protocol: JSON lines on a stream, one
// request per line and exactly one response line each, so any program can
// drive any game. docs/protocol.md documents it.
package protocol

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"caribe/engine"
)

// MaxLine is the longest request line accepted.
const MaxLine = 1 << 20

// Lookup finds a game by name.
type Lookup func(name string) (engine.Game, bool)

// request holds the fields of every command.
type request struct {
	Cmd     string          `json:"cmd"`
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Seed    *uint64         `json:"seed"`
	Options json.RawMessage `json:"options"`
	Move    json.RawMessage `json:"move"`
	Seat    *int            `json:"seat"`
	Player  *int            `json:"player"`
	State   json.RawMessage `json:"state"`
	Bot     string          `json:"bot"`
	Budget  string          `json:"budget"`
}

// response is one output line; fields are set per command.
type response struct {
	OK      bool               `json:"ok"`
	Error   string             `json:"error,omitempty"`
	Games   []gameInfo         `json:"games,omitempty"`
	Actor   *engine.Actor      `json:"actor,omitempty"`
	Moves   *[]json.RawMessage `json:"moves,omitempty"`
	Probs   []float64          `json:"probs,omitempty"`
	Move    json.RawMessage    `json:"move,omitempty"`
	Events  []engine.Event     `json:"events,omitempty"`
	State   json.RawMessage    `json:"state,omitempty"`
	View    any                `json:"view,omitempty"`
	Over    *bool              `json:"over,omitempty"`
	Scores  []int              `json:"scores,omitempty"`
	Winners *[]int             `json:"winners,omitempty"`
	Record  *engine.Record     `json:"record,omitempty"`
}

type gameInfo struct {
	Name       string `json:"name"`
	Title      string `json:"title"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
}

// Server is one protocol session: at most one game at a time.
type Server struct {
	games  []engine.Game
	lookup Lookup
	game   engine.Session
	record *engine.Record
	advise Advisor
}

// NewServer starts a session that knows the given games.
func NewServer(games []engine.Game, opts ...Option) *Server {
	s := &Server{games: games, lookup: func(name string) (engine.Game, bool) {
		for _, g := range games {
			if g.Name() == name {
				return g, true
			}
		}
		return nil, false
	}}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Serve answers every line of in on out until in ends.
func (s *Server) Serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for {
		line, err := readLine(r)
		if errors.Is(err, io.EOF) {
			return nil
		}
		var resp response
		switch {
		case errors.Is(err, errTooLong):
			resp = fail(err)
		case err != nil:
			return err
		case len(bytes.TrimSpace(line)) == 0:
			continue
		default:
			resp = s.handle(line)
		}
		if err := enc.Encode(resp); err != nil {
			return err
		}
	}
}

var errTooLong = fmt.Errorf("request line longer than %d bytes", MaxLine)

// readLine reads one line; a line over MaxLine is consumed and refused.
func readLine(r *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(line)+len(chunk) <= MaxLine {
			line = append(line, chunk...)
		} else {
			line = line[:0:0]
			if !errors.Is(err, bufio.ErrBufferFull) {
				return nil, errTooLong
			}
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			if err == nil || errors.Is(err, io.EOF) {
				return nil, errTooLong
			}
		}
		switch {
		case err == nil:
			return line, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(line) > 0:
			return line, nil
		default:
			return nil, err
		}
	}
}

func fail(err error) response { return response{Error: err.Error()} }

// handle answers one request line.
func (s *Server) handle(line []byte) response {
	var req request
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return fail(fmt.Errorf("malformed request: %v", err))
	}
	if dec.More() {
		return fail(errors.New("malformed request: one JSON object per line"))
	}
	h, ok := handlers[req.Cmd]
	if !ok {
		return fail(fmt.Errorf("unknown command %q (known: %s)", req.Cmd, strings.Join(commandNames(), ", ")))
	}
	if h.needsGame && s.game == nil {
		return fail(errors.New("no game yet: send new or load first"))
	}
	resp, err := h.run(s, &req)
	if err != nil {
		return fail(err)
	}
	resp.OK = true
	return resp
}

func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
