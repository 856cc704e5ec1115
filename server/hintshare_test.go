package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/levels"
	"caribe/server/limits"
	"caribe/server/table"
	"caribe/server/wire"
)

// hintGate is the bots' advisor whose hints (the level "hard", here the
// greedy bot) think until the gate opens, while the tables' bots (the
// level "easy", the random bot) play at once. It counts the hints thought
// of and tells each start.
type hintGate struct {
	bots.Advisor
	gate    chan struct{}
	once    sync.Once
	started chan struct{}
	hints   atomic.Int32
}

// gateLevels are the levels a hintGate plays.
var gateLevels = []levels.Level{{Name: "easy", Spec: "random"}, {Name: "hard", Spec: "greedy"}}

func newHintGate() *hintGate {
	return &hintGate{Advisor: bots.NewAdvisor(games.Bots), gate: make(chan struct{}), started: make(chan struct{}, 1000)}
}

func (a *hintGate) Advise(ctx context.Context, sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	if spec != "greedy" {
		return a.Advisor.Advise(ctx, sess, spec, seed)
	}
	a.hints.Add(1)
	a.started <- struct{}{}
	select {
	case <-a.gate:
	case <-ctx.Done():
	}
	return sess.Legal()[0].Move, nil
}

// open lets every hint end.
func (a *hintGate) open() { a.once.Do(func() { close(a.gate) }) }

// hintTable is a running La Tortuga table whose person, seat 0, decides
// now against the easy bot, with hints on.
type hintTable struct {
	id, token string
	version   int
}

func (h *harness) hintTable() hintTable {
	h.t.Helper()
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Hints: new(true),
		Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	_, v := h.personToMove(c.Table.ID, map[int]string{0: c.Joined.Token})
	return hintTable{c.Table.ID, c.Joined.Token, v.Version}
}

// hintAnswer is an answer to a hint, the hint given or the refusal.
type hintAnswer struct {
	answer
	hint wire.Hint
}

// askHint asks a hint at a table from a client address (the harness's
// server trusts 127.0.0.1 as a proxy).
func (h *harness) askHint(ht hintTable, from string) hintAnswer {
	body, _ := json.Marshal(wire.HintRequest{Version: ht.version})
	req, err := http.NewRequest("POST", h.http.URL+"/api/tables/"+ht.id+"/hint", bytes.NewReader(body))
	if err != nil {
		h.t.Error(err)
		return hintAnswer{}
	}
	req.Header.Set("Authorization", "Bearer "+ht.token)
	req.Header.Set("X-Forwarded-For", from)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Error(err)
		return hintAnswer{}
	}
	defer resp.Body.Close()
	a := hintAnswer{answer: answer{code: resp.StatusCode, retryAfter: resp.Header.Get("Retry-After")}}
	data, _ := io.ReadAll(resp.Body)
	json.Unmarshal(data, &a.body)
	json.Unmarshal(data, &a.hint)
	return a
}

// botsTable creates a table of two easy bots, which plays to its end by
// itself.
func (h *harness) botsTable() string {
	h.t.Helper()
	return h.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{Kind: wire.SeatBot, Bot: "easy"}, {Kind: wire.SeatBot, Bot: "easy"}}}).Table.ID
}

var localProxy = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}

// TestAHintFloodLeavesTheTablesBotsTheirPace: askers at many tables, from
// many addresses, ask hints that think as long as the test lets them; the
// hints hold no more than their share of the bot workers, so another
// table's bots play every move of their game while the flood holds (the
// pace without the flood: every move), and the asks beyond the share are
// refused at once with 429.
func TestAHintFloodLeavesTheTablesBotsTheirPace(t *testing.T) {
	const workers, tables, askers = 4, 12, 3
	gate := newHintGate()
	h := newHarness(t, Config{Advisor: gate, Levels: gateLevels, BotWorkers: workers, BotMaxBudget: levels.Budget{Time: time.Hour},
		TrustedProxies: localProxy, Limits: limits.Limits{Hints: limits.Rate{N: 1, Per: time.Hour}}})
	defer gate.open()
	alone := waitOver(h, h.botsTable()).Version

	flood := make([]hintTable, tables)
	for i := range flood {
		flood[i] = h.hintTable()
	}
	answers := make(chan hintAnswer, tables*askers)
	for i, ht := range flood {
		for j := range askers {
			go func() { answers <- h.askHint(ht, fmt.Sprintf("10.0.%d.%d", i, j)) }()
		}
	}
	// The flood holds once every ask is answered or thinking: the hints
	// started have all their askers waiting, the others are refused (or,
	// were hints to queue for every worker, once they hold them all).
	var refused []hintAnswer
	started := 0
	deadline := time.After(time.Minute)
	for started == 0 || (len(refused) < tables*askers-askers*started && started < workers) {
		select {
		case r := <-answers:
			refused = append(refused, r)
		case <-gate.started:
			started++
		case <-deadline:
			t.Fatalf("the flood is not in place within a minute: %d hints thinking, %d asks answered", started, len(refused))
		}
	}
	if share := table.HintShareOf(workers); started != share {
		t.Errorf("%d hints think at once, want the share of %d workers, %d", started, workers, share)
	}
	for _, r := range refused {
		if r.code != http.StatusTooManyRequests || r.body.Limit != limits.HintShare || r.body.RetryAfter < 1 || r.retryAfter != fmt.Sprint(r.body.RetryAfter) {
			t.Errorf("an ask beyond the hint share: %d Retry-After %q %+v, want 429 by %s", r.code, r.retryAfter, r.body, limits.HintShare)
		}
	}

	id := h.botsTable()
	played := 0
	for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		info := h.info(id)
		if played = info.Version; info.Status == "over" {
			break
		}
	}
	if info := h.info(id); info.Status != "over" {
		t.Fatalf("while %d hints think, the bots' table played %d entries in a minute and is not over (a game of theirs without the flood: %d entries)", started, played, alone)
	}
	gate.open()
	for range askers * started {
		if r := <-answers; r.code != http.StatusOK {
			t.Errorf("an asker of the hint thought of: %d %+v", r.code, r.body)
		}
	}
	if n := gate.hints.Load(); int(n) != started {
		t.Errorf("the advisor thought of %d hints, want %d (its askers share it)", n, started)
	}
}

// TestAHintIsThoughtOfOncePerDecision: askers at once wait for one
// hint, and asking again at the same decision is answered from it, with
// the advisor asked once; the next decision's hint is thought of anew.
func TestAHintIsThoughtOfOncePerDecision(t *testing.T) {
	gate := newHintGate()
	h := newHarness(t, Config{Advisor: gate, Levels: gateLevels, TrustedProxies: localProxy})
	defer gate.open()
	ht := h.hintTable()
	answers := make(chan hintAnswer, 3)
	for i := range 3 {
		go func() { answers <- h.askHint(ht, fmt.Sprintf("10.0.0.%d", i)) }()
	}
	<-gate.started
	gate.open()
	var given []wire.Hint
	for range 3 {
		given = append(given, (<-answers).hint)
	}
	given = append(given, h.askHint(ht, "10.0.1.1").hint)
	for i, hint := range given {
		if hint.Version != ht.version || !sameMove(hint.Move, given[0].Move) || len(hint.Move) == 0 {
			t.Errorf("answer %d: %+v, want the hint at version %d, %s", i, hint, ht.version, given[0].Move)
		}
	}
	if n := gate.hints.Load(); n != 1 {
		t.Errorf("the advisor thought of %d hints for one decision, want 1", n)
	}
	h.playLegal(ht.id, ht.token, h.view(ht.id, ht.token))
	_, v := h.personToMove(ht.id, map[int]string{0: ht.token})
	ht.version = v.Version
	if a := h.askHint(ht, "10.0.0.1"); a.code != http.StatusOK || a.hint.Version != v.Version {
		t.Fatalf("the next decision's hint: %d %+v %+v", a.code, a.body, a.hint)
	}
	if n := gate.hints.Load(); n != 2 {
		t.Errorf("the advisor thought of %d hints for two decisions, want 2", n)
	}
}

// TestHintsAreLimitedPerAddress: an address that had the server think of
// its rate of hints is refused with 429 by the limit "hints", while a hint
// given already stays free to it, and another address is served.
func TestHintsAreLimitedPerAddress(t *testing.T) {
	h := newHarness(t, Config{Advisor: newHintGate(), Levels: gateLevels, TrustedProxies: localProxy,
		Limits: limits.Limits{Hints: limits.Rate{N: 2, Per: time.Hour}}})
	h.srv.bots.SetHintShare(3) // the share is not what this test is about
	gate := h.srv.cfg.Advisor.(*hintGate)
	gate.open()
	a, b, c := h.hintTable(), h.hintTable(), h.hintTable()
	for _, ask := range []struct {
		at   hintTable
		from string
	}{{a, "10.0.0.1"}, {a, "10.0.0.1"}, {b, "10.0.0.1"}, {a, "10.0.0.1"}} {
		if r := h.askHint(ask.at, ask.from); r.code != http.StatusOK {
			t.Errorf("a hint at %s from %s: %d %+v", ask.at.id, ask.from, r.code, r.body)
		}
	}
	wantLimited(t, "a third hint thought of for 10.0.0.1", h.askHint(c, "10.0.0.1").answer, limits.Hints, 1800)
	for _, from := range []string{"10.0.0.2", "10.0.0.1"} {
		if r := h.askHint(c, from); r.code != http.StatusOK {
			t.Errorf("the hint at %s from %s: %d %+v", c.id, from, r.code, r.body)
		}
	}
	if n := gate.hints.Load(); n != 3 {
		t.Errorf("the advisor thought of %d hints, want 3", n)
	}
}

// TestAHintBeyondTheShareIsRefused: once the hint share of the workers
// thinks, a hint at another decision is refused with 429, "hint_share",
// in words a person reads; it is served once the share is free again.
func TestAHintBeyondTheShareIsRefused(t *testing.T) {
	gate := newHintGate()
	h := newHarness(t, Config{Advisor: gate, Levels: gateLevels, BotWorkers: 2, TrustedProxies: localProxy})
	defer gate.open()
	a, b := h.hintTable(), h.hintTable()
	first := make(chan hintAnswer, 1)
	go func() { first <- h.askHint(a, "10.0.0.1") }()
	<-gate.started
	r := h.askHint(b, "10.0.0.2")
	wantLimited(t, "a second hint while the share of 2 workers thinks", r.answer, limits.HintShare, 2)
	if want := "too many hints are being thought of on this server at once"; !strings.HasPrefix(r.body.Error, want) {
		t.Errorf("the refusal says %q, want it to start %q", r.body.Error, want)
	}
	gate.open()
	if r := <-first; r.code != http.StatusOK {
		t.Fatalf("the hint thought of: %d %+v", r.code, r.body)
	}
	if r := h.askHint(b, "10.0.0.2"); r.code != http.StatusOK {
		t.Errorf("a hint once the share is free: %d %+v", r.code, r.body)
	}
}
