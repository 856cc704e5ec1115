package term

import (
	"unicode"

	"fmt"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
)

// tbSizes are the screens the board is drawn on.
var tbSizes = [][2]int{{80, 24}, {120, 40}, {200, 60}}

// TestTobagoDrawFits draws whole random games, each position in one of
// the looks in turn (size, colour or ASCII, the actor or a spectator,
// English or Russian), and checks that the board never leaves its room,
// that in ASCII it writes plain ASCII without escapes, and that each game
// is drawn in every look.
func TestTobagoDrawFits(t *testing.T) {
	t.Parallel()
	for _, g := range []struct {
		players int
		seed    uint64
		options string
	}{{2, 21, `{}`}, {3, 22, `{"size":"large"}`}, {4, 23, `{}`}} {
		t.Run(fmt.Sprintf("%d-players-seed-%d", g.players, g.seed), func(t *testing.T) {
			t.Parallel()
			drawn := map[[4]int]int{}
			n, over := 0, false
			tbGame(t, g.players, g.options, g.seed, 20000, func(p tbPosition) {
				n++
				over = p.s.Result().Over
				size := tbSizes[n%len(tbSizes)]
				ascii := n/len(tbSizes)%2 == 1
				seat := -1
				if s, ok := p.s.Actor().Seat(); ok && n/(2*len(tbSizes))%2 == 1 {
					seat = s
				}
				lang := [2]string{"en", "ru"}[n/(4*len(tbSizes))%2]
				tbCheckFits(t, p.input(t, seat, size[0], size[1], ascii, lang))
				drawn[[4]int{size[0], min(seat, 0), n / len(tbSizes) % 2, n / (4 * len(tbSizes)) % 2}]++
			})
			if !over {
				t.Fatalf("game %d did not end", g.seed)
			}
			if len(drawn) != 2*2*2*len(tbSizes) {
				t.Fatalf("only %d looks of %d drawn", len(drawn), 2*2*2*len(tbSizes))
			}
		})
	}
}

// tbCheckFits draws one board and checks its size and, in ASCII, its
// characters: ASCII without escapes, or Cyrillic letters.
func tbCheckFits(t *testing.T, in BoardInput) {
	t.Helper()
	out := tobagoUI{}.Draw(in)
	lines := strings.Split(out, "\n")
	if len(lines) > in.Height {
		t.Fatalf("%d lines drawn in a height of %d:\n%s", len(lines), in.Height, out)
	}
	for _, l := range lines {
		if w := lipgloss.Width(l); w > in.Width {
			t.Fatalf("a line %d cells wide in a width of %d:\n%s", w, in.Width, l)
		}
	}
	if !in.ASCII {
		return
	}
	for i, r := range out {
		if r > 126 && !unicode.Is(unicode.Cyrillic, r) || r == 0x1b {
			t.Fatalf("%q at %d of an ASCII board:\n%s", r, i, out)
		}
	}
}

// TestTobagoDrawHighlightsTheCursor checks that the hex a step goes to is
// drawn differently with the step under the cursor.
func TestTobagoDrawHighlightsTheCursor(t *testing.T) {
	found := false
	tbGame(t, 2, `{"island":"coral-cove"}`, 9, 400, func(p tbPosition) {
		seat, ok := p.s.Actor().Seat()
		if found || !ok {
			return
		}
		in := p.input(t, seat, 80, 24, true, "en")
		for _, m := range in.Legal {
			if !strings.Contains(string(m), `"type":"step"`) {
				continue
			}
			in.Cursor = m
			with := tobagoUI{}.Draw(in)
			in.Cursor = nil
			without := tobagoUI{}.Draw(in)
			if with == without || !strings.Contains(with, "[") {
				t.Fatalf("the step %s is not marked:\n%s", m, with)
			}
			found = true
			return
		}
	})
	if !found {
		t.Fatal("no step found to highlight")
	}
}
