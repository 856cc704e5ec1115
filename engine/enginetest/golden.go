package enginetest

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"caribe/engine"
)

var update = flag.Bool("update", false, "rewrite golden playthrough files instead of comparing with them")

// Golden plays one seeded game with a seeded random policy and compares the
// transcript, move by move with its events (and the board, when the state is a
// fmt.Stringer), with the file at path. Run the tests with -update to write it.
func Golden[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string, seed uint64, path string) {
	t.Helper()
	got := Playthrough(t, r, players, options, seed)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("reading golden file (run with -update to create it): %v", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
		for i := 0; i < len(gl) && i < len(wl); i++ {
			if !bytes.Equal(gl[i], wl[i]) {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s differs in length: got %d lines, want %d", path, len(gl), len(wl))
	}
}

// Playthrough returns the transcript of a seeded random game.
func Playthrough[S engine.State[S, M], M engine.Move](t testing.TB, r engine.Rules[S, M], players int, options string, seed uint64) []byte {
	t.Helper()
	s, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), seed)
	if err != nil {
		t.Fatalf("set-up: %v", err)
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "# %s, %d players, options %s, seed %d\n", r.Name, players, optionsOrEmpty(options), seed)
	board(&out, s)
	pick := rand.New(rand.NewPCG(seed, 0x901d))
	chance := engine.BindChance[S, M](s)
	for n := 1; s.Actor() != engine.Nobody; n++ {
		actor := s.Actor()
		var m M
		if actor == engine.Chance {
			m, _ = chance.Sample()
		} else {
			legal := s.Legal(nil)
			m = legal[pick.IntN(len(legal))]
		}
		var log []engine.Event
		if err := s.Apply(m, &log); err != nil {
			t.Fatalf("move %d %v: %v", n, m, err)
		}
		ev, _ := json.Marshal(log)
		fmt.Fprintf(&out, "%d. %v: %v %s\n", n, actor, m, ev)
		board(&out, s)
	}
	res, _ := json.Marshal(map[string]any{"scores": s.Scores(nil), "winners": s.Winners(nil)})
	fmt.Fprintf(&out, "result %s\n", res)
	return out.Bytes()
}

func board(out *bytes.Buffer, s any) {
	if b, ok := s.(fmt.Stringer); ok {
		fmt.Fprintf(out, "   | %s\n", b.String())
	}
}
