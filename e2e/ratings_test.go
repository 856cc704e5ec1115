package e2e

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"caribe/engine"
	"caribe/rating"
	"caribe/server"
	"caribe/server/ratings"
	"caribe/server/wire"
)

// newRatedSite is newAccountSite whose bot levels start on their ladders
// from the calibrations the server ships, as caribe serve's do.
func newRatedSite(t *testing.T) *site {
	t.Helper()
	return newSiteTuned(t, 0, nil, func(cfg *server.Config, origin string) {
		cfg.RPID = "localhost"
		cfg.RPOrigins = []string{origin}
		cfg.BotLadders = ratings.DefaultBotLadders()
	})
}

// TestRatedGame signs Anna up, creates a rated table against the easy bot
// from the lobby (the "Rated" box picks a clock and turns hints off), plays
// it to the end and checks that the end, her profile and the ladder show
// the ratings the API gives. A second device holding a copy of her passkey
// then opens a second rated table, still running, from "my tables" and
// plays her seat there with "Play here"; the first device is told the seat
// moved, and takes it back the same way.
func TestRatedGame(t *testing.T) {
	t.Parallel()
	s := newRatedSite(t)
	anna := s.browser(t, "en", 1280, 900)
	annaKey := anna.passkeys()
	anna.open("/#/")
	anna.watchErrors()
	anna.waitFor(`form.create input[name="rated"]`)
	if !eval[bool](anna, `document.querySelector('form.create input[name="rated"]').disabled`) {
		t.Error("a guest may tick Rated")
	}
	if got := anna.text(".rated-field .help"); !strings.Contains(got, "Sign in") {
		t.Errorf("the guest's Rated box says %q", got)
	}
	anna.signUp("Anna")

	var easy wire.Rating
	for _, g := range read[[]wire.GameInfo](s, "/api/games") {
		if g.Name == "tortuga" {
			easy = g.LevelRatings["easy"]
		}
	}
	id := createQuickRated(anna)
	if n := anna.count(".table-head .rated-badge"); n != 1 {
		t.Errorf("the rated table's head shows %d Rated badges", n)
	}
	if res := anna.play(7, 3000, 5*time.Minute, ".tt-btn-roll"); !res.Over {
		t.Fatalf("the rated game is not over after %d clicks", res.Clicks)
	}
	anna.waitFor(".end .rating-changes[data-ratings]")
	checkModel(t, s, id, easy)
	if bad := eval[string](anna, fmt.Sprintf(`fetch("/api/tables/%s/ratings").then((r) => r.json()).then((r) => {
		const rows = [...document.querySelectorAll(".end .rating-changes li")];
		if (rows.length !== r.seats.length || rows.length !== 2) return "rows " + rows.length + ", seats " + r.seats.length;
		for (const x of r.seats) {
			const row = document.querySelector('.end .rating-changes li[data-seat="' + x.seat + '"]');
			const ch = row && row.querySelector(".rating-change");
			if (!ch) return "no change shown for seat " + x.seat;
			const b = Math.round(x.before.value), a = Math.round(x.after.value), d = a - b;
			const want = b + " → " + a + " (" + (d > 0 ? "+" + d : d < 0 ? "−" + -d : "±0") + ")";
			if (ch.textContent !== want) return "seat " + x.seat + " shows " + ch.textContent + ", the API " + want;
		}
		const link = document.querySelector('.end .rating-changes a.player-link');
		if (!link || link.getAttribute("href") !== "#/p/Anna") return "no link to Anna's profile";
		return "";
	})`, id)); bad != "" {
		t.Errorf("the end's rating changes: %s", bad)
	}
	anna.screenshot("ratings-end-en")

	anna.click(".head-links a.my-profile")
	anna.waitFor(".profile-game[data-game=tortuga] svg.rating-chart")
	checkProfile(t, anna, id)
	anna.screenshot("ratings-profile-en")

	anna.click(`.head-links a[name="ladder"]`)
	anna.waitFor(`.ladder[data-game=tortuga] tr[data-player="Anna"]`)
	checkLadder(t, anna)
	anna.screenshot("ratings-ladder-en")
	anna.setLang("ru")
	anna.open("/#/p/Anna")
	anna.waitFor(".profile-game[data-game=tortuga] svg.rating-chart")
	if got := anna.text(".profile-stat[data-stat=played] dt"); got != "Сыграно" {
		t.Errorf("the Russian profile labels the played tables %q", got)
	}
	anna.screenshot("ratings-profile-ru")
	anna.setLang("en")
	anna.checkErrors("playing a rated game, the profile and the ladder")

	// A second rated table, a day per move: still running while Anna's
	// other device takes her seat.
	second := anna.createTableWith("tortuga", 2, []string{You, Easy}, "Anna", nil, map[string]string{"rated": "true", "clock": "turn:1"})
	anna.watchErrors()
	phone := s.browser(t, "ru", 390, 844)
	phoneKey := phone.passkeys()
	copyPasskeys(anna, annaKey, phone, phoneKey)
	phone.open("/#/")
	phone.signIn("Anna")
	phone.waitFor(fmt.Sprintf(`.my-tables [data-table=%q]`, second))
	if n := phone.count(fmt.Sprintf(`.my-tables [data-table=%q] .rated-badge`, second)); n != 1 {
		t.Errorf("the rated table's row in my tables shows %d Rated badges", n)
	}
	phone.tap(fmt.Sprintf(`.my-tables [data-table=%q] a.button`, second))
	phone.synced(-1)
	phone.waitFor(`button[name="play-here"]`)
	if got := phone.text(".join.resume .resume-why"); !strings.Contains(got, "Место 1") {
		t.Errorf("the second device's offer of the seat says %q", got)
	}
	phone.screenshot("ratings-play-here-phone-ru")
	phone.click(`button[name="play-here"]`)
	phone.synced(0)
	if w := phone.scrollWidth(); w > 390 {
		t.Errorf("the phone's table page is %d px wide", w)
	}

	anna.waitFor(".join.resume.moved")
	if got := anna.text(".join.resume .resume-why"); got != "Your seat is played from another device now." {
		t.Errorf("the first device, its seat taken, says %q", got)
	}
	anna.screenshot("ratings-moved-en")
	anna.click(`button[name="play-here"]`)
	anna.synced(0)
	phone.waitFor(".join.resume.moved")
	anna.checkErrors("playing the seat from one device, then the other")

	phone.open("/#/p/Anna")
	phone.waitFor(".profile-game[data-game=tortuga] svg.rating-chart")
	if w := phone.scrollWidth(); w > 390 {
		t.Errorf("the phone's profile is %d px wide", w)
	}
	phone.screenshot("ratings-profile-phone-ru")
	phone.open("/#/ladder/tortuga")
	phone.waitFor(`.ladder tr[data-player="Anna"]`)
	if w := phone.scrollWidth(); w > 390 {
		t.Errorf("the phone's ladder is %d px wide", w)
	}
	phone.screenshot("ratings-ladder-phone-ru")
}

// createQuickRated creates, in the lobby, a short rated game of La Tortuga
// against the easy bot (one turtle each, five egg cards of which four go
// back to the box), checking that ticking Rated picks a clock and turns
// the hints off, and that the bot's level shows its rating. It returns the
// table's id once the page holds the creator's seat.
func createQuickRated(p *page) string {
	p.t.Helper()
	quickTortugaForm(p, Easy, []int{5, 0, 0, 0, 0, 0})
	p.click(`form.create input[name="rated"]`)
	p.must(`document.querySelector('form.create input[name="rated"]').checked`, "Rated ticked")
	if got := eval[string](p, `document.querySelector("form.create select[name=clock]").value`); got == "none" {
		p.t.Error("ticking Rated left the table without a clock")
	}
	if eval[bool](p, `(() => { const h = document.querySelector("form.create input[name=hints]"); return h.checked || !h.disabled; })()`) {
		p.t.Error("ticking Rated left the hints on, or to be turned on")
	}
	if bad := eval[string](p, `fetch("/api/games").then((r) => r.json()).then((gs) => {
		const g = gs.find((x) => x.name === "tortuga");
		const r = g.level_ratings && g.level_ratings.easy, m = g.level_ratings && g.level_ratings.medium;
		if (!r || !m) return "the API gives no rating for the easy or the medium bot";
		const option = (level) => document.querySelector('form.create select[name=seat1] option[value="bot:' + level + '"]').textContent;
		// A newcomer stands at 1500, where the easy level starts: the
		// nearest level to her rating.
		const want = "Bot: easy · " + Math.round(r.value) + " · nearest your rating";
		if (option("easy") !== want) return "the easy bot is offered as " + option("easy") + ", want " + want;
		const medium = "Bot: medium · " + Math.round(m.value);
		return option("medium") === medium ? "" : "the medium bot is offered as " + option("medium") + ", want " + medium;
	})`); bad != "" {
		p.t.Error(bad)
	}
	p.screenshot("ratings-create-en")
	p.click(`form.create button[name=create]`)
	if !p.waitUntil(`/^#\/t\/[0-9a-f]+/.test(location.hash)`, waitLimit) {
		p.t.Fatalf("no table page after creating the rated table (toast: %q)", p.text(".toast"))
	}
	id := eval[string](p, `location.hash.match(/^#\/t\/([0-9a-f]+)/)[1]`)
	p.run(chromedp.WaitVisible(chromedp.CSS(".table-page .board")))
	p.synced(0)
	return id
}

// checkProfile checks that Anna's profile shows what the API says: her
// La Tortuga rating, its history's points on the chart, and the rated
// table among the latest, with its change and replay.
func checkProfile(t *testing.T, p *page, table string) {
	t.Helper()
	if bad := eval[string](p, fmt.Sprintf(`fetch("/api/players/Anna").then((r) => r.json()).then((pr) => {
		const g = pr.games.find((x) => x.game === "tortuga");
		if (!g || !g.rating) return "the API gives Anna no La Tortuga rating";
		const box = document.querySelector(".profile-game[data-game=tortuga]");
		const shown = box.querySelector(".rating-value").textContent;
		if (shown !== String(Math.round(g.rating.value))) return "rating " + shown + ", the API " + g.rating.value;
		const iv = Math.round(g.rating.low) + "–" + Math.round(g.rating.high);
		if (box.querySelector(".rating-interval").textContent !== iv) return "interval " + box.querySelector(".rating-interval").textContent + ", want " + iv;
		for (const [k, n] of [["played", g.played], ["won", g.won], ["rated", g.rated]]) {
			const dd = box.querySelector(".profile-stat[data-stat=" + k + "] dd").textContent;
			if (dd !== String(n)) return k + " " + dd + ", the API " + n;
		}
		const dots = [...box.querySelectorAll("svg.rating-chart .chart-dot")].map((c) => c.dataset.value);
		const last = dots[dots.length - 1];
		if (dots.length < g.history.length || last !== String(Math.round(g.history[g.history.length - 1].value))) return "chart dots " + dots.join(",");
		if (!box.querySelector("svg.rating-chart .chart-label")) return "the chart's axes are not labelled";
		const row = document.querySelector('.profile-recent [data-table="%s"]');
		if (!row) return "the rated table is not among the latest";
		const f = pr.recent.find((x) => x.table === "%s");
		const ch = row.querySelector(".rating-change");
		if (!f.after || ch.dataset.after !== String(Math.round(f.after.value))) return "the latest table's change " + ch.textContent;
		if (!row.querySelector('a[href="#/r/%s"]')) return "no replay link";
		return "";
	})`, table, table, table)); bad != "" {
		t.Errorf("the profile: %s", bad)
	}
}

// read reads path of the site's API into a new T.
func read[T any](s *site, path string) T {
	s.t.Helper()
	var out T
	getJSON(s.t, s.URL+path, &out)
	return out
}

// twoPlaces are the places of a finished game of two: the winner first,
// both first when they tie.
func twoPlaces(r *engine.Result) []int {
	places := []int{1, 1}
	if len(r.Winners) == 1 {
		places[1-r.Winners[0]] = 2
	}
	return places
}

// checkModel checks that a finished rated table of Anna, a newcomer,
// against the easy bot, which stood at easy before it, moved both
// ratings as the Weng–Lin model says of its places.
func checkModel(t *testing.T, s *site, id string, easy wire.Rating) {
	t.Helper()
	info := read[wire.TableInfo](s, "/api/tables/"+id)
	got := read[wire.TableRatings](s, "/api/tables/"+id+"/ratings")
	if info.Result == nil || info.Seats[1].Level != "easy" || len(got.Seats) != 2 {
		t.Fatalf("the finished table %+v, its ratings %+v", info, got)
	}
	places := twoPlaces(info.Result)
	model := rating.DefaultPlackettLuce()
	want, err := model.Rate([]rating.Rating{model.New(), {Mu: easy.Mu, Sigma: easy.Sigma}}, places)
	if err != nil {
		t.Fatal(err)
	}
	for i, sr := range got.Seats {
		shown := model.Display(want[i])
		if sr.Place != places[i] || math.Abs(sr.After.Mu-want[i].Mu) > 1e-9 || math.Abs(sr.After.Sigma-want[i].Sigma) > 1e-9 ||
			math.Round(sr.After.Value) != math.Round(shown.Value) {
			t.Errorf("seat %d: place %d, after %+v; the model says place %d, %+v (%.0f)", i, sr.Place, sr.After, places[i], want[i], shown.Value)
		}
	}
}

// checkLadder checks that the La Tortuga ladder shows each entry the API
// gives, Anna and the easy bot among them.
func checkLadder(t *testing.T, p *page) {
	t.Helper()
	if bad := eval[string](p, `fetch("/api/ladder/tortuga?limit=100").then((r) => r.json()).then((l) => {
		const rows = [...document.querySelectorAll(".ladder-table tbody tr")];
		if (rows.length !== l.entries.length) return rows.length + " rows, the API " + l.entries.length;
		for (const [i, e] of l.entries.entries()) {
			const row = rows[i];
			const who = e.player.nick || "bot:" + e.player.level;
			if (row.dataset.player !== who) return "place " + e.place + " is " + row.dataset.player + ", the API " + who;
			if (row.querySelector(".rating-value").textContent !== String(Math.round(e.rating.value))) return who + " rated " + row.querySelector(".rating-value").textContent;
		}
		if (!document.querySelector('.ladder-table tr[data-player="bot:easy"]')) return "the easy bot is not on the ladder";
		const anna = document.querySelector('.ladder-table tr[data-player="Anna"] a.player-link');
		if (!anna || anna.getAttribute("href") !== "#/p/Anna") return "Anna's name does not link to her profile";
		return "";
	})`); bad != "" {
		t.Errorf("the ladder: %s", bad)
	}
}

// TestRatedGameWithAFriend: Anna and Boris, each signed up in a browser
// of their own, play a rated table against each other by clicking; both
// ends show the two ratings moved as the Weng–Lin model says of two
// newcomers, Boris's in Russian, and the ladder lists them both.
func TestRatedGameWithAFriend(t *testing.T) {
	t.Parallel()
	s := newRatedSite(t)
	anna := s.browser(t, "en", 1280, 900)
	anna.passkeys()
	anna.open("/#/")
	anna.signUp("Anna")
	boris := s.browser(t, "ru", 1280, 900)
	boris.passkeys()
	boris.open("/#/")
	boris.signUp("Boris")

	quickTortugaForm(anna, Person, []int{1, 1, 1, 1, 1, 0})
	anna.click(`form.create input[name="rated"]`)
	anna.click(`form.create button[name=create]`)
	if !anna.waitUntil(`/^#\/t\/[0-9a-f]+/.test(location.hash)`, waitLimit) {
		t.Fatalf("no table page after creating the rated table (toast: %q)", anna.text(".toast"))
	}
	id := eval[string](anna, `location.hash.match(/^#\/t\/([0-9a-f]+)/)[1]`)
	anna.synced(0)
	boris.join(id, 1, "Boris")
	anna.watchErrors()
	boris.watchErrors()
	for round := 0; round < 60; round++ {
		anna.playTurn(uint32(40+round), 20*time.Second, 300*time.Millisecond)
		boris.playTurn(uint32(80+round), 20*time.Second, 300*time.Millisecond)
		if read[wire.TableInfo](s, "/api/tables/"+id).Status == "over" {
			break
		}
	}
	info := read[wire.TableInfo](s, "/api/tables/"+id)
	if info.Status != "over" || info.Seats[1].Nick != "Boris" {
		t.Fatalf("the friends' rated table after sixty rounds: %+v", info)
	}
	anna.waitFor(".end .rating-changes[data-ratings]")
	boris.waitFor(".end .rating-changes[data-ratings]")
	got := read[wire.TableRatings](s, "/api/tables/"+id+"/ratings")
	places := twoPlaces(info.Result)
	model := rating.DefaultPlackettLuce()
	want, err := model.Rate([]rating.Rating{model.New(), model.New()}, places)
	if err != nil {
		t.Fatal(err)
	}
	for i, sr := range got.Seats {
		if sr.Place != places[i] || math.Abs(sr.After.Mu-want[i].Mu) > 1e-9 || math.Abs(sr.After.Sigma-want[i].Sigma) > 1e-9 {
			t.Errorf("seat %d: place %d, after %+v; the model says place %d, %+v", i, sr.Place, sr.After, places[i], want[i])
		}
		b, a := math.Round(sr.Before.Value), math.Round(sr.After.Value)
		row := fmt.Sprintf(`.end .rating-changes li[data-seat="%d"] .rating-change`, i)
		for _, p := range []*page{anna, boris} {
			if shown := p.text(row); !strings.HasPrefix(shown, fmt.Sprintf("%.0f → %.0f", b, a)) {
				t.Errorf("seat %d's change shows %q, the API %.0f → %.0f", i, shown, b, a)
			}
		}
	}
	boris.screenshot("ratings-friend-end-ru")
	anna.checkErrors("a rated game with a friend")
	boris.checkErrors("a rated game with a friend")
	boris.open("/#/ladder/tortuga")
	for _, nick := range []string{"Anna", "Boris"} {
		boris.waitFor(fmt.Sprintf(`.ladder tr[data-player=%q]`, nick))
	}
}
