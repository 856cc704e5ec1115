package term

import (
	tea "charm.land/bubbletea/v2"
)

// key acts on a key press.
func (m *Model) key(k string) tea.Cmd {
	if k == "ctrl+c" {
		m.src.stop()
		return tea.Quit
	}
	if k != "q" {
		m.quit = false
	}
	if m.typing {
		return m.typeKey(k)
	}
	if m.help {
		m.pageKey(k)
		return nil
	}
	if m.rev.open {
		return m.reviewKey(k)
	}
	switch k {
	case "q":
		if m.over() || m.seat < 0 || m.quit {
			m.src.stop()
			return tea.Quit
		}
		m.quit = true
		m.notice = tr(m.cfg.Lang, "quitAgain")
	case "?":
		m.help = true
	case "b":
		m.board = m.over() && !m.board
	case "r":
		if m.canReview() {
			return m.openReview()
		}
	case "left", "up", "right", "down":
		if !m.step(arrows[k]) {
			m.move(map[string]int{"left": -1, "up": -1, "right": 1, "down": 1}[k])
		}
	case "shift+tab":
		m.move(-1)
	case "tab":
		m.move(1)
	case ":":
		if _, _, ok := m.onMap(); ok {
			m.typing, m.typed = true, ""
			m.notice = tr(m.cfg.Lang, "typePlace", "")
		}
	case "home":
		m.cursor = 0
	case "enter", "space":
		return m.choose()
	case "esc":
		if len(m.chosen) > 0 {
			m.chosen = m.chosen[:len(m.chosen)-1]
			m.cursor = 0
			m.follow()
		}
		m.notice = ""
	case "h":
		if m.deciding() {
			m.notice = tr(m.cfg.Lang, "hintWait")
			return m.src.hint(m.shown.Version)
		}
	case "u":
		if m.shown != nil && m.shown.Undo && len(m.queue) == 0 {
			m.sent = true
			return m.src.undo(m.shown.Version)
		}
		m.notice = tr(m.cfg.Lang, "undoNone")
	}
	return nil
}

// move moves the cursor among the choices, round the ends.
func (m *Model) move(d int) {
	if !m.deciding() {
		return
	}
	n := len(m.opts())
	if n == 0 {
		return
	}
	m.cursor = ((m.cursor+d)%n + n) % n
}

// choose takes the choice under the cursor: it plays the move it
// completes, or goes on to the next step.
func (m *Model) choose() tea.Cmd {
	if !m.deciding() {
		return nil
	}
	opts := m.opts()
	if m.cursor >= len(opts) {
		return nil
	}
	o := opts[m.cursor]
	if !o.Done {
		m.chosen = append(append([]string{}, m.chosen...), o.Step.Key)
		m.cursor = 0
		m.follow()
		return nil
	}
	m.sent, m.chosen, m.cursor = true, nil, 0
	return m.src.play(m.shown.Version, o.Moves[0])
}

// typeKey takes a key while a place's name is typed: letters and digits
// add to it (the cursor goes to the place once it names one offered),
// Backspace takes one back, Enter takes the place, Esc stops typing.
func (m *Model) typeKey(k string) tea.Cmd {
	switch {
	case k == "esc":
		m.typing, m.notice = false, ""
		return nil
	case k == "enter":
		m.typing = false
		if !m.typedPlace() {
			m.notice = tr(m.cfg.Lang, "noPlace", m.typed)
			return nil
		}
		m.notice = ""
		return m.choose()
	case k == "backspace":
		if m.typed != "" {
			m.typed = m.typed[:len(m.typed)-1]
		}
	case len(k) == 1 && (k[0] >= 'a' && k[0] <= 'z' || k[0] >= '0' && k[0] <= '9'):
		m.typed += k
	}
	m.typedPlace()
	m.notice = tr(m.cfg.Lang, "typePlace", m.typed)
	return nil
}
