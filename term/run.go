package term

import (
	tea "charm.land/bubbletea/v2"
)

// Run plays the game full-screen in the terminal until the player quits.
func Run(m *Model) error {
	defer m.Stop()
	_, err := tea.NewProgram(m).Run()
	return err
}
