// Package termtest runs a terminal client's model without a terminal, for
// tests, as a Bubble Tea program would: key presses and the window's size
// go in, commands run in goroutines and their messages come back to the
// model.
package termtest

import (
	"time"

	tea "charm.land/bubbletea/v2"
)

// Driver runs one model.
type Driver struct {
	// Model is the model, as its last Update returned it.
	Model tea.Model
	msgs  chan tea.Msg
}

// Start sizes m's window at w × h and runs its Init.
func Start(m tea.Model, w, h int) *Driver {
	d := &Driver{Model: m, msgs: make(chan tea.Msg, 1024)}
	d.Feed(tea.WindowSizeMsg{Width: w, Height: h})
	d.run(m.Init())
	return d
}

// run runs a command in a goroutine, its message for the model.
func (d *Driver) run(cmd tea.Cmd) {
	if cmd != nil {
		go func() { d.msgs <- cmd() }()
	}
}

// Feed hands a message to the model and runs the command it returns.
func (d *Driver) Feed(msg tea.Msg) {
	switch msg := msg.(type) {
	case nil, tea.QuitMsg:
	case tea.BatchMsg:
		for _, c := range msg {
			d.run(c)
		}
	default:
		m, cmd := d.Model.Update(msg)
		d.Model = m
		d.run(cmd)
	}
}

// Msgs delivers the messages of the commands run, to Feed.
func (d *Driver) Msgs() <-chan tea.Msg { return d.msgs }

// Until feeds messages until ok holds, and reports whether it did within
// limit.
func (d *Driver) Until(limit time.Duration, ok func() bool) bool {
	deadline := time.After(limit)
	for !ok() {
		select {
		case msg := <-d.msgs:
			d.Feed(msg)
		case <-deadline:
			return false
		}
	}
	return true
}

// Press presses a key by its name: "enter", "esc", "left", "right",
// "up", "down", "tab", "space", or a character ("q", "?").
func (d *Driver) Press(name string) { d.Feed(Key(name)) }

// Key is the key message of a key's name, as Press reads it.
func Key(name string) tea.KeyPressMsg {
	codes := map[string]rune{"enter": tea.KeyEnter, "esc": tea.KeyEscape, "left": tea.KeyLeft, "right": tea.KeyRight,
		"up": tea.KeyUp, "down": tea.KeyDown, "tab": tea.KeyTab, "space": tea.KeySpace}
	if c, ok := codes[name]; ok {
		return tea.KeyPressMsg{Code: c}
	}
	r := []rune(name)[0]
	return tea.KeyPressMsg{Code: r, Text: name}
}

// Screen is the model's screen now.
func (d *Driver) Screen() string { return d.Model.View().Content }
