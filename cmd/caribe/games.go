package main

import (
	"fmt"
	"os"
	"text/tabwriter"

	"caribe/games"
)

// GamesCmd lists the games.
type GamesCmd struct{}

// Run prints one line per game.
func (GamesCmd) Run() error {
	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tTITLE\tPLAYERS")
	for _, g := range games.All() {
		lo, hi := g.PlayerRange()
		fmt.Fprintf(w, "%s\t%s\t%d-%d\n", g.Name(), g.Title(), lo, hi)
	}
	return w.Flush()
}
