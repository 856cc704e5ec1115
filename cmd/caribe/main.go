// Command caribe plays La Tortuga, Cartagena and Tobago: an engine protocol
// for programs, replays, and the tools around the games.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/alecthomas/kong"
)

// CLI is the command line: one sub-command per job.
type CLI struct {
	Lang     string           `help:"${help_lang}" enum:"en,ru" default:"${lang}" placeholder:"en|ru"`
	Version  kong.VersionFlag `help:"${help_version}"`
	Serve    ServeCmd         `cmd:"" help:"${help_serve}"`
	Backup   BackupCmd        `cmd:"" help:"${help_backup}"`
	Check    CheckCmd         `cmd:"" help:"${help_check}"`
	Loadtest LoadtestCmd      `cmd:"" help:"${help_loadtest}"`
	Engine   EngineCmd        `cmd:"" help:"${help_engine}"`
	Replay   ReplayCmd        `cmd:"" help:"${help_replay}"`
	Review   ReviewCmd        `cmd:"" help:"${help_review}"`
	Games    GamesCmd         `cmd:"" help:"${help_games}"`
	Island   IslandCmd        `cmd:"" help:"${help_island}"`
	Sim      SimCmd           `cmd:"" help:"${help_sim}"`
	Play     PlayCmd          `cmd:"" help:"${help_play}"`
}

func main() {
	var cli CLI
	lang := language(os.Args[1:])
	parser := kong.Must(&cli,
		kong.Name("caribe"),
		kong.Description(helpTexts[lang]["description"]),
		kong.Vars{"lang": lang, "version": version()},
		helpTexts[lang],
		kong.PostBuild(func(k *kong.Kong) error {
			k.Model.HelpFlag.Help = helpTexts[lang]["help_help"]
			return nil
		}),
	)
	ctx, err := parser.Parse(os.Args[1:])
	if err != nil {
		parseFailed(parser, err, helpTexts[lang]["hint_help"])
	}
	ctx.FatalIfErrorf(ctx.Run())
}

// parseFailed reports a command line kong could not read: the error, then one
// line naming the --help that explains the command, and exits.
func parseFailed(parser *kong.Kong, err error, hint string) {
	command := parser.Model.Name
	var pe *kong.ParseError
	if errors.As(err, &pe) && pe.Context != nil && pe.Context.Selected() != nil {
		command = pe.Context.Selected().FullPath()
	}
	parser.Errorf("%s", err)
	fmt.Fprintf(parser.Stderr, hint+"\n", command)
	code := 1
	var coder kong.ExitCoder
	if errors.As(err, &coder) {
		code = coder.ExitCode()
	}
	parser.Exit(code)
}
