package term

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden screens in testdata")

// goldenGames are the positions drawn: each game a few moves in, the
// player to move.
var goldenGames = []struct {
	game  LocalGame
	moves int
	// want is a legal move the position must offer.
	want string
}{
	{LocalGame{Game: "tortuga", Players: 3, Bots: []string{"greedy"}, Seed: 5}, 14, `"roll"`},
	{LocalGame{Game: "cartagena", Players: 3, Bots: []string{"greedy"}, Seed: 5, Options: json.RawMessage(`{"variant":"tortuga","first":0}`)}, 4, `"forward"`},
	{LocalGame{Game: "tobago", Players: 2, Bots: []string{"random"}, Seed: 5, Options: json.RawMessage(`{"island":"coral-cove"}`)}, 6, ""},
}

// goldenLooks are the screens drawn of each position.
var goldenLooks = []struct {
	lang  string
	ascii bool
	w, h  int
}{
	{"en", false, 80, 24},
	{"en", true, 80, 24},
	{"ru", false, 80, 24},
	{"ru", true, 80, 24},
	{"en", false, 140, 40},
}

// TestGoldenScreens draws a position of each game at 80×24, in colour
// and in ASCII, in both languages, and once on a large screen; -update
// rewrites them.
func TestGoldenScreens(t *testing.T) {
	for _, g := range goldenGames {
		for _, look := range goldenLooks {
			name := fmt.Sprintf("%s-%s-%dx%d", g.game.Game, look.lang, look.w, look.h)
			if look.ascii {
				name += "-ascii"
			}
			t.Run(name, func(t *testing.T) {
				game := g.game
				game.Nick = "ann"
				m, err := NewLocal(game, Config{Lang: look.lang, ASCII: look.ascii})
				if err != nil {
					t.Fatal(err)
				}
				d := drive(t, m, look.w, look.h)
				for {
					d.until("the player's move", d.decidingOrOver)
					if m.shown.Version >= g.moves && offers(m.shown.Legal, g.want) || m.over() {
						break
					}
					d.Press("enter")
				}
				d.Press("right")
				checkGolden(t, filepath.Join("testdata", name+".golden"), m.render())
			})
		}
	}
}

// checkGolden compares a screen with its golden file, or rewrites it.
func checkGolden(t *testing.T, path, screen string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(screen+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./term -run TestGoldenScreens -update to write it)", err)
	}
	if string(want) != screen+"\n" {
		t.Errorf("%s differs; the screen now:\n%s", path, screen)
	}
}

// offers reports whether a legal move's JSON holds want.
func offers(legal []json.RawMessage, want string) bool {
	for _, l := range legal {
		if strings.Contains(string(l), want) {
			return true
		}
	}
	return false
}
