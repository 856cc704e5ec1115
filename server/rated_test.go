package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/rating"
	"caribe/server/ratings"
	"caribe/server/wire"
	"caribe/store"
)

// liveClock is a rated table's clock in these tests: the site's clock
// stands still unless a test moves it, so nobody's time runs out.
var liveClock = &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 30, Reserve: 300}

// play makes a request from a device with a seat's token, if any,
// decoding the answer into out (if not nil), and returns the status and
// the answer's raw body.
func (s *accountSite) play(c *http.Client, method, path, token string, body, out any) (int, string) {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			s.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, s.url+path, rd)
	if err != nil {
		s.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := c.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil && resp.StatusCode < 300 {
		if err := json.Unmarshal(data, out); err != nil {
			s.t.Fatalf("%s %s: %q: %v", method, path, data, err)
		}
	}
	return resp.StatusCode, string(data)
}

// createRated creates a rated table from a signed-in device, which takes
// seat 0.
func (s *accountSite) createRated(c *http.Client, game string, seats []wire.SeatRequest) wire.Created {
	s.t.Helper()
	var created wire.Created
	code, msg := s.call(c, "POST", "/api/tables", wire.CreateRequest{Game: game, Players: len(seats), Seats: seats, Clock: liveClock, Rated: true,
		Join: &wire.JoinRequest{Seat: 0, Nick: "ignored"}}, &created)
	if code != http.StatusCreated {
		s.t.Fatalf("create a rated table: %d %s", code, msg)
	}
	return created
}

// playOut plays the people's seats of a table, by their tokens, with
// their first legal move until the game ends, and returns its result.
func (s *accountSite) playOut(c *http.Client, id string, tokens map[int]string) engine.Result {
	s.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		var info wire.TableInfo
		if code, msg := s.call(c, "GET", "/api/tables/"+id, nil, &info); code != http.StatusOK {
			s.t.Fatalf("table: %d %s", code, msg)
		}
		if info.Status == "over" {
			return *info.Result
		}
		seat, ok := info.Actor.Seat()
		token, mine := tokens[seat]
		if !ok || !mine {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		var v wire.ViewResponse
		if code, msg := s.play(c, "GET", "/api/tables/"+id+"/view", token, nil, &v); code != http.StatusOK {
			s.t.Fatalf("view: %d %s", code, msg)
		}
		if v.Version != info.Version || len(v.Legal) == 0 {
			continue
		}
		s.play(c, "POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}, nil)
	}
	s.t.Fatalf("table %s did not end within two minutes", id)
	return engine.Result{}
}

// ratingsOf waits for a finished table's ratings to be recorded.
func (s *accountSite) ratingsOf(c *http.Client, id string) wire.TableRatings {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var tr wire.TableRatings
		if code, msg := s.call(c, "GET", "/api/tables/"+id+"/ratings", nil, &tr); code != http.StatusOK {
			s.t.Fatalf("table ratings: %d %s", code, msg)
		}
		if len(tr.Seats) > 0 || time.Now().After(deadline) {
			return tr
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// standings reads players' standings in game from the site's store.
func (s *accountSite) standings(game string, players ...string) map[string]store.Standing {
	s.t.Helper()
	st, err := s.store.Standings(context.Background(), game, players)
	if err != nil {
		s.t.Fatal(err)
	}
	return st
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// TestRatedGameAgainstABot: an account plays a rated La Tortuga against
// the easy bot; both ratings move exactly as the Weng–Lin model says from
// where they stood, the bot's being its calibration. The table, the
// ladder, the profile and the games' level ratings all show it.
func TestRatedGameAgainstABot(t *testing.T) {
	s := newAccountSite(t)
	ana := s.device()
	me := s.register(ana, "Ana")
	bot := store.BotPlayer("easy")
	before := s.standings("tortuga", bot)[bot]
	if before.Games != 0 || before.Sigma == 0 {
		t.Fatalf("the easy bot is not calibrated before any game: %+v", before)
	}
	created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}})
	info := created.Table
	if !info.Rated || info.Hints || info.Seats[0].Nick != "Ana" || info.Seats[0].Account != me.Account.ID {
		t.Fatalf("the rated table: %+v", info)
	}
	result := s.playOut(ana, info.ID, map[int]string{0: created.Joined.Token})
	tr := s.ratingsOf(ana, info.ID)
	if !tr.Rated || len(tr.Seats) != 2 {
		t.Fatalf("the table's ratings: %+v", tr)
	}
	places := ratings.Places(result)
	model := rating.DefaultPlackettLuce()
	want, err := model.Rate([]rating.Rating{model.New(), {Mu: before.Mu, Sigma: before.Sigma}}, places)
	if err != nil {
		t.Fatal(err)
	}
	for i, sr := range tr.Seats {
		if sr.Seat != i || sr.Place != places[i] || !near(sr.After.Mu, want[i].Mu) || !near(sr.After.Sigma, want[i].Sigma) || sr.After.Games != 1 {
			t.Errorf("seat %d: %+v, want place %d and %+v", i, sr, places[i], want[i])
		}
	}
	if tr.Seats[0].Player.Nick != "Ana" || tr.Seats[1].Player.Level != "easy" || !near(tr.Seats[1].Before.Mu, before.Mu) {
		t.Errorf("the players: %+v", tr.Seats)
	}
	won := places[0] == 1
	if moved := tr.Seats[0].After.Value - tr.Seats[0].Before.Value; won != (moved > 0) {
		t.Errorf("Ana won %v and her rating moved by %v", won, moved)
	}
	stored := s.standings("tortuga", me.Account.ID, bot)
	if !near(stored[me.Account.ID].Mu, want[0].Mu) || !near(stored[bot].Mu, want[1].Mu) {
		t.Errorf("stored standings %+v, want %+v", stored, want)
	}

	var ladder wire.Ladder
	if code, msg := s.call(ana, "GET", "/api/ladder/tortuga", nil, &ladder); code != http.StatusOK {
		t.Fatalf("ladder: %d %s", code, msg)
	}
	found := 0
	for i, e := range ladder.Entries {
		if e.Place != i+1 || i > 0 && e.Rating.Low > ladder.Entries[i-1].Rating.Low {
			t.Errorf("ladder entry %d out of order: %+v", i, ladder.Entries)
		}
		if e.Player.Nick == "Ana" && near(e.Rating.Mu, want[0].Mu) || e.Player.Level == "easy" && near(e.Rating.Mu, want[1].Mu) {
			found++
		}
	}
	if found != 2 {
		t.Errorf("the ladder lacks Ana's or the easy bot's new rating: %+v", ladder.Entries)
	}

	var p wire.Profile
	if code, msg := s.call(s.device(), "GET", "/api/players/ana", nil, &p); code != http.StatusOK {
		t.Fatalf("profile: %d %s", code, msg)
	}
	if len(p.Games) != 1 || p.Games[0].Played != 1 || p.Games[0].Rated != 1 || (p.Games[0].Won == 1) != won ||
		p.Games[0].Rating == nil || !near(p.Games[0].Rating.Mu, want[0].Mu) || len(p.Games[0].History) != 1 ||
		p.Games[0].History[0].Table != info.ID || len(p.Recent) != 1 || p.Recent[0].Table != info.ID || p.Recent[0].After == nil {
		t.Errorf("Ana's profile: %+v", p)
	}

	var gamesInfo []wire.GameInfo
	s.call(ana, "GET", "/api/games", nil, &gamesInfo)
	for _, g := range gamesInfo {
		if g.Name == "tortuga" && !near(g.LevelRatings["easy"].Mu, want[1].Mu) {
			t.Errorf("the easy level's rating in the games: %+v, want Mu %v", g.LevelRatings, want[1].Mu)
		}
	}
}

// TestRatedGameBetweenFriends: two accounts, of two addresses, play a
// rated table; both ratings move, the winner's up, and a second rated
// game starts from the first's ratings.
func TestRatedGameBetweenFriends(t *testing.T) {
	s := newAccountSite(t)
	ana, ben := s.deviceAt("192.0.2.1"), s.deviceAt("192.0.2.2")
	a, b := s.register(ana, "Ana"), s.register(ben, "Ben")
	model := rating.DefaultPlackettLuce()
	current := map[string]rating.Rating{a.Account.ID: model.New(), b.Account.ID: model.New()}
	for range 2 {
		created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {}})
		id := created.Table.ID
		var joined wire.Joined
		if code, msg := s.call(ben, "POST", seatPath(id, 1), wire.NickRequest{Nick: "Someone"}, &joined); code != http.StatusOK {
			t.Fatalf("Ben joins: %d %s", code, msg)
		}
		if joined.Table.Seats[1].Nick != "Ben" {
			t.Errorf("at a rated table Ben plays as %q, not under his account's nickname", joined.Table.Seats[1].Nick)
		}
		result := s.playOut(ana, id, map[int]string{0: created.Joined.Token, 1: joined.Token})
		places := ratings.Places(result)
		want, err := model.Rate([]rating.Rating{current[a.Account.ID], current[b.Account.ID]}, places)
		if err != nil {
			t.Fatal(err)
		}
		current[a.Account.ID], current[b.Account.ID] = want[0], want[1]
		tr := s.ratingsOf(ana, id)
		if len(tr.Seats) != 2 || !near(tr.Seats[0].After.Mu, want[0].Mu) || !near(tr.Seats[1].After.Mu, want[1].Mu) {
			t.Fatalf("game ratings %+v, want %+v", tr.Seats, want)
		}
	}
	stored := s.standings("tortuga", a.Account.ID, b.Account.ID)
	for id, r := range current {
		if !near(stored[id].Mu, r.Mu) || !near(stored[id].Sigma, r.Sigma) || stored[id].Games != 2 {
			t.Errorf("%s: stored %+v, want %+v after two games", id, stored[id], r)
		}
	}
}

// TestRatedTableRules: a rated table needs an account, a clock, no hints
// and bots among the levels, each once; a guest cannot join it, an
// account holds one seat, and a departed player's seat goes back to its
// account only.
func TestRatedTableRules(t *testing.T) {
	s := newAccountSite(t)
	ana, ben, guest := s.device(), s.device(), s.device()
	s.register(ana, "Ana")
	s.register(ben, "Ben")
	yes := true
	for _, c := range []struct {
		who  *http.Client
		req  wire.CreateRequest
		code int
	}{
		{guest, wire.CreateRequest{Game: "tortuga", Rated: true, Clock: liveClock}, http.StatusUnauthorized},
		{ana, wire.CreateRequest{Game: "tortuga", Rated: true}, http.StatusBadRequest},
		{ana, wire.CreateRequest{Game: "tortuga", Rated: true, Clock: liveClock, Hints: &yes}, http.StatusBadRequest},
		{ana, wire.CreateRequest{Game: "tortuga", Rated: true, Clock: liveClock, Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "greedy"}}}, http.StatusBadRequest},
		{ana, wire.CreateRequest{Game: "tortuga", Players: 3, Rated: true, Clock: liveClock, Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}, {Kind: wire.SeatBot, Bot: "easy"}}}, http.StatusBadRequest},
	} {
		if code, msg := s.call(c.who, "POST", "/api/tables", c.req, nil); code != c.code {
			t.Errorf("create %+v: %d %s, want %d", c.req, code, msg, c.code)
		}
	}
	created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {}, {}})
	id := created.Table.ID
	if code, msg := s.call(guest, "POST", seatPath(id, 1), wire.NickRequest{Nick: "Guest"}, nil); code != http.StatusUnauthorized {
		t.Errorf("a guest joins a rated table: %d %s", code, msg)
	}
	if code, msg := s.call(ana, "POST", seatPath(id, 1), wire.NickRequest{}, nil); code != http.StatusConflict {
		t.Errorf("Ana takes a second seat: %d %s", code, msg)
	}
	var joined wire.Joined
	if code, msg := s.call(ben, "POST", seatPath(id, 1), wire.NickRequest{}, &joined); code != http.StatusOK {
		t.Fatalf("Ben joins: %d %s", code, msg)
	}
	if code, msg := s.play(ben, "POST", "/api/tables/"+id+"/leave", joined.Token, nil, nil); code != http.StatusOK {
		t.Fatalf("Ben leaves: %d %s", code, msg)
	}
	if code, msg := s.call(ana, "POST", seatPath(id, 1), wire.NickRequest{}, nil); code != http.StatusForbidden && code != http.StatusConflict {
		t.Errorf("Ana takes Ben's seat: %d %s", code, msg)
	}
	if code, msg := s.play(ana, "POST", seatPath(id, 1)+"/invite", created.HostToken, nil, nil); code != http.StatusConflict {
		t.Errorf("the host invites someone to Ben's seat: %d %s", code, msg)
	}
	if code, msg := s.play(ana, "POST", seatPath(id, 2)+"/bot", created.HostToken, wire.BotRequest{Bot: "mcts:50"}, nil); code != http.StatusBadRequest {
		t.Errorf("the host seats a bot that is no level: %d %s", code, msg)
	}
	var back wire.Joined
	if code, msg := s.call(ben, "POST", seatPath(id, 1), wire.NickRequest{}, &back); code != http.StatusOK || back.Seat != 1 {
		t.Errorf("Ben takes his seat back, signed in, without its token: %d %s", code, msg)
	}
}

// TestResumeSeatOnAnotherDevice: an account's seat, taken on one device,
// is played from a second device signed in to the same account; the first
// device's token then no longer plays, and resumes in turn. Another
// account cannot resume it.
func TestResumeSeatOnAnotherDevice(t *testing.T) {
	s := newAccountSite(t)
	phone, laptop, other := s.device(), s.device(), s.device()
	s.register(phone, "Ana")
	if code, _, msg := s.login(laptop, 0); code != http.StatusOK {
		t.Fatalf("sign in on the laptop: %d %s", code, msg)
	}
	s.register(other, "Ben")
	var created wire.Created
	if code, msg := s.call(phone, "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0}}, &created); code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, msg)
	}
	id := created.Table.ID
	resume := seatPath(id, 0) + "/resume"
	if code, msg := s.call(other, "POST", resume, nil, nil); code != http.StatusForbidden {
		t.Errorf("Ben resumes Ana's seat: %d %s", code, msg)
	}
	if code, msg := s.call(s.device(), "POST", resume, nil, nil); code != http.StatusUnauthorized {
		t.Errorf("a guest resumes Ana's seat: %d %s", code, msg)
	}
	var resumed wire.Joined
	if code, msg := s.call(laptop, "POST", resume, nil, &resumed); code != http.StatusOK || resumed.Seat != 0 || resumed.Token == created.Joined.Token {
		t.Fatalf("the laptop resumes the seat: %d %s", code, msg)
	}
	if code, msg := s.play(laptop, "GET", "/api/tables/"+id+"/view", resumed.Token, nil, nil); code != http.StatusOK {
		t.Errorf("the laptop's token: %d %s", code, msg)
	}
	if code, msg := s.play(phone, "GET", "/api/tables/"+id+"/view", created.Joined.Token, nil, nil); code != http.StatusForbidden {
		t.Errorf("the phone's old token still plays: %d %s", code, msg)
	}
	var again wire.Joined
	if code, msg := s.call(phone, "POST", resume, nil, &again); code != http.StatusOK || again.Seat != 0 {
		t.Errorf("the phone resumes in turn: %d %s", code, msg)
	}
	if info := again.Table; info.Seats[0].Nick != "Ana" || info.Seats[0].Kind != wire.SeatPerson {
		t.Errorf("the seat after resuming: %+v", info.Seats[0])
	}
	// Once the game is over the seat no longer changes hands.
	var over wire.Created
	s.call(phone, "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0},
		Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}}}, &over)
	s.playOut(phone, over.Table.ID, map[int]string{0: over.Joined.Token})
	if code, msg := s.call(laptop, "POST", seatPath(over.Table.ID, 0)+"/resume", nil, nil); code != http.StatusConflict {
		t.Errorf("resuming a seat of a finished table: %d %s", code, msg)
	}
}

// failingRecord is a store whose first records fail, as a database
// that went away for a moment.
type failingRecord struct {
	store.Store
	fails chan struct{}
}

func (f failingRecord) Record(ctx context.Context, id string, outs []store.Outcome) error {
	select {
	case <-f.fails:
		return io.ErrUnexpectedEOF
	default:
		return f.Store.Record(ctx, id, outs)
	}
}

// TestRecordRetriedBySweep: a finished table whose record failed is
// recorded by the sweep.
func TestRecordRetriedBySweep(t *testing.T) {
	fails := make(chan struct{}, 1)
	fails <- struct{}{}
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(withBots(Config{Store: failingRecord{st, fails}, Games: games.All(), DueSweep: 20 * time.Millisecond}))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	bot := wire.SeatRequest{Kind: wire.SeatBot, Bot: "easy"}
	c, err := srv.lobby.Create(context.Background(), wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{bot, bot}}, true)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		pending, err := st.Pending(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		rec, _, err := st.Since(context.Background(), c.Table.ID, math.MaxInt32)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Status == store.Over && len(pending) == 0 && len(fails) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("table %s: status %s, pending %v, first record failed: %v", c.Table.ID, rec.Status, pending, len(fails) == 0)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestBotLevelsCalibrated: on a fresh store each game's levels stand on
// its ladder as its calibration says: the anchor, easy, where a newcomer
// starts, the others above in the calibration's order.
func TestBotLevelsCalibrated(t *testing.T) {
	s := newAccountSite(t)
	var infos []wire.GameInfo
	if code, msg := s.call(s.device(), "GET", "/api/games", nil, &infos); code != http.StatusOK {
		t.Fatalf("games: %d %s", code, msg)
	}
	model := rating.DefaultPlackettLuce()
	for _, g := range infos {
		r := g.LevelRatings
		if len(r) != len(g.Levels) || !near(r["easy"].Mu, model.Mu) || near(r["easy"].Value, 0) {
			t.Errorf("%s: level ratings %+v", g.Name, r)
			continue
		}
		if !(r["easy"].Mu < r["medium"].Mu && r["medium"].Mu < r["hard"].Mu) {
			t.Errorf("%s: levels not in order of strength: %+v", g.Name, r)
		}
	}
}

// TestRatedSeatAwayStillRated: at a rated table a player whose time runs
// out is played for by a bot to the end, and still takes the result: the
// table rates her account, not the bot that finished for her.
func TestRatedSeatAwayStillRated(t *testing.T) {
	s := newAccountSite(t)
	ana := s.device()
	me := s.register(ana, "Ana")
	created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}})
	id := created.Table.ID
	deadline := time.Now().Add(time.Minute)
	for {
		var info wire.TableInfo
		s.call(ana, "GET", "/api/tables/"+id, nil, &info)
		if seat, ok := info.Actor.Seat(); ok && seat == 0 && info.Status == "running" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Ana never had to move: %+v", info)
		}
		time.Sleep(5 * time.Millisecond)
	}
	later := s.now.Load().Add(time.Duration(liveClock.PerMove+liveClock.Reserve+1) * time.Second)
	s.now.Store(&later)
	tr := s.ratingsOf(ana, id)
	if len(tr.Seats) != 2 {
		t.Fatalf("the table's ratings after Ana's time ran out: %+v", tr)
	}
	var info wire.TableInfo
	s.call(ana, "GET", "/api/tables/"+id, nil, &info)
	if !info.Seats[0].Away || info.Seats[0].Account != me.Account.ID {
		t.Errorf("Ana's seat after her time ran out: %+v", info.Seats[0])
	}
	if p := tr.Seats[0].Player; p.Nick != "Ana" || p.Account != me.Account.ID || p.Level != "" {
		t.Errorf("seat 0 rated as %+v, not Ana's account", p)
	}
	if st := s.standings("tortuga", me.Account.ID)[me.Account.ID]; st.Games != 1 {
		t.Errorf("Ana's standing: %+v, want one game", st)
	}
}

// failingStandings is a store that cannot read standings.
type failingStandings struct{ store.Store }

func (failingStandings) Standings(context.Context, string, []string) (map[string]store.Standing, error) {
	return nil, io.ErrUnexpectedEOF
}

// TestGamesWithoutLevelRatings: when the levels' ratings cannot be read,
// the games are offered all the same, without them.
func TestGamesWithoutLevelRatings(t *testing.T) {
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(withBots(Config{Store: failingStandings{st}, Games: games.All()}))
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/api/games", nil))
	var infos []wire.GameInfo
	if err := json.Unmarshal(rec.Body.Bytes(), &infos); rec.Code != http.StatusOK || err != nil || len(infos) != 3 {
		t.Fatalf("GET /api/games: %d %s", rec.Code, rec.Body)
	}
	for _, g := range infos {
		if len(g.Levels) == 0 || g.LevelRatings != nil {
			t.Errorf("%s: levels %v, ratings %v", g.Name, g.Levels, g.LevelRatings)
		}
	}
}

// TestRatedRematch: the rematch of a rated table is rated, and each
// account takes its seat there signed in, from any device, without the
// finished table's token.
func TestRatedRematch(t *testing.T) {
	s, ana, ben, created, joined := ratedPair(t)
	id := created.Table.ID
	s.playOut(ana, id, map[int]string{0: created.Joined.Token, 1: joined.Token})
	var again wire.Joined
	if code, msg := s.play(ana, "POST", "/api/tables/"+id+"/rematch", created.Joined.Token, nil, &again); code != http.StatusOK {
		t.Fatalf("Ana asks for a rematch: %d %s", code, msg)
	}
	if !again.Table.Rated || again.Table.ID == id {
		t.Fatalf("the rematch: %+v", again.Table)
	}
	benSeat := 1 - again.Seat
	if code, msg := s.call(s.device(), "POST", seatPath(again.Table.ID, benSeat), wire.NickRequest{Nick: "Eve"}, nil); code != http.StatusUnauthorized {
		t.Errorf("a guest takes Ben's rematch seat: %d %s", code, msg)
	}
	var benAgain wire.Joined
	if code, msg := s.call(ben, "POST", seatPath(again.Table.ID, benSeat), wire.NickRequest{}, &benAgain); code != http.StatusOK || benAgain.Table.Status != "running" {
		t.Errorf("Ben takes his rematch seat without a token: %d %s", code, msg)
	}
}

// TestRatedGameOfThree: a rated La Tortuga of an account and two bot
// levels moves the three ratings as the model says of their places.
func TestRatedGameOfThree(t *testing.T) {
	s := newAccountSite(t)
	ana := s.device()
	me := s.register(ana, "Ana")
	easy, medium := store.BotPlayer("easy"), store.BotPlayer("medium")
	before := s.standings("tortuga", easy, medium)
	created := s.createRated(ana, "tortuga", []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}, {Kind: wire.SeatBot, Bot: "medium"}})
	result := s.playOut(ana, created.Table.ID, map[int]string{0: created.Joined.Token})
	tr := s.ratingsOf(ana, created.Table.ID)
	places := ratings.Places(result)
	model := rating.DefaultPlackettLuce()
	want, err := model.Rate([]rating.Rating{model.New(), {Mu: before[easy].Mu, Sigma: before[easy].Sigma}, {Mu: before[medium].Mu, Sigma: before[medium].Sigma}}, places)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Seats) != 3 {
		t.Fatalf("the table's ratings: %+v", tr)
	}
	for i, sr := range tr.Seats {
		if sr.Place != places[i] || !near(sr.After.Mu, want[i].Mu) || !near(sr.After.Sigma, want[i].Sigma) {
			t.Errorf("seat %d: %+v, want place %d and %+v", i, sr, places[i], want[i])
		}
	}
	if p := tr.Seats[0].Player; p.Account != me.Account.ID || tr.Seats[2].Player.Level != "medium" {
		t.Errorf("the players: %+v", tr.Seats)
	}
}
