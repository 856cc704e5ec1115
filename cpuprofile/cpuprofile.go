// Package cpuprofile writes a CPU profile of the running process, for
// caribe sim, caribe loadtest and scripts/playoutmoves: scripts/pgo.sh
// builds the profiles Go compiles caribe with from such profiles.
package cpuprofile

import (
	"errors"
	"os"
	"runtime/pprof"
)

// Start starts a CPU profile of this process written to path, and
// returns what stops it and closes the file; with no path it profiles
// nothing.
func Start(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		return nil, errors.Join(err, f.Close())
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}
