// Package refusal is how the server's rooms refuse a request: an error
// that carries the HTTP status fitting it, so that the handlers on top
// answer with it whichever room refused.
package refusal

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

// New makes a refusal with an HTTP status and a formatted message.
func New(status int, format string, args ...any) *Error {
	return &Error{Status: status, Msg: fmt.Sprintf(format, args...)}
}

// Statused is an error that names its own HTTP status without being a
// refusal (a write the store could not make is 503).
type Statused interface {
	error
	HTTPStatus() int
}

// StatusOf is the HTTP status of an error: its own for an *Error or a
// Statused, 500 otherwise.
func StatusOf(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Status
	}
	var s Statused
	if errors.As(err, &s) {
		return s.HTTPStatus()
	}
	return http.StatusInternalServerError
}
