package term

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// driver runs a client without a terminal, as a Bubble Tea program
// would: keys go in, commands run in goroutines and their messages come
// back to the model.
type driver struct {
	t    *testing.T
	m    *Model
	msgs chan tea.Msg
}

// drive starts m at w × h.
func drive(t *testing.T, m *Model, w, h int) *driver {
	t.Helper()
	d := &driver{t: t, m: m, msgs: make(chan tea.Msg, 1024)}
	t.Cleanup(m.Stop)
	d.feed(tea.WindowSizeMsg{Width: w, Height: h})
	d.run(m.Init())
	return d
}

// run runs a command in a goroutine, as the program does.
func (d *driver) run(cmd tea.Cmd) {
	if cmd != nil {
		go func() { d.msgs <- cmd() }()
	}
}

// feed hands a message to the model.
func (d *driver) feed(msg tea.Msg) {
	switch msg := msg.(type) {
	case nil, tea.QuitMsg:
	case tea.BatchMsg:
		for _, c := range msg {
			d.run(c)
		}
	default:
		_, cmd := d.m.Update(msg)
		d.run(cmd)
	}
}

// until feeds messages until ok holds, failing after limit.
func (d *driver) until(what string, limit time.Duration, ok func() bool) {
	d.t.Helper()
	deadline := time.After(limit)
	for !ok() {
		select {
		case msg := <-d.msgs:
			d.feed(msg)
		case <-deadline:
			d.t.Fatalf("%s: not within %v; the screen:\n%s", what, limit, d.m.render())
		}
	}
}

// press presses a key by its name: "enter", "esc", "left", "q".
func (d *driver) press(name string) {
	d.feed(keyPress(name))
}

// keyPress is the key message of a key's name.
func keyPress(name string) tea.KeyPressMsg {
	codes := map[string]rune{"enter": tea.KeyEnter, "esc": tea.KeyEscape, "left": tea.KeyLeft, "right": tea.KeyRight,
		"up": tea.KeyUp, "down": tea.KeyDown, "tab": tea.KeyTab, "space": tea.KeySpace}
	if c, ok := codes[name]; ok {
		return tea.KeyPressMsg{Code: c}
	}
	r := []rune(name)[0]
	return tea.KeyPressMsg{Code: r, Text: name}
}

// decidingOrOver reports whether the player must move or the game ended.
func (d *driver) decidingOrOver() bool { return d.m.deciding() || d.m.over() && len(d.m.queue) == 0 }
