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
