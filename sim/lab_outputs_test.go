package sim

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"caribe/games"
)

// A sweep reads its values as the declarations say: commas, or semicolons
// for list values; a bad value or key is refused by name.
func TestGridReadsTheDeclarations(t *testing.T) {
	g, _ := games.Lookup("tortuga")
	settings, keys, err := Grid(g.Options(), 2, []string{"first=1"}, []string{"deck=3,3,5,5,5,3;4,4,4,4,4,4", "eggs_as_dice=false,true"})
	if err != nil {
		t.Fatal(err)
	}
	if len(settings) != 4 || string(settings[1].Options) != `{"first":1,"deck":[3,3,5,5,5,3],"eggs_as_dice":true}` ||
		string(keys[0].Values[1]) != "[4,4,4,4,4,4]" {
		t.Errorf("settings %s, keys %s", settings[1].Options, keys[0].Values)
	}
	for _, c := range []struct{ sweep, want string }{
		{"eggs_as_dice=true,perhaps", "option eggs_as_dice"},
		{"colour=1,2", `unknown option "colour"`},
		{"first=0,0", "swept twice"},
	} {
		if _, _, err := Grid(g.Options(), 2, nil, []string{c.sweep}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.sweep, err, c.want)
		}
	}
}

// The rows read back from Parquet: one per game, the swept key a typed
// column, the wins shared out; report.html holds every table and chart and
// no script.
func TestRowsAndPageReadBack(t *testing.T) {
	out, err := Play(context.Background(), sweepJob(t))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "games.parquet")
	if err := out.WriteRows(path); err != nil {
		t.Fatal(err)
	}
	type row struct {
		Game       int64   `parquet:"game"`
		EggsAsDice bool    `parquet:"eggs_as_dice"`
		First      int64   `parquet:"first"`
		Win0       float64 `parquet:"win_0"`
		Win1       float64 `parquet:"win_1"`
		Busts1     int64   `parquet:"busts_1"`
		Drama      float64 `parquet:"drama"`
	}
	rows, err := parquet.ReadFile[row](path)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 20 || !rows[10].EggsAsDice || rows[9].EggsAsDice || rows[5].First != 1 {
		t.Fatalf("%d rows: %+v", len(rows), rows)
	}
	for i, r := range rows {
		if r.Game != int64(i) || math.Abs(r.Win0+r.Win1-1) > 1e-12 || r.Drama < 0 || r.Drama > 1 {
			t.Errorf("row %d: %+v", i, r)
		}
	}
	if err := out.Study().WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(dir, HTMLFile))
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	if strings.Contains(html, "<script") || strings.Count(html, "<svg") != 3+4*4 || !strings.Contains(html, "eggs_as_dice=true, first=1") ||
		!strings.Contains(html, "Lead changes") || !strings.Contains(html, "rides") {
		t.Errorf("report.html lacks a part or has a script: %d charts", strings.Count(html, "<svg"))
	}
}

// Two bots 75% apart are 191 Elo points apart, ± 1.96·173.7/√(100·0.75·0.25)
// = 78.6 points.
func TestRatingIntervalsFromTheHessian(t *testing.T) {
	r, iv := rate(2, []Pair{pairOf(0, 1, 25, 100)})
	half := Z95 * eloPerNat / math.Sqrt(100*0.75*0.25)
	if iv[0].Low != iv[0].High || math.Abs(iv[1].High-r[1]-half) > 0.01 || math.Abs(r[1]-iv[1].Low-half) > 0.01 {
		t.Errorf("intervals %+v, want the anchor's flat and the other ±%.2f", iv, half)
	}
}
