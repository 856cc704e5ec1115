package server

import (
	"bytes"
	"embed"
	"io/fs"
	"net/http"
	"strings"
	"sync/atomic"
	"time"
)

// contentPolicy lets the UI load only its own scripts, styles and
// connections: no inline script, no other origin.
const contentPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

// staticFiles serves the browser UI from memory, gzipped to browsers that
// take it. A file asked for by its content's hash (?v=, as index.html asks
// for every module and style sheet) may be kept for a year; any other is
// checked each time against its ETag, answered by 304 when unchanged.
// Files of an embedded file system are read once; those of any other (a
// folder being edited) are read again whenever index.html is asked for.
func staticFiles(files fs.FS) (http.Handler, error) {
	set, err := loadAssets(files)
	if err != nil {
		return nil, err
	}
	_, fixed := files.(embed.FS)
	// current is the set being served; a request for index.html replaces
	// it when the files may change. Atomic: requests read it concurrently.
	var current atomic.Pointer[assetSet]
	current.Store(set)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "" {
			name = "index.html"
		}
		if name == "index.html" && !fixed {
			if fresh, err := loadAssets(files); err == nil {
				current.Store(fresh)
			}
		}
		current.Load().serve(w, r, name)
	}), nil
}

// serve answers a request for the file name.
func (set *assetSet) serve(w http.ResponseWriter, r *http.Request, name string) {
	a, ok := set.files[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	if v := r.URL.Query().Get("v"); v != "" && v == a.hash {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	body, ok := a.negotiate(w, r)
	if !ok {
		return
	}
	h.Set("Content-Type", a.ctype)
	h.Set("Content-Security-Policy", set.policy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(body))
}

// negotiate sets the headers that say which version of a goes out (plain
// or gzipped, and its ETag) and returns its body, or answers 304 and
// returns false when the browser holds that version already.
func (a *asset) negotiate(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	h := w.Header()
	h.Set("Vary", "Accept-Encoding")
	body, etag := a.body, `"`+a.hash+`"`
	if a.gz != nil && acceptsGzip(r) {
		body, etag = a.gz, `"`+a.hash+`-gz"`
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("ETag", etag)
	if notModified(r, a.hash) {
		w.WriteHeader(http.StatusNotModified)
		return nil, false
	}
	return body, true
}

// acceptsGzip tells whether the request's Accept-Encoding takes gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") && strings.ReplaceAll(strings.TrimSpace(q), " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// notModified tells whether If-None-Match names a version of the file
// with this hash, plain or gzipped.
func notModified(r *http.Request, hash string) bool {
	for _, tag := range strings.Split(r.Header.Get("If-None-Match"), ",") {
		tag = strings.TrimPrefix(strings.TrimSpace(tag), "W/")
		if tag == "*" || tag == `"`+hash+`"` || tag == `"`+hash+`-gz"` {
			return true
		}
	}
	return false
}
