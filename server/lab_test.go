package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"caribe/server/wire"
)

// TestServerRefusesLabParameters: a table setting a design parameter the
// boards do not draw is refused, naming it; the same parameter at its
// default is taken.
func TestServerRefusesLabParameters(t *testing.T) {
	h := newHarness(t, Config{})
	var e wire.ErrorResponse
	code := h.call("POST", "/api/tables", "", wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"segments":2}`)}, &e)
	if code != http.StatusBadRequest || !strings.Contains(e.Error, "option segments") {
		t.Fatalf("a table of 2 segments: %d %q", code, e.Error)
	}
	h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"segments":6}`)})
}
