package term

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/games"
	"caribe/learn"
)

// LearnConfig is how the lessons are shown.
type LearnConfig struct {
	Config
	// Game is the game whose course is shown; "" offers the games first.
	Game string
	// Progress is the file the lessons done are kept in ("": ProgressPath).
	Progress string
}

// learnScreen is what the learner is looking at.
type learnScreen int

const (
	menuScreen learnScreen = iota
	courseScreen
	introScreen
	lessonScreen
)

// Learn teaches the games in the terminal: a game's course, its lessons
// done on this device marked, and each lesson on the board, the learner's
// moves judged by the lesson; as a Bubble Tea model.
type Learn struct {
	cfg Config
	// path is the progress file ("" when there is no place for it).
	path     string
	progress Progress
	// warn is what went wrong last (the progress file, a lesson that
	// would not start), shown on the course's screens.
	warn string
	// menu is set when the games were offered (no game was named);
	// names are the games offered and choice the one under the cursor.
	menu   bool
	names  []string
	choice int

	screen learnScreen
	game   string
	course learn.Course
	// at is the lesson under the cursor, or taken.
	at int
	// board is the lesson being taken; src its position, nil in a match.
	board *Model
	src   *lessonSource
	w, h  int
}

// NewLearn opens the course of cfg.Game, or the games to choose from. A
// progress file that cannot be read is reported on screen and ignored.
func NewLearn(cfg LearnConfig) (*Learn, error) {
	l := &Learn{cfg: cfg.Config.settled(), path: cfg.Progress, w: 80, h: 24}
	if l.path == "" {
		p, err := ProgressPath()
		if err != nil {
			l.warn = err.Error()
		}
		l.path = p
	}
	l.progress = Progress{Done: map[string][]string{}}
	if l.path != "" {
		p, err := LoadProgress(l.path)
		if err != nil {
			l.warn = tr(l.cfg.Lang, "progressBad", err)
		}
		l.progress = p
	}
	if cfg.Game != "" {
		if err := l.open(cfg.Game); err != nil {
			return nil, err
		}
		return l, nil
	}
	l.menu = true
	for _, n := range games.Names() {
		if _, ok := uis[n]; ok {
			l.names = append(l.names, n)
		}
	}
	return l, nil
}

// open shows the course of game, the cursor on its first lesson not done.
func (l *Learn) open(game string) error {
	g, ok := games.Lookup(game)
	if !ok {
		return fmt.Errorf("no game %q (known: %s)", game, strings.Join(games.Names(), ", "))
	}
	c, ok, err := learn.For(game)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%s has no lessons yet (lessons: %s)", g.Title(), strings.Join(learn.Games(), ", "))
	}
	if _, ok := uis[game]; !ok {
		return fmt.Errorf("the terminal cannot draw %s yet", g.Title())
	}
	l.game, l.course, l.screen, l.at = game, c, courseScreen, 0
	for l.at < len(c.Lessons)-1 && l.progress.Has(game, c.Lessons[l.at].ID) {
		l.at++
	}
	return nil
}

// Init waits for the terminal's size.
func (l *Learn) Init() tea.Cmd { return nil }

// Update handles a key, the terminal's size, or what a lesson's board
// sends.
func (l *Learn) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		l.w, l.h = msg.Width, msg.Height
	case tea.KeyPressMsg:
		return l, l.key(msg)
	case triedMsg:
		l.tried(msg)
		return l, nil
	}
	if l.board == nil {
		return l, nil
	}
	_, cmd := l.board.Update(msg)
	l.matchOver()
	return l, cmd
}

// key acts on a key press on the screen shown.
func (l *Learn) key(msg tea.KeyPressMsg) tea.Cmd {
	k := msg.String()
	if k == "ctrl+c" {
		l.leave()
		return tea.Quit
	}
	switch l.screen {
	case menuScreen:
		return l.menuKey(k)
	case courseScreen:
		return l.courseKey(k)
	case introScreen:
		switch k {
		case "enter", "space":
			return l.start()
		case "q", "esc":
			l.screen = courseScreen
		}
		return nil
	}
	switch {
	case k == "q":
		l.leave()
		l.screen = courseScreen
		return nil
	case (k == "enter" || k == "space") && l.finished():
		l.leave()
		l.screen = courseScreen
		if l.at+1 < len(l.course.Lessons) {
			l.at++
			l.screen = introScreen
		}
		return nil
	}
	_, cmd := l.board.Update(msg)
	return cmd
}

// menuKey acts on a key among the games.
func (l *Learn) menuKey(k string) tea.Cmd {
	switch k {
	case "up", "left", "shift+tab":
		l.choice = (l.choice + len(l.names) - 1) % len(l.names)
	case "down", "right", "tab":
		l.choice = (l.choice + 1) % len(l.names)
	case "enter", "space":
		if err := l.open(l.names[l.choice]); err != nil {
			l.warn = err.Error()
		} else {
			l.warn = ""
		}
	case "q", "esc":
		return tea.Quit
	}
	return nil
}

// courseKey acts on a key among a course's lessons.
func (l *Learn) courseKey(k string) tea.Cmd {
	n := len(l.course.Lessons)
	switch k {
	case "up", "left", "shift+tab":
		l.at = (l.at + n - 1) % n
	case "down", "right", "tab":
		l.at = (l.at + 1) % n
	case "enter", "space":
		l.screen = introScreen
	case "q", "esc":
		if !l.menu {
			return tea.Quit
		}
		l.screen = menuScreen
	}
	return nil
}

// start puts the lesson at the cursor on the board: its position and
// first task, or its game against bots.
func (l *Learn) start() tea.Cmd {
	lesson := l.course.Lessons[l.at]
	m, err := l.lessonModel(lesson)
	if err != nil {
		l.warn = err.Error()
		l.screen = courseScreen
		return nil
	}
	m.w, m.h = l.w, l.h
	l.board, l.screen, l.warn = m, lessonScreen, ""
	return m.Init()
}

// lessonModel sets a lesson's board up.
func (l *Learn) lessonModel(lesson learn.Lesson) (*Model, error) {
	panel := &lessonPanel{title: l.lessonTitle(lesson), intro: l.text(lesson.Intro), match: lesson.Match != nil}
	if lesson.Match != nil {
		if len(lesson.Setup.Moves) > 0 || len(lesson.Setup.State) > 0 {
			return nil, fmt.Errorf("lesson %s: a game from a position played into is not offered in the terminal", lesson.ID)
		}
		m, err := NewLocal(LocalGame{Game: l.game, Players: lesson.Setup.Players, Options: lesson.Setup.Options,
			Seed: lesson.Setup.Seed, Seat: lesson.Seat, Bots: lesson.Match.Bots}, l.cfg)
		if err != nil {
			return nil, fmt.Errorf("lesson %s: %w", lesson.ID, err)
		}
		if !lesson.Match.Hints {
			m.src = hintless{m.src, l.cfg.Lang}
		}
		m.lesson, l.src = panel, nil
		return m, nil
	}
	g, _ := games.Lookup(l.game)
	sess, err := learn.Start(g, lesson)
	if err != nil {
		return nil, err
	}
	src := &lessonSource{sess: sess, lesson: lesson, lang: l.cfg.Lang}
	m := newModel(l.cfg, l.game, g.Title(), src, lesson.Seat)
	m.seats = make([]seatName, lesson.Setup.Players)
	for i := range m.seats {
		m.seats[i] = seatName{Name: tr(l.cfg.Lang, "playerN", i+1)}
	}
	if len(lesson.Steps) > 0 {
		panel.task = l.text(lesson.Steps[0].Task)
	}
	m.lesson, l.src = panel, src
	return m, nil
}

// tried judges the learner's move: a miss is explained and the step
// stays; a done step is said, played with what follows, and the next
// step's task set, or the lesson is done.
func (l *Learn) tried(msg triedMsg) {
	if l.board == nil || l.src == nil || msg.src != l.src || msg.version != l.src.version {
		return
	}
	panel := l.board.lesson
	panel.tries++
	l.board.sent = false
	v, played, err := l.src.judge(msg.move)
	switch {
	case err != nil:
		panel.said, panel.miss = err.Error(), true
		return
	case !v.Done:
		panel.said, panel.miss = l.text(v.Why), true
		if !v.Legal {
			panel.said += "\n" + tr(l.cfg.Lang, "refused", v.Refusal)
		}
		return
	}
	snap := l.src.snapshot()
	l.board.Update(updateMsg{played: played, snap: &snap})
	panel.said, panel.miss = l.text(v.Why), false
	lesson := l.src.lesson
	if l.src.step < len(lesson.Steps) {
		panel.task = l.text(lesson.Steps[l.src.step].Task)
		return
	}
	panel.finished, panel.next = true, l.at+1 < len(l.course.Lessons)
	l.done(lesson.ID)
}

// matchOver notes a game lesson done once its game ends.
func (l *Learn) matchOver() {
	if l.board != nil && l.src == nil && l.board.over() && len(l.board.queue) == 0 {
		l.board.lesson.next = l.at+1 < len(l.course.Lessons)
		l.done(l.course.Lessons[l.at].ID)
	}
}

// finished reports whether the lesson on the board is done.
func (l *Learn) finished() bool {
	if l.src == nil {
		return l.board.over() && len(l.board.queue) == 0
	}
	return l.board.lesson.finished
}

// done keeps lesson id done on the device.
func (l *Learn) done(id string) {
	if !l.progress.Mark(l.game, id) || l.path == "" {
		return
	}
	if err := l.progress.Save(l.path); err != nil {
		l.warn = err.Error()
	}
}

// leave stops the lesson on the board.
func (l *Learn) leave() {
	if l.board != nil {
		l.board.Stop()
	}
	l.board, l.src = nil, nil
}

// Stop ends a lesson's game and bots.
func (l *Learn) Stop() { l.leave() }

// text is t in the learner's language.
func (l *Learn) text(t engine.Text) string {
	if l.cfg.Lang == "ru" && t.RU != "" {
		return t.RU
	}
	return t.EN
}
