package main

import (
	"caribe/server"
	"caribe/server/limits"
)

// limits are the limits the serve flags set; "off" or 0 lifts one.
func (c *ServeCmd) limits() limits.Limits {
	return limits.Limits{
		Create: c.LimitCreate, Join: c.LimitJoin, Moves: c.LimitMoves, Connect: c.LimitConnect, Hints: c.LimitHints,
		OpenTables: c.LimitOpenTables, SocketsPerAddress: c.LimitWSPerAddress, SocketsPerSeat: c.LimitWSPerSeat,
		ConnsPerAddress: c.LimitConns,
	}
}

// httpTimeouts are the HTTP connections' timeouts the serve flags set.
func (c *ServeCmd) httpTimeouts() server.HTTPTimeouts {
	return server.HTTPTimeouts{ReadHeader: c.HTTPReadHeaderTimeout, Read: c.HTTPReadTimeout, Idle: c.HTTPIdleTimeout}
}
