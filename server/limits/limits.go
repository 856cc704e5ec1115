// Package limits bounds what one client address may do to the server:
// per-address quotas of rates and of what it holds, checked by HTTP
// middleware, by the handlers and the WebSocket, and by a listener that
// caps its open connections (docs/operations.md, "Limits").
package limits

import "time"

// Limits bound what one client address may do (docs/operations.md,
// "Limits"). A zero field sets no limit, so the zero Limits limits nothing;
// DefaultLimits are caribe serve's.
type Limits struct {
	// Create is the rate of tables created.
	Create Rate
	// Join is the rate of seats taken: joins, retakes, and the host's
	// bots and invitations.
	Join Rate
	// Moves is the rate of moves, over HTTP and WebSocket alike.
	Moves Rate
	// Connect is the rate of WebSocket connections opened.
	Connect Rate
	// Hints is the rate of hints the server thinks of; a hint already
	// given at the same decision costs nothing.
	Hints Rate
	// OpenTables bounds the tables created from the address that still
	// wait for players.
	OpenTables int
	// SocketsPerAddress bounds the live WebSocket connections from the
	// address.
	SocketsPerAddress int
	// SocketsPerSeat bounds the live WebSocket connections that hold one
	// seat, wherever they come from.
	SocketsPerSeat int
	// ConnsPerAddress bounds the open TCP connections from the address
	// (conns.go), WebSockets included; a trusted proxy's are not counted.
	ConnsPerAddress int
}

// DefaultLimits are the limits caribe serve sets unless told otherwise:
// generous for people playing, players behind one router included, and
// far below what a script does.
func DefaultLimits() Limits {
	return Limits{
		Create:            Rate{N: 10, Per: time.Minute},
		Join:              Rate{N: 30, Per: time.Minute},
		Moves:             Rate{N: 20, Per: time.Second},
		Connect:           Rate{N: 60, Per: time.Minute},
		Hints:             Rate{N: 20, Per: time.Minute},
		OpenTables:        20,
		SocketsPerAddress: 100,
		SocketsPerSeat:    4,
		ConnsPerAddress:   200,
	}
}

// The limits by name, as refusals and metrics name them.
const (
	Create            = "create"
	Join              = "join"
	Moves             = "moves"
	Connect           = "connect"
	Hints             = "hints"
	HintShare         = "hint_share"
	ReviewShare       = "review_share"
	ConnsPerAddress   = "conns_per_address"
	OpenTables        = "open_tables"
	SocketsPerAddress = "ws_per_address"
	SocketsPerSeat    = "ws_per_seat"
)

// names lists every limit, for the metrics.
var names = []string{Create, Join, Moves, Connect, Hints, HintShare, ReviewShare, OpenTables, SocketsPerAddress, SocketsPerSeat, ConnsPerAddress}

// share is one of n servers' part of the limits.
func (l Limits) share(n int) Limits {
	part := func(k int) int { return (k + n - 1) / n }
	divide := func(r Rate) Rate {
		if r.off() {
			return r
		}
		k := part(r.N)
		// k events every per: r.N/n events every r.Per.
		return Rate{N: k, Per: time.Duration(float64(r.Per) * float64(k*n) / float64(r.N))}
	}
	return Limits{
		Create: divide(l.Create), Join: divide(l.Join), Moves: divide(l.Moves), Connect: divide(l.Connect), Hints: divide(l.Hints),
		OpenTables: part(l.OpenTables), SocketsPerAddress: part(l.SocketsPerAddress), SocketsPerSeat: part(l.SocketsPerSeat),
		ConnsPerAddress: part(l.ConnsPerAddress),
	}
}
