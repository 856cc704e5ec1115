package sim

import (
	"encoding/json"
	"slices"
	"testing"

	"caribe/games"
)

// Every game of the registry has a lab.
func TestEveryGameHasALab(t *testing.T) {
	for _, name := range games.Names() {
		if _, ok := labs[name]; !ok {
			t.Errorf("%s has no lab in labs", name)
		}
	}
}

// The lab plays the very games bots.Game.Play plays: same scores, winners
// and length for the same seed and bots, and it records turns, the first
// player, the summary's numbers and those it counts itself.
func TestLabPlaysAsTheBots(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
		options string
		stats   []string
	}{
		{"tortuga", 3, `{"eggs_as_dice":true}`, []string{"egg_cards", "busts", "rolls", "rides"}},
		{"cartagena", 4, `{"variant":"tortuga"}`, []string{"cards_played", "moves_back", "cards_drawn", "turns_to_board"}},
		{"tobago", 2, `{}`, []string{"treasures_raised", "cards_taken", "amulets", "clues", "curses_taken"}},
	} {
		g, _ := games.Bots(c.game)
		seats := specs(t, "greedy", "random", "greedy", "random")[:c.players]
		for seed := uint64(1); seed <= 3; seed++ {
			want, err := g.Play(c.players, json.RawMessage(c.options), seed, seats, 1)
			if err != nil {
				t.Fatal(err)
			}
			got, err := labs[c.game].play(gameSetup{players: c.players, options: json.RawMessage(c.options), seed: seed,
				seats: seats, workers: 1, search: g.Search(), trace: true})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Scores, want.Scores) || !slices.Equal(got.Winners, want.Winners) || got.Moves != want.Moves {
				t.Errorf("%s seed %d: lab %v %v %d moves, bots %v %v %d", c.game, seed, got.Scores, got.Winners, got.Moves,
					want.Scores, want.Winners, want.Moves)
			}
			var names []string
			for _, st := range got.Stats {
				names = append(names, st.Name)
				if len(st.Values) != c.players {
					t.Errorf("%s: %s has %d values", c.game, st.Name, len(st.Values))
				}
			}
			if !slices.Equal(names, c.stats) {
				t.Errorf("%s: stats %v, want %v", c.game, names, c.stats)
			}
			if got.Turns < c.players || got.Turns > got.Moves || got.First < 0 || len(got.Trace) != got.Moves {
				t.Errorf("%s: %d turns, first %d, %d traced of %d moves", c.game, got.Turns, got.First, len(got.Trace), got.Moves)
			}
			last := got.Trace[len(got.Trace)-1].Standing
			if top(last)&winnersMask(got.Winners) == 0 && c.game != "cartagena" {
				t.Errorf("%s: the winners %v do not stand at the top at the end: %v", c.game, got.Winners, last)
			}
		}
	}
}

func winnersMask(w []int) uint8 {
	var m uint8
	for _, s := range w {
		m |= 1 << s
	}
	return m
}
