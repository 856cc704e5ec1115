package main

import (
	"context"
	"fmt"

	"caribe/store"
)

// CheckCmd runs the full check of a server's database on demand.
type CheckCmd struct {
	DB string `help:"${help_check_db}" default:"caribe.db" env:"CARIBE_DB"`
}

// Run checks the database and says it is sound, or returns what is wrong,
// which makes caribe exit non-zero. It only reads: an interrupt may stop
// it at any time.
func (c *CheckCmd) Run() error {
	ctx := context.Background()
	if store.IsPostgresURL(c.DB) {
		return fmt.Errorf("check: %s is a PostgreSQL database, which checks its own pages as it reads them (with its data checksums on) "+
			"and enforces the rows' tables itself: check it with PostgreSQL's pg_amcheck (docs/operations.md, \"Start and checks\")", store.RedactURL(c.DB))
	}
	if err := store.CheckFile(ctx, c.DB); err != nil {
		return err
	}
	fmt.Printf("caribe: %s is sound: every page and index read, every row's table stored\n", c.DB)
	return nil
}
