package term

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// TestChartHasALinePerSeat: each seat's chance is a line of its own, in
// its colour (braille) or its letter (ASCII), where its values put it:
// a rising line from the bottom left to the top right, a falling one
// the other way, a flat one on its row.
func TestChartHasALinePerSeat(t *testing.T) {
	series := [][]float64{{0, 0.25, 0.5, 0.75, 1}, {1, 0.75, 0.5, 0.25, 0}, {0.2, 0.2, 0.2, 0.2, 0.2}}
	const w, h = 30, 9
	lines := chart(series, w, h, paint{ascii: true})
	if len(lines) != h {
		t.Fatalf("%d lines, want %d", len(lines), h)
	}
	at := func(r, c int) byte { return lines[r][c] }
	if at(h-1, 0) != 'a' || at(0, w-1) != 'a' || at(0, 0) != 'b' || at(h-1, w-1) != 'b' {
		t.Errorf("the rising and falling lines do not run corner to corner:\n%s", strings.Join(lines, "\n"))
	}
	flat := 6 // 20% of the 8 rows below the top, from the bottom
	if strings.Count(lines[flat], "c") < w-2 {
		t.Errorf("the flat line at 20%% is not on row %d:\n%s", flat, strings.Join(lines, "\n"))
	}
	for c := range w {
		seen := map[byte]bool{}
		for r := range h {
			seen[at(r, c)] = true
		}
		if !seen['a'] && !seen['b'] {
			t.Errorf("column %d shows neither crossing line", c)
		}
	}
	colour := chart(series, w, h, paint{})
	all := strings.Join(colour, "\n")
	for seat := range series {
		code := strings.TrimSuffix(lipgloss.NewStyle().Foreground(seatColour(seat)).Render("x"), "x\x1b[m")
		if !strings.Contains(all, code) {
			t.Errorf("no cell in seat %d's colour %q", seat+1, code)
		}
	}
	for _, l := range colour {
		if width(l) != w {
			t.Errorf("a braille line is %d wide, not %d: %q", width(l), w, ansi.Strip(l))
		}
	}
	if !strings.ContainsRune(ansi.Strip(all), '⣀') && !strings.ContainsFunc(ansi.Strip(all), func(r rune) bool { return r > 0x2800 && r <= 0x28ff }) {
		t.Errorf("the chart has no braille dots:\n%s", all)
	}
}

// TestReviewInRussian: the review screen speaks Russian: its title, its
// columns, its judgements, its keys.
func TestReviewInRussian(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		m := reviewed(t, Config{Lang: "ru", ASCII: ascii}, 100, 32)
		screen := m.render()
		for _, want := range []string{"Разбор", "точность", "везение", "поражение", "победа", "Шанс на победу", "неточность", "грубая ошибка", fmt.Sprintf("Ошибки: %d", len(m.mistakes())), "Esc назад"} {
			if !strings.Contains(screen, want) {
				t.Errorf("ascii %v: the Russian review lacks %q:\n%s", ascii, want, screen)
			}
		}
		for _, english := range []string{"accuracy", "Mistakes", "blunder", "won"} {
			if strings.Contains(screen, english) {
				t.Errorf("ascii %v: the Russian review says %q:\n%s", ascii, english, screen)
			}
		}
		if ascii && strings.ContainsRune(screen, '?') {
			t.Errorf("the ASCII review has a sign without its stand-in:\n%s", screen)
		}
	}
}

// TestReviewFillsTheTerminal: each of the review's screens (its progress,
// a refusal, the review) is exactly the terminal's size, in both
// languages, with and without ASCII.
func TestReviewFillsTheTerminal(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 32}, {60, 20}, {200, 60}} {
		for _, lang := range []string{"en", "ru"} {
			for _, ascii := range []bool{false, true} {
				m := reviewed(t, Config{Lang: lang, ASCII: ascii}, size[0], size[1])
				done := m.render()
				m.rev.report, m.rev.done, m.rev.total = nil, 40, 160
				progress := m.render()
				m.rev.err = reviewRefusal(lang, "409 Conflict", 409, "")
				refused := m.render()
				for _, screen := range []string{done, progress, refused} {
					lines := strings.Split(screen, "\n")
					if len(lines) != size[1] {
						t.Errorf("%v %s ascii %v: %d lines", size, lang, ascii, len(lines))
					}
					for i, l := range lines {
						if width(l) != size[0] {
							t.Errorf("%v %s ascii %v: line %d is %d wide: %q", size, lang, ascii, i+1, width(l), ansi.Strip(l))
						}
					}
				}
			}
		}
	}
}

// TestReviewProgress: while the review is computed the screen shows how
// far it has come, as a bar and in words.
func TestReviewProgress(t *testing.T) {
	m := reviewed(t, Config{Lang: "en", ASCII: true}, 80, 24)
	m.rev.report = nil
	m.reviewed(reviewMsg{done: 40, total: 160})
	screen := m.render()
	if !strings.Contains(screen, "40 of 160 moves judged") || !strings.Contains(screen, strings.Repeat("#", 12)+strings.Repeat("-", 38)) {
		t.Errorf("a quarter done shows:\n%s", screen)
	}
}
