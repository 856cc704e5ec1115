// Package web holds the browser UI: plain ES modules, SVG and CSS, embedded
// into the binary and served by the server as they are.
package web

import "embed"

// Files are the UI's files, index.html at the root.
//
//go:embed index.html *.js *.css boards
var Files embed.FS
