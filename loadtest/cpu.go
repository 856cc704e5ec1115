package loadtest

import (
	"fmt"
	"strings"
)

// ServerCPU is the CPU time a server's process spent during a run, read
// from its /metrics, per move it stored.
type ServerCPU struct {
	// Seconds is the growth of process_cpu_seconds_total over the run.
	Seconds float64 `json:"cpu_seconds"`
	// StoredMoves is the growth of caribe_moves_total: moves stored
	// through the server, chance outcomes included.
	StoredMoves int `json:"stored_moves"`
	// MicrosPerMove is Seconds per stored move in microseconds; 0 when no
	// move was stored.
	MicrosPerMove float64 `json:"us_per_move"`
	// WithClient says the server ran in the load test's own process: the
	// time is the server's and the load client's together.
	WithClient bool `json:"with_load_client"`
	// Error says why the figures could not be read.
	Error string `json:"error,omitempty"`
	// Steady is the same from the end of the ramp to the end of the
	// playing: the cost of a move without the tables' set-up and the
	// connections' opening and closing. Nil when the ramp did not end.
	Steady *ServerCPU `json:"after_ramp,omitempty"`
}

// perMove sets MicrosPerMove from Seconds and StoredMoves.
func (c *ServerCPU) perMove() {
	c.MicrosPerMove = 0
	if c.StoredMoves > 0 {
		c.MicrosPerMove = c.Seconds * 1e6 / float64(c.StoredMoves)
	}
}

// totalCPU adds up the servers' figures; a server whose figures are
// missing makes the total missing too, naming it.
func totalCPU(bases []string, each []ServerCPU) ServerCPU {
	var (
		t       ServerCPU
		missing []string
	)
	for i, c := range each {
		if c.Error != "" {
			missing = append(missing, bases[i])
			continue
		}
		t.Seconds += c.Seconds
		t.StoredMoves += c.StoredMoves
		t.WithClient = t.WithClient || c.WithClient
	}
	if len(missing) > 0 {
		return ServerCPU{Error: fmt.Sprintf("unavailable for %s", strings.Join(missing, ", "))}
	}
	t.perMove()
	steady := ServerCPU{WithClient: t.WithClient}
	for _, c := range each {
		if c.Steady == nil {
			return t
		}
		steady.Seconds += c.Steady.Seconds
		steady.StoredMoves += c.Steady.StoredMoves
	}
	steady.perMove()
	t.Steady = &steady
	return t
}

// String is the figure as the text report prints it.
func (c ServerCPU) String() string {
	if c.Error != "" {
		return "unavailable: " + c.Error
	}
	who := "server"
	if c.WithClient {
		who = "server and load client together, one process"
	}
	if c.StoredMoves == 0 {
		return fmt.Sprintf("%.2f s, no move stored (%s)", c.Seconds, who)
	}
	text := fmt.Sprintf("%.1f µs/move (%.2f s for %d stored moves; %s)", c.MicrosPerMove, c.Seconds, c.StoredMoves, who)
	if c.Steady != nil && c.Steady.StoredMoves > 0 {
		text += fmt.Sprintf("; after the ramp %.1f µs/move (%.2f s for %d)", c.Steady.MicrosPerMove, c.Steady.Seconds, c.Steady.StoredMoves)
	}
	return text
}
