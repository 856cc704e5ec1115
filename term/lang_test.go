package term

import (
	"strings"
	"testing"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// TestRulesPager: the rules (?) page through at 80×24 and 120×40, the
// last line saying which lines show of how many and the keys that
// scroll; paging down to the end shows every line of the rules.
func TestRulesPager(t *testing.T) {
	for _, game := range []string{"tortuga", "cartagena", "tobago"} {
		for _, lang := range []string{"en", "ru"} {
			for _, size := range [][2]int{{80, 24}, {120, 40}} {
				m, err := NewLocal(LocalGame{Game: game, Players: 2, Bots: []string{"random"}, Seed: 1}, Config{Lang: lang})
				if err != nil {
					t.Fatal(err)
				}
				d := drive(t, m, size[0], size[1])
				d.until("the game", func() bool { return m.shown != nil })
				d.Press("?")
				all := m.helpLines(size[0])
				page := size[1] - 2
				if game == "tobago" && size == [2]int{80, 24} && len(all) <= page {
					t.Fatalf("%s %s: the rules fit one page (%d lines): nothing to page", game, lang, len(all))
				}
				seen := map[string]bool{}
				for top := 1; ; top = max(1, min(top+page-1, len(all)-page+1)) {
					lines := strings.Split(ansi.Strip(m.render()), "\n")
					end := min(len(all), top+page-1)
					if got, want := strings.TrimSpace(lines[len(lines)-1]), tr(lang, "pager", top, "–", end, len(all)); got != want {
						t.Fatalf("%s %s %v: the pager says %q, not %q", game, lang, size, got, want)
					}
					for _, l := range lines[1 : len(lines)-1] {
						seen[strings.TrimSpace(l)] = true
					}
					if end == len(all) {
						break
					}
					d.Press("pgdown")
				}
				for _, l := range all {
					if l := strings.TrimSpace(ansi.Strip(l)); !seen[l] {
						t.Errorf("%s %s %v: the line %q of the rules is never shown", game, lang, size, l)
					}
				}
			}
		}
	}
}

// TestRussianASCIIOneScript: with --lang ru --ascii every screen is in
// ASCII signs and Cyrillic letters, Tobago's board too (not transliterated),
// and Tobago's legend keeps every entry whole.
func TestRussianASCIIOneScript(t *testing.T) {
	for _, game := range []string{"tortuga", "cartagena", "tobago"} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			m, err := NewLocal(LocalGame{Game: game, Players: 2, Bots: []string{"random"}, Seed: 4}, Config{Lang: "ru", ASCII: true})
			if err != nil {
				t.Fatal(err)
			}
			d := drive(t, m, size[0], size[1])
			d.until("the player's move", d.decidingOrOver)
			screen := m.render()
			for _, r := range screen {
				if r > 126 && !unicode.Is(unicode.Cyrillic, r) || r == 0x1b {
					t.Fatalf("%s %v: %q on an ASCII screen:\n%s", game, size, r, screen)
				}
			}
			for _, latin := range []string{"Khod", "Igrok", "ostalos", "pustosh", "plyazh"} {
				if strings.Contains(screen, latin) {
					t.Errorf("%s %v: transliterated %q on the screen:\n%s", game, size, latin, screen)
				}
			}
			if game != "tobago" {
				continue
			}
			if !strings.Contains(screen, "И1") {
				t.Errorf("%v: Tobago's board does not name the seats in Cyrillic:\n%s", size, screen)
			}
			if size[1] < 40 {
				continue
			}
			for _, key := range []string{"legend.land", "legend.mark", "legend.offerASCII"} {
				for _, word := range strings.Fields(tbT("ru", key, "statue", "@/")) {
					if !strings.Contains(screen, word) {
						t.Errorf("%v: the legend lacks %q:\n%s", size, word, screen)
					}
				}
			}
		}
	}
}

// TestNoNickSpeaksInThirdPerson: a player without a nick ($USER empty) is
// named "Player N" / "Игрок N", so that the log's lines, which speak of
// every seat in the third person, agree: never "you places" or "вы ставит".
func TestNoNickSpeaksInThirdPerson(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		for _, game := range []string{"tortuga", "tobago"} {
			m, err := NewLocal(LocalGame{Game: game, Players: 2, Bots: []string{"random"}, Seed: 4}, Config{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			d := drive(t, m, 80, 24)
			for range 4 {
				d.until("the player's move", d.decidingOrOver)
				d.Press("enter")
			}
			d.until("the player's move", d.decidingOrOver)
			if got, want := ansi.Strip(m.name(0)), tr(lang, "playerN", 1); got != want {
				t.Errorf("%s %s: the player is named %q, not %q", lang, game, got, want)
			}
			mine := 0
			for _, l := range m.log {
				l = ansi.Strip(l)
				if strings.HasPrefix(l, tr(lang, "you")+" ") {
					t.Errorf("%s %s: the log says %q", lang, game, l)
				}
				if strings.HasPrefix(l, tr(lang, "playerN", 1)+" ") {
					mine++
				}
			}
			if mine == 0 {
				t.Errorf("%s %s: no line of the log tells the player's moves: %q", lang, game, m.log)
			}
		}
	}
}

// TestCountedAgrees: counts take the noun's form for the number, in both
// languages, by the one rule.
func TestCountedAgrees(t *testing.T) {
	for _, c := range []struct {
		n     int
		forms string
		want  string
	}{
		{1, "card|cards", "1 card"}, {2, "card|cards", "2 cards"}, {0, "card|cards", "0 cards"},
		{1, "карта|карты|карт", "1 карта"}, {2, "карта|карты|карт", "2 карты"}, {5, "карта|карты|карт", "5 карт"},
		{11, "карта|карты|карт", "11 карт"}, {21, "карта|карты|карт", "21 карта"}, {24, "карта|карты|карт", "24 карты"},
	} {
		if got := counted(c.n, c.forms); got != c.want {
			t.Errorf("counted(%d, %q) = %q, not %q", c.n, c.forms, got, c.want)
		}
	}
	_, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"random", "greedy"}, Seed: 1}, Config{Lang: "en"})
	if err == nil || !strings.Contains(err.Error(), "2 bots for the 1 other seat:") {
		t.Errorf("two bots for one seat: %v", err)
	}
	m, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"random"}, Seed: 1}, Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	laid := m.ui.Describe(Played{By: 0, Move: []byte(`{"type":"stop"}`), Events: []byte(`[{"type":"laid","turtle":0,"eggs":1,"face_up":1}]`)}, "en")
	if strings.Contains(laid, "1 eggs") || !strings.Contains(laid, "1 egg") {
		t.Errorf("a card of one egg: %q", laid)
	}
}
