package server

import (
	"net/http"
	"time"
)

// HTTPTimeouts bound how long a client may hold an HTTP connection
// without doing its part (caribe serve --http-*). A WebSocket is not
// bound by them once upgraded: taking the connection over clears its
// deadlines.
type HTTPTimeouts struct {
	// ReadHeader bounds the reading of a request's headers.
	ReadHeader time.Duration
	// Read bounds the reading of a whole request, its body included. A
	// request's context also ends then, so the server reads it as at
	// least the longest request may take: its headers, and a hint that
	// waits for a worker and thinks (table.Bots.LongestHint).
	Read time.Duration
	// Idle bounds how long a keep-alive connection waits for its next
	// request.
	Idle time.Duration
}

// DefaultHTTPTimeouts are caribe serve's: ample for a browser on a slow
// line, short enough that idle or stalled connections do not pile up.
var DefaultHTTPTimeouts = HTTPTimeouts{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Idle: 60 * time.Second}

// orDefault fills the fields of h that bound nothing with
// DefaultHTTPTimeouts'.
func (h HTTPTimeouts) orDefault() HTTPTimeouts {
	if h.ReadHeader <= 0 {
		h.ReadHeader = DefaultHTTPTimeouts.ReadHeader
	}
	if h.Read <= 0 {
		h.Read = DefaultHTTPTimeouts.Read
	}
	if h.Idle <= 0 {
		h.Idle = DefaultHTTPTimeouts.Idle
	}
	return h
}

// HTTPServer is the http.Server that serves s, with its timeouts and a
// request's headers bounded by MaxRequest (431 beyond). Serve it on
// s.Listener's listener, so that connections are counted per address.
func (s *Server) HTTPServer() *http.Server {
	t := s.cfg.HTTP
	return &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       max(t.Read, t.ReadHeader+s.bots.LongestHint()),
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    MaxRequest,
	}
}
