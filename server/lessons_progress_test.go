package server

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"caribe/learn"
)

// TestLearnProgressWithTheAccount: a signed-in learner's lessons done are
// kept with the account, per game, and read back on another device signed
// in to it; a lesson the course lacks is refused naming it, recording
// nothing; a device signed in to no account is told so.
func TestLearnProgressWithTheAccount(t *testing.T) {
	s := newAccountSite(t)
	phone := s.device()
	s.register(phone, "Ana")
	c, _, err := learn.For("tortuga")
	if err != nil {
		t.Fatal(err)
	}
	first, second := c.Lessons[0].ID, c.Lessons[1].ID
	path := "/api/accounts/me/lessons/tortuga"
	var got LessonsDone
	if code, msg := s.call(phone, "GET", path, nil, &got); code != http.StatusOK || len(got.Done) != 0 {
		t.Fatalf("GET before any: %d %s", code, msg)
	}
	for _, add := range [][]string{{first}, {second, first}} {
		if code, msg := s.call(phone, "POST", path, LessonsDone{Done: add}, &got); code != http.StatusOK {
			t.Fatalf("POST %q: %d %s", add, code, msg)
		}
	}
	// The two may be recorded within one millisecond, and the store then
	// lists them by id: the set is what must hold.
	want := slices.Sorted(slices.Values([]string{first, second}))
	if !slices.Equal(slices.Sorted(slices.Values(got.Done)), want) || got.Game != "tortuga" {
		t.Errorf("after two POSTs: %+v", got)
	}
	code, msg := s.call(phone, "POST", path, LessonsDone{Done: []string{"castling"}}, nil)
	if code != http.StatusBadRequest || !strings.Contains(msg, "has no lesson") || !strings.Contains(msg, "castling") {
		t.Errorf("POST an unknown lesson: %d %s", code, msg)
	}
	tablet := s.device()
	if code, _, msg := s.login(tablet, 0); code != http.StatusOK {
		t.Fatalf("login: %d %s", code, msg)
	}
	if code, msg := s.call(tablet, "GET", path, nil, &got); code != http.StatusOK || !slices.Equal(slices.Sorted(slices.Values(got.Done)), want) {
		t.Errorf("GET on another device: %d %s %+v", code, msg, got)
	}
	if code, _ := s.call(s.device(), "GET", path, nil, nil); code != http.StatusUnauthorized {
		t.Errorf("GET signed in to no account: %d", code)
	}
	if code, _ := s.call(phone, "GET", "/api/accounts/me/lessons/chess", nil, nil); code != http.StatusNotFound {
		t.Errorf("GET an unknown game's: %d", code)
	}
}
