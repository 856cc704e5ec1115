package tortuga

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
)

// stateJSON is the whole state, hidden cards included: what the engine
// protocol's "state" prints and "load" reads.
type stateJSON struct {
	Game     string    `json:"game"`
	Players  int       `json:"players"`
	Options  Options   `json:"options"`
	Track    [][]int8  `json:"track"`
	Turn     int8      `json:"turn"`
	Phase    string    `json:"phase"`
	Mover    int8      `json:"mover"`
	Second   int8      `json:"second"`
	Dice     []int8    `json:"dice"`
	CardDie  int8      `json:"card_die"`
	CardUsed bool      `json:"card_used"`
	Removed  []int8    `json:"removed"`
	Deck     []int8    `json:"deck"`
	Hands    [][6]int8 `json:"hands"`
	Spent    [6]int8   `json:"spent"`
	BeachBy  int8      `json:"beach_by"`
	RNG      string    `json:"rng"`
}

// MarshalJSON encodes the whole state: the egg cards' order and the
// generator included, so Load restores it exactly.
func (s *State) MarshalJSON() ([]byte, error) {
	rng, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	rng = binary.BigEndian.AppendUint64(rng, s.draw)
	v := s.view()
	return json.Marshal(stateJSON{
		Game: "tortuga", Players: v.Players, Options: v.Options, Track: v.Track,
		Turn: s.turn, Phase: v.Phase, Mover: s.mover, Second: s.second, Dice: v.Dice,
		CardDie: s.cardDie, CardUsed: s.cardUsed,
		Removed: append([]int8{}, s.cards[:s.cfg.removed]...), Deck: append([]int8{}, s.cards[s.next:s.ncards]...),
		Hands: v.Hands, Spent: s.spent, BeachBy: s.beachBy, RNG: hex.EncodeToString(rng),
	})
}

// Load reads a state written by MarshalJSON, or set up by hand, and checks
// that it is a position the rules can reach the parts of: every turtle in
// one place, every egg card accounted for, the turn's phase consistent.
func Load(data []byte) (*State, error) {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return nil, fmt.Errorf("tortuga state: %w", err)
	}
	if j.Game != "tortuga" {
		return nil, fmt.Errorf("tortuga state: game is %q", j.Game)
	}
	c, err := j.Options.config(j.Players)
	if err != nil {
		return nil, fmt.Errorf("tortuga state: %w", err)
	}
	s := &State{game: game{cfg: c}}
	for _, step := range []func(*stateJSON) error{s.loadTrack, s.loadCards, s.loadTurn} {
		if err := step(&j); err != nil {
			return nil, fmt.Errorf("tortuga state: %w", err)
		}
	}
	rng, err := hex.DecodeString(j.RNG)
	if err == nil && len(rng) < 8 {
		err = errors.New("too short")
	}
	if err == nil {
		err = s.rng.UnmarshalBinary(rng[:len(rng)-8])
		s.draw = binary.BigEndian.Uint64(rng[len(rng)-8:])
	}
	if err != nil {
		return nil, fmt.Errorf("tortuga state: rng: %v", err)
	}
	return s, nil
}

func (s *State) loadTrack(j *stateJSON) error {
	if len(j.Track) != int(s.cfg.track)+1 {
		return fmt.Errorf("track has %d places, want the raft and spaces 1-%d", len(j.Track), s.cfg.track)
	}
	n := s.cfg.turtles()
	var seen [MaxTurtles]bool
	for p, stack := range j.Track {
		for _, t := range stack {
			if t < 0 || t >= n {
				return fmt.Errorf("track: no turtle %d with %d turtles in play", t, n)
			}
			if seen[t] {
				return fmt.Errorf("track: turtle %d stands in two places", t)
			}
			seen[t] = true
			if p == Raft {
				s.toRaft([]int8{t})
			} else {
				s.drop(t, int8(p))
			}
		}
	}
	for t := int8(0); t < n; t++ {
		if !seen[t] {
			return fmt.Errorf("track: turtle %d is missing", t)
		}
	}
	return nil
}

func (s *State) loadCards(j *stateJSON) error {
	if len(j.Removed) != int(s.cfg.removed) {
		return fmt.Errorf("removed: %d cards, want %d", len(j.Removed), s.cfg.removed)
	}
	if len(j.Hands) != int(s.cfg.players) {
		return fmt.Errorf("hands: %d, want one per seat (%d)", len(j.Hands), s.cfg.players)
	}
	var count [6]int
	for _, v := range append(append([]int8{}, j.Removed...), j.Deck...) {
		if v < 1 || v > 6 {
			return fmt.Errorf("an egg card shows 1 to 6 eggs, not %d", v)
		}
		s.cards[s.ncards] = v
		s.ncards++
		count[v-1]++
	}
	for i := range 6 {
		for seat, h := range j.Hands {
			if h[i] < 0 {
				return fmt.Errorf("hands: seat %d holds %d cards of %d eggs", seat, h[i], i+1)
			}
			count[i] += int(h[i])
		}
		if j.Spent[i] < 0 || j.Spent[i] > 0 && !s.cfg.eggsAsDice {
			return fmt.Errorf("spent: %d cards of %d eggs, but egg cards as dice is off", j.Spent[i], i+1)
		}
		count[i] += int(j.Spent[i])
		if count[i] != int(s.cfg.deck[i]) {
			return fmt.Errorf("cards of %d eggs: %d accounted for (removed, deck, hands, spent), the deck has %d", i+1, count[i], s.cfg.deck[i])
		}
	}
	copy(s.hands[:], j.Hands)
	s.spent = j.Spent
	s.next = s.cfg.removed
	s.beachBy = j.BeachBy
	if s.beachBy < -1 || s.beachBy >= s.cfg.players {
		return fmt.Errorf("beach_by: no seat %d", s.beachBy)
	}
	if s.beachBy >= 0 && len(j.Deck) > 0 {
		return errors.New("beach_by: the 7-egg beach is uncovered only when the deck is empty")
	}
	return nil
}

func (s *State) loadTurn(j *stateJSON) error {
	s.phase = -1
	for i, name := range phaseNames {
		if name == j.Phase {
			s.phase = phase(i)
		}
	}
	switch {
	case s.phase < 0:
		return fmt.Errorf("phase %q is not one of %v", j.Phase, phaseNames)
	case (s.phase == phaseOver) != (s.beachBy >= 0):
		return errors.New("phase: the game is over exactly when someone laid the 7 eggs (beach_by)")
	case j.Turn < 0 || j.Turn >= s.cfg.players:
		return fmt.Errorf("turn: no seat %d", j.Turn)
	case j.Mover < 0 || j.Mover >= s.cfg.turtles() || s.Owner(int(j.Mover)) != int(j.Turn):
		return fmt.Errorf("mover: turtle %d is not seat %d's", j.Mover, j.Turn)
	case j.Second != -1 && (s.cfg.perPlayer != 2 || j.Second != j.Mover^1 || s.phase == phaseChoose):
		return fmt.Errorf("second: turtle %d cannot be the other turtle still to move", j.Second)
	case j.CardUsed && !s.cfg.eggsAsDice:
		return errors.New("card_used: egg cards as dice is off")
	case s.phase == phaseChoose && s.cfg.perPlayer != 2:
		return errors.New("phase choose: only players with two turtles choose")
	}
	s.turn, s.mover, s.second, s.cardUsed, s.cardDie = j.Turn, j.Mover, j.Second, j.CardUsed, j.CardDie
	s.setPhase(s.phase)
	return s.loadDice(j)
}

func (s *State) loadDice(j *stateJSON) error {
	want := map[phase][2]int{phaseChoose: {0, 0}, phaseFirstDie: {0, 0}, phaseDecide: {1, 2}, phaseDie: {1, 2}, phaseOver: {0, 0}}[s.phase]
	if len(j.Dice) < want[0] || len(j.Dice) > want[1] {
		return fmt.Errorf("dice: %d in phase %s, want %d to %d", len(j.Dice), j.Phase, want[0], want[1])
	}
	for _, d := range j.Dice {
		if d < 1 || d > 6 {
			return fmt.Errorf("dice: a die shows 1 to 6, not %d", d)
		}
		s.dice[s.ndice] = d
		s.ndice++
		s.total += d
	}
	if s.ndice > 1 && s.sum() > s.cfg.bust {
		return fmt.Errorf("dice: a sum of %d would have busted (bust limit %d)", s.sum(), s.cfg.bust)
	}
	if s.cardDie < -1 || s.cardDie >= s.ndice || s.cardDie >= 0 && (!s.cardUsed || s.cardDie == 0) {
		return fmt.Errorf("card_die: %d does not name a die after the first that a spent card stood for", s.cardDie)
	}
	return nil
}
