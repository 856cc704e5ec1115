package table

import (
	"fmt"
	"net/http"

	"caribe/server/refusal"
)

// UnstoredError is an entry the store could not store: nothing changed
// and the client may try again. Its Error, with the store's own, is for
// the log; a client is told something else (the server's spoken texts),
// never the database's words.
type UnstoredError struct{ err error }

// unstored is the error of an entry the store refused with err.
func unstored(err error) error { return &UnstoredError{err} }

func (e *UnstoredError) Error() string {
	return "the move could not be stored, nothing changed: " + e.err.Error()
}

func (e *UnstoredError) Unwrap() error { return e.err }

// HTTPStatus makes an unstored entry a 503: the client may try again.
func (e *UnstoredError) HTTPStatus() int { return http.StatusServiceUnavailable }

// staleError refuses an entry because another server sharing the store
// stored one at that version first; the table has caught up to version.
type staleError struct{ version int }

func (e staleError) Error() string {
	return fmt.Sprintf("stale: another move was stored first; the table is now at version %d", e.version)
}

// Unwrap makes the refusal a conflict (HTTP 409).
func (e staleError) Unwrap() error { return refusal.New(http.StatusConflict, "%s", e.Error()) }
