package term

import (
	"context"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/games"
)

// Config is how the client shows the game.
type Config struct {
	// Lang is "en" or "ru".
	Lang string
	// ASCII draws with plain ASCII and no colour.
	ASCII bool
	// Pace is how long each move of another player, a bot or chance
	// stays on screen before the next is shown (0: at once).
	Pace time.Duration
}

// backlog is how many updates may wait to be shown: beyond it the client
// jumps to now.
const backlog = 12

// Model is the terminal client: one game, local or at a server's table,
// as a Bubble Tea model.
type Model struct {
	cfg   Config
	ui    GameUI
	title string
	src   source

	w, h  int
	seat  int
	seats []seatName

	// shown is the table on screen; queue the updates waiting their turn.
	shown  *snapshot
	last   *Played
	queue  []updateMsg
	pacing bool
	// own is set while the updates shown at once follow the player's move.
	own bool

	chosen []string
	cursor int
	sent   bool
	// hint is the keys of the hinted move's steps, which the cursor
	// follows step by step; nil when no hint is shown.
	hint []string
	// typing is set while a place's name is typed (after ':'); typed is
	// what is typed so far.
	typing bool
	typed  string

	// memo keeps the choices listed for the table shown (opts).
	memo optsMemo

	log    []string
	notice string
	help   bool
	scroll int
	board  bool
	quit   bool

	// rev is the game's review, once it is over.
	rev reviewState

	// lesson, when set, is the lesson taught on this board: its words
	// take the log's place and its keys the footer's.
	lesson *lessonPanel
}

// NewLocal sets up a game against bots on this machine.
func NewLocal(g LocalGame, cfg Config) (*Model, error) {
	cfg = cfg.settled()
	l, game, err := newLocal(g, cfg.Lang)
	if err != nil {
		return nil, err
	}
	m := newModel(cfg, g.Game, game.Title(), l, g.Seat)
	m.seats = l.names
	return m, nil
}

// Connect joins the table a link names (the table's link, a seat's own
// link or an invitation), as join says.
func Connect(ctx context.Context, link string, j Join, cfg Config) (*Model, error) {
	cfg = cfg.settled()
	r, err := dial(ctx, link, j, cfg.Lang)
	if err != nil {
		return nil, err
	}
	ui, ok := uis[r.info.Game]
	if !ok {
		return nil, fmt.Errorf("the terminal cannot draw %s yet", r.info.Title)
	}
	title := r.info.Title
	if g, ok := games.Lookup(r.info.Game); ok {
		title = g.Title()
	}
	m := newModel(cfg, r.info.Game, title, r, -1)
	m.ui, m.seats = ui, r.names(r.info)
	return m, nil
}

// settled fills what a Config leaves out.
func (c Config) settled() Config {
	if c.Lang != "ru" {
		c.Lang = "en"
	}
	return c
}

func newModel(cfg Config, game, title string, src source, seat int) *Model {
	return &Model{cfg: cfg, ui: uis[game], title: title, src: src, seat: seat, w: 80, h: 24}
}

// Init starts the game.
func (m *Model) Init() tea.Cmd { return m.src.start() }

// Update handles a key, the terminal's size, or what the game sends.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
	case tea.KeyPressMsg:
		return m, m.key(msg.String())
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft && m.pickAt(msg.X, msg.Y) {
			return m, m.choose()
		}
	case streamMsg:
		return m, tea.Batch(m.handle(msg.msg), m.src.listen())
	default:
		return m, m.handle(msg)
	}
	return m, nil
}

// handle acts on what the game sends.
func (m *Model) handle(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case updateMsg:
		cmd := m.arrive(msg)
		if len(m.queue) == 0 {
			return tea.Batch(cmd, m.src.next())
		}
		return cmd
	case seatsMsg:
		if msg.seat != keepSeat {
			m.seat = msg.seat
		}
		m.seats = msg.seats
	case connMsg:
		if !msg.up {
			m.notice = tr(m.cfg.Lang, "reconnecting")
			m.sent = false
		} else if msg.again {
			m.notice = tr(m.cfg.Lang, "reconnected")
			m.log = append(m.log, m.notice)
		} else if m.notice == tr(m.cfg.Lang, "reconnecting") {
			m.notice = ""
		}
	case goneMsg:
		m.notice, m.seat, m.sent = msg.text, -1, false
		m.log = append(m.log, msg.text)
	case noticeMsg:
		m.notice = msg.text
		m.sent = false
		if msg.log {
			m.log = append(m.log, msg.text)
		}
	case hintMsg:
		m.hinted(msg)
	case reviewMsg:
		return m.reviewed(msg)
	case paceMsg:
		m.pacing = false
		return m.showNext()
	}
	return nil
}

// arrive takes an update in: shown at once when it is the player's own
// move (and chance's outcomes right after it) or nothing waits and no
// pace is set, else queued to be shown in turn.
func (m *Model) arrive(u updateMsg) tea.Cmd {
	if u.played == nil {
		m.queue = nil
		m.show(u)
		return nil
	}
	switch {
	case u.played.By == m.seat && m.seat >= 0:
		m.own = true
	case u.played.By >= 0:
		m.own = false
	}
	if len(m.queue) == 0 && (m.own || m.cfg.Pace == 0 || !m.pacing) {
		m.show(u)
		if m.own || m.cfg.Pace == 0 {
			return nil
		}
		m.pacing = true
		return m.tick()
	}
	m.queue = append(m.queue, u)
	if len(m.queue) > backlog {
		for _, q := range m.queue {
			m.show(q)
		}
		m.queue = nil
		return nil
	}
	if !m.pacing {
		m.pacing = true
		return m.tick()
	}
	return nil
}

// tick waits the pace before the next update is shown.
func (m *Model) tick() tea.Cmd {
	return tea.Tick(m.cfg.Pace, func(time.Time) tea.Msg { return paceMsg{} })
}

// showNext shows the next waiting update, with those before it that
// bring no view.
func (m *Model) showNext() tea.Cmd {
	for len(m.queue) > 0 {
		u := m.queue[0]
		m.queue = m.queue[1:]
		m.show(u)
		if u.snap != nil {
			break
		}
	}
	if len(m.queue) > 0 {
		m.pacing = true
		return m.tick()
	}
	return m.src.next()
}

// show puts an update on screen: its line in the log, its table.
func (m *Model) show(u updateMsg) {
	if u.played != nil {
		m.log = append(m.log, m.describe(*u.played))
		m.last = u.played
	}
	if u.snap == nil {
		return
	}
	if m.shown == nil || m.shown.Version != u.snap.Version {
		m.chosen, m.cursor, m.sent, m.hint, m.typing = nil, 0, false, nil, false
		if m.notice != tr(m.cfg.Lang, "reconnecting") {
			m.notice = ""
		}
	}
	m.shown = u.snap
}

// describe is the log's line for a move.
func (m *Model) describe(p Played) string {
	if seat, ok := undoEntry(p); ok {
		return tr(m.cfg.Lang, "undone", m.name(seat))
	}
	if h, ok := engine.HandoverOf(p.Move); ok {
		return m.handover(h)
	}
	return nameSeats(m.ui.Describe(p, m.cfg.Lang), m.name)
}

// handover is the log's line for a seat handed to a bot or taken back.
func (m *Model) handover(h engine.Handover) string {
	switch {
	case h.To == "person":
		return tr(m.cfg.Lang, "handBack", m.name(h.Seat))
	case h.Why == "time":
		return tr(m.cfg.Lang, "handTime", m.name(h.Seat), h.Bot)
	case h.Why == "vote":
		return tr(m.cfg.Lang, "handVote", m.name(h.Seat), h.Bot)
	}
	return tr(m.cfg.Lang, "handHost", m.name(h.Seat), h.Bot)
}

// name is a seat's name, in its colour.
func (m *Model) name(seat int) string {
	n := tr(m.cfg.Lang, "seatN", seat+1)
	if seat >= 0 && seat < len(m.seats) && m.seats[seat].Name != "" {
		n = m.seats[seat].Name
	}
	if seat < 0 {
		n = tr(m.cfg.Lang, "chanceName")
	}
	return paint{m.cfg.ASCII}.seat(seat, n)
}

// deciding reports whether the player must choose a move now, on the
// table shown, with nothing waiting to be shown.
func (m *Model) deciding() bool {
	return m.shown != nil && m.seat >= 0 && m.shown.Actor == engine.Actor(m.seat) &&
		len(m.shown.Legal) > 0 && len(m.queue) == 0 && !m.sent && !m.over()
}

// over reports whether the game on screen has ended.
func (m *Model) over() bool {
	return m.shown != nil && (m.shown.Actor == engine.Nobody || m.shown.Result != nil && m.shown.Result.Over)
}

// input is what the board is drawn from.
func (m *Model) input(w, h int) BoardInput {
	in := BoardInput{Seat: m.seat, Chosen: m.chosen, Last: m.last, Width: w, Height: h, ASCII: m.cfg.ASCII, Lang: m.cfg.Lang}
	if m.shown == nil {
		return in
	}
	in.View = m.shown.View
	if m.deciding() {
		in.Legal = m.shown.Legal
		if opts := m.opts(); m.cursor < len(opts) {
			in.Cursor = opts[m.cursor].Moves[0]
		}
	}
	return in
}

// hinted shows the hint: its steps, the cursor on its first; each step
// chosen on its way puts the cursor on the next (follow).
func (m *Model) hinted(h hintMsg) {
	if h.err != nil {
		m.notice = h.err.Error()
		return
	}
	if m.shown == nil || h.version != m.shown.Version || !m.deciding() {
		return
	}
	in := m.input(m.w, m.h)
	steps := stepsTo(m.ui, in, h.move)
	if len(steps) == 0 {
		return
	}
	labels := ""
	for i, s := range steps {
		if i > 0 {
			labels += " › "
		}
		labels += s.Label
	}
	m.hint = make([]string, len(steps))
	for i, s := range steps {
		m.hint[i] = s.Key
	}
	m.chosen = nil
	m.follow()
	m.notice = tr(m.cfg.Lang, "hint", labels)
}

// follow puts the cursor on the hinted move's next step while the steps
// chosen are those of the hint: once they are all chosen, on the choice
// that plays it when longer moves share them.
func (m *Model) follow() {
	if m.hint == nil || !m.deciding() || len(m.chosen) > len(m.hint) {
		return
	}
	for i, key := range m.chosen {
		if m.hint[i] != key {
			return
		}
	}
	next := doneKey
	if len(m.chosen) < len(m.hint) {
		next = m.hint[len(m.chosen)]
	}
	for i, o := range m.opts() {
		if o.Step.Key == next {
			m.cursor = i
			return
		}
	}
}

// Stop ends the game's connections and bots.
func (m *Model) Stop() { m.src.stop() }
