package main

import (
	"runtime/debug"
	"strings"
)

// buildVersion is set at link time where the build has no version control
// information (the Dockerfile passes -ldflags "-X main.buildVersion=…").
var buildVersion string

// buildCommit is the commit the binary was built from, set at link time
// (-ldflags "-X main.buildCommit=$(git rev-parse HEAD)") where the build
// records no version control information: with -buildvcs=false, or in the
// Dockerfile, whose context has no .git.
var buildCommit string

// version describes the binary from its build information: the module's
// version (a tag when built with go install …@vX) or buildVersion, the
// commit it was built from and whether the tree had changes, and the Go
// version.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "caribe (no build information)"
	}
	parts := []string{"caribe"}
	v := info.Main.Version
	if v != "" && v != "(devel)" {
		parts = append(parts, v)
	}
	if buildVersion != "" {
		parts = append(parts, buildVersion)
	}
	rev, when, modified := commit(info)
	dirty := ""
	if modified {
		dirty = " (modified)"
	}
	if rev != "" {
		parts = append(parts, "commit "+rev[:min(12, len(rev))]+dirty)
	}
	if when != "" {
		parts = append(parts, when)
	}
	if len(parts) == 1 {
		parts = append(parts, "development build")
	}
	return strings.Join(parts, " ") + ", " + info.GoVersion
}

// commit is the commit the binary was built from (buildCommit where the
// build recorded none), its time, and whether the tree had changes.
func commit(info *debug.BuildInfo) (rev, when string, modified bool) {
	rev = buildCommit
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	return rev, when, modified
}
