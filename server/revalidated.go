package server

import (
	"bytes"
	"encoding/json"
	"net/http"
)

// writeRevalidated answers a GET with v as JSON that browsers keep and
// check each time: an ETag of its content, a 304 when the browser holds
// it already (found before the answer is compressed), and the body gzipped
// when that is taken and shrinks it.
func writeRevalidated(w http.ResponseWriter, r *http.Request, v any) {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(v); err != nil {
		writeError(w, err)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	hash := contentHash(buf.Bytes())
	if notModified(r, hash) {
		// The browser holds this answer already: it is told so before
		// anything is compressed.
		tag := `"` + hash + `"`
		if acceptsGzip(r) {
			tag = `"` + hash + `-gz"`
		}
		w.Header().Set("Vary", "Accept-Encoding")
		w.Header().Set("ETag", tag)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	a := hashedAsset("answer.json", buf.Bytes(), hash)
	if body, ok := a.negotiate(w, r); ok {
		writeEncoded(w, http.StatusOK, body)
	}
}
