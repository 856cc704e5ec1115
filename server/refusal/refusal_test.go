package refusal

import (
	"errors"
	"fmt"
	"net/http"
	"testing"
)

type busy struct{}

func (busy) Error() string   { return "busy" }
func (busy) HTTPStatus() int { return http.StatusServiceUnavailable }

func TestStatusOf(t *testing.T) {
	for _, c := range []struct {
		err  error
		want int
	}{
		{New(http.StatusConflict, "taken"), http.StatusConflict},
		{fmt.Errorf("joining: %w", New(http.StatusNotFound, "no table %q", "x")), http.StatusNotFound},
		{fmt.Errorf("storing: %w", busy{}), http.StatusServiceUnavailable},
		{errors.New("disk on fire"), http.StatusInternalServerError},
	} {
		if got := StatusOf(c.err); got != c.want {
			t.Errorf("StatusOf(%v) = %d, want %d", c.err, got, c.want)
		}
	}
}
