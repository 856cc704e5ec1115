package limits

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/time/rate"
)

// Rate is N events every Per: a bucket of N, refilled evenly over Per, so
// N may come at once and then one every Per/N. The zero Rate sets no
// limit.
type Rate struct {
	N   int
	Per time.Duration
}

// off reports whether the rate sets no limit.
func (r Rate) off() bool { return r.N <= 0 || r.Per <= 0 }

// String writes the rate as UnmarshalText reads it: "10/1m", or "off".
func (r Rate) String() string {
	if r.off() {
		return "off"
	}
	per := r.Per.String()
	if strings.HasSuffix(per, "m0s") {
		per = strings.TrimSuffix(per, "0s")
	}
	if strings.HasSuffix(per, "h0m") {
		per = strings.TrimSuffix(per, "0m")
	}
	return strconv.Itoa(r.N) + "/" + per
}

// UnmarshalText reads "N/PERIOD": a count, a slash and a Go duration
// ("10/1m", "20/1s", "100/1h30m"; "10/m" is "10/1m"), or "off" (also "0")
// for no limit.
func (r *Rate) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	if s == "off" || s == "0" {
		*r = Rate{}
		return nil
	}
	count, period, ok := strings.Cut(s, "/")
	n, err := strconv.Atoi(count)
	if !ok || err != nil || n < 1 {
		return fmt.Errorf("rate %q: give N/PERIOD, such as 10/1m or 20/1s, or off", s)
	}
	if period == "s" || period == "m" || period == "h" {
		period = "1" + period
	}
	per, err := time.ParseDuration(period)
	if err != nil || per <= 0 {
		return fmt.Errorf("rate %q: the period %q is not a positive duration such as 1s, 1m or 1h", s, period)
	}
	*r = Rate{N: n, Per: per}
	return nil
}

// MarshalText writes the rate as String does.
func (r Rate) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// describe says the rate in words: "10 every 1m".
func (r Rate) describe() string {
	return fmt.Sprintf("%d every %s", r.N, strings.TrimPrefix(r.String(), strconv.Itoa(r.N)+"/"))
}

// limit is the rate as a token bucket's refill, in events per second.
func (r Rate) limit() rate.Limit { return rate.Limit(float64(r.N) / r.Per.Seconds()) }

// bucket makes the bucket of a rate, or nil when it is off.
func bucket(r Rate) *rate.Limiter {
	if r.off() {
		return nil
	}
	return rate.NewLimiter(r.limit(), r.N)
}
