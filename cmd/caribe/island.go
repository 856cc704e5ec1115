package main

import (
	"fmt"
	"os"

	"caribe/games/tobago/island"
)

// IslandCmd prints a Tobago island as text and can draw it as an SVG picture.
type IslandCmd struct {
	Seed uint64 `help:"${help_seed}" default:"1"`
	Size string `help:"${help_size}" enum:"small,large" default:"small"`
	Name string `help:"${help_name}"`
	SVG  string `name:"svg" type:"path" help:"${help_svg}"`
}

// Run prints the island and writes its picture when asked.
func (c *IslandCmd) Run() error {
	var is *island.Island
	var title string
	if c.Name != "" {
		n, err := island.ByName(c.Name)
		if err != nil {
			return err
		}
		is = n.Island()
		title = fmt.Sprintf("%s: %v island, seed %d", n.Name, n.Size, n.Seed)
	} else {
		size, err := island.ParseSize(c.Size)
		if err != nil {
			return err
		}
		is = island.Generate(c.Seed, size)
		title = fmt.Sprintf("Tobago: %v island, seed %d", size, c.Seed)
	}
	if _, err := fmt.Fprintf(os.Stdout, "%s\n\n%v", title, is); err != nil {
		return err
	}
	if c.SVG == "" {
		return nil
	}
	f, err := os.Create(c.SVG)
	if err != nil {
		return err
	}
	if err := is.SVG(f, title); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", c.SVG, err)
	}
	return f.Close()
}
