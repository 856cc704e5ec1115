package lobby

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// Create sets a table up, stores it, and seats the creator if asked.
// playersGiven says whether the request gave players outright, so that 0
// there is refused rather than taken for the default.
func (l *Lobby) Create(ctx context.Context, req wire.CreateRequest, playersGiven bool) (_ wire.Created, err error) {
	g, ok := l.games[req.Game]
	if !ok {
		return wire.Created{}, refusal.New(http.StatusBadRequest, "unknown game %q (known: %s)", req.Game, strings.Join(l.GameNames(), ", "))
	}
	lo, hi := g.PlayerRange()
	players := req.Players
	if players == 0 && !playersGiven {
		players = max(len(req.Seats), lo)
	}
	if players < lo || players > hi {
		return wire.Created{}, refusal.New(http.StatusBadRequest, "players: %s is played by %d to %d players, not %d", g.Title(), lo, hi, players)
	}
	if len(req.Seats) > players {
		return wire.Created{}, refusal.New(http.StatusBadRequest, "%d seats described for %d players", len(req.Seats), players)
	}
	if req.Rated {
		if err := l.cfg.Host.CheckRated(ctx, g, &req); err != nil {
			return wire.Created{}, err
		}
	}
	options, err := compactOptions(req.Options)
	if err != nil {
		return wire.Created{}, err
	}
	if err := engine.CheckDrawn(g.Options(), options); err != nil {
		return wire.Created{}, refusal.New(http.StatusBadRequest, "options: %v", err)
	}
	seed := secret.Seed()
	sess, err := g.New(players, options, seed)
	if err != nil {
		return wire.Created{}, refusal.New(http.StatusBadRequest, "options: %v", err)
	}
	seats := make([]store.Seat, players)
	for i, sr := range req.Seats {
		switch sr.Kind {
		case "", wire.SeatPerson:
			if sr.Bot != "" {
				return wire.Created{}, refusal.New(http.StatusBadRequest, "seat %d: a person's seat takes no bot", i)
			}
		case wire.SeatBot:
			if seats[i].Bot, err = l.cfg.Env.Bots.Spec(g.Name(), sr.Bot); err != nil {
				return wire.Created{}, err
			}
		default:
			return wire.Created{}, refusal.New(http.StatusBadRequest, "seat %d: kind %q is neither person nor bot", i, sr.Kind)
		}
	}
	clockSpec, err := l.cfg.Env.Bots.CheckClockSpec(req.Clock)
	if err != nil {
		return wire.Created{}, err
	}
	clk, err := l.cfg.Env.Bots.NewClock(g.Name(), players, clockSpec, req.Hints, seats)
	if err != nil {
		return wire.Created{}, err
	}
	host := secret.Token()
	now := l.cfg.Env.Time().UTC().Truncate(time.Millisecond)
	rec := store.Table{
		ID: secret.TableID(), Game: g.Name(), Players: players, Options: options, Seed: seed,
		HostHash: secret.Hash(host), Seats: seats, Status: store.Open, Created: now, Updated: now,
		Actor: int(sess.Actor()), Clock: clk.Stored(), Rated: req.Rated,
	}
	var token string
	if req.Join != nil {
		given := req.Join.Nick
		if req.Rated {
			given = ""
		}
		nick, err := l.cfg.Host.Nick(ctx, given)
		if err != nil {
			return wire.Created{}, err
		}
		if req.Join.Seat < 0 || req.Join.Seat >= players || seats[req.Join.Seat].Bot != "" {
			return wire.Created{}, refusal.New(http.StatusBadRequest, "join: seat %d is not a person's seat of this table", req.Join.Seat)
		}
		token = secret.Token()
		rec.Seats[req.Join.Seat] = store.Seat{Nick: nick, TokenHash: secret.Hash(token), Account: l.account(ctx)}
	}
	if err := l.cfg.Env.Store.CreateTable(ctx, rec); err != nil {
		return wire.Created{}, err
	}
	t := table.Created(l.cfg.Env, rec, g, sess)
	l.cfg.Tables.Add(rec.ID, t)
	l.cfg.Env.Log.Info("table created", "table", rec.ID, "game", rec.Game, "players", players)
	info, err := t.Settle()
	if err != nil {
		return wire.Created{}, err
	}
	created := wire.Created{Table: info, HostToken: host}
	if req.Join != nil {
		created.Joined = &wire.Joined{Seat: req.Join.Seat, Token: token, Table: created.Table}
	}
	return created, nil
}

// compactOptions checks that options are a JSON object and writes them
// compactly; none is the empty object.
func compactOptions(raw json.RawMessage) (json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return json.RawMessage("{}"), nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, refusal.New(http.StatusBadRequest, "options must be a JSON object: %v", err)
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return nil, refusal.New(http.StatusBadRequest, "options: %v", err)
	}
	return buf.Bytes(), nil
}

// account is the id of the account ctx is signed in as, "" for a guest.
func (l *Lobby) account(ctx context.Context) string {
	a, _ := l.cfg.Host.Account(ctx)
	return a.ID
}
