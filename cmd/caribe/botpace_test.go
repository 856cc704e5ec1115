package main

import (
	"testing"
	"time"
)

// TestServeBotPaceDefaultsAndConfigures: bots keep a pace people can
// follow unless told otherwise, by flag or by environment.
func TestServeBotPaceDefaultsAndConfigures(t *testing.T) {
	c, err := parseServe(t)
	if err != nil {
		t.Fatal(err)
	}
	if c.BotPace != 700*time.Millisecond {
		t.Errorf("--bot-pace defaults to %v, want 700ms", c.BotPace)
	}
	if c, err = parseServe(t, "--bot-pace", "1.5s"); err != nil || c.BotPace != 1500*time.Millisecond {
		t.Errorf("--bot-pace 1.5s: %v, %v", c.BotPace, err)
	}
	t.Setenv("CARIBE_BOT_PACE", "0")
	if c, err = parseServe(t); err != nil || c.BotPace != 0 {
		t.Errorf("CARIBE_BOT_PACE=0: %v, %v", c.BotPace, err)
	}
}
