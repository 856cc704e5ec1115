package main

import (
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestPprofAddr(t *testing.T) {
	for given, want := range map[string]string{
		"6060":           "127.0.0.1:6060",
		":6060":          "127.0.0.1:6060",
		"0":              "127.0.0.1:0",
		"127.0.0.1:0":    "127.0.0.1:0",
		"10.1.2.3:7070":  "10.1.2.3:7070",
		"localhost:6060": "localhost:6060",
		"[::1]:6060":     "[::1]:6060",
	} {
		if got, err := pprofAddr(given); err != nil || got != want {
			t.Errorf("--pprof %s: %q %v, want %q", given, got, err, want)
		}
	}
	for _, bad := range []string{"x", ":x", "6060a", "host:", "70000", "1.2.3.4:-1", "a:b:c"} {
		if got, err := pprofAddr(bad); err == nil || !strings.Contains(err.Error(), "give a port, :port or host:port") {
			t.Errorf("--pprof %s: %q %v, want a refusal", bad, got, err)
		}
	}
}

// serveProfiles runs caribe serve on a new database with more
// environment variables and arguments, and returns the URLs its standard
// error gives: where it serves, and where it serves Go's profiles on the
// loopback ("" when it says none). The server stops at the test's end.
func serveProfiles(t *testing.T, env []string, args ...string) (serving, profiles string) {
	t.Helper()
	serving, said := serveSaying(t, filepath.Join(t.TempDir(), "caribe.db"), env, args...)
	for _, line := range said {
		if m := regexp.MustCompile(`profiles of this server on (http://127\.0\.0\.1:[0-9]+/debug/pprof/)`).FindStringSubmatch(line); m != nil {
			profiles = m[1]
		}
	}
	return serving, profiles
}

// get is the status and body of a GET of url.
func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(body)
}

// pprofAnswers says whether the pages under base are Go's profiles: their
// index, and the goroutines' and the heap's profiles as text.
func pprofAnswers(t *testing.T, base string) bool {
	t.Helper()
	for page, want := range map[string]string{"": "Types of profiles available", "goroutine?debug=1": "goroutine profile:", "heap?debug=1": "heap profile:"} {
		code, body := get(t, base+page)
		if code != http.StatusOK || !strings.Contains(body, want) {
			return false
		}
	}
	return true
}

// TestServeGivesProfilesOnlyOnTheirOwnListener: with --pprof (or
// CARIBE_PPROF) caribe serve says where it serves Go's profiles, and
// serves them there on the loopback; never on its public listener, with
// the flag or without it.
func TestServeGivesProfilesOnlyOnTheirOwnListener(t *testing.T) {
	for _, c := range []struct {
		name string
		env  []string
		args []string
		want bool
	}{
		{"flag", nil, []string{"--pprof", "127.0.0.1:0"}, true},
		{"variable, a port alone", []string{"CARIBE_PPROF=0"}, nil, true},
		{"neither", nil, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			serving, profiles := serveProfiles(t, c.env, c.args...)
			if (profiles != "") != c.want {
				t.Fatalf("profiles said to be at %q", profiles)
			}
			if c.want && !pprofAnswers(t, profiles) {
				t.Errorf("%s does not serve Go's profiles", profiles)
			}
			for _, page := range []string{"/debug/pprof/", "/debug/pprof/goroutine?debug=1", "/debug/pprof/heap?debug=1"} {
				if _, body := get(t, serving+page); strings.Contains(body, "Types of profiles available") || strings.Contains(body, "profile:") {
					t.Errorf("the public listener serves %s: %.200s", page, body)
				}
			}
		})
	}
}
