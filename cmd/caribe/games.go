package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"caribe/engine"
	"caribe/games"
)

// GamesCmd lists the games, and with --options every option each declares.
type GamesCmd struct {
	Options bool `help:"${help_games_options}"`
}

// Run prints one line per game, then each game's options when asked.
func (c GamesCmd) Run() error {
	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tTITLE\tPLAYERS")
	for _, g := range games.All() {
		lo, hi := g.PlayerRange()
		fmt.Fprintf(w, "%s\t%s\t%d-%d\n", g.Name(), g.Title(), lo, hi)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if !c.Options {
		return nil
	}
	lang := language(os.Args[1:])
	for _, g := range games.All() {
		fmt.Printf("\n%s (--game %s):\n", g.Title(), g.Name())
		for _, d := range g.Options() {
			printOption(os.Stdout, d, lang)
		}
	}
	return nil
}

// printOption writes one declaration: its name and values, default, the
// player counts it applies to, where it comes from, and its explanation.
func printOption(w io.Writer, d engine.OptionDecl, lang string) {
	say := func(t engine.Text) string {
		if lang == "ru" {
			return t.RU
		}
		return t.EN
	}
	fmt.Fprintf(w, "  %s=%s — %s\n", d.Name, values(d), say(d.Label))
	def := string(d.Default)
	if d.DefaultText != nil {
		def = say(*d.DefaultText)
	}
	facts := []string{cliText(lang, "default") + " " + def, cliText(lang, string(d.Origin))}
	if len(d.Players) > 0 {
		n := make([]string, len(d.Players))
		for i, p := range d.Players {
			n[i] = fmt.Sprint(p)
		}
		facts = append(facts, cliText(lang, "players")+" "+strings.Join(n, ", "))
	}
	fmt.Fprintf(w, "      %s\n      %s\n", strings.Join(facts, "; "), say(d.Help))
	for _, c := range d.Choices {
		fmt.Fprintf(w, "      %s: %s\n", c.Value, say(c.Text))
	}
	for _, p := range d.Presets {
		fmt.Fprintf(w, "      %s: %s\n", p.Value, say(p.Text))
	}
}

// values says what an option accepts.
func values(d engine.OptionDecl) string {
	switch d.Kind {
	case engine.OptionBool:
		return "true|false"
	case engine.OptionInt:
		return fmt.Sprintf("%d..%d", d.Min, d.Max)
	case engine.OptionSeat:
		return "SEAT"
	case engine.OptionInts:
		return fmt.Sprintf("N1,…,N%d (%d..%d)", d.Len, d.Min, d.Max)
	case engine.OptionChoice:
		v := make([]string, len(d.Choices))
		for i, c := range d.Choices {
			v[i] = c.Value
		}
		return strings.Join(v, "|")
	}
	return "TEXT"
}

// cliText is a word of the option listing in the command line's language.
func cliText(lang, key string) string {
	words := map[string][2]string{
		"default":  {"default:", "по умолчанию:"},
		"players":  {"players:", "игроков:"},
		"rulebook": {"the rulebook's choice", "выбор по правилам"},
		"variant":  {"a variant from the rulebook", "вариант из правил"},
		"design":   {"beyond the rulebook (design parameter)", "вне правил (параметр для дизайнеров)"},
	}
	if lang == "ru" {
		return words[key][1]
	}
	return words[key][0]
}
