package term

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"caribe/review"
)

// The review screen takes the whole terminal: the header, then the
// players' figures, the chart of their chances and the list of mistakes
// (or, until the review is there, its progress), then the keys.

// nameWidth is the most cells a player's name takes in the review's
// tables.
const nameWidth = 16

// maxChart is the most rows the chart takes.
const maxChart = 14

// renderReview is the review screen, exactly m.w × m.h cells.
func (m *Model) renderReview() string {
	p := paint{m.cfg.ASCII}
	lang := m.cfg.Lang
	keys := "reviewKeys"
	var body []string
	switch {
	case m.rev.err != nil:
		body = []string{"", p.warn(m.rev.err.Error()), "", tr(lang, "reviewAgain")}
		keys = "reviewKeysFailed"
	case m.rev.report == nil:
		body = []string{"", tr(lang, "reviewing"), "", m.progressBar(min(50, m.w-2))}
		keys = "reviewKeysWait"
	default:
		body = m.reviewPage()
	}
	return strings.Join([]string{
		block(p.bold(m.title)+p.dim(" · ")+p.bold(tr(lang, "reviewTitle")), m.w, 1),
		block(strings.Join(body, "\n"), m.w, m.h-2),
		block(p.dim(tr(lang, keys)), m.w, 1),
	}, "\n")
}

// progressBar is the review's progress, w cells wide, and the moves
// judged of the record's once their number is known.
func (m *Model) progressBar(w int) string {
	p := paint{m.cfg.ASCII}
	filled := 0
	if m.rev.total > 0 {
		filled = m.rev.done * w / m.rev.total
	}
	bar := strings.Repeat(p.pick("█", "#"), filled) + p.dim(strings.Repeat(p.pick("░", "-"), w-filled))
	if m.rev.total == 0 {
		return bar
	}
	return bar + "\n" + tr(m.cfg.Lang, "reviewProgress", m.rev.done, m.rev.total)
}

// reviewLayout is the rows the chart and the mistakes' list get on a
// screen m.h high: the list what its mistakes need, up to half the room
// left, the chart the rest (up to maxChart).
func (m *Model) reviewLayout() (chartRows, listRows int) {
	players := 0
	if m.rev.report != nil {
		players = len(m.rev.report.Seats)
	}
	// The header and the keys, the figures' heading and rows, a blank,
	// the chart's legend and axis, the list's title.
	room := m.h - 2 - (1 + players) - 1 - 2 - 1
	need := max(1, len(m.mistakes())+1)
	chartRows = max(3, min(maxChart, room-min(need, room/2)))
	return chartRows, max(1, room-chartRows)
}

// mistakeRows is how many mistakes the list shows at once.
func (m *Model) mistakeRows() int {
	_, rows := m.reviewLayout()
	return max(1, rows-1)
}

// reviewPage is the review, m.h-2 lines: the figures, the chart, the
// mistakes.
func (m *Model) reviewPage() []string {
	rep := m.rev.report
	chartRows, listRows := m.reviewLayout()
	bad := m.mistakes()
	lines := append(m.figures(rep), "")
	lines = append(lines, m.chartPanel(rep, bad, chartRows)...)
	return append(lines, m.mistakeList(bad, listRows)...)
}

// chartPanel is the chart with its title and legend, its y axis's
// labels and its x axis: rows + 2 lines.
func (m *Model) chartPanel(rep *review.Report, bad []review.Decision, rows int) []string {
	p := paint{m.cfg.ASCII}
	lang := m.cfg.Lang
	legend := make([]string, len(rep.Seats))
	for i, s := range rep.Seats {
		legend[i] = p.seat(s.Seat, p.pick("━━", string(rune('a'+s.Seat))+"-")) + " " + m.shortName(s.Seat)
	}
	title := p.bold(tr(lang, "reviewChart"))
	if n := len(rep.Decisions); n > 0 {
		title += p.dim(tr(lang, "reviewSpan", rep.Decisions[0].Number, p.pick("–", "-"), rep.Decisions[n-1].Number))
	}
	lines := []string{title + "  " + strings.Join(legend, "  ") + p.dim(tr(lang, "reviewMarks", p.pick("▲", "^")))}
	cw := max(1, m.w-6)
	labels := map[int]string{0: "100%", chartRule(rows, p.ascii): " 50%", rows - 1: "  0%"}
	for r, row := range chart(chanceSeries(rep), cw, rows, p) {
		tick := p.pick("│", "|")
		label, ok := labels[r]
		if ok {
			tick = p.pick("┤", "+")
		} else {
			label = "    "
		}
		lines = append(lines, p.dim(label+" "+tick)+row)
	}
	return append(lines, p.dim("     "+p.pick("└", "+"))+m.axis(rep, bad, cw))
}

// mistakeList is the list of mistakes in rows lines, from the one
// scrolled to: its title (with the lines shown when they do not all
// fit), its heading, the mistakes.
func (m *Model) mistakeList(bad []review.Decision, rows int) []string {
	p := paint{m.cfg.ASCII}
	lang := m.cfg.Lang
	if len(bad) == 0 {
		return []string{tr(lang, "reviewClean", 100*review.InaccuracyLoss)}
	}
	table := m.mistakeTable(bad)
	title := tr(lang, "reviewMistakes", len(bad))
	shown := rows - 1
	end := min(len(bad), m.rev.scroll+shown)
	if len(bad) > shown {
		title += p.dim(tr(lang, "reviewLines", m.rev.scroll+1, p.pick("–", "-"), end, len(bad)))
	}
	return append([]string{p.bold(title), p.dim(table[0])}, table[1+m.rev.scroll:1+end]...)
}

// axis is the chart's x axis, cw cells: a rule, with a mark in the
// deciding seat's colour under each mistake.
func (m *Model) axis(rep *review.Report, bad []review.Decision, cw int) string {
	p := paint{m.cfg.ASCII}
	cells := make([]string, cw)
	for i := range cells {
		cells[i] = p.dim(p.pick("─", "-"))
	}
	index := make(map[int]int, len(rep.Decisions))
	for i, d := range rep.Decisions {
		index[d.Number] = i
	}
	for _, d := range bad {
		c := chartColumn(index[d.Number], len(rep.Decisions)+1, cw, p.ascii)
		cells[c] = p.seat(d.Seat, p.pick("▲", "^"))
	}
	return strings.Join(cells, "")
}

// shortName is a seat's name in its colour, cut to nameWidth cells.
func (m *Model) shortName(seat int) string {
	return ansi.Truncate(m.name(seat), nameWidth, paint{m.cfg.ASCII}.pick("…", "."))
}

// figures are the players' figures: a heading, then a row per seat with
// its accuracy, luck, chance lost, inaccuracies, mistakes, blunders and
// result.
func (m *Model) figures(rep *review.Report) []string {
	lang := m.cfg.Lang
	rows := [][]string{strings.Split(tr(lang, "reviewColumns"), "|")}
	for _, s := range rep.Seats {
		result := tr(lang, "reviewLost")
		switch share := at(rep.Final, s.Seat); {
		case share == 1:
			result = tr(lang, "reviewWon")
		case share > 0:
			result = tr(lang, "reviewShared")
		}
		rows = append(rows, []string{m.shortName(s.Seat), fmt.Sprintf("%.1f", s.Accuracy), signed(100 * s.Luck),
			fmt.Sprintf("%.1f", 100*s.Lost), fmt.Sprint(s.Inaccuracies), fmt.Sprint(s.Mistakes), fmt.Sprint(s.Blunders), result})
	}
	lines := columns(rows, []bool{false, true, true, true, true, true, true, false})
	lines[0] = paint{m.cfg.ASCII}.dim(lines[0])
	return lines
}

// mistakeTable is the list of mistakes as lines, its heading first: the
// move's number, its player, the judgement and the chance lost, the
// player's chance before and after, the move played and the better one.
func (m *Model) mistakeTable(bad []review.Decision) []string {
	p := paint{m.cfg.ASCII}
	lang := m.cfg.Lang
	rows := [][]string{strings.Split(tr(lang, "reviewMistakeColumns"), "|")}
	for _, d := range bad {
		judged := tr(lang, "judged."+string(d.Judgement))
		if d.Judgement == review.Blunder {
			judged = p.warn(judged)
		}
		chance := fmt.Sprintf("%.0f%% %s %.0f%%", 100*at(d.Before, d.Seat), p.pick("→", ">"), 100*at(d.After, d.Seat))
		rows = append(rows, []string{fmt.Sprint(d.Number), m.shortName(d.Seat), judged, fmt.Sprintf("−%.1f", 100*d.Lost),
			chance, m.moveWords(d.Move), m.moveWords(d.Best)})
	}
	fitLastTwo(rows, m.w, p.pick("…", "."))
	return columns(rows, []bool{true, false, false, true, true, false, false})
}

// moveWords names a move of the review in the player's language, by the
// game's words, its places on the island of the game shown.
func (m *Model) moveWords(move json.RawMessage) string {
	var view json.RawMessage
	if m.shown != nil {
		view = m.shown.View
	}
	return m.ui.MoveWords(move, view, m.cfg.Lang)
}

// signed is x with one decimal and its sign, a minus sign for less than
// zero.
func signed(x float64) string {
	if s := fmt.Sprintf("%+.1f", x); s[0] == '-' {
		return "−" + s[1:]
	}
	return fmt.Sprintf("%+.1f", x)
}

// columns lays rows out in columns two cells apart, each as wide as its
// widest cell, aligned right where right says.
func columns(rows [][]string, right []bool) []string {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], width(c))
		}
	}
	out := make([]string, len(rows))
	for n, r := range rows {
		var b strings.Builder
		for i, c := range r {
			if i > 0 {
				b.WriteString(strings.Repeat(" ", columnGap))
			}
			pad := strings.Repeat(" ", widths[i]-width(c))
			if i < len(right) && right[i] {
				b.WriteString(pad + c)
			} else if i < len(r)-1 {
				b.WriteString(c + pad)
			} else {
				b.WriteString(c)
			}
		}
		out[n] = b.String()
	}
	return out
}
