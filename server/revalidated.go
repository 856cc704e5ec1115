package server

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// writeRevalidated answers a GET with v as JSON that browsers keep and
// check each time: an ETag of its content, a 304 when the browser holds
// it already, and the body gzipped when that is taken and shrinks it.
func writeRevalidated(w http.ResponseWriter, r *http.Request, v any) {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(v); err != nil {
		writeError(w, err)
		return
	}
	a := newAsset("answer.json", buf.Bytes())
	w.Header().Set("Cache-Control", "no-cache")
	if body, ok := a.negotiate(w, r); ok {
		writeEncoded(w, http.StatusOK, body)
	}
}
