package main

import (
	"os"

	"caribe/engine/protocol"
	"caribe/games"
)

// EngineCmd serves the engine protocol on standard input and output.
type EngineCmd struct{}

// Run answers requests until standard input ends.
func (EngineCmd) Run() error {
	return protocol.NewServer(games.All()).Serve(os.Stdin, os.Stdout)
}
