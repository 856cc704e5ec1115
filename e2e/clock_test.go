package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// clockSeconds reads the running seat's clock on a page: which seat runs
// and the seconds its first figure shows ("0:27 + 5:00" reads 27).
func clockSeconds(t *testing.T, p *page) (seat string, secs int) {
	t.Helper()
	p.must(`document.querySelector(".seat-clock.running")`, "a running clock beside a player")
	got := eval[[]string](p, `(() => { const c = document.querySelector(".seat-clock.running");
		return [c.dataset.clockSeat, c.textContent]; })()`)
	first := strings.Fields(strings.TrimPrefix(got[1], "⏱"))
	if len(first) == 0 {
		t.Fatalf("the running clock says %q", got[1])
	}
	m, s, ok := strings.Cut(first[0], ":")
	mins, err1 := strconv.Atoi(m)
	sec, err2 := strconv.Atoi(s)
	if !ok || err1 != nil || err2 != nil {
		t.Fatalf("the running clock says %q: not minutes and seconds", got[1])
	}
	return got[0], mins*60 + sec
}

// TestLiveClockCountsDownOnBothSides creates a La Tortuga table for two
// people with a live clock of 30 s a move and 5 minutes of reserve: both
// players' pages show each seat's clock beside its player, the seat whose
// decision it is highlighted and counting down second by second, in
// English and in Russian.
func TestLiveClockCountsDownOnBothSides(t *testing.T) {
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTableWith("tortuga", 2, []string{You, Person}, "Anna", nil, map[string]string{"clock": "live:30:300"})
	boris := s.browser(t, "ru", 1280, 900)
	boris.join(id, 1, "Boris")
	anna.synced(0)

	pages := []*page{anna, boris}
	first := make([]int, 2)
	var running string
	for i, p := range pages {
		p.must(`document.querySelectorAll(".seat-clock").length === 2`, "a clock beside each of the two players")
		seat, secs := clockSeconds(t, p)
		if actor := p.attr("actor"); seat != actor {
			t.Errorf("page %d: seat %s's clock runs while seat %s decides", i, seat, actor)
		}
		if secs < 20 || secs > 30 {
			t.Errorf("page %d: the move's clock shows %d s of 30 at the start", i, secs)
		}
		if i > 0 && seat != running {
			t.Errorf("the pages run different seats' clocks: %s and %s", running, seat)
		}
		running = seat
		first[i] = secs
	}
	if d := first[0] - first[1]; d > 2 || d < -2 {
		t.Errorf("the two pages' clocks differ by %d s", d)
	}
	time.Sleep(2500 * time.Millisecond)
	for i, p := range pages {
		seat, secs := clockSeconds(t, p)
		if seat != running {
			t.Fatalf("page %d: seat %s's clock runs now, not %s's", i, seat, running)
		}
		if secs >= first[i] || secs < first[i]-5 {
			t.Errorf("page %d: the clock went from %d s to %d s in 2.5 s", i, first[i], secs)
		}
	}
	other := map[string]string{"0": "1", "1": "0"}[running]
	for i, p := range pages {
		idle := p.text(fmt.Sprintf(`.seat-clock[data-clock-seat="%s"]`, other))
		if !strings.Contains(idle, "5:00") {
			t.Errorf("page %d: the waiting seat's clock says %q, not its full reserve of 5:00", i, idle)
		}
		if head := p.text(".table-head .clock-kind"); !strings.Contains(head, "30") || !strings.Contains(head, "5") {
			t.Errorf("page %d: the head names the clock %q", i, head)
		}
	}
	anna.screenshot("clock-running-en")
	boris.screenshot("clock-running-ru")
}
