package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"caribe/engine"
	"caribe/server/accounts"
	"caribe/server/ratings"
	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// create sets a table up, stores it, and seats the creator if asked.
// playersGiven says whether the request gave players outright, so that 0
// there is refused rather than taken for the default.
func (s *Server) create(ctx context.Context, req wire.CreateRequest, playersGiven bool) (_ wire.Created, err error) {
	g, ok := s.games[req.Game]
	if !ok {
		return wire.Created{}, refusal.New(http.StatusBadRequest, "unknown game %q (known: %s)", req.Game, strings.Join(s.gameNames(), ", "))
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
		_, in := accounts.FromContext(ctx)
		if err := ratings.CheckCreate(&req, in, s.levelsOf(g.Name())); err != nil {
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
			if seats[i].Bot, err = s.botSpec(g.Name(), sr.Bot); err != nil {
				return wire.Created{}, err
			}
		default:
			return wire.Created{}, refusal.New(http.StatusBadRequest, "seat %d: kind %q is neither person nor bot", i, sr.Kind)
		}
	}
	clockSpec, err := s.checkClockSpec(req.Clock)
	if err != nil {
		return wire.Created{}, err
	}
	clk, err := s.newClock(g.Name(), players, clockSpec, req.Hints, seats)
	if err != nil {
		return wire.Created{}, err
	}
	host := secret.Token()
	now := s.now().UTC().Truncate(time.Millisecond)
	rec := store.Table{
		ID: secret.TableID(), Game: g.Name(), Players: players, Options: options, Seed: seed,
		HostHash: secret.Hash(host), Seats: seats, Status: store.Open, Created: now, Updated: now,
		Actor: int(sess.Actor()), Clock: clk.stored(), Rated: req.Rated,
	}
	var token string
	if req.Join != nil {
		given := req.Join.Nick
		if req.Rated {
			given = ""
		}
		nick, err := s.nickOf(ctx, given)
		if err != nil {
			return wire.Created{}, err
		}
		if req.Join.Seat < 0 || req.Join.Seat >= players || seats[req.Join.Seat].Bot != "" {
			return wire.Created{}, refusal.New(http.StatusBadRequest, "join: seat %d is not a person's seat of this table", req.Join.Seat)
		}
		token = secret.Token()
		rec.Seats[req.Join.Seat] = store.Seat{Nick: nick, TokenHash: secret.Hash(token), Account: seatAccount(ctx, "")}
	}
	if err := s.cfg.Store.CreateTable(ctx, rec); err != nil {
		return wire.Created{}, err
	}
	t := s.newTable(rec, g)
	t.sess, t.used = sess, s.now()
	s.mu.Lock()
	s.tables[rec.ID] = t
	s.mu.Unlock()
	s.log.Info("table created", "table", rec.ID, "game", rec.Game, "players", players)
	t.mu.Lock()
	defer s.unlock(t, &err)
	s.settle(t)
	created := wire.Created{Table: t.info(), HostToken: host}
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

// joinSeat gives an open seat to a person, under a new token, unless the
// tokens they present (seats.go) hold a seat of the table already or the
// seat is a departed one they may not take. The seat is bound to the
// account ctx is signed in as (accounts.go); a departed seat retaken by
// its token keeps its account otherwise. The account a departed or away
// seat is bound to takes it back without a token; at a rated table
// (ratings.TakeSeat) only signed-in accounts join, under their nicknames.
func (s *Server) joinSeat(ctx context.Context, t *table, seat int, nick string, tokens []string) (_ wire.Joined, err error) {
	t.mu.Lock()
	defer s.unlock(t, &err)
	if err := t.checkSeat(seat); err != nil {
		return wire.Joined{}, err
	}
	if t.rec.Rated {
		a, in := accounts.FromContext(ctx)
		nick, err = ratings.TakeSeat(t.rec.Seats, seat, a, in)
	} else {
		nick, err = s.nickOf(ctx, nick)
	}
	if err != nil {
		return wire.Joined{}, err
	}
	if err := t.checkProofs(seat, tokens); err != nil {
		return wire.Joined{}, err
	}
	own := ownSeat(ctx, t.rec.Seats[seat])
	if away(t.rec.Seats[seat]) {
		return s.takeBack(ctx, t, seat, nick, tokens, own)
	}
	if k := seatKind(t.rec.Seats[seat]); k != wire.SeatOpen {
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d is taken (by a %s)", seat, k)
	}
	if t.rec.Status == store.Over {
		return wire.Joined{}, refusal.New(http.StatusConflict, "the game is over")
	}
	if t.rec.Status == store.Expired {
		return wire.Joined{}, errExpired
	}
	if !own {
		if err := t.mayTake(seat, tokens); err != nil {
			return wire.Joined{}, err
		}
	}
	token := secret.Token()
	st := store.Seat{Nick: nick, TokenHash: secret.Hash(token), Account: seatAccount(ctx, "")}
	if own || slices.ContainsFunc(tokens, func(token string) bool { return retakes(t.rec.Seats[seat], token) }) {
		st.Account = seatAccount(ctx, t.rec.Seats[seat].Account)
	}
	if err := s.setSeat(ctx, t, seat, st); err != nil {
		return wire.Joined{}, err
	}
	s.log.Info("seat taken", "table", t.rec.ID, "seat", seat)
	s.settle(t)
	return wire.Joined{Seat: seat, Token: token, Table: t.info()}, nil
}

// takeBack gives an away seat back to its player, whose own token is
// among tokens or whose account ctx is signed in as (own), under a new
// token. The caller holds t.mu.
func (s *Server) takeBack(ctx context.Context, t *table, seat int, nick string, tokens []string, own bool) (wire.Joined, error) {
	st := t.rec.Seats[seat]
	if t.rec.Status != store.Running {
		return wire.Joined{}, refusal.New(http.StatusConflict, "the table is %s: a bot played seat %d to the end", t.rec.Status, seat)
	}
	if !own && !slices.ContainsFunc(tokens, func(token string) bool { return retakes(st, token) }) {
		return wire.Joined{}, errAwaySeat(seat, st.Nick)
	}
	token := secret.Token()
	if err := s.handBack(ctx, t, seat, nick, secret.Hash(token)); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			s.settle(t)
		}
		return wire.Joined{}, err
	}
	s.settle(t)
	return wire.Joined{Seat: seat, Token: token, Table: t.info()}, nil
}

// leaveSeat frees the seat a token holds; the nickname stays to show who
// left, and the token keeps the way back to the seat (seats.go).
func (s *Server) leaveSeat(ctx context.Context, t *table, token string) (_ wire.TableInfo, err error) {
	t.mu.Lock()
	defer s.unlock(t, &err)
	seat, ok := t.seatOf(token)
	if !ok {
		return wire.TableInfo{}, t.tokenError(token)
	}
	if t.rec.Status == store.Over || t.rec.Status == store.Expired {
		// The record of a table that ended no longer changes: its date
		// finished orders the lobby.
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the table is %s: there is no seat to leave", t.rec.Status)
	}
	if err := s.setSeat(ctx, t, seat, store.Seat{Nick: t.rec.Seats[seat].Nick, TokenHash: departedHash(token), Account: t.rec.Seats[seat].Account}); err != nil {
		return wire.TableInfo{}, err
	}
	for c := range t.clients {
		if c.seat == seat {
			c.drop("you left the seat")
		}
	}
	s.log.Info("seat left", "table", t.rec.ID, "seat", seat)
	return t.info(), nil
}

// giveToBot lets the host seat a bot where nobody sits.
func (s *Server) giveToBot(ctx context.Context, t *table, host string, seat int, level string) (_ wire.TableInfo, err error) {
	spec, err := s.botSpec(t.rec.Game, level)
	if err != nil {
		return wire.TableInfo{}, err
	}
	t.mu.Lock()
	defer s.unlock(t, &err)
	if host == "" || !secret.Same(secret.Hash(host), t.rec.HostHash) {
		return wire.TableInfo{}, refusal.New(http.StatusForbidden, "only the table's host may seat a bot: give the host token")
	}
	if err := t.checkSeat(seat); err != nil {
		return wire.TableInfo{}, err
	}
	if k := seatKind(t.rec.Seats[seat]); k != wire.SeatOpen {
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "seat %d is held by a %s: only an open or departed player's seat goes to a bot", seat, k)
	}
	if t.rec.Status == store.Over {
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the game is over")
	}
	if t.rec.Status == store.Expired {
		return wire.TableInfo{}, errExpired
	}
	bot := store.Seat{Bot: spec}
	if t.rec.Rated {
		if err := ratings.CheckBot(t.rec, seat, level, s.cfg.Levels, s.levelsOf(t.rec.Game)); err != nil {
			return wire.TableInfo{}, err
		}
	}
	if err := s.setSeat(ctx, t, seat, bot); err != nil {
		return wire.TableInfo{}, err
	}
	s.log.Info("seat given to a bot", "table", t.rec.ID, "seat", seat, "bot", spec)
	s.settle(t)
	return t.info(), nil
}

// setSeat stores a seat and announces the change. The caller holds t.mu.
func (s *Server) setSeat(ctx context.Context, t *table, seat int, st store.Seat) error {
	if err := s.cfg.Store.SetSeat(ctx, t.rec.ID, seat, st); err != nil {
		return err
	}
	t.rec.Seats[seat] = st
	t.touch(s.now())
	s.announce(t, nil)
	return nil
}

func (t *table) checkSeat(seat int) error {
	if seat < 0 || seat >= len(t.rec.Seats) {
		return refusal.New(http.StatusNotFound, "no seat %d: this table has seats 0 to %d", seat, len(t.rec.Seats)-1)
	}
	return nil
}

func errNoSeat(token string) error {
	if token == "" {
		return refusal.New(http.StatusUnauthorized, "no seat token: send it as \"Authorization: Bearer TOKEN\"")
	}
	return refusal.New(http.StatusForbidden, "the token holds no seat at this table")
}

func (s *Server) gameNames() []string {
	names := make([]string, 0, len(s.cfg.Games))
	for _, g := range s.cfg.Games {
		names = append(names, g.Name())
	}
	return names
}
