package server

import (
	"errors"
	"fmt"
	"net/http"
)

// Error is a refusal with the HTTP status that fits it.
type Error struct {
	Status int
	Msg    string
}

// Error returns the refusal's message.
func (e *Error) Error() string { return e.Msg }

// refuse makes a refusal with an HTTP status and a formatted message.
func refuse(status int, format string, args ...any) *Error {
	return &Error{Status: status, Msg: fmt.Sprintf(format, args...)}
}

// statusOf is the HTTP status of an error: its own for an *Error, 503 for
// a write the store could not make, 500 otherwise.
func statusOf(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Status
	}
	var u *unstoredError
	if errors.As(err, &u) {
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

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
func (e staleError) Unwrap() error { return refuse(http.StatusConflict, "%s", e.Error()) }
