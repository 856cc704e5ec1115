// Command caribe plays La Tortuga, Cartagena and Tobago: an engine protocol
// for programs, replays, and the tools around the games.
package main

import (
	"github.com/alecthomas/kong"
)

// CLI is the command line: one sub-command per job.
type CLI struct {
	Engine EngineCmd `cmd:"" help:"Drive any game over JSON lines on stdin/stdout: one request per line, one response line each (see docs/protocol.md)."`
	Replay ReplayCmd `cmd:"" help:"Replay a game record (game, players, options, seed, moves) move by move and print its events and result."`
	Games  GamesCmd  `cmd:"" help:"List the games and their player counts."`
	Island IslandCmd `cmd:"" help:"Generate a Tobago island from a seed (or show a named one) as text, and optionally as an SVG picture."`
}

func main() {
	var cli CLI
	ctx := kong.Parse(&cli,
		kong.Name("caribe"),
		kong.Description("caribe: La Tortuga (Mahé), Cartagena and Tobago — rules engines, bots and tools."),
		kong.UsageOnError(),
	)
	ctx.FatalIfErrorf(ctx.Run())
}
