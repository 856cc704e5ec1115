package server

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"caribe/server/limits"
	"caribe/server/refusal"
	"caribe/server/wire"
)

// takeJoin takes one of the client address's joins; on a refusal it
// writes the error and reports false.
func (s *Server) takeJoin(w http.ResponseWriter, r *http.Request) bool {
	if err := s.quotas.Take(s.quotas.ClientAddress(r), limits.Join); err != nil {
		writeError(w, err)
		return false
	}
	return true
}

func seatParam(w http.ResponseWriter, r *http.Request) (int, bool) {
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil {
		writeError(w, refusal.New(http.StatusBadRequest, "seat %q is not a number", r.PathValue("seat")))
		return 0, false
	}
	return seat, true
}

// bearer is the token of an "Authorization: Bearer TOKEN" header.
func bearer(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// readJSON decodes a request body strictly (decodeStrict), answering the
// error itself.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	_, ok := readJSONBody(w, r, v)
	return ok
}

// readJSONBody is readJSON that also returns the body read.
func readJSONBody(w http.ResponseWriter, r *http.Request, v any) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err == nil {
		err = decodeStrict(body, v)
	}
	var tooBig *http.MaxBytesError
	switch {
	case err == nil:
		return body, true
	case errors.As(err, &tooBig):
		writeError(w, refusal.New(http.StatusRequestEntityTooLarge, "request body over %d bytes", MaxRequest))
	case errors.Is(err, io.EOF):
		writeError(w, refusal.New(http.StatusBadRequest, "empty request body: a JSON object is expected"))
	default:
		writeError(w, refusal.New(http.StatusBadRequest, "malformed JSON: %v", err))
	}
	return nil, false
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	jsonHeader(w, code)
	json.NewEncoder(w).Encode(v)
}

// writeEncoded answers with body, a value already encoded as writeJSON
// encodes one, written as it is.
func writeEncoded(w http.ResponseWriter, code int, body []byte) {
	jsonHeader(w, code)
	w.Write(body)
}

// jsonHeader writes the header of a JSON answer.
func jsonHeader(w http.ResponseWriter, code int) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
}

func writeError(w http.ResponseWriter, err error) {
	writeJSON(w, refusal.StatusOf(err), errorResponse(w, err))
}

func writeErrorAt(w http.ResponseWriter, err error, version int) {
	e := errorResponse(w, err)
	e.Version = &version
	writeJSON(w, refusal.StatusOf(err), e)
}

// errorResponse is an error's body; a refusal by a limit names it and sets
// the Retry-After header.
func errorResponse(w http.ResponseWriter, err error) wire.ErrorResponse {
	e := wire.ErrorResponse{Error: said(err)}
	var limited *limits.Error
	if errors.As(err, &limited) {
		e.Limit, e.RetryAfter = limited.Limit, limited.RetryAfter()
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	return e
}

// writeOK answers with v, or with the refusal err.
func writeOK[T any](w http.ResponseWriter, v T, err error) {
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}
