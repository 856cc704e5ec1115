package termtest

import "testing"

// TestKeyNames: each key's name reads back as the key Bubble Tea names.
func TestKeyNames(t *testing.T) {
	for _, name := range []string{"enter", "esc", "left", "right", "tab", "space", "q", "?", "h", "u"} {
		if got := Key(name).String(); got != name {
			t.Errorf("key %q reads as %q", name, got)
		}
	}
}
