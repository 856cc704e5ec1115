package engine

import (
	"bytes"
	"encoding/json"
)

// HandoverType is the "type" of a log entry that hands a seat to a bot or
// back to its player. No game's move uses it.
const HandoverType = "handover"

// Handover is the log entry, and its event, of a seat changing hands: To
// "bot" (Why "time": the seat's clock ran out; "vote": the other players
// voted) or "person" (Why "back": the player took the seat back). Nick is
// the player's and Bot the bot's spec. It changes nothing in the game:
// replays skip it. It encodes to {"type":"handover","seat":N,...}.
type Handover struct {
	Type string `json:"type"`
	Seat int    `json:"seat"`
	To   string `json:"to"`
	Why  string `json:"why"`
	Nick string `json:"nick,omitempty"`
	Bot  string `json:"bot,omitempty"`
	// Level names the bot's level ("easy") when Bot is one of the
	// server's levels, for the log to name the level, not the bot.
	Level string `json:"level,omitempty"`
}

// EventType names the event: "handover".
func (h Handover) EventType() string { return h.Type }

// HandoverEntry is the log entry of h, its Type set.
func HandoverEntry(h Handover) json.RawMessage {
	h.Type = HandoverType
	return mustJSON(h)
}

// HandoverOf reports whether a log entry hands a seat over, and how.
func HandoverOf(entry json.RawMessage) (Handover, bool) {
	if !bytes.Contains(entry, []byte(`"`+HandoverType+`"`)) {
		return Handover{}, false
	}
	var h Handover
	if err := json.Unmarshal(entry, &h); err != nil || h.Type != HandoverType || h.Seat < 0 {
		return Handover{}, false
	}
	return h, true
}
