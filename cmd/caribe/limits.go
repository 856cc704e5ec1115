package main

import "caribe/server"

// limits are the limits the serve flags set; "off" or 0 lifts one.
func (c *ServeCmd) limits() server.Limits {
	return server.Limits{
		Create: c.LimitCreate, Join: c.LimitJoin, Moves: c.LimitMoves, Connect: c.LimitConnect, Hints: c.LimitHints,
		OpenTables: c.LimitOpenTables, SocketsPerAddress: c.LimitWSPerAddress, SocketsPerSeat: c.LimitWSPerSeat,
		ConnsPerAddress: c.LimitConns,
	}
}

// httpTimeouts are the HTTP connections' timeouts the serve flags set.
func (c *ServeCmd) httpTimeouts() server.HTTPTimeouts {
	return server.HTTPTimeouts{ReadHeader: c.HTTPReadHeaderTimeout, Read: c.HTTPReadTimeout, Idle: c.HTTPIdleTimeout}
}
