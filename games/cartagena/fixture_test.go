package cartagena

import (
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"caribe/engine"
)

// position is a game position for a rule test, written as a board diagram in
// the form Board prints: "start:0011 | F P K B T S00 | ... | boat:2", each
// space its symbol's letter followed by one seat digit per pirate on it.
type position struct {
	variant string // "" for jamaica
	players int
	board   string
	hands   []string // sorted or not, one per seat
	row     string   // the open row, next card first
	draw    string   // the top of the draw pile, next card first
	discard string
	// rest says where the cards not listed go: to the bottom of the draw
	// pile (""), or to the discard pile ("discard").
	rest    string
	turn    int
	actions int
	// design are the design options beside the variant, tunnel and first
	// player, e.g. {"segments":2}; nil for the rulebook's.
	design map[string]int
}

// parseBoard reads a board diagram into a tunnel and the pirates' positions
// per seat; its spaces are whole segments, six of them by the rulebook.
func parseBoard(t testing.TB, players int, board string) (string, [][]int8) {
	t.Helper()
	fields := strings.Fields(strings.ReplaceAll(board, "|", " "))
	spaces := len(fields) - 2
	if spaces < SegmentSpaces || spaces%SegmentSpaces != 0 || !strings.HasPrefix(fields[0], "start:") || !strings.HasPrefix(fields[len(fields)-1], "boat:") {
		t.Fatalf("board %q: want start:…, whole segments of %d spaces and boat:…", board, SegmentSpaces)
	}
	pirates := make([][]int8, players)
	add := func(pos int, seats string) {
		for _, d := range seats {
			p := int(d - '0')
			if p < 0 || p >= players {
				t.Fatalf("board %q: no seat %q", board, d)
			}
			pirates[p] = append(pirates[p], int8(pos))
		}
	}
	add(Start, strings.TrimPrefix(fields[0], "start:"))
	var tunnel strings.Builder
	for i, f := range fields[1 : spaces+1] {
		tunnel.WriteByte(f[0])
		add(i+1, f[1:])
	}
	add(Boat, strings.TrimPrefix(fields[len(fields)-1], "boat:"))
	return tunnel.String(), pirates
}

// state builds the position through Load, so that every test position is
// also a state Load accepts.
func (ps position) state(t testing.TB) *State {
	t.Helper()
	b := ps.json(t)
	s, err := Load(b)
	if err != nil {
		t.Fatalf("position does not load: %v\n%s", err, b)
	}
	return s
}

// json writes the position as a saved state.
func (ps position) json(t testing.TB) []byte {
	t.Helper()
	tunnel, pirates := parseBoard(t, ps.players, ps.board)
	var left [Symbols]int
	for c := range left {
		left[c] = CardsPerSymbol
		if n, ok := ps.design["cards_per_symbol"]; ok {
			left[c] = n
		}
	}
	for _, list := range append([]string{ps.row, ps.draw, ps.discard}, ps.hands...) {
		for i := range len(list) {
			left[strings.IndexByte(Letters, list[i])]--
		}
	}
	var rest strings.Builder
	for c, n := range left {
		if n < 0 {
			t.Fatalf("position uses %d %s cards too many", -n, Symbol(c))
		}
		rest.WriteString(strings.Repeat(Letters[c:c+1], n))
	}
	draw, discard := ps.draw+rest.String(), ps.discard
	if ps.rest == "discard" {
		draw, discard = ps.draw, ps.discard+rest.String()
	}
	variant := ps.variant
	if variant == "" {
		variant = "jamaica"
	}
	first := 0
	rng, _ := rand.NewPCG(1, 2).MarshalBinary()
	options := map[string]any{"variant": variant, "tunnel": tunnel, "first": first}
	for k, v := range ps.design {
		options[k] = v
	}
	b, err := json.Marshal(map[string]any{
		"game": "cartagena", "players": ps.players,
		"options": options,
		"pirates": pirates, "hands": ps.hands, "draw": draw, "discard": discard, "row": ps.row,
		"turn": ps.turn, "actions": ps.actions, "rng": hex.EncodeToString(rng),
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// play applies moves in order, failing the test on a refusal, and returns
// the events they caused.
func play(t testing.TB, s *State, moves ...Move) []engine.Event {
	t.Helper()
	var log []engine.Event
	for _, m := range moves {
		if err := s.Apply(m, &log); err != nil {
			t.Fatalf("%v refused: %v\nin %v", m, err, s)
		}
	}
	return log
}

// The moves of each kind, short for the tests.
var (
	fwd  = ForwardMove
	back = BackMove
	end  = EndMove()
	pass = PassMove()
)

// hand is seat p's hand as sorted letters.
func (s *State) hand(p int) string { return countLetters(s.hands[p][:]) }

// rowLeft is what is left of the open row, next card first.
func (s *State) rowLeft() string { return letters(s.row[s.rowNext:s.rowLen]) }

// eventsJSON encodes events for comparison.
func eventsJSON(t testing.TB, log []engine.Event) string {
	t.Helper()
	b, err := json.Marshal(log)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func itoa(n int) string { return strconv.Itoa(n) }

func hexString(b []byte) string { return hex.EncodeToString(b) }
