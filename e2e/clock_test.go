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
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	created := time.Now()
	id := anna.createTableWith("tortuga", 2, []string{You, Person}, "Anna", nil, map[string]string{"clock": "live:30:300"})
	boris := s.browser(t, "ru", 1280, 900)
	boris.join(id, 1, "Boris")
	anna.synced(0)

	pages := []*page{anna, boris}
	first := make([]int, 2)
	readAt := make([]time.Time, 2)
	var running string
	read := time.Now()
	for i, p := range pages {
		p.must(`document.querySelectorAll(".seat-list .seat-clock").length === 2`, "a clock beside each of the two players")
		seat, secs := clockSeconds(t, p)
		readAt[i] = time.Now()
		if actor := p.attr("actor"); seat != actor {
			t.Errorf("page %d: seat %s's clock runs while seat %s decides", i, seat, actor)
		}
		// The clock runs from the table's creation, however long the
		// pages took to open.
		if least := 30 - int(time.Since(created).Seconds()) - 1; secs < least || secs > 30 {
			t.Errorf("page %d: the move's clock shows %d s of 30 at the start, %v after the table was created", i, secs, time.Since(created))
		}
		if i > 0 && seat != running {
			t.Errorf("the pages run different seats' clocks: %s and %s", running, seat)
		}
		running = seat
		first[i] = secs
	}
	// Boris's page is read after Anna's: his clock has run that much longer.
	if gap := readAt[1].Sub(readAt[0]); float64(first[0]-first[1]) > gap.Seconds()+2 || first[0]-first[1] < -2 {
		t.Errorf("the two pages' clocks differ by %d s, read %v apart", first[0]-first[1], gap)
	}
	for i, p := range pages {
		p.must(fmt.Sprintf(`(() => { const c = document.querySelector(".seat-clock.running");
			const m = c && c.textContent.match(/(\d+):(\d+)/); return !!m && +m[1] * 60 + +m[2] < %d; })()`, first[i]),
			"the running clock counting down")
	}
	for i, p := range pages {
		seat, secs := clockSeconds(t, p)
		// Both readings are whole seconds, each up to a second late.
		took := time.Since(read)
		if seat != running {
			t.Fatalf("page %d: seat %s's clock runs now, not %s's", i, seat, running)
		}
		if secs >= first[i] || float64(first[i]-secs) > took.Seconds()+2 {
			t.Errorf("page %d: the clock went from %d s to %d s in %v", i, first[i], secs, took)
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
