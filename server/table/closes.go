package table

// Close codes: the WebSocket close code a client's connection ends with
// when its seat is no longer the client's, so that the client stops
// reconnecting and says why (docs/protocol.md). They lie in 4000–4999,
// the codes left to applications; a client dropped for another reason
// (a slow client, a damaged or deleted table) has code 0 and the server
// closes with its own code.
const (
	// CloseTimeUp: the seat's time ran out and a bot plays it.
	CloseTimeUp = 4001
	// CloseMoved: the seat is played from another device of its account.
	CloseMoved = 4002
	// CloseLeft: the seat's player left it.
	CloseLeft = 4003
	// CloseHandedOver: the table's vote or its host gave the seat to a bot.
	CloseHandedOver = 4004
)
