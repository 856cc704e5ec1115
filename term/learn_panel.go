package term

import "strings"

// lessonPanel is what a lesson says beside its board: the lesson, the
// task of the step, and what was said of the learner's last move.
type lessonPanel struct {
	// title is the lesson's place in its course and its title.
	title string
	// intro is the lesson's intro, shown above the task where there is
	// room.
	intro string
	// task is the step's task; said what the lesson said of the last
	// move tried, a miss's explanation when miss is set.
	task string
	said string
	miss bool
	// tries counts the moves judged, for those who wait for a verdict.
	tries int
	// finished is set once the lesson's last step is done; next tells
	// whether a lesson follows it.
	finished bool
	next     bool
	// match is set for a lesson that is a short game: the log keeps its
	// place, the panel only names the keys.
	match bool
}

// keys names the keys that act now in a lesson: over tells whether its
// game has ended, onMap whether a place is picked on a map.
func (p *lessonPanel) keys(lang string, over, onMap bool) string {
	switch {
	case p.match && over, p.finished:
		if p.next {
			return tr(lang, "learnKeysNext")
		}
		return tr(lang, "learnKeysLast")
	case onMap:
		return tr(lang, "learnKeysMap")
	case p.match:
		return tr(lang, "learnKeysMatch")
	}
	return tr(lang, "learnKeys")
}

// render is the panel in w × h cells: the task and what was said of the
// last move, under the lesson's title and intro when there is room; the
// task is cut before the explanation is.
func (p *lessonPanel) render(lang string, ascii bool, w, h int) string {
	pt := paint{ascii}
	var said []string
	if p.said != "" {
		lead := pt.pick("✓ ", "+ ")
		if p.miss {
			lead = pt.pick("✗ ", "x ")
		}
		for i, l := range wrap(lead+p.said, w) {
			if p.miss {
				l = pt.warn(l)
			} else if i == 0 {
				l = pt.bold(lead) + strings.TrimPrefix(l, lead)
			}
			said = append(said, l)
		}
	}
	if p.finished {
		said = append(said, pt.bold(tr(lang, "lessonDone")))
	}
	var task []string
	if p.task != "" && !p.finished {
		task = wrap(tr(lang, "task", p.task), w)
		task[0] = pt.bold(task[0])
	}
	title := wrap(p.title, w)
	for i := range title {
		title[i] = pt.dim(title[i])
	}
	gap := []string{}
	if len(task) > 0 && len(said) > 0 {
		gap = []string{""}
	}
	var intro []string
	if p.intro != "" {
		intro = append(wrap(p.intro, w), "")
	}
	for _, parts := range [][][]string{{title, intro, task, gap, said}, {title, task, gap, said}, {task, gap, said}, {task, said}} {
		var lines []string
		for _, part := range parts {
			lines = append(lines, part...)
		}
		if len(lines) <= h {
			return block(strings.Join(lines, "\n"), w, h)
		}
	}
	keep := max(0, h-len(said))
	return block(strings.Join(append(task[:min(keep, len(task))], said...), "\n"), w, h)
}

// aside is the log, or in a lesson the lesson's words, in w × h cells.
func (m *Model) aside(w, h int) string {
	if m.lesson != nil && !m.lesson.match {
		return m.lesson.render(m.cfg.Lang, m.cfg.ASCII, w, h)
	}
	return m.logPanel(w, h)
}

// asideTitle is the text key of aside's title on a wide screen.
func (m *Model) asideTitle() string {
	if m.lesson != nil && !m.lesson.match {
		return "lesson"
	}
	return "log"
}
