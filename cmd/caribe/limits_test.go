package main

import (
	"net/netip"
	"slices"
	"testing"
	"time"

	"github.com/alecthomas/kong"

	"caribe/server"
	"caribe/server/limits"
)

// parseServe reads a serve command line as caribe does, without running it.
func parseServe(t *testing.T, args ...string) (*ServeCmd, error) {
	t.Helper()
	var cli CLI
	parser, err := kong.New(&cli, kong.Vars{"lang": "en", "version": "test"}, helpTexts["en"])
	if err != nil {
		t.Fatal(err)
	}
	_, err = parser.Parse(append([]string{"serve"}, args...))
	return &cli.Serve, err
}

func TestServeLimitsDefaultAndConfigure(t *testing.T) {
	c, err := parseServe(t)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.limits(); got != limits.DefaultLimits() {
		t.Errorf("the flags' defaults %+v are not DefaultLimits %+v", got, limits.DefaultLimits())
	}
	if got := c.httpTimeouts(); got != server.DefaultHTTPTimeouts {
		t.Errorf("the flags' HTTP timeouts %+v are not DefaultHTTPTimeouts %+v", got, server.DefaultHTTPTimeouts)
	}
	t.Setenv("CARIBE_LIMIT_MOVES", "5/1s")
	t.Setenv("CARIBE_TRUSTED_PROXY", "127.0.0.1/32,10.0.0.0/8")
	c, err = parseServe(t, "--limit-create", "off", "--limit-ws-per-seat", "0", "--limit-join", "3/1h", "--limit-hints", "5/1m",
		"--limit-conns-per-address", "7", "--http-idle-timeout", "5s")
	if err != nil {
		t.Fatal(err)
	}
	l := c.limits()
	if l.Create != (limits.Rate{}) || l.SocketsPerSeat != 0 || l.Join != (limits.Rate{N: 3, Per: time.Hour}) || l.Moves != (limits.Rate{N: 5, Per: time.Second}) {
		t.Errorf("configured limits: %+v", l)
	}
	if l.Hints != (limits.Rate{N: 5, Per: time.Minute}) || l.ConnsPerAddress != 7 || c.httpTimeouts().Idle != 5*time.Second {
		t.Errorf("configured hints %v, connections %d, idle timeout %v", l.Hints, l.ConnsPerAddress, c.httpTimeouts().Idle)
	}
	if want := []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32"), netip.MustParsePrefix("10.0.0.0/8")}; !slices.Equal(c.TrustedProxy, want) {
		t.Errorf("trusted proxies %v, want %v", c.TrustedProxy, want)
	}
	if _, err := parseServe(t, "--limit-moves", "fast"); err == nil {
		t.Error("--limit-moves fast was taken")
	}
}
