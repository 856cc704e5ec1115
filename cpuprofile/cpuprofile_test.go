package cpuprofile

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// gzipMagic opens every file runtime/pprof writes: a profile is a
// gzip-compressed protocol buffer.
var gzipMagic = []byte{0x1f, 0x8b}

// Start writes a profile; with no file it writes nothing and stops
// cleanly; a file it cannot create is an error.
func TestStartWritesAProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.pprof")
	stop, err := Start(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, gzipMagic) {
		t.Errorf("not a profile: %d bytes starting %x", len(data), data[:min(len(data), 4)])
	}
	stop, err = Start("")
	if err != nil || stop() != nil {
		t.Errorf("no file: %v", err)
	}
	if _, err := Start(filepath.Join(t.TempDir(), "no", "such", "cpu.pprof")); err == nil {
		t.Error("a file that cannot be created gave no error")
	}
}
