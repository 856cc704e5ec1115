package server

import (
	"fmt"
	"net/http"

	"caribe/server/refusal"
)

// unstoredError is an entry the store could not store: nothing changed
// and the client may try again. Its Error, with the store's own, is for
// the log; a client is told unstoredTexts instead (said), never the
// database's words.
type unstoredError struct{ err error }

// unstored is the error of an entry the store refused with err.
func unstored(err error) error { return &unstoredError{err} }

func (e *unstoredError) Error() string {
	return "the move could not be stored, nothing changed: " + e.err.Error()
}

func (e *unstoredError) Unwrap() error { return e.err }

// HTTPStatus makes an unstored entry a 503: the client may try again.
func (e *unstoredError) HTTPStatus() int { return http.StatusServiceUnavailable }

// unstoredTexts is what a client is told of an unstoredError.
var unstoredTexts = texts{
	"en": "the server could not store the move; nothing changed, try again",
	"ru": "сервер не смог сохранить ход; ничего не изменилось, попробуйте ещё раз",
}

// staleError refuses an entry because another server sharing the store
// stored one at that version first; the table has caught up to version.
type staleError struct{ version int }

func (e staleError) Error() string {
	return fmt.Sprintf("stale: another move was stored first; the table is now at version %d", e.version)
}

// Unwrap makes the refusal a conflict (HTTP 409).
func (e staleError) Unwrap() error { return refusal.New(http.StatusConflict, "%s", e.Error()) }
