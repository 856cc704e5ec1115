package term

import (
	"encoding/json"

	tea "charm.land/bubbletea/v2"
)

// source is where the game is played: on this machine against bots, or at
// a server's table. Its commands answer with updateMsg, seatsMsg,
// noticeMsg, connMsg or hintMsg, a server's wrapped in streamMsg.
type source interface {
	// start begins the game: the first messages follow.
	start() tea.Cmd
	// next lets the game go on once the client has shown what it has: a
	// bot or chance moves.
	next() tea.Cmd
	// listen waits for the server's next message.
	listen() tea.Cmd
	// play plays the seat's move, chosen at version.
	play(version int, move json.RawMessage) tea.Cmd
	// undo takes the seat's last move back, asked at version.
	undo(version int) tea.Cmd
	// hint finds the move the game's hard level would play at version.
	hint(version int) tea.Cmd
	// stop ends the game's connections and bots.
	stop()
}

// streamMsg is a message a server sent; after it the client listens for
// the next.
type streamMsg struct{ msg tea.Msg }
