package sim

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/parquet-go/parquet-go"
)

// testBuild names a caribe for the files' metadata.
var testBuild = Build{Version: "caribe v9.9.9 commit 0123456789ab", Commit: "0123456789abcdef"}

// The Parquet files read back: the winners a list, the seats' rows one
// per game and seat agreeing with it, each traced move the game's JSON
// beside its text, and every file's metadata saying how it was made.
func TestRowsReadBackWithListsAndMetadata(t *testing.T) {
	out, err := Play(context.Background(), sweepJob(t))
	if err != nil {
		t.Fatal(err)
	}
	out.Build = testBuild
	dir := t.TempDir()
	paths := map[string]string{"rows": filepath.Join(dir, "games.parquet"), "seats": filepath.Join(dir, "seats.parquet"),
		"trace": filepath.Join(dir, "moves.parquet")}
	for name, write := range map[string]func(string) error{"rows": out.WriteRows, "seats": out.WriteSeatRows, "trace": out.WriteTrace} {
		if err := write(paths[name]); err != nil {
			t.Fatal(err)
		}
	}
	type game struct {
		Game    int64   `parquet:"game"`
		Winners []int64 `parquet:"winners,list"`
	}
	games := readBack[game](t, paths["rows"])
	for i, g := range games {
		want := out.Played[i].Winners
		if len(g.Winners) == 0 || len(g.Winners) != len(want) || int(g.Winners[0]) != want[0] {
			t.Errorf("game %d: winners %v, want %v", i, g.Winners, want)
		}
	}
	type seat struct {
		Game       int64   `parquet:"game"`
		EggsAsDice bool    `parquet:"eggs_as_dice"`
		Seat       int64   `parquet:"seat"`
		Order      int64   `parquet:"order"`
		Bot        string  `parquet:"bot"`
		Score      int64   `parquet:"score"`
		Won        bool    `parquet:"won"`
		Win        float64 `parquet:"win"`
		Place      int64   `parquet:"place"`
		Busts      int64   `parquet:"busts"`
	}
	seats := readBack[seat](t, paths["seats"])
	if len(seats) != 2*len(out.Played) {
		t.Fatalf("%d seats' rows for %d games of two", len(seats), len(out.Played))
	}
	for _, s := range seats {
		p := out.Played[s.Game]
		won := slices.Contains(p.Winners, int(s.Seat))
		if s.Won != won || (s.Place == 1) != won || s.Bot != p.Bots[s.Seat] || s.Score != int64(p.Scores[s.Seat]) ||
			s.Busts != p.stat("busts", int(s.Seat)) || s.EggsAsDice != (p.Setting >= 2) || (s.Order == 1) != (int(s.Seat) == p.First) {
			t.Errorf("game %d seat %d: %+v, played %+v", s.Game, s.Seat, s, p)
		}
	}
	type move struct {
		Game int64  `parquet:"game"`
		Ply  int64  `parquet:"ply"`
		Move string `parquet:"move"`
		Text string `parquet:"move_text"`
	}
	moves := readBack[move](t, paths["trace"])
	for _, m := range moves[:50] {
		var v struct{ Type string }
		if err := json.Unmarshal([]byte(m.Move), &v); err != nil || v.Type == "" || m.Text != out.Played[m.Game].Trace[m.Ply-1].Move {
			t.Errorf("game %d ply %d: move %q (%v), text %q", m.Game, m.Ply, m.Move, err, m.Text)
		}
	}
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := f.Stat()
		pf, err := parquet.OpenFile(f, st.Size())
		if err != nil {
			t.Fatal(err)
		}
		for key, want := range map[string]string{"caribe.version": testBuild.Version, "caribe.commit": testBuild.Commit,
			"caribe.command": "caribe sim --game tortuga --players 2 --bots greedy,random --games 5 --seed 9 --sweep eggs_as_dice=false,true --sweep first=0,1",
			"caribe.seed":    "9", "caribe.options": `[{"eggs_as_dice":false,"first":0},{"eggs_as_dice":false,"first":1},{"eggs_as_dice":true,"first":0},{"eggs_as_dice":true,"first":1}]`} {
			if got, ok := pf.Lookup(key); got != want {
				t.Errorf("%s: %s is %q (%v), want %q", filepath.Base(path), key, got, ok, want)
			}
		}
		f.Close()
	}
}

// A seat's place: the winners first, then the others by score, a tie
// sharing a place and skipping the next.
func TestPlaces(t *testing.T) {
	for _, c := range []struct {
		scores, winners, want []int
	}{
		{[]int{3, 5, 1}, []int{1}, []int{2, 1, 3}},
		{[]int{4, 4, 2, 4}, []int{0, 1}, []int{1, 1, 4, 3}},
		{[]int{2, 2, 9}, []int{2}, []int{2, 2, 1}},
	} {
		p := Played{Scores: c.scores, Winners: c.winners}
		for s, want := range c.want {
			if got := place(p, s); got != want {
				t.Errorf("scores %v, winners %v: seat %d placed %d, want %d", c.scores, c.winners, s, got, want)
			}
		}
	}
}

// readBack reads a Parquet file's rows with parquet-go.
func readBack[T any](t *testing.T, path string) []T {
	t.Helper()
	rows, err := parquet.ReadFile[T](path)
	if err != nil {
		t.Fatal(err)
	}
	return rows
}
