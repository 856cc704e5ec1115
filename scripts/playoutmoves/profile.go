package main

import (
	"os"
	"runtime/pprof"
)

// profile starts a CPU profile of the process written to path, and returns
// what stops it and closes the file. With no path it profiles nothing.
func profile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}
