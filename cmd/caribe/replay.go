package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"caribe/engine"
	"caribe/games"
)

// ReplayCmd replays a game record.
type ReplayCmd struct {
	Record string `arg:"" help:"${help_record}" type:"existingfile_or_dash"`
}

// Run prints each move with its events, then the result.
func (c ReplayCmd) Run() error {
	var data []byte
	var err error
	if c.Record == "-" {
		data, err = io.ReadAll(io.LimitReader(os.Stdin, 64<<20))
	} else {
		data, err = os.ReadFile(c.Record)
	}
	if err != nil {
		return err
	}
	var rec engine.Record
	if err := json.Unmarshal(data, &rec); err != nil {
		return fmt.Errorf("record %s: %w", c.Record, err)
	}
	g, ok := games.Lookup(rec.Game)
	if !ok {
		return fmt.Errorf("record %s: unknown game %q (known: %v)", c.Record, rec.Game, games.Names())
	}
	s, err := g.New(rec.Players, rec.Options, rec.Seed)
	if err != nil {
		return fmt.Errorf("record %s: %w", c.Record, err)
	}
	enc := json.NewEncoder(os.Stdout)
	for i, m := range rec.Moves {
		actor := s.Actor()
		p, err := s.Play(m)
		if err != nil {
			return fmt.Errorf("record %s, move %d %s: %w", c.Record, i+1, m, err)
		}
		fmt.Printf("%d. %v: %s ", i+1, actor, p.Move)
		if err := enc.Encode(p.Events); err != nil {
			return err
		}
	}
	res, err := json.Marshal(s.Result())
	if err != nil {
		return err
	}
	fmt.Printf("result %s\n", res)
	return nil
}
