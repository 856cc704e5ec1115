package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"caribe/store"
)

// BackupCmd copies a server's database while it serves.
type BackupCmd struct {
	DB string `help:"${help_backup_db}" default:"caribe.db" env:"CARIBE_DB"`
	To string `help:"${help_backup_to}" required:"" placeholder:"FILE"`
}

// Run takes the backup and says what it holds.
func (c *BackupCmd) Run() error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if store.IsPostgresURL(c.DB) {
		return fmt.Errorf("backup: %s is a PostgreSQL database: back it up with pg_dump (docs/operations.md, \"PostgreSQL\")", store.RedactURL(c.DB))
	}
	copied, err := store.Backup(ctx, c.DB, c.To)
	if err != nil {
		return err
	}
	fmt.Printf("caribe: backed up %s to %s: %s, %s, %s\n", c.DB, c.To,
		counted(copied.Tables, "table", "tables"), counted(copied.Moves, "move", "moves"), counted(int(copied.Bytes), "byte", "bytes"))
	return nil
}
