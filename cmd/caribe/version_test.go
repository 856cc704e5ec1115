package main

import (
	"strings"
	"testing"
)

// A build without version control information names the commit stamped in at
// link time rather than calling itself a development build.
func TestVersionNamesTheStampedCommit(t *testing.T) {
	defer func(c string) { buildCommit = c }(buildCommit)
	buildCommit = "0123456789abcdef0123456789abcdef01234567"
	v := version()
	if !strings.Contains(v, "commit 0123456789ab") || strings.Contains(v, "development build") {
		t.Fatalf("version with a stamped commit: %q", v)
	}
}
