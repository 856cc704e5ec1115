// Package loadtest measures the game server under load: it opens many
// tables on one or several servers on the loopback interface, plays each
// with two scripted WebSocket players, and reports moves per second, the
// latency from a move's submission to its broadcast to the other player,
// errors, moves that were acknowledged but are missing from the store, and
// each server's CPU time per stored move, overall and per server.
package loadtest

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"
)

// Bounds on a run: a load test never grows beyond them.
const (
	MaxTables   = 5000
	MaxDuration = 10 * time.Minute
	MaxThink    = time.Minute
)

// Config is one load test.
type Config struct {
	// Tables is how many tables are played at once, each by two players.
	Tables int
	// Game names the game played at every table.
	Game string
	// Options are the game's options, a JSON object; nil for none.
	Options json.RawMessage
	// Think is how long a player waits before answering a decision, give
	// or take 25%; 0 answers at once.
	Think time.Duration
	// Duration bounds the playing phase; the run stops cleanly at it.
	Duration time.Duration
	// Moves caps the player moves per table; 0 plays until the game ends
	// or the duration is up.
	Moves int
	// Targets are the base URLs of servers on the loopback interface, such
	// as http://127.0.0.1:8080; table i is played on Targets[i mod n].
	// None plays on the server Start starts.
	Targets []string
	// Cross seats a table's second player on the next target after its
	// first player's: the targets must share one database, since a move
	// made through one server has to reach the player on the other.
	Cross bool
	// Start starts a server on a temporary database for a run given no
	// Targets; the run stops it at its end.
	Start func() (Local, error)
	// Seed seeds the players' choices and think times.
	Seed uint64
	// Ramp spreads the tables' creation and connection over this time.
	Ramp time.Duration
	// Every is how often a progress line is written (0: every 5 s).
	Every time.Duration
}

// check refuses a configuration outside the bounds.
func (c Config) check() error {
	switch {
	case c.Tables < 1 || c.Tables > MaxTables:
		return fmt.Errorf("tables: %d, give 1 to %d", c.Tables, MaxTables)
	case c.Game == "":
		return fmt.Errorf("game: name one")
	case c.Duration <= 0 || c.Duration > MaxDuration:
		return fmt.Errorf("duration: %s, give more than 0 and at most %s", c.Duration, MaxDuration)
	case c.Think < 0 || c.Think > MaxThink:
		return fmt.Errorf("think: %s, give 0 to %s", c.Think, MaxThink)
	case c.Ramp < 0 || c.Ramp > c.Duration:
		return fmt.Errorf("ramp: %s, give 0 to the duration (%s)", c.Ramp, c.Duration)
	case c.Moves < 0:
		return fmt.Errorf("moves: %d, give 0 (no cap) or more", c.Moves)
	case c.Every < 0:
		return fmt.Errorf("progress interval: %s is negative", c.Every)
	}
	if len(c.Targets) == 0 {
		if c.Start == nil {
			return fmt.Errorf("target: give a server's URL, or a way to start one")
		}
		if c.Cross {
			return fmt.Errorf("cross: seating a table's players on different servers needs at least two targets")
		}
		return nil
	}
	_, err := checkTargets(c.Targets, c.Cross)
	return err
}

// checkTargets checks every target and returns their base URLs; a target
// given twice, or Cross with fewer than two targets, is refused.
func checkTargets(targets []string, cross bool) ([]string, error) {
	if cross && len(targets) < 2 {
		return nil, fmt.Errorf("cross: seating a table's players on different servers needs at least two targets, got %d", len(targets))
	}
	seen := map[string]bool{}
	var bases []string
	for _, t := range targets {
		u, err := checkTarget(t)
		if err != nil {
			return nil, err
		}
		base := u.String()
		if seen[base] {
			return nil, fmt.Errorf("target %s: given twice", base)
		}
		seen[base] = true
		bases = append(bases, base)
	}
	return bases, nil
}

// SplitTargets reads target flags, each one URL or several separated by
// commas, into a list of URLs.
func SplitTargets(flags []string) []string {
	var targets []string
	for _, f := range flags {
		for t := range strings.SplitSeq(f, ",") {
			if t = strings.TrimSpace(t); t != "" {
				targets = append(targets, t)
			}
		}
	}
	return targets
}

// checkTarget parses a target URL and refuses one whose host is not on the
// loopback interface: 127.0.0.0/8, ::1 or localhost.
func checkTarget(target string) (*url.URL, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, fmt.Errorf("target %q: %v", target, err)
	}
	if u.Scheme != "http" || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" {
		return nil, fmt.Errorf("target %q: give the server's base URL, such as http://127.0.0.1:8080", target)
	}
	if !loopback(u.Hostname()) {
		return nil, fmt.Errorf("target %q: %s is not a loopback address; only a server on 127.0.0.0/8, ::1 or localhost may be load-tested", target, u.Hostname())
	}
	u.Path = ""
	return u, nil
}

// loopback reports whether host is localhost or a loopback IP address.
func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// checkResolved refuses a host name that resolves to anything but loopback
// addresses, so that "localhost" cannot lead elsewhere.
func checkResolved(ctx context.Context, host string) error {
	if net.ParseIP(host) != nil {
		return nil
	}
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
	if err != nil {
		return fmt.Errorf("target: resolving %s: %v", host, err)
	}
	for _, a := range addrs {
		if !a.IP.IsLoopback() {
			return fmt.Errorf("target: %s resolves to %s, which is not a loopback address", host, a.IP)
		}
	}
	return nil
}
