package games

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games/cartagena"
)

// rulebookTunnel is the tunnel of the Cartagena positions below; its last
// segment, spaces 31 to 36, reads K P F B S T.
const rulebookTunnel = "FPTSKBFKBSTPBFTPKSSBPTKFTKFPBSKPFBST"

// cartagenaPosition builds a two-player Jamaica position through Load:
// pirates per seat (0 the start, 37 the boat), hands as letters, seat 0 to
// move with no action taken; the other cards lie in the draw pile.
func cartagenaPosition(t *testing.T, pirates [2][6]int, hands [2]string) *cartagena.State {
	t.Helper()
	left := map[byte]int{}
	for _, c := range []byte(cartagena.Letters) {
		left[c] = 17
	}
	for _, h := range hands {
		for _, c := range []byte(h) {
			left[c]--
		}
	}
	var draw strings.Builder
	for _, c := range []byte(cartagena.Letters) {
		draw.WriteString(strings.Repeat(string(c), left[c]))
	}
	fresh, err := cartagena.New(2, json.RawMessage(`{"tunnel":"`+rulebookTunnel+`","first":0}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	data, err := fresh.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	j["pirates"], j["hands"], j["draw"], j["discard"] = pirates, hands, draw.String(), ""
	data, err = json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	s, err := cartagena.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// searchingLevels are the levels that search, and the searches themselves
// at their game's default budgets.
func searchingLevels(t *testing.T, game string) []string {
	t.Helper()
	g, _ := Bots(game)
	var out []string
	for _, l := range bots.LevelsOf(g) {
		if s, err := bots.ParseSpec(l.Spec); err == nil && (s.Name == bots.MCTS || s.Name == bots.ISMCTS) {
			out = append(out, l.Spec)
		}
	}
	return append(out, "mcts", "ismcts")
}

// searchOf is how game is searched.
func searchOf(game string) bots.Search {
	g, _ := Bots(game)
	return g.Search()
}

// playTurn lets the bot of spec play seat 0's whole turn, seeded with seed.
func playTurn(t *testing.T, s *cartagena.State, spec string, seed uint64) {
	t.Helper()
	sp, err := bots.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bots.NewPlayer[*cartagena.State, cartagena.Move](sp, seed, 1, searchOf("cartagena"))
	if err != nil {
		t.Fatal(err)
	}
	for s.Actor() == engine.Actor(0) {
		if err := s.Apply(p.Choose(context.Background(), s), nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCartagenaWinThisTurnIsTaken: four pirates aboard against none and a
// win available this turn. The last two pirates are on spaces 30 and 33,
// the other player's on 31 (key) and 32 (pistol), and the hand is a key and
// a pistol: each card sends either pirate into the boat, a win in two
// actions. With a flag too, the pirates on 28 and 29 get there as well (the
// flag's space, 33, taken). Every searching level, in every seed, plays the
// whole turn to that win; without a search for it, 10,000 iterations
// missed it in 3 of 20 seeds.
func TestCartagenaWinThisTurnIsTaken(t *testing.T) {
	for _, pos := range []struct {
		pirates [2][6]int
		hand    string
	}{
		{[2][6]int{{37, 37, 37, 37, 30, 33}, {31, 32, 0, 0, 0, 0}}, "KP"},
		{[2][6]int{{37, 37, 37, 37, 28, 29}, {31, 32, 33, 0, 0, 0}}, "FKP"},
	} {
		for _, spec := range searchingLevels(t, "cartagena") {
			for seed := range uint64(20) {
				s := cartagenaPosition(t, pos.pirates, [2]string{pos.hand, "FFSS"})
				playTurn(t, s, spec, seed)
				if w := s.Winners(nil); s.Actor() != engine.Nobody || len(w) != 1 || w[0] != 0 {
					t.Errorf("pirates %v, hand %s, %s, seed %d: the turn ended without the win (winners %v, actor %v)",
						pos.pirates[0], pos.hand, spec, seed, w, s.Actor())
				}
			}
		}
	}
}

// TestCartagenaNoLongRetreatForOneCard: no cards in hand; the pirate on
// space 20 can step back one space to two pirates on 19 and draw two
// cards, or the pirate on 12 can go back eight spaces to the lone pirate
// on 4 and draw one. Going back eight for one card is a blunder no level
// makes.
func TestCartagenaNoLongRetreatForOneCard(t *testing.T) {
	pirates := [2][6]int{{20, 12, 37, 37, 30, 0}, {19, 19, 4, 0, 0, 0}}
	for _, spec := range append(searchingLevels(t, "cartagena"), "greedy") {
		for seed := range uint64(20) {
			s := cartagenaPosition(t, pirates, [2]string{"", "FFSS"})
			sp, _ := bots.ParseSpec(spec)
			p, err := bots.NewPlayer[*cartagena.State, cartagena.Move](sp, seed, 1, searchOf("cartagena"))
			if err != nil {
				t.Fatal(err)
			}
			m := p.Choose(context.Background(), s)
			if m.Kind() == cartagena.Back && m.From() == 12 {
				t.Errorf("%s, seed %d: %v goes back eight spaces for one card instead of one space for two", spec, seed, m)
			}
		}
	}
}
