package main

import (
	"encoding/json"
	"errors"
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
	rec, err := loadRecord(c.Record)
	if err != nil {
		return err
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

// loadRecord reads the game record in the file at path (- for standard
// input, up to 64 MiB), an error naming the file when it is none.
func loadRecord(path string) (engine.Record, error) {
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(io.LimitReader(os.Stdin, 64<<20))
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return engine.Record{}, err
	}
	rec, err := readRecord(data)
	if err != nil {
		return engine.Record{}, fmt.Errorf("record %s: %w", path, err)
	}
	return rec, nil
}

// readRecord reads a game record, bare or as the engine protocol's answer to
// {"cmd":"record"} ({"ok":true,"record":{...}}), so that a saved answer
// line replays as it is.
func readRecord(data []byte) (engine.Record, error) {
	var answer struct {
		OK     *bool          `json:"ok"`
		Error  string         `json:"error"`
		Record *engine.Record `json:"record"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return engine.Record{}, err
	}
	switch {
	case answer.Record != nil:
		return *answer.Record, nil
	case answer.OK != nil && !*answer.OK:
		return engine.Record{}, fmt.Errorf("the saved answer is an error, not a record: %s", answer.Error)
	case answer.OK != nil:
		return engine.Record{}, errors.New("the saved answer holds no record: save the answer to {\"cmd\":\"record\"}")
	}
	var rec engine.Record
	if err := json.Unmarshal(data, &rec); err != nil {
		return engine.Record{}, err
	}
	if rec.Game == "" {
		return engine.Record{}, errors.New("not a game record: it names no game (want {\"game\":...,\"players\":...,\"seed\":...,\"moves\":[...]} or the answer to {\"cmd\":\"record\"})")
	}
	return rec, nil
}
