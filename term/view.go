package term

import (
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"
)

// The least screen the client draws in.
const minWidth, minHeight = 60, 20

// minLog is the least log lines a narrow screen shows.
const minLog = 3

// minLesson is the least lines a narrow screen gives a lesson's words (a
// task and what was said of the last move, two lines each), where a
// board that can shrink (Tobago's island) leaves them.
const minLesson = 5

// sideWidth is the side column's width on a wide screen, which has it
// from wideFrom columns on.
const sideWidth, wideFrom = 36, 112

// View draws the screen.
func (m *Model) View() tea.View {
	v := tea.NewView(m.render())
	v.AltScreen = true
	v.WindowTitle = m.title
	// The mouse is the client's only while a place is picked on the map,
	// so that the terminal selects text (a seat's link) the rest of the
	// time.
	if _, _, ok := m.onMap(); ok {
		v.MouseMode = tea.MouseModeCellMotion
	}
	return v
}

// render is the whole screen as text, exactly m.w × m.h cells, in
// ASCII signs with --ascii.
func (m *Model) render() string {
	if m.cfg.ASCII {
		return asciiScreen(m.screen())
	}
	return m.screen()
}

// screen is the whole screen as text, exactly m.w × m.h cells.
func (m *Model) screen() string {
	if m.w < minWidth || m.h < minHeight {
		return block(tr(m.cfg.Lang, "tooSmall", m.w, m.h, minWidth, minHeight), m.w, m.h)
	}
	if m.help {
		return m.renderHelp()
	}
	if m.rev.open {
		return m.renderReview()
	}
	if m.w >= wideFrom {
		return m.renderWide()
	}
	return m.renderNarrow()
}

// renderNarrow stacks everything in one column: the header, the seats in
// one line, the board, the choices, the log and the keys.
func (m *Model) renderNarrow() string {
	_, _, w, room := m.boardRoom()
	board := m.main(w, room)
	bh := len(strings.Split(strings.TrimRight(board, " \n"), "\n"))
	logLines := m.h - narrowFixed - bh
	parts := []string{
		block(m.header(), w, 1),
		block(m.seatsLine(w), w, 1),
		block(board, w, bh),
		block(m.choices(w), w, 2),
		block(m.noticeLine(), w, 1),
		m.aside(w, logLines),
		block(m.footer(), w, 1),
	}
	return strings.Join(parts, "\n")
}

// renderWide puts the seats and the log in a column at the right.
func (m *Model) renderWide() string {
	_, _, mw, bh := m.boardRoom()
	left := strings.Join([]string{
		block(m.header(), mw, 1),
		m.main(mw, bh),
		block(m.choices(mw), mw, 2),
		block(m.noticeLine(), mw, 1),
		block(m.footer(), mw, 1),
	}, "\n")
	seats := m.seatsPanel(sideWidth)
	sh := len(strings.Split(seats, "\n"))
	p := paint{m.cfg.ASCII}
	right := strings.Join([]string{
		block(seats, sideWidth, sh),
		block(p.bold(tr(m.cfg.Lang, m.asideTitle())), sideWidth, 1),
		m.aside(sideWidth, m.h-sh-1),
	}, "\n")
	ll, rl := strings.Split(left, "\n"), strings.Split(right, "\n")
	sep := p.pick("│", "|")
	out := make([]string, m.h)
	for i := range out {
		out[i] = ll[i] + p.dim(sep) + rl[i]
	}
	return strings.Join(out, "\n")
}

// narrowFixed is the lines of a narrow screen besides the board and the
// log: the header, the seats, two of choices, the notice and the keys.
const narrowFixed = 1 + 1 + 2 + 1 + 1

// boardRoom is where the board is drawn on the screen: its corner (x, y)
// and the room it is given, w × h.
func (m *Model) boardRoom() (x, y, w, h int) {
	if m.w >= wideFrom {
		return 0, 1, m.w - sideWidth - 1, m.h - 1 - 2 - 1 - 1
	}
	if m.lesson != nil {
		return 0, 2, m.w, m.h - narrowFixed - minLesson
	}
	return 0, 2, m.w, m.h - narrowFixed - minLog
}

// main is the board, the rules, or the end of the game, w × h.
func (m *Model) main(w, h int) string {
	switch {
	case m.over() && !m.board:
		return m.endPage(w, h)
	case m.shown == nil:
		return block(tr(m.cfg.Lang, "connecting"), w, h)
	}
	return block(nameSeats(m.ui.Draw(m.input(w, h)), m.name), w, h)
}

// header is the game's title and what happens now.
func (m *Model) header() string {
	p := paint{m.cfg.ASCII}
	return p.bold(m.title) + p.dim(" · ") + m.status()
}

// status says whose decision it is.
func (m *Model) status() string {
	lang := m.cfg.Lang
	p := paint{m.cfg.ASCII}
	switch {
	case m.shown == nil:
		return tr(lang, "connecting")
	case m.over():
		return p.bold(tr(lang, "over"))
	case m.lesson != nil && m.lesson.finished:
		return p.bold(tr(lang, "lessonDone"))
	case m.deciding():
		return p.bold(tr(lang, "yourMove"))
	}
	s := ""
	if m.seat < 0 {
		s = tr(lang, "watching") + " · "
	}
	if seat, ok := m.shown.Actor.Seat(); ok {
		return s + tr(lang, "waiting", m.name(seat))
	}
	return s + tr(lang, "chance")
}

// choices are the legal choices at the current step in two lines, the
// cursor's highlighted, the steps chosen before them in front.
func (m *Model) choices(w int) string {
	if !m.deciding() || m.help || m.over() {
		return ""
	}
	p := paint{m.cfg.ASCII}
	in := m.input(w, 0)
	opts := m.opts()
	prefix := p.pick("▸ ", "> ")
	if len(m.chosen) > 0 {
		prefix = m.chosenLabels(in) + p.pick(" › ", " > ")
	}
	items := make([]string, len(opts))
	for i, o := range opts {
		if i == m.cursor {
			items[i] = p.mark(o.Step.Label)
		} else {
			items[i] = " " + o.Step.Label + " "
		}
	}
	more := p.pick("…", "..")
	lo, hi := 0, len(items)
	if lay(prefix, items, w) == nil {
		lo, hi = m.cursor, m.cursor+1
		for grew := true; grew; {
			grew = false
			if hi < len(items) && lay(prefix+more, append(slices.Clone(items[lo:hi+1]), more), w) != nil {
				hi, grew = hi+1, true
			}
			if lo > 0 && lay(prefix+more, append(slices.Clone(items[lo-1:hi]), more), w) != nil {
				lo, grew = lo-1, true
			}
		}
	}
	shown := slices.Clone(items[lo:hi])
	if lo > 0 {
		prefix += more
	}
	if hi < len(items) {
		shown = append(shown, more)
	}
	lines := lay(prefix, shown, w)
	if lines == nil {
		return fitLine(prefix+items[m.cursor], w)
	}
	return strings.Join(lines, "\n")
}

// lay fills two lines of w cells with prefix and the items in turn, an
// item never split; nil when they do not fit.
func lay(prefix string, items []string, w int) []string {
	lines := []string{prefix}
	for _, it := range items {
		last := len(lines) - 1
		if width(lines[last])+width(it) <= w {
			lines[last] += it
			continue
		}
		if len(lines) == 2 || width(it) > w {
			return nil
		}
		lines = append(lines, it)
	}
	return lines
}

// chosenLabels are the labels of the steps chosen so far.
func (m *Model) chosenLabels(in BoardInput) string {
	var labels []string
	for _, mv := range in.Legal {
		steps := m.ui.Steps(mv, in)
		if hasPrefix(steps, in.Chosen) {
			for _, s := range steps[:len(in.Chosen)] {
				labels = append(labels, s.Label)
			}
			break
		}
	}
	return strings.Join(labels, " › ")
}

// noticeLine is the last notice: a hint, a refusal, a link.
func (m *Model) noticeLine() string {
	if m.notice == "" {
		return ""
	}
	return paint{m.cfg.ASCII}.warn(m.notice)
}

// footer names the keys that act now.
func (m *Model) footer() string {
	p := paint{m.cfg.ASCII}
	if m.lesson != nil {
		_, _, onMap := m.onMap()
		return p.dim(m.lesson.keys(m.cfg.Lang, m.over(), onMap))
	}
	switch {
	case m.over() && m.board && m.canReview():
		return p.dim(tr(m.cfg.Lang, "keysBoardReview"))
	case m.over() && m.board:
		return p.dim(tr(m.cfg.Lang, "keysBoard"))
	case m.over() && m.canReview():
		return p.dim(tr(m.cfg.Lang, "keysOverReview"))
	case m.over():
		return p.dim(tr(m.cfg.Lang, "keysOver"))
	case m.seat < 0:
		return p.dim(tr(m.cfg.Lang, "keysWatch"))
	}
	if _, _, ok := m.onMap(); ok {
		return p.dim(tr(m.cfg.Lang, "keysMap"))
	}
	return p.dim(tr(m.cfg.Lang, "keys"))
}

// logPanel is the log's last lines that fit w × h, the newest at the
// bottom.
func (m *Model) logPanel(w, h int) string {
	var lines []string
	for i := len(m.log) - 1; i >= 0 && len(lines) < h; i-- {
		wrapped := wrap(m.log[i], w-2)
		for j := len(wrapped) - 1; j >= 0 && len(lines) < h; j-- {
			lead := "  "
			if j == 0 {
				lead = paint{m.cfg.ASCII}.pick("• ", "* ")
			}
			lines = append(lines, lead+wrapped[j])
		}
	}
	for len(lines) < h {
		lines = append(lines, "")
	}
	for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
		lines[i], lines[j] = lines[j], lines[i]
	}
	return block(strings.Join(lines, "\n"), w, h)
}
