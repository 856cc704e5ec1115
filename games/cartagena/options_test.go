package cartagena

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

const plainTunnel = "FSPKBT FSPKBT FSPKBT FSPKBT FSPKBT FSPKBT"

// TestNewSetUp: six pirates each at the start, six cards dealt, the rest in
// the draw pile (less an open row of twelve in Tortuga and Hispaniola), a
// tunnel of six segments each holding every symbol once, a first seat in range.
func TestNewSetUp(t *testing.T) {
	for _, variant := range variantNames {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			s, err := New(players, json.RawMessage(`{"variant":"`+variant+`"}`), 42)
			if err != nil {
				t.Fatal(err)
			}
			row := 0
			if variant != "jamaica" {
				row = RowSize
			}
			if err := s.Check(); err != nil {
				t.Errorf("%s %dp: %v", variant, players, err)
			}
			if int(s.npile) != Cards-Dealt*players-row || int(s.rowLen) != row || s.discarded() != 0 {
				t.Errorf("%s %dp: draw pile %d, row %d, discard %d", variant, players, s.npile, s.rowLen, s.discarded())
			}
			for p := range players {
				if s.held[p] != Dealt || s.own[p][Start] != PiratesEach {
					t.Errorf("%s %dp: seat %d holds %d cards, %d pirates at the start", variant, players, p, s.held[p], s.own[p][Start])
				}
			}
			if err := s.cfg.tunnel.validate(); err != nil {
				t.Errorf("%s %dp: %v", variant, players, err)
			}
			if s.turn != s.cfg.first || s.turn < 0 || int(s.turn) >= players {
				t.Errorf("%s %dp: turn %d, first %d", variant, players, s.turn, s.cfg.first)
			}
		}
	}
}

// TestNewFromSeed: the same seed sets up the same game; other seeds give
// other tunnels, deals and first players; an explicit tunnel or first player
// leaves the deal as the seed makes it.
func TestNewFromSeed(t *testing.T) {
	a, _ := New(4, nil, 7)
	b, _ := New(4, json.RawMessage(`{}`), 7)
	ja, _ := a.MarshalJSON()
	jb, _ := b.MarshalJSON()
	if !bytes.Equal(ja, jb) {
		t.Errorf("seed 7 set up two different games")
	}
	tunnels, firsts := map[Tunnel]bool{}, map[int8]bool{}
	for seed := range uint64(50) {
		s, _ := New(4, nil, seed)
		tunnels[s.cfg.tunnel] = true
		firsts[s.cfg.first] = true
	}
	if len(tunnels) != 50 || len(firsts) != 4 {
		t.Errorf("50 seeds gave %d tunnels and %d first seats; want 50 and all 4", len(tunnels), len(firsts))
	}
	c, err := New(4, json.RawMessage(`{"tunnel":"`+plainTunnel+`","first":3}`), 7)
	if err != nil {
		t.Fatal(err)
	}
	if c.cfg.tunnel.String() != strings.ReplaceAll(plainTunnel, " ", "") || c.turn != 3 {
		t.Errorf("explicit tunnel and first: %s, turn %d", c.cfg.tunnel, c.turn)
	}
	if c.hands != a.hands || c.pile != a.pile || c.rng != a.rng {
		t.Errorf("an explicit tunnel and first player changed the deal")
	}
}

// TestOptions: options are decoded strictly, every bad one named.
func TestOptions(t *testing.T) {
	names := `["flag","sabre","pistol","key","bottle","tricorn"`
	for i := 1; i < Segments; i++ {
		names += `,"F","S","P","K","B","T"`
	}
	names += "]"
	for _, c := range []struct {
		options string
		players int
		want    string // an error, or "" for none
	}{
		{`{"variant":"tortuga","first":1}`, 2, ""},
		{`{"variant":"hispaniola","tunnel":` + names + `}`, 5, ""},
		{`{"tunnel":"FSPKBT|FSPKBT|FSPKBT|FSPKBT|FSPKBT|FSPKBT"}`, 3, ""},
		{`null`, 3, ""},
		{`{"varient":"tortuga"}`, 2, `unknown option "varient" (known: variant, tunnel, first, cards_per_symbol, segments, hand_size, actions_per_turn)`},
		{`{"variant":"cuba"}`, 2, `variant "cuba" is not one of jamaica, tortuga, hispaniola`},
		{`{"first":2}`, 2, "first: seat 2 does not exist with 2 players"},
		{`{"first":-1}`, 2, "first: seat -1 does not exist"},
		{`{"tunnel":"FSPKBT"}`, 2, "tunnel: 6 symbols, want 36"},
		{`{"tunnel":"FSPKBX FSPKBT FSPKBT FSPKBT FSPKBT FSPKBT"}`, 2, `tunnel: 'X' is not a symbol letter`},
		{`{"tunnel":"FSPKBT FSPKBT FSPKKT FSPKBT FSPKBT FSPKBT"}`, 2, "tunnel: segment 3 (spaces 13-18) holds 2 keys and no bottle"},
		{`{"tunnel":["flag"]}`, 2, "tunnel: 1 symbols, want 36"},
		{`{"tunnel":7}`, 2, "tunnel: want a string of 36 letters or an array of 36 symbol names"},
		{`[1]`, 2, "want a JSON object"},
		{`{}`, 6, "Cartagena is played by 2 to 5 players, not 6"},
	} {
		_, err := New(c.players, json.RawMessage(c.options), 1)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.options, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want %q", c.options, err, c.want)
		}
	}
}

// TestTunnelJSON: a tunnel encodes as 36 letters and decodes from them.
func TestTunnelJSON(t *testing.T) {
	tun, err := ParseTunnel(plainTunnel)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(tun)
	if string(b) != `"FSPKBTFSPKBTFSPKBTFSPKBTFSPKBTFSPKBT"` {
		t.Errorf("tunnel encodes as %s", b)
	}
	var back Tunnel
	if err := json.Unmarshal(b, &back); err != nil || back != tun {
		t.Errorf("tunnel decodes to %v (%v)", back, err)
	}
	if tun.At(36) != Tricorn || tun.At(1) != Flag {
		t.Errorf("spaces 1 and 36 hold %v and %v", tun.At(1), tun.At(36))
	}
}
