package term

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"caribe/games"
	"caribe/learn"
)

// View draws the screen: a lesson's board, or the course's pages.
func (l *Learn) View() tea.View {
	if l.screen == lessonScreen && l.board != nil {
		return l.board.View()
	}
	v := tea.NewView(l.render())
	v.AltScreen = true
	v.WindowTitle = tr(l.cfg.Lang, "learnTitle")
	return v
}

// render is the course's page shown, exactly l.w × l.h cells, in ASCII
// signs with --ascii.
func (l *Learn) render() string {
	if l.screen == lessonScreen && l.board != nil {
		return l.board.render()
	}
	s := l.page()
	if l.cfg.ASCII {
		return asciiScreen(s)
	}
	return s
}

// page is the menu, the course or a lesson's intro: a title line, the
// body, a warning when there is one, and the keys.
func (l *Learn) page() string {
	if l.w < minWidth || l.h < minHeight {
		return block(tr(l.cfg.Lang, "tooSmall", l.w, l.h, minWidth, minHeight), l.w, l.h)
	}
	p := paint{l.cfg.ASCII}
	var title, body, keys string
	switch l.screen {
	case menuScreen:
		title, body, keys = tr(l.cfg.Lang, "learnTitle"), l.menuBody(), tr(l.cfg.Lang, "learnKeysMenu")
	case courseScreen:
		title, body = l.courseTitle(), l.courseBody(l.h-4)
		keys = tr(l.cfg.Lang, "learnKeysCourse")
		if l.menu {
			keys = tr(l.cfg.Lang, "learnKeysCourseBack")
		}
	default:
		lesson := l.course.Lessons[l.at]
		title, body, keys = l.courseTitle(), l.introBody(lesson), tr(l.cfg.Lang, "learnKeysIntro")
	}
	var warn string
	if l.warn != "" {
		warn = strings.Join(wrap(l.warn, l.w), "\n")
	}
	wh := 0
	if warn != "" {
		wh = len(strings.Split(warn, "\n"))
	}
	return strings.Join([]string{
		block(p.bold(title), l.w, 1),
		block(body, l.w, l.h-2-wh),
		block(p.warn(warn), l.w, wh),
		block(p.dim(keys), l.w, 1),
	}, "\n")
}

// menuBody lists the games, each with its lessons done.
func (l *Learn) menuBody() string {
	p := paint{l.cfg.ASCII}
	lines := []string{""}
	for i, n := range l.names {
		g, _ := games.Lookup(n)
		state := p.dim(tr(l.cfg.Lang, "noLessons"))
		if c, ok, err := learn.For(n); ok && err == nil {
			state = l.doneOf(n, c)
		}
		name := fmt.Sprintf("%-12s", g.Title())
		lead := "  "
		if i == l.choice {
			name, lead = p.mark(name), p.pick("▸ ", "> ")
		} else {
			name = " " + name + " "
		}
		lines = append(lines, lead+name+"  "+state)
	}
	return strings.Join(lines, "\n")
}

// courseTitle is the game's title and the course's name.
func (l *Learn) courseTitle() string {
	g, _ := games.Lookup(l.game)
	return g.Title() + " · " + tr(l.cfg.Lang, "learnTitle")
}

// doneOf says how many of a course's lessons are done.
func (l *Learn) doneOf(game string, c learn.Course) string {
	n := 0
	for _, lesson := range c.Lessons {
		if l.progress.Has(game, lesson.ID) {
			n++
		}
	}
	forms := tr(l.cfg.Lang, "lessonForms")
	return tr(l.cfg.Lang, "lessonsDone", n, len(c.Lessons), plural(n, forms), plural(len(c.Lessons), forms))
}

// courseBody lists the lessons in h lines, those done marked, the one
// at the cursor highlighted and the rules it teaches under the list.
func (l *Learn) courseBody(h int) string {
	p := paint{l.cfg.ASCII}
	var list []string
	for i, lesson := range l.course.Lessons {
		mark := "  "
		if l.progress.Has(l.game, lesson.ID) {
			mark = p.pick("✓ ", "+ ")
		}
		name := fmt.Sprintf("%2d. %s", i+1, l.text(lesson.Title))
		if i == l.at {
			name = p.mark(name)
		} else {
			name = " " + name + " "
		}
		list = append(list, mark+name)
	}
	teaches := wrap(tr(l.cfg.Lang, "teaches", l.rulesOf(l.course.Lessons[l.at])), l.w)
	room := max(1, h-len(teaches)-3)
	lo := 0
	if len(list) > room {
		lo = min(max(0, l.at-room/2), len(list)-room)
		list = list[lo : lo+room]
	}
	head := l.doneOf(l.game, l.course)
	lines := append([]string{head, ""}, list...)
	lines = append(lines, "")
	for _, t := range teaches {
		lines = append(lines, p.dim(t))
	}
	return strings.Join(lines, "\n")
}

// rulesOf names the rules a lesson teaches, as the rulebook does.
func (l *Learn) rulesOf(lesson learn.Lesson) string {
	var names []string
	for _, id := range lesson.Rules {
		name := id
		for _, r := range l.course.Rules {
			if r.ID == id {
				name = l.text(r.Name)
			}
		}
		names = append(names, name)
	}
	return strings.Join(names, "; ")
}

// lessonTitle is a lesson's place in its course and its title.
func (l *Learn) lessonTitle(lesson learn.Lesson) string {
	return tr(l.cfg.Lang, "lessonN", l.at+1, len(l.course.Lessons), l.text(lesson.Title))
}

// introBody is a lesson's title and intro, and for a game lesson whom it
// is played against.
func (l *Learn) introBody(lesson learn.Lesson) string {
	p := paint{l.cfg.ASCII}
	w := min(l.w, 76)
	lines := []string{"", p.bold(l.lessonTitle(lesson)), ""}
	lines = append(lines, wrap(l.text(lesson.Intro), w)...)
	if lesson.Match != nil {
		against := tr(l.cfg.Lang, "against", plural(len(lesson.Match.Bots), tr(l.cfg.Lang, "opponentForms")),
			strings.Join(lesson.Match.Bots, ", "))
		if lesson.Match.Hints {
			against += " " + tr(l.cfg.Lang, "hintsOn")
		}
		lines = append(append(lines, ""), wrap(against, w)...)
	}
	return strings.Join(lines, "\n")
}
