package island

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the named islands' text maps in testdata")

// The named islands are valid, of their sizes, and drawn exactly as their
// text maps in testdata/named hold them: a change to the generator that
// would change an island that ships with the game fails here. Run with
// -update to accept new maps on purpose.
func TestNamedIslandsNeverChange(t *testing.T) {
	sizes := map[Size]int{}
	ids := map[string]bool{}
	for _, n := range NamedIslands() {
		is := n.Island()
		if err := is.Validate(); err != nil {
			t.Errorf("%s: %v", n.ID, err)
		}
		if is.Size() != n.Size || ids[n.ID] {
			t.Errorf("%s: size %v, want %v, or a repeated id", n.ID, is.Size(), n.Size)
		}
		sizes[n.Size]++
		ids[n.ID] = true
		path := filepath.Join("testdata", "named", n.ID+".txt")
		if *update {
			if err := os.WriteFile(path, []byte(is.Grid()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v (run go test -run TestNamedIslands -update to write it)", n.ID, err)
		}
		if got := is.Grid(); got != string(want) {
			t.Errorf("%s drew differently:\n%s\nwant:\n%s", n.ID, got, want)
		}
	}
	if sizes[Small] != 4 || sizes[Large] != 4 {
		t.Errorf("named islands by size: %v, want 4 small and 4 large", sizes)
	}
}

func TestByName(t *testing.T) {
	for _, name := range []string{"coral-cove", "Coral Cove", "CORAL-COVE"} {
		n, err := ByName(name)
		if err != nil || n.Seed != 1 || n.Size != Small {
			t.Errorf("ByName(%q) = %v, %v", name, n, err)
		}
	}
	_, err := ByName("atlantis")
	if err == nil || !strings.Contains(err.Error(), `no island is named "atlantis" (the named islands: coral-cove, pelican-key`) {
		t.Errorf("ByName(atlantis): %v", err)
	}
}
