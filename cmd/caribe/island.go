package main

import (
	"fmt"
	"os"

	"caribe/games/tobago/island"
)

// IslandCmd prints a Tobago island as text and can draw it as an SVG picture.
type IslandCmd struct {
	Seed uint64 `help:"generator seed of the island" default:"1"`
	Size string `help:"island size: small (60–75 land hexes) or large (90–110)" enum:"small,large" default:"small"`
	Name string `help:"a named island that ships with the game, such as coral-cove; overrides --seed and --size"`
	SVG  string `name:"svg" type:"path" help:"write an SVG picture to this file"`
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
