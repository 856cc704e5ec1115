package main

import (
	"errors"
	"os"
	"runtime/pprof"
)

// cpuProfile starts a CPU profile of this process written to path, and
// returns what stops it and closes the file; with no path it profiles
// nothing. scripts/pgo.sh builds the profile Go compiles caribe with from
// such profiles.
func cpuProfile(path string) (stop func() error, err error) {
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
