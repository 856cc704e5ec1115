package main

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"strconv"
	"strings"
	"time"
)

// pprofAddr is the address --pprof names: host:port as given, and a bare
// port or ":port" on the loopback, 127.0.0.1.
func pprofAddr(given string) (string, error) {
	s := given
	if !strings.Contains(s, ":") {
		s = ":" + s
	}
	host, port, err := net.SplitHostPort(s)
	if n, perr := strconv.Atoi(port); err != nil || perr != nil || n < 0 || n > 65535 {
		return "", fmt.Errorf("--pprof %q: give a port, :port or host:port (a port alone listens on 127.0.0.1 only)", given)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}

// pprofMux serves Go's profiles of this process under /debug/pprof/, as
// net/http/pprof does, and nothing else.
func pprofMux() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

// servePprof serves Go's profiles of the server on a listener of their own
// at --pprof's address (nothing when it is empty), never on the public
// one, and says where in the log and on standard error. It returns what
// stops them.
func servePprof(addr string, logger *slog.Logger) (stop func(), err error) {
	if addr == "" {
		return func() {}, nil
	}
	if addr, err = pprofAddr(addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("--pprof: %w", err)
	}
	// A CPU profile or a trace takes ?seconds=N (30 by default) to answer.
	srv := &http.Server{Handler: pprofMux(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("profiles", "err", err)
		}
	}()
	url := "http://" + ln.Addr().String() + "/debug/pprof/"
	logger.Info("profiles", "url", url)
	fmt.Fprintf(os.Stderr, "caribe: Go's profiles of this server on %s\n", url)
	return func() { srv.Close() }, nil
}
