package term

import "testing"

func TestKeyNames(t *testing.T) {
	for _, name := range []string{"enter", "esc", "left", "right", "tab", "space", "q", "?", "h", "u"} {
		if got := keyPress(name).String(); got != name {
			t.Errorf("key %q reads as %q", name, got)
		}
	}
}
