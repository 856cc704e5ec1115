// Command fillstore stores tables as a busy server leaves them, for
// measuring a server's start on a full store (docs/operations.md, "Start
// and checks"): whole games of the three games played by random bots, 80
// in 100 finished, 10 running (waiting for a person, or due for a bot),
// 10 open (half of them past their time to live). It writes through the
// store's own API, playing every game: some 700 entries a second on a
// busy machine of two cores. -grow then copies those tables, by SQL, to
// make a large store quickly:
//
//	go run ./scripts/fillstore -db /tmp/full.db -tables 2000
//	go run ./scripts/fillstore -db /tmp/full.db -grow 20000
//	go run ./scripts/fillstore -db postgres://... -tables 2000
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"caribe/store"
	"caribe/store/fill"
)

func main() {
	db := flag.String("db", "", "the SQLite file, or a postgres:// URL, to store the tables in")
	tables := flag.Int("tables", 20000, "how many tables to store")
	first := flag.Int("first", 0, "the number of the first table (to add to a filled store)")
	seed := flag.Uint64("seed", 1, "the seed of the games")
	workers := flag.Int("workers", 512, "how many tables are written at once")
	bot := flag.String("bot", "greedy", "the bot of every bot seat: greedy, random or a bot spec")
	growTo := flag.Int("grow", 0, "copy the stored tables, by SQL, until the database holds this many (no games are played)")
	flag.Parse()
	if *growTo > 0 {
		n, err := fill.Grow(context.Background(), *db, *growTo)
		if err != nil {
			fmt.Fprintln(os.Stderr, "fillstore:", err)
			os.Exit(1)
		}
		fmt.Printf("fillstore: %s holds %d tables\n", store.RedactURL(*db), n)
		return
	}
	if err := run(*db, fill.Plan{Tables: *tables, First: *first, Seed: *seed, Workers: *workers, Bot: *bot}); err != nil {
		fmt.Fprintln(os.Stderr, "fillstore:", err)
		os.Exit(1)
	}
}

func run(db string, p fill.Plan) error {
	if db == "" {
		return fmt.Errorf("-db is required: a SQLite file or a postgres:// URL")
	}
	ctx := context.Background()
	var st store.Store
	var err error
	if store.IsPostgresURL(db) {
		st, err = store.OpenPostgres(ctx, db)
	} else {
		st, err = store.OpenSQLite(db)
	}
	if err != nil {
		return err
	}
	start := time.Now()
	p.Progress = func(done int) {
		fmt.Fprintf(os.Stderr, "fillstore: %d tables in %s\n", done, time.Since(start).Round(time.Second))
	}
	stored, err := fill.Run(ctx, st, p)
	if cerr := st.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	fmt.Printf("fillstore: %d tables, %d moves stored in %s in %s\n", stored.Tables, stored.Moves, store.RedactURL(db), time.Since(start).Round(time.Second))
	return nil
}
