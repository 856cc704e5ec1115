package cartagena

import (
	"encoding/json"
	"strings"
	"testing"

	"caribe/engine"
)

// ended is a two-player game over with these pirates in the boat.
func ended(t *testing.T, boat ...int8) *State {
	t.Helper()
	s, err := New(2, json.RawMessage(`{"first":0}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	for p, n := range boat {
		s.own[p][Start] -= n
		s.own[p][Boat] += n
	}
	s.over = true
	return s
}

func TestSummaryBoardedStalledAndShared(t *testing.T) {
	if d := ended(t, 6, 2).Summary(nil).Decided.EN; d != "{winners} brought all six pirates into the boat." {
		t.Errorf("six pirates boarded: %q", d)
	}
	if d := ended(t, 4, 2).Summary(nil).Decided.EN; !strings.Contains(d, "the most pirates in the boat (4)") {
		t.Errorf("a stall at 4 to 2: %q", d)
	}
	shared := ended(t, 3, 3).Summary(nil)
	if !shared.Tiebreak || !strings.Contains(shared.Decided.EN, "the win is shared by {winners}") {
		t.Errorf("a stall at 3 each: %+v", shared)
	}
}

func TestSummaryCountsFromEvents(t *testing.T) {
	events := []engine.Event{
		Advanced{Type: "forward", Seat: 0}, Advanced{Type: "forward", Seat: 0}, Retreated{Type: "back", Seat: 1, Draws: 2},
		Drew{Type: "draw", Seat: 1}, Drew{Type: "draw", Seat: 1},
	}
	stats := ended(t, 6, 0).Summary(events).Stats
	if stats[0].Values[0] != 2 || stats[1].Values[1] != 1 || stats[2].Values[1] != 2 || stats[2].Values[0] != 0 {
		t.Errorf("stats %+v", stats)
	}
}
