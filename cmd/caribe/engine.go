package main

import (
	"os"

	"caribe/engine/protocol"
	"caribe/games"
)

// EngineCmd serves the engine protocol on standard input and output.
type EngineCmd struct{}

// Run answers requests until standard input ends; the bot command asks the
// bots.
func (EngineCmd) Run() error {
	return protocol.NewServer(games.All(), protocol.WithAdvisor(games.Advise)).Serve(os.Stdin, os.Stdout)
}
