package main

import (
	"regexp"
	"testing"

	"caribe/bots"
)

// The help of every flag that takes bots names every bot, in both
// languages, so that a bot added to package bots is not missing from it.
func TestBotHelpNamesEveryBot(t *testing.T) {
	for lang, texts := range helpTexts {
		for _, key := range []string{"help_sim_bots", "help_play_bots"} {
			for _, name := range bots.Names() {
				if !regexp.MustCompile(`[ (]` + name + `[,;) ]`).MatchString(texts[key]) {
					t.Errorf("%s %s does not name the bot %s: %s", lang, key, name, texts[key])
				}
			}
		}
	}
}
