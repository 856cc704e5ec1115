package main

import "caribe/server"

// limits are the limits the serve flags set; "off" or 0 lifts one.
func (c *ServeCmd) limits() server.Limits {
	return server.Limits{
		Create: c.LimitCreate, Join: c.LimitJoin, Moves: c.LimitMoves, Connect: c.LimitConnect,
		OpenTables: c.LimitOpenTables, SocketsPerAddress: c.LimitWSPerAddress, SocketsPerSeat: c.LimitWSPerSeat,
	}
}
