package e2e

import (
	"fmt"
	"strings"
	"testing"

	"caribe/learn"
)

// screenLesson is the lesson of a course shown in the screenshots: the
// rulebook's ride of La Tortuga when the course has it, else its first.
func screenLesson(c learn.Course) learn.Lesson {
	for _, l := range c.Lessons {
		if l.ID == "ride" {
			return l
		}
	}
	return c.Lessons[0]
}

// TestLearnLessonScreens shows a lesson of each course on a phone (390 ×
// 844) and on a desktop, in English and in Russian, after a move that
// misses the task: the intro, the task and the explanation in the page's
// language, the board drawn, nothing wider than the screen; switching the
// language redraws the lesson's words. Screenshots go to e2e/screenshots
// (learn-GAME-ID-SIZE-LANG.png).
func TestLearnLessonScreens(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for _, c := range courses(t, s) {
		l := screenLesson(c)
		for _, size := range []struct {
			name          string
			width, height int
		}{{"phone", 390, 844}, {"desktop", 1280, 900}} {
			for _, lang := range []string{"en", "ru"} {
				name := fmt.Sprintf("learn-%s-%s-%s-%s", c.Game, l.ID, size.name, lang)
				p := s.browser(t, lang, size.width, size.height)
				p.watchErrors()
				p.open("/#/learn/" + c.Game + "/" + l.ID)
				p.must(`document.querySelector(".learn-page")?.dataset.step === "0" && !document.querySelector(".learn-page").dataset.trying && document.querySelector(".board svg")`, name+": the lesson's board")
				intro, task := l.Intro.EN, l.Steps[0].Task.EN
				if lang == "ru" {
					intro, task = l.Intro.RU, l.Steps[0].Task.RU
				}
				if got := p.text(".learn-intro"); got != intro {
					t.Errorf("%s: the intro says %q, want %q", name, got, intro)
				}
				if got := p.text("[data-task]"); !strings.Contains(got, task) {
					t.Errorf("%s: the task says %q, want %q", name, got, task)
				}
				p.click("[data-learn-show]")
				p.learnClick(false)
				if w := p.scrollWidth(); w > size.width {
					t.Errorf("%s: the page is %d px wide on a screen of %d", name, w, size.width)
				}
				why := p.text("[data-why]")
				p.settled()
				p.screenshot(name)
				other := map[string]string{"en": "ru", "ru": "en"}[lang]
				p.setLang(other)
				want := l.Intro.RU
				if other == "en" {
					want = l.Intro.EN
				}
				if got := p.text(".learn-intro"); got != want {
					t.Errorf("%s: after switching to %s the intro says %q", name, other, got)
				}
				if got := p.text("[data-why]"); got == "" || got == why {
					t.Errorf("%s: after switching to %s the explanation says %q (before %q)", name, other, got, why)
				}
				p.checkErrors(name)
			}
		}
	}
}
