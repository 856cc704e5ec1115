package cartagena

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
)

// stateJSON is the whole state, hidden cards and the generator included:
// what MarshalJSON writes and Load reads.
type stateJSON struct {
	Game    string  `json:"game"`
	Players int     `json:"players"`
	Options Options `json:"options"`
	// Pirates lists, per seat, the positions of its six pirates.
	Pirates [][]int8 `json:"pirates"`
	// Hands are sorted letters, one string per seat.
	Hands []string `json:"hands"`
	// Draw is the draw pile as letters, the next card first.
	Draw string `json:"draw"`
	// Discard is the discard pile as sorted letters.
	Discard string `json:"discard"`
	// Row is what is left of the open row, the next card first.
	Row     string `json:"row"`
	Turn    int8   `json:"turn"`
	Actions int8   `json:"actions"`
	// RNG is the game generator's state, hex-encoded (math/rand/v2 PCG binary form).
	RNG string `json:"rng"`
}

// MarshalJSON encodes the whole state: the draw pile's order and the
// generator included, so that Load restores a game that plays on exactly
// as it would have.
func (s *State) MarshalJSON() ([]byte, error) {
	rng, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	pile := make([]byte, s.npile)
	for i := range pile {
		pile[i] = s.pile[int(s.npile)-1-i].Letter()
	}
	j := stateJSON{
		Game: "cartagena", Players: s.Players(), Options: s.Options(), Pirates: s.pirateLists(),
		Draw: string(pile), Discard: countLetters(s.discard[:]), Row: letters(s.row[s.rowNext:s.rowLen]),
		Turn: s.turn, Actions: s.actions, RNG: hex.EncodeToString(rng),
	}
	for p := range s.cfg.players {
		j.Hands = append(j.Hands, countLetters(s.hands[p][:]))
	}
	return json.Marshal(j)
}

// Load reads a state written by MarshalJSON, or set up by hand, and checks
// that it is consistent: options the game can be set up with (the design
// parameters in range, a tunnel of as many segments as they say), six
// pirates per seat, each at the start, on a space of the tunnel or in the
// boat, at most three on a space, the deck (102 cards, 17 of each symbol,
// by the rulebook) all accounted for, an open row only in the variants
// that have one, a turn and action count the rules can reach.
func Load(data []byte) (*State, error) {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return nil, fmt.Errorf("cartagena state: %w", err)
	}
	if j.Game != "cartagena" {
		return nil, fmt.Errorf("cartagena state: game is %q", j.Game)
	}
	c, err := j.Options.config(j.Players, nil)
	if err != nil {
		return nil, fmt.Errorf("cartagena state: %w", err)
	}
	s := &State{cfg: c}
	for _, step := range []func(*stateJSON) error{s.loadPirates, s.loadCards, s.loadTurn, s.loadRNG} {
		if err := step(&j); err != nil {
			return nil, fmt.Errorf("cartagena state: %w", err)
		}
	}
	return s, nil
}

func (s *State) loadPirates(j *stateJSON) error {
	if len(j.Pirates) != int(s.cfg.players) {
		return fmt.Errorf("pirates: %d lists, want one per seat (%d)", len(j.Pirates), s.cfg.players)
	}
	for p, list := range j.Pirates {
		if len(list) != PiratesEach {
			return fmt.Errorf("pirates: seat %d has %d pirates, want %d", p, len(list), PiratesEach)
		}
		for _, pos := range list {
			if !s.cfg.onBoard(pos) {
				return fmt.Errorf("pirates: seat %d has a pirate at %d, off the board (%s)", p, pos, s.cfg.positions())
			}
			s.own[p][pos]++
		}
	}
	on := s.counts()
	for pos := 1; pos <= Spaces; pos++ {
		if on[pos] > MaxOnSpace {
			return fmt.Errorf("pirates: space %d holds %d pirates, at most %d fit on a space", pos, on[pos], MaxOnSpace)
		}
	}
	s.derive()
	return nil
}

func (s *State) loadCards(j *stateJSON) error {
	if len(j.Hands) != int(s.cfg.players) {
		return fmt.Errorf("hands: %d, want one per seat (%d)", len(j.Hands), s.cfg.players)
	}
	var count [Symbols]int
	for p, text := range j.Hands {
		cards, err := parseLetters(fmt.Sprintf("hands: seat %d", p), text)
		if err != nil {
			return err
		}
		for _, c := range cards {
			s.hands[p][c]++
			count[c]++
		}
		s.held[p] = int8(min(len(cards), MaxCards+1))
	}
	pile, err := parseLetters("draw", j.Draw)
	if err != nil {
		return err
	}
	discard, err := parseLetters("discard", j.Discard)
	if err != nil {
		return err
	}
	row, err := parseLetters("row", j.Row)
	if err != nil {
		return err
	}
	switch {
	case !s.cfg.variant.hasRow() && len(row) > 0:
		return fmt.Errorf("row: %s has no open row, but the state lays out %d card(s)", s.cfg.variant, len(row))
	case len(row) > RowSize:
		return fmt.Errorf("row: %d cards, the open row holds at most %d", len(row), RowSize)
	case s.cfg.variant.hasRow() && len(row) == 0 && len(pile) > 0:
		return fmt.Errorf("row: empty while the draw pile holds %d cards; the row is laid out anew as soon as it is empty", len(pile))
	}
	total := 0
	for _, list := range [][]Symbol{pile, discard, row} {
		for _, c := range list {
			count[c]++
		}
	}
	for _, n := range count {
		total += n
	}
	if total != int(s.cfg.cards()) {
		return fmt.Errorf("cards: %d accounted for (hands, draw pile, discard pile, row), the deck has %d", total, s.cfg.cards())
	}
	var wrong []string
	for c, n := range count {
		if n != int(s.cfg.perSymbol) {
			wrong = append(wrong, Symbol(c).plural(n))
		}
	}
	if wrong != nil {
		return fmt.Errorf("cards: %s accounted for, the deck has %d of each symbol", strings.Join(wrong, " and "), s.cfg.perSymbol)
	}
	for i, c := range pile {
		s.pile[len(pile)-1-i] = c
	}
	s.npile = int8(len(pile))
	for _, c := range discard {
		s.discard[c]++
	}
	copy(s.row[:], row)
	s.rowLen = int8(len(row))
	return nil
}

func (s *State) loadTurn(j *stateJSON) error {
	if j.Turn < 0 || j.Turn >= s.cfg.players {
		return fmt.Errorf("turn: no seat %d with %d players", j.Turn, s.cfg.players)
	}
	s.turn, s.actions = j.Turn, j.Actions
	var aboard []int8
	for p := range s.cfg.players {
		if s.own[p][Boat] == PiratesEach {
			aboard = append(aboard, p)
		}
	}
	switch {
	case len(aboard) > 1:
		return fmt.Errorf("pirates: seats %d and %d both have all six pirates in the boat, but the game ends when the first does", aboard[0], aboard[1])
	case len(aboard) == 1 && (s.turn != aboard[0] || s.actions < 1 || s.actions > s.cfg.actions):
		return fmt.Errorf("turn: seat %d boarded its sixth pirate, so the game ended on that seat's turn after 1 to %d actions, not on seat %d's after %d", aboard[0], s.cfg.actions, s.turn, s.actions)
	case len(aboard) == 0 && (s.actions < 0 || s.actions >= s.cfg.actions):
		return fmt.Errorf("actions: %d taken this turn; a turn passes after its %s action, so 0 to %d", s.actions, ordinal(s.cfg.actions), s.cfg.actions-1)
	}
	s.over = len(aboard) == 1 || s.stalled()
	return nil
}

func (s *State) loadRNG(j *stateJSON) error {
	rng, err := hex.DecodeString(j.RNG)
	if err == nil {
		err = s.rng.UnmarshalBinary(rng)
	}
	if err != nil {
		return fmt.Errorf("rng: %v", err)
	}
	return nil
}

// ordinals name the actions of a turn, up to MaxActionsPerTurn.
var ordinals = [MaxActionsPerTurn + 1]string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}

// ordinal names the n-th action of a turn: "third".
func ordinal(n int8) string { return ordinals[n] }
