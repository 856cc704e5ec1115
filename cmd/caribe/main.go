// Command caribe plays La Tortuga, Cartagena and Tobago: an engine protocol
// for programs, replays, and the tools around the games.
package main

import (
	"os"

	"github.com/alecthomas/kong"
)

// CLI is the command line: one sub-command per job.
type CLI struct {
	Lang     string           `help:"${help_lang}" enum:"en,ru" default:"${lang}"`
	Version  kong.VersionFlag `help:"${help_version}"`
	Serve    ServeCmd         `cmd:"" help:"${help_serve}"`
	Backup   BackupCmd        `cmd:"" help:"${help_backup}"`
	Loadtest LoadtestCmd      `cmd:"" help:"${help_loadtest}"`
	Engine   EngineCmd        `cmd:"" help:"${help_engine}"`
	Replay   ReplayCmd        `cmd:"" help:"${help_replay}"`
	Games    GamesCmd         `cmd:"" help:"${help_games}"`
	Island   IslandCmd        `cmd:"" help:"${help_island}"`
	Sim      SimCmd           `cmd:"" help:"${help_sim}"`
	Play     PlayCmd          `cmd:"" help:"${help_play}"`
}

func main() {
	var cli CLI
	lang := language(os.Args[1:])
	ctx := kong.Parse(&cli,
		kong.Name("caribe"),
		kong.Description(helpTexts[lang]["description"]),
		kong.Vars{"lang": lang, "version": version()},
		helpTexts[lang],
		kong.PostBuild(func(k *kong.Kong) error {
			k.Model.HelpFlag.Help = helpTexts[lang]["help_help"]
			return nil
		}),
		kong.UsageOnError(),
	)
	ctx.FatalIfErrorf(ctx.Run())
}
