package ratings

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/rating"
	"caribe/server/levels"
	"caribe/store"
)

// When a table ends, each account that played it gets the outcome, its
// place among the players, in its record (profiles); a rated table's
// outcomes move its players' ratings on the game's ladder, bots' levels
// included, as the Weng–Lin model says (rating.PlackettLuce). The store
// records a table once, whichever server asks first (store.Ratings); a
// table left unrecorded, by a store error or a server that died, is taken
// up by the sweep (Recorder.Pending).

// recordTries bounds the attempts at recording a table whose players'
// ratings other tables keep moving meanwhile.
const recordTries = 8

// recordBatch is the most unrecorded tables one sweep takes up.
const recordBatch = 64

// Config sets a Recorder up. Store and Departed are required.
type Config struct {
	Store Store
	// Levels are the server's bot levels, whose ratings a rated table
	// moves.
	Levels []levels.Level
	// Departed reports whether a stored seat is one its player left
	// (the table's encoding of a seat's way back).
	Departed func(store.Seat) bool
	// Now is the site's clock; nil: time.Now.
	Now func() time.Time
	// Logger receives the records' logs; nil discards them.
	Logger *slog.Logger
	// Registerer receives caribe_rated_unrated_total; nil: a private one.
	Registerer prometheus.Registerer
}

// Recorder records the outcomes of finished tables, each once: when told
// that one ended (Ended), and by the sweep (Pending).
type Recorder struct {
	cfg     Config
	log     *slog.Logger
	unrated *prometheus.CounterVec
	// ctx ends when the Recorder closes, cancelling the records under way.
	ctx    context.Context
	cancel context.CancelFunc
	// running holds the records Ended started.
	running sync.WaitGroup
}

// NewRecorder makes a Recorder and registers its counter.
func NewRecorder(cfg Config) (*Recorder, error) {
	if cfg.Store == nil || cfg.Departed == nil {
		return nil, fmt.Errorf("ratings: a store and the departed seats' test are required")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Registerer == nil {
		cfg.Registerer = prometheus.NewRegistry()
	}
	unrated, err := newUnrated(cfg.Registerer)
	if err != nil {
		return nil, err
	}
	r := &Recorder{cfg: cfg, log: cfg.Logger, unrated: unrated}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	return r, nil
}

// Close cancels the records under way and waits for them to return.
func (r *Recorder) Close() {
	r.cancel()
	r.running.Wait()
}

// Ended records the outcomes of table id, which just ended, without
// holding up its caller.
func (r *Recorder) Ended(id string) {
	r.running.Go(func() {
		if err := r.Record(r.ctx, id); err != nil && r.ctx.Err() == nil {
			r.log.Warn("outcomes not recorded: the sweep tries again", "table", id, "err", err)
		}
	})
}

// Pending records the tables that ended without their outcomes
// recorded.
func (r *Recorder) Pending(ctx context.Context) {
	ids, err := r.cfg.Store.Pending(ctx, recordBatch)
	if err != nil {
		if ctx.Err() == nil {
			r.log.Warn("unrecorded tables not listed", "err", err)
		}
		return
	}
	for _, id := range ids {
		if err := r.Record(ctx, id); err != nil && ctx.Err() == nil {
			r.log.Warn("outcomes not recorded", "table", id, "err", err)
		}
	}
}

// Record stores the outcomes of table id, reading its players' ratings
// again while another table's record moves them first.
func (r *Recorder) Record(ctx context.Context, id string) error {
	for range recordTries {
		rec, _, err := r.cfg.Store.Since(ctx, id, math.MaxInt32)
		if err != nil {
			return err
		}
		outs, why, err := r.Outcomes(ctx, rec)
		if err != nil {
			return err
		}
		err = r.cfg.Store.Record(ctx, id, outs)
		if !errors.Is(err, store.ErrConflict) {
			switch {
			case err == nil && why != "":
				r.unrated.WithLabelValues(why).Inc()
				r.log.Warn("rated table recorded unrated", "table", id, "game", rec.Game, "why", why)
			case err == nil && rec.Rated:
				r.log.Info("rated table recorded", "table", id, "game", rec.Game, "players", len(outs))
			}
			return err
		}
	}
	return fmt.Errorf("table %s: its players' ratings kept changing, %d tries", id, recordTries)
}

// Outcomes are the outcomes of finished table rec: each account's place,
// and at a rated table every seat's, with the ratings it leads to, and
// why a rated table moves no rating after all ("" when it does).
func (r *Recorder) Outcomes(ctx context.Context, rec store.Table) ([]store.Outcome, string, error) {
	var result engine.Result
	if err := json.Unmarshal(rec.Result, &result); err != nil || !result.Over || len(result.Scores) != len(rec.Seats) {
		return nil, "", fmt.Errorf("table %s: no final result stored (%s)", rec.ID, rec.Result)
	}
	places, played := Places(result), true
	if rec.Rated {
		places, played = leaversLast(rec.Seats, places, r.cfg.Departed)
	}
	now := r.cfg.Now().UTC()
	var outs []store.Outcome
	players := map[string]bool{}
	for i, st := range rec.Seats {
		player := st.Account
		if rec.Rated {
			player = Player(r.cfg.Levels, rec.Game, st)
		}
		if player == "" || players[player] {
			continue
		}
		players[player] = true
		outs = append(outs, store.Outcome{Table: rec.ID, Game: rec.Game, Player: player, Seat: i, Place: places[i], Players: len(rec.Seats), At: now})
	}
	if !rec.Rated {
		return outs, "", nil
	}
	why := ""
	switch {
	case !played:
		why = unratedAbandoned
	case len(outs) != len(rec.Seats):
		why = unratedNoPlayer
	default:
		var err error
		if why, err = r.farmed(ctx, rec, outs); err != nil {
			return nil, "", err
		}
	}
	if why != "" {
		return accountsOnly(outs), why, nil
	}
	outs, err := r.rate(ctx, rec.Game, outs)
	return outs, "", err
}

// accountsOnly keeps the outcomes of accounts.
func accountsOnly(outs []store.Outcome) []store.Outcome {
	kept := outs[:0]
	for _, o := range outs {
		if _, bot := store.BotLevel(o.Player); !bot {
			kept = append(kept, o)
		}
	}
	return kept
}

// rate fills in the outcomes of a rated table with its players' ratings
// before and after it.
func (r *Recorder) rate(ctx context.Context, game string, outs []store.Outcome) ([]store.Outcome, error) {
	names := make([]string, len(outs))
	for i, o := range outs {
		names[i] = o.Player
	}
	now, err := r.cfg.Store.Standings(ctx, game, names)
	if err != nil {
		return nil, err
	}
	model := rating.DefaultPlackettLuce()
	before := make([]rating.Rating, len(outs))
	ranks := make([]int, len(outs))
	for i, o := range outs {
		st, ok := now[o.Player]
		if !ok {
			fresh := model.New()
			st = store.Standing{Game: game, Player: o.Player, Mu: fresh.Mu, Sigma: fresh.Sigma}
		}
		outs[i].Before = st
		before[i] = rating.Rating{Mu: st.Mu, Sigma: st.Sigma}
		ranks[i] = o.Place
	}
	after, err := model.Rate(before, ranks)
	if err != nil {
		return nil, err
	}
	for i, o := range outs {
		st := o.Before
		st.Mu, st.Sigma, st.Games, st.Updated = after[i].Mu, after[i].Sigma, st.Games+1, o.At
		if o.Place == 1 {
			st.Wins++
		}
		outs[i].After, outs[i].Rated = st, true
	}
	return outs, nil
}

// Places ranks a finished game's seats: the winners first, sharing
// place 1, then the others by score, highest first, equal scores sharing
// a place; a place is one more than the seats ranked above.
func Places(r engine.Result) []int {
	winner := make([]bool, len(r.Scores))
	for _, w := range r.Winners {
		if w >= 0 && w < len(winner) {
			winner[w] = true
		}
	}
	above := func(a, b int) bool {
		if winner[a] != winner[b] {
			return winner[a]
		}
		return !winner[a] && r.Scores[a] > r.Scores[b]
	}
	places := make([]int, len(r.Scores))
	for i := range places {
		places[i] = 1
		for j := range places {
			if above(j, i) {
				places[i]++
			}
		}
	}
	return places
}
