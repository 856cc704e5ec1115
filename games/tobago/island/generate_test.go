package island

import (
	"flag"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"
)

// long asks for the full depth of the heavy tests, as enginetest's -long
// does for the games' (this package cannot import enginetest, whose
// -update flag would clash with ours): go test ./games/... -long.
var long = flag.Bool("long", false, "validate 10,000 generated islands where a plain run validates 1,000")

func TestGenerateIsDeterministic(t *testing.T) {
	for _, size := range []Size{Small, Large} {
		a, b := Generate(42, size), Generate(42, size)
		if a.Grid() != b.Grid() {
			t.Fatalf("seed 42 %v drew two islands:\n%s\n%s", size, a.Grid(), b.Grid())
		}
		if c := Generate(43, size); c.Grid() == a.Grid() {
			t.Fatalf("seeds 42 and 43 drew the same %v island", size)
		}
	}
	if Generate(42, Small).Grid() == Generate(42, Large).Grid() {
		t.Fatal("both sizes of seed 42 are the same island")
	}
}

// README ruling, Island: 10,000 generated islands of both sizes (with
// -long; a plain run checks the first 1,000) all obey every rule that
// Validate checks, and each has the size it was asked for.
func TestTenThousandIslandsAreValid(t *testing.T) {
	islands := uint64(10_000)
	if !*long {
		islands /= 10
	}
	start := time.Now()
	workers := runtime.GOMAXPROCS(0)
	failures := make(chan string, islands)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for seed := uint64(w); seed < islands; seed += uint64(workers) {
				size := Size(seed % 2)
				is := Generate(seed, size)
				if err := is.Validate(); err != nil {
					failures <- fmt.Sprintf("seed %d %v: %v", seed, size, err)
				}
				lo, hi := size.LandRange()
				if n := is.Land().Len(); is.Size() != size || n < lo || n > hi {
					failures <- fmt.Sprintf("seed %d %v: %d land hexes", seed, size, n)
				}
			}
		})
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Error(f)
	}
	t.Logf("%d islands generated and validated in %v on %d cores", islands, time.Since(start).Round(time.Millisecond), workers)
}
