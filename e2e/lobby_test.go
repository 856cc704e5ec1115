package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestLobbySpeaksTheBrowsersLanguage opens the lobby in a Russian and an
// English browser, then switches the Russian one to English and back; the
// choice sticks across a reload.
func TestLobbySpeaksTheBrowsersLanguage(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	ru := s.browser(t, "ru", 1280, 900)
	ru.open("/#/")
	ru.waitFor("form.create")
	if got := ru.textWhen(".create-panel h2", is("Новый стол")); got != "Новый стол" {
		t.Errorf("a Russian browser's lobby says %q", got)
	}
	en := s.browser(t, "en", 1280, 900)
	en.open("/#/")
	en.waitFor("form.create")
	if got := en.textWhen(".create-panel h2", is("New table")); got != "New table" {
		t.Errorf("an English browser's lobby says %q", got)
	}
	ru.setLang("en")
	if got := ru.textWhen(".create-panel h2", is("New table")); got != "New table" {
		t.Errorf("after the switch to English: %q", got)
	}
	ru.reload()
	ru.waitFor("form.create")
	if got := ru.textWhen(".create-panel h2", is("New table")); got != "New table" {
		t.Errorf("the language choice did not survive a reload: %q", got)
	}
	ru.setLang("ru")
	if got := ru.textWhen("button[name=create]", has("Создать")); !strings.Contains(got, "Создать") {
		t.Errorf("back in Russian the button says %q", got)
	}
	ru.screenshot("lobby-ru")
}

// optionDecl is the part of an option's declaration (GET /api/games) the
// lobby test compares with the form.
type optionDecl struct {
	Name    string          `json:"name"`
	Kind    string          `json:"kind"`
	Default json.RawMessage `json:"default"`
	Choices []struct {
		Value string            `json:"value"`
		Text  map[string]string `json:"text"`
	} `json:"choices"`
	Presets []struct {
		Value json.RawMessage   `json:"value"`
		Text  map[string]string `json:"text"`
	} `json:"presets"`
	DefaultText map[string]string `json:"default_text"`
	Players     []int             `json:"players"`
	Advanced    bool              `json:"advanced"`
	Lab         bool              `json:"lab"`
}

// TestLobbyFormFollowsTheDeclaredOptions checks that the create form is
// built from the options each game declares (GET /api/games): a Cartagena
// variant select holds the declared choices in the reader's language, its
// first player the game's own way then the seats; Tobago's curses offer the
// declared presets; an option for some player counts only comes and goes
// with the count; advanced options are folded; a design parameter, which
// a server refuses, is not offered. A table created with a
// non-default option carries that option and no default. The form is
// photographed for each game in both languages, on a desktop and a phone.
func TestLobbyFormFollowsTheDeclaredOptions(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	p.open("/#/")
	p.waitFor("form.create select[name=game]")
	var declared []struct {
		Name    string       `json:"name"`
		Options []optionDecl `json:"options"`
	}
	body := eval[string](p, `fetch("/api/games").then((r) => r.text())`)
	if err := json.Unmarshal([]byte(body), &declared); err != nil {
		t.Fatalf("GET /api/games: %v (%.200s)", err, body)
	}
	decl := func(game, name string) optionDecl {
		for _, g := range declared {
			for _, o := range g.Options {
				if g.Name == game && o.Name == name {
					return o
				}
			}
		}
		t.Fatalf("%s declares no option %s", game, name)
		return optionDecl{}
	}
	type entry struct{ Value, Text string }
	entries := func(sel string) []entry {
		return eval[[]entry](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].map((o) => ({Value: o.value, Text: o.textContent}))`, sel+" option"))
	}

	p.setSelect("form.create select[name=game]", "cartagena")
	variant := decl("cartagena", "variant")
	var want []entry
	for _, c := range variant.Choices {
		want = append(want, entry{fmt.Sprintf("%q", c.Value), c.Text["en"]})
	}
	if got := entries(`form.create select[name="opt-variant"]`); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Cartagena's variant offers %v, declared %v", got, want)
	}
	p.setSelect("form.create select[name=players]", "3")
	first := decl("cartagena", "first")
	want = []entry{{"null", first.DefaultText["en"]}, {"0", "Seat 1"}, {"1", "Seat 2"}, {"2", "Seat 3"}}
	if got := entries(`form.create select[name="opt-first"]`); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Cartagena's first player at 3 offers %v, want %v", got, want)
	}
	if decl("cartagena", "tunnel").Advanced && p.count(`form.create details.more-options:not([open]) [name="opt-tunnel"]`) != 1 {
		t.Error("Cartagena's tunnel, an advanced option, is not folded under More options")
	}
	p.setLang("ru")
	p.waitFor(`form.create select[name="opt-variant"]`)
	want = want[:0]
	for _, c := range variant.Choices {
		want = append(want, entry{fmt.Sprintf("%q", c.Value), c.Text["ru"]})
	}
	if got := entries(`form.create select[name="opt-variant"]`); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("in Russian Cartagena's variant offers %v, declared %v", got, want)
	}
	p.setLang("en")
	p.waitFor(`form.create select[name="opt-variant"]`)

	p.setSelect("form.create select[name=game]", "tortuga")
	if len(decl("tortuga", "two_turtles").Players) == 0 {
		t.Fatal("La Tortuga's two_turtles no longer depends on the player count")
	}
	if p.count(`form.create input[name="opt-two_turtles"]`) != 1 {
		t.Error("no two_turtles checkbox at 2 players")
	}
	p.setSelect("form.create select[name=players]", "4")
	if n := p.count(`form.create [name="opt-two_turtles"]`); n != 0 {
		t.Error("two_turtles is offered at 4 players, where it does not apply")
	}
	if n := p.count(`form.create select[name="opt-first"] option`); n != 4 {
		t.Errorf("La Tortuga's first player at 4 offers %d seats", n)
	}

	p.setSelect("form.create select[name=game]", "tobago")
	curses := decl("tobago", "curses")
	want = want[:0]
	for _, c := range curses.Presets {
		want = append(want, entry{string(c.Value), c.Text["en"]})
	}
	if got := entries(`form.create select[name="opt-curses"]`); len(want) == 0 || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Tobago's curses offer %v, declared %v", got, want)
	}
	if got := p.text(`form.create select[name="opt-curses"] option:checked`); got != want[0].Text || string(curses.Default) != want[0].Value {
		t.Errorf("Tobago's curses show %q first; the default is %s", got, curses.Default)
	}
	labs := 0
	for _, g := range declared {
		p.setSelect("form.create select[name=game]", g.Name)
		for _, o := range g.Options {
			if !o.Lab {
				continue
			}
			labs++
			if n := p.count(fmt.Sprintf(`form.create [name="opt-%s"]`, o.Name)); n != 0 {
				t.Errorf("%s's design parameter %s is offered, which the server refuses", g.Name, o.Name)
			}
		}
	}
	if labs == 0 {
		t.Error("no game declares a design parameter: nothing here shows that the form leaves them out")
	}
	for _, lang := range []string{"en", "ru"} {
		p.setLang(lang)
		for _, game := range []string{"tortuga", "cartagena", "tobago"} {
			p.setSelect("form.create select[name=game]", game)
			p.click("form.create details.more-options > summary")
			p.screenshot("lobby-form-" + game + "-" + lang)
		}
	}
	p.setLang("en")

	p.setSelect("form.create select[name=game]", "tobago")
	p.setSelect(`form.create select[name="opt-curses"]`, "1")
	p.setSelect(`form.create select[name="opt-curse_rule"]`, `"stop"`)
	p.setSelect("form.create select[name=seat1]", Easy)
	p.run(chromedp.SetValue(chromedp.CSS(`form.create input[name=nick]`), "Anna"))
	eval[bool](p, `document.querySelector("form.create input[name=nick]").dispatchEvent(new Event("input"))`)
	p.click(`form.create button[name=create]`)
	if !p.waitUntil(`/^#\/t\/[0-9a-f]+/.test(location.hash)`, waitLimit) {
		t.Fatalf("no table page after creating a Tobago table (toast: %q)", p.text(".toast"))
	}
	id := eval[string](p, `location.hash.match(/^#\/t\/([0-9a-f]+)/)[1]`)
	var info struct {
		Options map[string]json.RawMessage `json:"options"`
	}
	body = eval[string](p, fmt.Sprintf(`fetch("/api/tables/%s").then((r) => r.text())`, id))
	if err := json.Unmarshal([]byte(body), &info); err != nil {
		t.Fatalf("GET /api/tables/%s: %v (%.200s)", id, err, body)
	}
	if got, _ := json.Marshal(info.Options); string(got) != `{"curses":1}` {
		t.Errorf("a table created with 1 curse has the options %s, want only {\"curses\":1}", got)
	}

	for _, lang := range []string{"en", "ru"} {
		phone := s.browser(t, lang, 390, 844)
		phone.open("/#/")
		phone.waitFor("form.create select[name=game]")
		for _, game := range []string{"tortuga", "cartagena", "tobago"} {
			phone.setSelect("form.create select[name=game]", game)
			phone.click("form.create details.more-options > summary")
			if w := phone.scrollWidth(); w > 390 {
				t.Errorf("on a 390 px phone the %s form is %d px wide", game, w)
			}
			phone.screenshot("lobby-form-" + game + "-" + lang + "-phone")
		}
	}
}
