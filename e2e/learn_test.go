package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"caribe/learn"
	"caribe/server/wire"
)

// courses are the courses the site serves, every game asked (GET
// /api/games/{game}/lessons); a game whose answer is a 404 "has no
// lessons" has none yet and is left out.
func courses(t *testing.T, s *site) []learn.Course {
	t.Helper()
	var gamesList []struct {
		Name string `json:"name"`
	}
	getJSON(t, s.URL+"/api/games", &gamesList)
	var out []learn.Course
	for _, g := range gamesList {
		resp, err := http.Get(s.URL + "/api/games/" + g.Name + "/lessons")
		if err != nil {
			t.Fatal(err)
		}
		if resp.StatusCode == http.StatusNotFound {
			var e wire.ErrorResponse
			json.NewDecoder(resp.Body).Decode(&e)
			resp.Body.Close()
			if !strings.Contains(e.Error, "has no lessons") {
				t.Fatalf("GET %s lessons: 404 %q", g.Name, e.Error)
			}
			continue
		}
		var c learn.Course
		err = json.NewDecoder(resp.Body).Decode(&c)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s lessons: %d %v", g.Name, resp.StatusCode, err)
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		t.Fatal("no game has lessons")
	}
	return out
}

// learnClickScript clicks the board of a lesson page towards a move until
// the page has the move judged: hinted true clicks the elements the "Show
// me" hint marks, false the legal ones it does not and that are not like
// one it does (a second flag card in the hand, a second pirate on the same
// space: the same move by another element), a move that misses the task;
// an element not clicked yet goes first.
// It returns "judged", or what stopped it.
const learnClickScript = `(async (hinted) => {
  const root = document.querySelector(".learn-page");
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const visible = (e) => e.getClientRects().length > 0 && !e.disabled;
  const before = root.dataset.shown;
  const tried = new Set();
  for (let i = 0; i < 12; i++) {
    const all = [...root.querySelectorAll(".board [data-legal]")].filter(visible);
    const like = (e) => e.tagName + [...e.attributes].filter((a) => a.name.startsWith("data-") && a.name !== "data-legal").map((a) => a.name + "=" + a.value).sort().join(" ");
    // Tobago rings a hinted hex with a mark of its own over what takes the
    // click (the hex, or a marker on it): that is hinted when a hinted
    // ring covers its middle.
    const rings = [...root.querySelectorAll(".hinted[data-hex]")].map((r) => r.getBoundingClientRect());
    const under = (e) => {
      const b = e.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
      return rings.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
    };
    const isHinted = (e) => e.classList.contains("hinted") || under(e);
    const marked = new Set(all.filter(isHinted).map(like));
    const pool = hinted ? all.filter(isHinted) : all.filter((e) => !marked.has(like(e)));
    if (!pool.length) return "nothing " + (hinted ? "hinted" : "but the hint") + " to click among " + all.length;
    // An element not clicked yet goes first where there is one, so that
    // the clicks do not choose and unchoose the same pirate for ever.
    const next = pool.find((e) => !tried.has(like(e))) || pool[0];
    tried.add(like(next));
    next.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    if (root.dataset.trying) {
      while (root.dataset.trying) await sleep(20);
      await frames();
      return root.dataset.shown !== before ? "judged" : "no answer drawn";
    }
    await frames();
  }
  return "no move after 12 clicks";
})(%t)`

// learnClick clicks the lesson's board towards a move and waits for the
// verdict.
func (p *page) learnClick(hinted bool) {
	p.t.Helper()
	if got := eval[string](p, fmt.Sprintf(learnClickScript, hinted)); got != "judged" {
		p.t.Fatalf("clicking the board (hinted %v): %s; the task says %q", hinted, got, p.text(".learn-task"))
	}
}

// whys are the explanations a step gives of a legal move that misses it.
func whys(st learn.Step) []string {
	out := []string{st.Otherwise.EN}
	for _, w := range st.Wrong {
		out = append(out, w.Why.EN)
	}
	return out
}

// TestLearnEveryCourse takes every lesson of every course the site serves,
// as a learner does, by clicking: from the lobby's "Learn to play" link to
// the course, in each lesson a move that misses the first step first (its
// explanation read, the step unchanged), then each step's move shown by
// "Show me", until "Lesson done"; the course then marks the lesson done,
// and still after a reload. The last lesson, a match, opens a table where
// the learner sits against the bots it names, with hints on.
func TestLearnEveryCourse(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	p.watchErrors()
	for _, c := range courses(t, s) {
		p.open("/#/")
		p.waitFor(`[data-learn-link="` + c.Game + `"]`)
		p.screenshot("learn-lobby-en")
		p.click(`[data-learn-link="` + c.Game + `"]`)
		p.waitFor(`[data-learn-course="` + c.Game + `"] .learn-item`)
		if n := p.count(".learn-item"); n != len(c.Lessons) {
			t.Fatalf("%s: the course page lists %d lessons, the course has %d", c.Game, n, len(c.Lessons))
		}
		for _, l := range c.Lessons {
			if l.Match != nil {
				continue
			}
			p.open("/#/learn/" + c.Game)
			p.click(`[data-lesson="` + l.ID + `"] a`)
			takeLesson(t, p, c.Game, l)
			if l.ID == c.Lessons[0].ID {
				p.settled()
				p.screenshot("learn-" + c.Game + "-finished-en")
			}
			p.open("/#/learn/" + c.Game)
			p.must(`document.querySelector('[data-lesson="`+l.ID+`"]').dataset.done === "1"`, c.Game+" "+l.ID+" marked done on the course page")
		}
		last := c.Lessons[len(c.Lessons)-1]
		if last.Match == nil {
			t.Fatalf("%s: the last lesson %s is not a game", c.Game, last.ID)
		}
		startMatch(t, s, p, c.Game, last)
		p.reload()
		p.open("/#/learn/" + c.Game)
		p.waitFor(".learn-item")
		if done := p.count(`.learn-item[data-done="1"]`); done != len(c.Lessons) {
			t.Errorf("%s: after a reload the course marks %d of %d lessons done", c.Game, done, len(c.Lessons))
		}
		p.screenshot("learn-" + c.Game + "-course-en")
	}
	p.checkErrors("every lesson taken")
}

// takeLesson does lesson l on its page: a miss first, then every step.
func takeLesson(t *testing.T, p *page, game string, l learn.Lesson) {
	t.Helper()
	name := game + " " + l.ID
	p.must(`document.querySelector(".learn-page")?.dataset.step === "0" && !document.querySelector(".learn-page").dataset.trying`, name+": the lesson's position")
	if h := p.text(".learn-head h1"); h != l.Title.EN {
		t.Errorf("%s: the heading says %q, the lesson is %q", name, h, l.Title.EN)
	}
	if intro := p.text(".learn-intro"); intro != l.Intro.EN {
		t.Errorf("%s: the intro says %q", name, intro)
	}
	for k, st := range l.Steps {
		if task := p.text("[data-task]"); !strings.Contains(task, st.Task.EN) {
			t.Errorf("%s step %d: the task says %q, want %q", name, k+1, task, st.Task.EN)
		}
		p.click("[data-learn-show]")
		if k == 0 {
			p.learnClick(false)
			if v := p.text("[data-verdict]"); !strings.Contains(v, "try again") {
				t.Errorf("%s: a miss says %q", name, v)
			}
			why := p.text("[data-why]")
			if !contains(whys(st), why) {
				t.Errorf("%s: a miss is explained %q, not by the step's words %q", name, why, whys(st))
			}
			if got := p.attr2(".learn-page", "step"); got != "0" {
				t.Errorf("%s: a miss moved the lesson to step %s", name, got)
			}
			p.click("[data-learn-show]")
		}
		p.learnClick(true)
		if v := eval[string](p, `document.querySelector("[data-verdict]").dataset.verdict`); v != "done" {
			t.Fatalf("%s step %d: the hinted move was judged %q: %q", name, k+1, v, p.text("[data-verdict]"))
		}
		if why := p.text("[data-why]"); why != st.Done.EN {
			t.Errorf("%s step %d: done says %q, want %q", name, k+1, why, st.Done.EN)
		}
	}
	if p.text("[data-finished] h2") != "Lesson done" {
		t.Errorf("%s: after the last step the page says %q", name, p.text(".learn-task"))
	}
}

// attr2 reads a data attribute of the first element matching sel.
func (p *page) attr2(sel, name string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`document.querySelector(%q)?.dataset[%q] ?? ""`, sel, name))
}

// contains tells whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// startMatch opens the match lesson l and starts its game: a table where
// the learner holds the lesson's seat, every other seat a bot of the level
// the lesson names, hints on.
func startMatch(t *testing.T, s *site, p *page, game string, l learn.Lesson) {
	t.Helper()
	p.open("/#/learn/" + game + "/" + l.ID)
	p.waitFor("[data-learn-match]")
	p.screenshot("learn-" + game + "-match-en")
	p.click("[data-learn-match]")
	p.must(`location.hash.startsWith("#/t/")`, game+": the match lesson opens a table")
	id := strings.TrimPrefix(eval[string](p, `location.hash`), "#/t/")
	p.synced(l.Seat)
	var info wire.TableInfo
	getJSON(t, s.URL+"/api/tables/"+id, &info)
	if !info.Hints || info.Game != game || len(info.Seats) != l.Setup.Players {
		t.Errorf("%s: the match's table is %+v", game, info)
	}
	bots := 0
	for i, seat := range info.Seats {
		switch {
		case i == l.Seat && seat.Kind != "person":
			t.Errorf("%s: the learner's seat %d is %q", game, i, seat.Kind)
		case i != l.Seat && (seat.Kind != "bot" || seat.Level != l.Match.Bots[bots]):
			t.Errorf("%s: seat %d is %+v, the lesson names the bot %q", game, i, seat, l.Match.Bots[bots])
		}
		if i != l.Seat {
			bots++
		}
	}
	if p.count(`.table-head [data-learn-link="`+game+`"]`) != 1 {
		t.Errorf("%s: the table has no link to the game's lessons", game)
	}
}
