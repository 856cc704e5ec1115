package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/server/limits"
	"caribe/server/wire"
)

// playToEnd plays seat token's moves at table id, its first legal move
// each time, until the game is over.
func playToEnd(h *harness, id, token string) {
	h.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		var v wire.ViewResponse
		if code := h.call("GET", "/api/tables/"+id+"/view", token, nil, &v); code != http.StatusOK {
			h.t.Fatalf("view: %d", code)
		}
		if v.Result != nil && v.Result.Over {
			return
		}
		if len(v.Legal) == 0 {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		h.call("POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}, nil)
	}
	h.t.Fatal("the game is not over within two minutes")
}

// revalidated asks for table id's review as a browser does, gzip taken,
// with etag to check (empty: none), and returns the status, ETag and
// Content-Encoding.
func revalidated(h *harness, id, etag string) (int, string, string) {
	h.t.Helper()
	req, _ := http.NewRequest("GET", h.http.URL+"/api/tables/"+id+"/review", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, resp.Header.Get("ETag"), resp.Header.Get("Content-Encoding")
}

// TestReviewOfAFinishedTortugaGame plays La Tortuga to its end, its
// person's moves posted, and reviews it with the game's own reviewer:
// refused while it runs, computed once with its progress shown, then
// stored, and served from the store by the next server.
func TestReviewOfAFinishedTortugaGame(t *testing.T) {
	rv := &reviewer{real: true}
	h := newHarness(t, Config{Reviewer: rv.review})
	var e wire.ErrorResponse
	if code := h.call("GET", "/api/tables/nosuch/review", "", nil, &e); code != http.StatusNotFound || !strings.Contains(e.Error, "no table") {
		t.Errorf("review of an unknown table: %d %q", code, e.Error)
	}
	waiting := h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	if code := h.call("GET", "/api/tables/"+waiting.Table.ID+"/review", "", nil, &e); code != http.StatusConflict || !strings.Contains(e.Error, "has not ended") {
		t.Errorf("review of a waiting table: %d %q", code, e.Error)
	}
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{{}, {Kind: "bot", Bot: "easy"}},
		Join: &wire.JoinRequest{Seat: 0, Nick: "Ana"}})
	id := c.Table.ID
	if code := h.call("GET", "/api/tables/"+id+"/review", "", nil, &e); code != http.StatusConflict || !strings.Contains(e.Error, "has not ended") {
		t.Errorf("review of a running table: %d %q", code, e.Error)
	}
	playToEnd(h, id, c.Joined.Token)
	n := effective(t, h, id)
	if a := askReview(h, id); a.code != http.StatusAccepted || a.Status != wire.ReviewComputing || a.Total != n {
		t.Fatalf("the first ask: %+v, want 202 computing of %d moves", a, n)
	}
	a := awaitReview(h, id)
	if a.code != http.StatusOK || a.Status != wire.ReviewReady {
		t.Fatalf("the review: %+v", a)
	}
	var rep struct {
		Game      string
		Decisions []struct{ Number int }
		Rolls     []struct{ Number int }
	}
	if err := json.Unmarshal(a.Review, &rep); err != nil {
		t.Fatal(err)
	}
	var numbers []int
	for _, d := range rep.Decisions {
		numbers = append(numbers, d.Number)
	}
	for _, r := range rep.Rolls {
		numbers = append(numbers, r.Number)
	}
	slices.Sort(numbers)
	for i, k := range numbers {
		if k != i+1 {
			t.Fatalf("the review's decisions and rolls number %v, want each of 1 to %d once", numbers, n)
		}
	}
	if rep.Game != "tortuga" || len(numbers) != n || len(rep.Decisions) == 0 || len(rep.Rolls) == 0 {
		t.Errorf("the review of %s: %d decisions and %d rolls, want %d moves in all", rep.Game, len(rep.Decisions), len(rep.Rolls), n)
	}
	if got := rv.calls.Load(); got != 1 {
		t.Errorf("the reviewer ran %d times, want once", got)
	}
	resp, err := http.Get(h.http.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	text, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	metrics := string(text)
	for _, want := range []string{"\ncaribe_reviews_total 1\n", "\ncaribe_review_seconds_count 1\n"} {
		if !strings.Contains(metrics, want) {
			t.Errorf("/metrics lacks %q", strings.TrimSpace(want))
		}
	}
	code, etag, encoding := revalidated(h, id, "")
	if code != http.StatusOK || etag == "" || encoding != "gzip" {
		t.Errorf("the stored review as a browser asks it: %d ETag %q Content-Encoding %q, want 200 gzipped with an ETag", code, etag, encoding)
	}
	if code, _, _ := revalidated(h, id, etag); code != http.StatusNotModified {
		t.Errorf("the stored review asked again with its ETag: %d, want 304", code)
	}

	h.stop()
	again := &reviewer{}
	h.start(Config{Reviewer: again.review})
	if b := askReview(h, id); b.code != http.StatusOK || !bytes.Equal(b.Review, a.Review) || again.calls.Load() != 0 {
		t.Errorf("the review after a restart: %d (%d bytes), computed %d times; want 200, the same review, not computed", b.code, len(b.Review), again.calls.Load())
	}
}

// TestReviewIsComputedOnceForEveryAsker: askers at once while a review is
// computed share it.
func TestReviewIsComputedOnceForEveryAsker(t *testing.T) {
	rv := held()
	h := newHarness(t, Config{Reviewer: rv.review})
	id := finished(h)
	n := effective(t, h, id)
	answers := make([]reviewAnswer, 8)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Go(func() { answers[i] = askReview(h, id) })
	}
	wg.Wait()
	for i, a := range answers {
		if a.code != http.StatusAccepted || a.Total != n {
			t.Errorf("asker %d: %+v, want 202 of %d moves", i, a, n)
		}
	}
	<-rv.started
	if a := askReview(h, id); a.code != http.StatusAccepted || a.Done != 1 || a.Total != n {
		t.Errorf("an ask once a move is judged: %+v, want 202 with 1 of %d done", a, n)
	}
	close(rv.gate)
	if a := awaitReview(h, id); a.code != http.StatusOK || !strings.Contains(string(a.Review), `"moves"`) {
		t.Errorf("the review: %+v", a)
	}
	if got := rv.calls.Load(); got != 1 {
		t.Errorf("the reviewer ran %d times for %d askers, want once", got, len(answers)+1)
	}
}

// TestFailedReviewIsToldThenTriedAgain: a review that fails is not
// stored; it is told once (500) and the next ask starts it again.
func TestFailedReviewIsToldThenTriedAgain(t *testing.T) {
	rv := &reviewer{}
	rv.failing.Store(1)
	h := newHarness(t, Config{Reviewer: rv.review})
	id := finished(h)
	askReview(h, id)
	a := awaitReview(h, id)
	if a.code != http.StatusInternalServerError || a.Status != wire.ReviewFailed || !strings.Contains(a.Error, "a test's failure") {
		t.Fatalf("a failed review: %+v, want 500 failed with the reason", a)
	}
	if _, ok, err := h.st.Review(t.Context(), id); ok || err != nil {
		t.Errorf("a failed review is stored: %v %v", ok, err)
	}
	if a := askReview(h, id); a.code != http.StatusAccepted {
		t.Errorf("the ask after the failure: %+v, want 202: started again", a)
	}
	if a := awaitReview(h, id); a.code != http.StatusOK {
		t.Errorf("the review tried again: %+v", a)
	}
	if got := rv.calls.Load(); got != 2 {
		t.Errorf("the reviewer ran %d times, want twice", got)
	}
}

// TestReviewRefusedWhenTheShareIsFull: a review holds a place of the
// hint share while it is computed; one more is refused with 429, and
// starts once the first is done.
func TestReviewRefusedWhenTheShareIsFull(t *testing.T) {
	rv := held()
	h := newHarness(t, Config{Reviewer: rv.review})
	h.srv.bots.SetHintShare(1)
	first, second := finished(h), finished(h)
	if a := askReview(h, first); a.code != http.StatusAccepted {
		t.Fatalf("the first review: %+v", a)
	}
	<-rv.started
	wantLimited(t, "a second review while the share is full", h.try("GET", "/api/tables/"+second+"/review", "", ""), limits.ReviewShare, 1)
	close(rv.gate)
	if a := awaitReview(h, first); a.code != http.StatusOK {
		t.Fatalf("the first review: %+v", a)
	}
	if a := askReview(h, second); a.code != http.StatusAccepted {
		t.Errorf("the second review once the first is done: %+v, want 202", a)
	}
	if a := awaitReview(h, second); a.code != http.StatusOK {
		t.Errorf("the second review: %+v", a)
	}
}
