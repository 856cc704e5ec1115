// Package web holds the browser UI: plain ES modules, SVG and CSS, embedded
// into the binary and served by the server as they are.
package web

import "embed"

// Files are the UI's files, index.html at the root, and the short sound
// that tells a player their turn has come.
//
//go:embed index.html *.js *.css *.wav boards
var Files embed.FS
