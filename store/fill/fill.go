// Package fill stores tables as a busy server leaves them, for measuring
// what a server does with a store full of them (the start-up benchmark,
// scripts/fillstore): whole games of the three games played by random
// bots (the cheapest level's, greedy), most finished, some running (waiting for a person, or due for a
// bot), and open tables, some past their time to live. It writes through
// the store's own API, many tables at once, so that the store's group
// commit takes hundreds of writes per transaction.
package fill

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/secret"
	"caribe/store"
)

// Plan says what to store.
type Plan struct {
	// Tables is how many tables to store, numbered from First.
	Tables int
	First  int
	// Seed makes the games; the same plan stores the same games.
	Seed uint64
	// Workers is how many tables are written at once (0: 512).
	Workers int
	// Bot plays the bot seats: "greedy" (the cheapest level's bot, the
	// default), "random", or any bot spec; one in ten Tobago tables is
	// played by random bots whatever it says, for Tobago's long games.
	Bot string
	// Now is when the tables are taken to be looked at: open tables past
	// their time to live were last changed two days before it, the
	// others a minute before it. Zero: time.Now.
	Now time.Time
	// Progress, when set, is called after each thousandth table.
	Progress func(done int)
}

// Kind is what a stored table is.
type Kind int

// The kinds of tables, in the shares kindOf gives them.
const (
	// Finished: a whole game played to its end by bots (80 in 100).
	Finished Kind = iota
	// Waiting: a running game whose next decision is a person's (8 in 100).
	Waiting
	// DueBot: a running game of bots stopped where the server plays
	// next (2 in 100).
	DueBot
	// OpenExpired: an open table nobody joined for two days (5 in 100).
	OpenExpired
	// OpenFresh: an open table made a minute ago (5 in 100).
	OpenFresh
)

// KindOf is the kind of table number i.
func KindOf(i int) Kind {
	switch r := i % 100; {
	case r < 80:
		return Finished
	case r < 88:
		return Waiting
	case r < 90:
		return DueBot
	case r < 95:
		return OpenExpired
	default:
		return OpenFresh
	}
}

// Stored counts what Run stored.
type Stored struct {
	Tables, Moves int64
}

// Run stores the plan's tables in st.
func Run(ctx context.Context, st store.Store, p Plan) (Stored, error) {
	if p.Workers < 1 {
		p.Workers = 512
	}
	if p.Bot == "" {
		p.Bot = "greedy"
	}
	if p.Now.IsZero() {
		p.Now = time.Now()
	}
	all := games.All()
	var moves, done atomic.Int64
	work := make(chan int)
	errs := make(chan error, p.Workers)
	var wg sync.WaitGroup
	for range p.Workers {
		wg.Go(func() {
			for i := range work {
				n, err := storeOne(ctx, st, all[i%len(all)], p, i)
				if err != nil {
					errs <- fmt.Errorf("table %d: %w", i, err)
					return
				}
				moves.Add(int64(n))
				if d := done.Add(1); p.Progress != nil && d%1000 == 0 {
					p.Progress(int(d))
				}
			}
		})
	}
	var err error
feed:
	for i := p.First; i < p.First+p.Tables; i++ {
		select {
		case work <- i:
		case err = <-errs:
			break feed
		}
	}
	close(work)
	wg.Wait()
	if err == nil {
		select {
		case err = <-errs:
		default:
		}
	}
	return Stored{Tables: done.Load(), Moves: moves.Load()}, err
}

// storeOne stores table i and returns how many entries its log holds.
func storeOne(ctx context.Context, st store.Store, g engine.Game, p Plan, i int) (int, error) {
	kind := KindOf(i)
	lo, hi := g.PlayerRange()
	rnd := rand.New(rand.NewPCG(p.Seed, uint64(i)))
	players := lo + rnd.IntN(hi-lo+1)
	rec := store.Table{ID: fmt.Sprintf("fill%07d", i), Game: g.Name(), Players: players,
		Seed: rnd.Uint64(), HostHash: secret.Hash(fmt.Sprintf("host%d", i)), Status: store.Running,
		Created: p.Now.Add(-time.Minute)}
	bot := p.Bot
	if g.Name() == "tobago" && i%10 == 0 {
		bot = "random" // Tobago's long games: some 1,200 entries
	}
	for range players {
		rec.Seats = append(rec.Seats, store.Seat{Bot: bot})
	}
	switch kind {
	case Waiting:
		rec.Seats[0] = store.Seat{Nick: fmt.Sprintf("p%d", i), TokenHash: secret.Hash(fmt.Sprintf("seat%d", i))}
	case OpenExpired, OpenFresh:
		rec.Status = store.Open
		rec.Seats[0] = store.Seat{Nick: fmt.Sprintf("p%d", i), TokenHash: secret.Hash(fmt.Sprintf("seat%d", i))}
		for s := 1; s < players; s++ {
			rec.Seats[s] = store.Seat{}
		}
		if kind == OpenExpired {
			rec.Created = p.Now.Add(-48 * time.Hour)
		}
		return 0, st.CreateTable(ctx, rec)
	}
	sess, err := g.New(players, nil, rec.Seed)
	if err != nil {
		return 0, err
	}
	rec.Actor = int(sess.Actor())
	if err := st.CreateTable(ctx, rec); err != nil {
		return 0, err
	}
	stop := -1 // the whole game
	switch kind {
	case Waiting, DueBot:
		stop = 20 + rnd.IntN(200)
	}
	seq := 0
	for sess.Actor() != engine.Nobody {
		if seq >= stop && stop >= 0 && (kind == DueBot || sess.Actor() == 0) {
			break
		}
		by := sess.Actor()
		played, err := playOne(sess, bot, rnd)
		if err != nil {
			return seq, err
		}
		seq++
		actor := sess.Actor()
		seat, isSeat := actor.Seat()
		m := store.Move{Seq: seq, Entry: played.Move, Actor: int(actor), Due: !isSeat || rec.Seats[seat].Bot != ""}
		if r := sess.Result(); r.Over {
			if m.Result, err = json.Marshal(r); err != nil {
				return seq, err
			}
		}
		if err := st.AppendMove(ctx, rec.ID, m); err != nil {
			return seq, err
		}
		if seq%snapshotEvery == 0 {
			if err := snapshot(ctx, st, rec.ID, seq, sess, by); err != nil {
				return seq, err
			}
		}
	}
	if sess.Actor() != engine.Nobody {
		return seq, nil // a table in play: waiting, or due
	}
	// A whole game, or one that ended before its stop: a server records
	// its end.
	if err := st.SetStatus(ctx, rec.ID, store.Over); err != nil {
		return seq, err
	}
	// The server records a finished table's outcomes (none for bots at
	// an unrated table), which clears its pending mark.
	return seq, st.Record(ctx, rec.ID, nil)
}

// snapshotEvery is how many entries apart the server stores a table's
// state (server/table.DefaultSnapshotEvery).
const snapshotEvery = 64

// snapshot stores the state of sess after entry seq, made by by, as the
// server stores it (server/table's snapshotJSON): where no move may be
// taken back, which is everywhere at a table of bots.
func snapshot(ctx context.Context, st store.Store, id string, seq int, sess engine.Session, by engine.Actor) error {
	state, err := sess.MarshalJSON()
	if err != nil {
		return err
	}
	j, err := json.Marshal(struct {
		State json.RawMessage `json:"state"`
		Last  int             `json:"last"`
	}{state, int(by)})
	if err != nil {
		return err
	}
	return st.PutSnapshot(ctx, id, store.Snapshot{Version: seq, State: j})
}

// playOne plays the next move of sess: a chance outcome, or bot's move.
func playOne(sess engine.Session, bot string, rnd *rand.Rand) (engine.Played, error) {
	if sess.Actor() == engine.Chance {
		return sess.PlayChance()
	}
	if bot == "random" {
		legal := sess.Legal()
		return sess.Play(legal[rnd.IntN(len(legal))].Move)
	}
	move, err := games.Advise(sess, bot, "", rnd.Uint64())
	if err != nil {
		return engine.Played{}, err
	}
	return sess.Play(move)
}
