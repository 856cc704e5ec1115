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

// statusOf is the HTTP status of an error: its own for an *Error, 500
// otherwise.
func statusOf(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Status
	}
	return http.StatusInternalServerError
}

// staleError refuses an entry because another server sharing the store
// stored one at that version first; the table has caught up to version.
type staleError struct{ version int }

func (e staleError) Error() string {
	return fmt.Sprintf("stale: another move was stored first; the table is now at version %d", e.version)
}

// Unwrap makes the refusal a conflict (HTTP 409).
func (e staleError) Unwrap() error { return refuse(http.StatusConflict, "%s", e.Error()) }
