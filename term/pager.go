package term

import (
	"strings"
)

// The rules page (?) takes the whole screen but its first and last
// lines: the header above, the pager's line below, saying which lines
// show and the keys that scroll.

// helpLines are the rules and the keys, wrapped to w cells.
func (m *Model) helpLines(w int) []string {
	p := paint{m.cfg.ASCII}
	lines := []string{p.bold(tr(m.cfg.Lang, "rules", m.title)), ""}
	for _, para := range strings.Split(m.ui.Rules(m.cfg.Lang), "\n") {
		lines = append(lines, wrap(para, w-1)...)
	}
	lines = append(lines, "", p.bold(tr(m.cfg.Lang, "keysTitle")))
	keys := tr(m.cfg.Lang, "helpKeys")
	if _, ok := m.ui.(placesUI); ok {
		keys += "\n" + tr(m.cfg.Lang, "helpMap")
	}
	if _, ok := m.src.(reviewable); ok && m.lesson == nil {
		keys += "\n" + tr(m.cfg.Lang, "helpReview")
	}
	for _, para := range strings.Split(keys, "\n") {
		lines = append(lines, wrap(para, w-1)...)
	}
	return lines
}

// helpPage is the height of the rules page on screen.
func (m *Model) helpPage() int { return max(1, m.h-2) }

// pageKey scrolls the rules page: a line with the arrows (j, k), a page
// with PgUp and PgDn (Space), to the ends with Home and End; Esc, ? or q
// close it.
func (m *Model) pageKey(k string) {
	page := m.helpPage()
	switch k {
	case "esc", "?", "q":
		m.help, m.scroll = false, 0
		return
	case "up", "k":
		m.scroll--
	case "down", "j":
		m.scroll++
	case "pgup", "b":
		m.scroll -= page - 1
	case "pgdown", "space", "f":
		m.scroll += page - 1
	case "home", "g":
		m.scroll = 0
	case "end", "G":
		m.scroll = len(m.helpLines(m.w))
	}
	m.scroll = max(0, min(m.scroll, len(m.helpLines(m.w))-page))
}

// renderHelp is the rules page: the header, the page, the pager's line.
func (m *Model) renderHelp() string {
	lines := m.helpLines(m.w)
	page := m.helpPage()
	m.scroll = max(0, min(m.scroll, len(lines)-page))
	end := min(len(lines), m.scroll+page)
	dash := paint{m.cfg.ASCII}.pick("–", "-")
	where := tr(m.cfg.Lang, "pager", m.scroll+1, dash, end, len(lines))
	return strings.Join([]string{
		block(m.header(), m.w, 1),
		block(strings.Join(lines[m.scroll:end], "\n"), m.w, page),
		block(paint{m.cfg.ASCII}.dim(where), m.w, 1),
	}, "\n")
}
