package loadtest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// The counters read from a server's /metrics: its process's CPU time
// (the process collector) and the moves it stored (server/metrics.go).
const (
	cpuMetric   = "process_cpu_seconds_total"
	movesMetric = "caribe_moves_total"
)

// counters are a server's CPU seconds and stored moves at one moment.
type counters struct {
	cpuSeconds float64
	moves      float64
}

// counters reads the server's counters from its /metrics.
func (a *api) counters(ctx context.Context) (counters, error) {
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.base+"/metrics", nil)
	if err != nil {
		return counters{}, err
	}
	req.Header.Set("Accept", "text/plain; version=0.0.4")
	resp, err := a.client.Do(req)
	if err != nil {
		return counters{}, fmt.Errorf("metrics of %s: %w", a.base, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return counters{}, fmt.Errorf("metrics of %s: GET /metrics: %s", a.base, resp.Status)
	}
	c, err := parseCounters(resp.Body)
	if err != nil {
		return counters{}, fmt.Errorf("metrics of %s: %w", a.base, err)
	}
	return c, nil
}

// parseCounters reads the CPU seconds and the stored moves, summed over
// their labels, from a Prometheus text exposition. The CPU counter must be
// there; the moves counter appears with a server's first move, so its
// absence counts as none.
func parseCounters(r io.Reader) (counters, error) {
	var (
		c      counters
		hasCPU bool
	)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxMessage)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, value, err := parseSample(line)
		if err != nil {
			return counters{}, fmt.Errorf("line %d: %w", n, err)
		}
		switch name {
		case cpuMetric:
			c.cpuSeconds += value
			hasCPU = true
		case movesMetric:
			c.moves += value
		}
	}
	if err := sc.Err(); err != nil {
		return counters{}, err
	}
	if !hasCPU {
		return counters{}, fmt.Errorf("no %s: the server exports no process collector (caribe serve does)", cpuMetric)
	}
	return c, nil
}

// parseSample splits a sample line, name{labels} value [timestamp], into
// its name and value.
func parseSample(line string) (string, float64, error) {
	end := strings.IndexAny(line, "{ \t")
	if end <= 0 {
		return "", 0, fmt.Errorf("%q is not a sample", line)
	}
	name, rest := line[:end], line[end:]
	if rest[0] == '{' {
		closed := labelsEnd(rest)
		if closed < 0 {
			return "", 0, fmt.Errorf("%q: unterminated labels", line)
		}
		rest = rest[closed+1:]
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 || len(fields) > 2 {
		return "", 0, fmt.Errorf("%q: want a value and at most a timestamp after the name", line)
	}
	value, err := strconv.ParseFloat(fields[0], 64)
	if err != nil {
		return "", 0, fmt.Errorf("%q: value: %w", line, err)
	}
	return name, value, nil
}

// labelsEnd is the index of the brace closing the label set s opens,
// skipping quoted values and their escapes; -1 if there is none.
func labelsEnd(s string) int {
	quoted := false
	for i := 1; i < len(s); i++ {
		switch {
		case quoted && s[i] == '\\':
			i++
		case s[i] == '"':
			quoted = !quoted
		case !quoted && s[i] == '}':
			return i
		}
	}
	return -1
}
