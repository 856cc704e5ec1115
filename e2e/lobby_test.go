package e2e

import (
	"strings"
	"testing"
)

// TestLobbySpeaksTheBrowsersLanguage opens the lobby in a Russian and an
// English browser, then switches the Russian one to English and back; the
// choice sticks across a reload.
func TestLobbySpeaksTheBrowsersLanguage(t *testing.T) {
	s := newSite(t)
	ru := s.browser(t, "ru", 1280, 900)
	ru.open("/#/")
	ru.waitFor("form.create")
	if got := ru.text(".create-panel h2"); got != "Новый стол" {
		t.Errorf("a Russian browser's lobby says %q", got)
	}
	en := s.browser(t, "en", 1280, 900)
	en.open("/#/")
	en.waitFor("form.create")
	if got := en.text(".create-panel h2"); got != "New table" {
		t.Errorf("an English browser's lobby says %q", got)
	}
	ru.setLang("en")
	if got := ru.text(".create-panel h2"); got != "New table" {
		t.Errorf("after the switch to English: %q", got)
	}
	ru.reload()
	ru.waitFor("form.create")
	if got := ru.text(".create-panel h2"); got != "New table" {
		t.Errorf("the language choice did not survive a reload: %q", got)
	}
	ru.setLang("ru")
	if got := ru.text("button[name=create]"); !strings.Contains(got, "Создать") {
		t.Errorf("back in Russian the button says %q", got)
	}
	ru.screenshot("lobby-ru")
}
