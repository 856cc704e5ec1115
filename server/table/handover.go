package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/refusal"
	"caribe/store"
)

// A seat changes hands with an entry of the table's log, so that it
// happens once however many servers try (the entry's number is the
// version check) and shows in the log: a handover entry (engine.Handover)
// stored together with the seat it changes (store.Move.Seat). A seat
// handed to a bot keeps its player's way back, as a departed seat does
// (seats.go): the bot plays it, away, until the player joins it again
// with their own token, which hands it back.

// Why a seat changes hands (engine.Handover.Why).
const (
	handoverTime = "time"
	handoverVote = "vote"
	handoverBack = "back"
)

// Whom a seat goes to (engine.Handover.To).
const (
	toBot    = "bot"
	toPerson = "person"
)

// errHandedOver is why no move made before a handover may be taken back.
var errHandedOver = errors.New("a seat changed hands since")

// away reports whether a stored seat is played by a bot for a person who
// may take it back.
func away(s store.Seat) bool { return s.Bot != "" && Departed(s) }

// wayBack is what a seat handed to a bot keeps of its player's token: a
// departed seat's hash, which no held seat's matches.
func wayBack(s store.Seat) []byte {
	if s.TokenHash == nil || Departed(s) {
		return s.TokenHash
	}
	return append([]byte{departedMark}, s.TokenHash...)
}

// handOver hands seat, whose player's time ran out or whom the others
// voted away (why), to the table's bot. The seat's connections end: its
// player takes it back by joining it again.
func (t *play) handOver(ctx context.Context, seat int, why string) error {
	st := t.rec.Seats[seat]
	spec := t.clock.awayBot()
	if spec == "" {
		return fmt.Errorf("seat %d: no bot plays %s on this server", seat, t.rec.Game)
	}
	h := engine.Handover{Seat: seat, To: toBot, Why: why, Nick: st.Nick, Bot: spec, Level: levels.NameOf(t.env.Bots.Levels, t.rec.Game, spec)}
	change := store.SeatChange{Index: seat, Seat: store.Seat{Bot: spec, Nick: st.Nick, TokenHash: wayBack(st), Account: st.Account}}
	if err := t.handoverEntry(ctx, h, change); err != nil {
		return err
	}
	code := CloseHandedOver
	if why == handoverTime {
		code = CloseTimeUp
	}
	t.hub.drop(seat, code, "a bot plays your seat now: join it again with your token to take it back")
	t.env.Log.Info("seat handed to a bot", "table", t.rec.ID, "seat", seat, "why", why, "bot", spec)
	t.env.Events.HandedOver(t.rec.ID, seat, why)
	return nil
}

// handBack is the handover giving an away seat back to its player, under
// nick.
func handBack(seat int, nick string) engine.Handover {
	return engine.Handover{Seat: seat, To: toPerson, Why: handoverBack, Nick: nick}
}

// handoverEntry stores the entry of h with the seat it changes and tells
// every client.
func (t *play) handoverEntry(ctx context.Context, h engine.Handover, change store.SeatChange) error {
	h.Type = engine.HandoverType
	entry := engine.HandoverEntry(h)
	if err := t.append(ctx, entry, engine.Actor(h.Seat), t.board.sess, &change); err != nil {
		return err
	}
	u := t.board.applyHandover(entry, h)
	t.publish(u)
	t.clock.tell = false
	t.announce(nil)
	t.snapshotDue()
	return nil
}

// handoverUpdate is the update of handover entry number version.
func handoverUpdate(version int, entry json.RawMessage, h engine.Handover) update {
	return update{version: version, by: engine.Actor(h.Seat), move: entry, events: mustJSON([]engine.Event{h})}
}

// errAwaySeat refuses a join of an away seat without its way back.
func errAwaySeat(seat int, nick string) error {
	return refusal.New(http.StatusForbidden, "a bot plays seat %d for %s, who was away: only their own token takes it back (send it in \"tokens\")", seat, nick)
}
