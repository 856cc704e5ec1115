package loadtest

import (
	"context"
	"encoding/json"
)

// Local is a server started for a run given no target.
type Local struct {
	// URL is the server's base URL on the loopback interface.
	URL string
	// Stored reads a table's moves straight from the server's store, to
	// look the acknowledged moves up in; nil reads them through the API.
	Stored func(ctx context.Context, id string) ([]json.RawMessage, error)
	// Stop stops the server and removes what it stored.
	Stop func() error
	// SharesCPU says the server runs in the load test's own process, so
	// the CPU time its /metrics shows is the load client's too.
	SharesCPU bool
}
