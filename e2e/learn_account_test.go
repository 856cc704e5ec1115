package e2e

import (
	"testing"
)

// TestLearnProgressFollowsTheAccount: a lesson done before signing up is
// joined to the new account when the course opens, and another device
// shows it done once signed in to that account (not before).
func TestLearnProgressFollowsTheAccount(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t)
	c := courses(t, s)[0]
	l := c.Lessons[0]
	done := `document.querySelector('[data-lesson="` + l.ID + `"]')?.dataset.done === "1"`

	desk := s.browser(t, "en", 1280, 900)
	deskKey := desk.passkeys()
	desk.watchErrors()
	desk.open("/#/learn/" + c.Game + "/" + l.ID)
	takeLesson(t, desk, c.Game, l)
	desk.open("/#/")
	desk.signUp("Ana")
	desk.open("/#/learn/" + c.Game)
	desk.must(done, "the lesson done before signing up, on the course page")

	laptop := s.browser(t, "en", 1280, 900)
	laptopKey := laptop.passkeys()
	copyPasskeys(desk, deskKey, laptop, laptopKey)
	laptop.open("/#/learn/" + c.Game)
	laptop.waitFor(".learn-item")
	if n := laptop.count(`.learn-item[data-done="1"]`); n != 0 {
		t.Errorf("another device signed in to no account shows %d lessons done", n)
	}
	laptop.open("/#/")
	laptop.signIn("Ana")
	laptop.open("/#/learn/" + c.Game)
	laptop.must(done, "the lesson done on the other device, once signed in to the account")
	if n := laptop.count(`.learn-item[data-done="1"]`); n != 1 {
		t.Errorf("the other device shows %d lessons done, want 1", n)
	}
	desk.checkErrors("a lesson done, then kept with the account")
}
