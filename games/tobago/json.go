package tobago

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"caribe/games/tobago/island"
)

// stateJSON is the whole state, hidden cards and the generator included:
// what MarshalJSON writes and Load reads. The island is named by the
// options (a name, a seed and size, or a text map) and rebuilt on Load.
type stateJSON struct {
	Game    string     `json:"game"`
	Players int        `json:"players"`
	Options Options    `json:"options"`
	Phase   string     `json:"phase"`
	Turn    int8       `json:"turn"`
	Action  ActionView `json:"action"`
	// Vehicles are the vehicles' hexes, null before placement.
	Vehicles []*island.Hex `json:"vehicles"`
	// Facings are the statues' current facings, in grid order (0 east,
	// clockwise to 5 north-east).
	Facings []int `json:"facings"`
	// Amulets counts each seat's amulets; AmuletsOnIsland is where the others lie.
	Amulets         []int8        `json:"amulets"`
	AmuletsOnIsland island.HexSet `json:"amulets_on_island"`
	// Roses counts each seat's roses in its supply.
	Roses []int8          `json:"roses"`
	Maps  []mapJSON       `json:"maps"`
	Hands [][]island.Clue `json:"hands"`
	// ClueDeck lists the face-down clue cards, the next one first.
	ClueDeck    []island.Clue `json:"clue_deck"`
	ClueDiscard []island.Clue `json:"clue_discard"`
	// TreasureDeck lists the treasure deck, the next card first.
	TreasureDeck []Card `json:"treasure_deck"`
	// TreasureDiscard lists the treasure cards discarded face down (left
	// over from a sharing), TreasureDiscardSeen those discarded face up.
	TreasureDiscard     []Card       `json:"treasure_discard"`
	TreasureDiscardSeen []Card       `json:"treasure_discard_seen"`
	CursesOut           int          `json:"curses_out"`
	Treasure            [][]Card     `json:"treasure"`
	Sharing             *sharingJSON `json:"sharing"`
	Restart             *RestartView `json:"restart"`
	// IdleTurns counts the turns ended since the table last moved on
	// (State.IdleTurns); a save without it reads 0.
	IdleTurns int16 `json:"idle_turns,omitempty"`
	// RNG is the game generator's state, hex-encoded (math/rand/v2 PCG binary form).
	RNG string `json:"rng"`
}

// mapJSON is one treasure map: its clues and the hexes its clues allow
// whose markers were removed (by amulets or by clearing a dead end); the
// candidates are the rest of what the clues allow.
type mapJSON struct {
	Clues   []MapClue     `json:"clues"`
	Removed island.HexSet `json:"removed"`
}

// sharingJSON is a sharing in progress: the cards revealed before the one
// on offer, the face-down cards in order (the next first) and what each
// seat drew.
type sharingJSON struct {
	Map       string        `json:"map"`
	Finder    int8          `json:"finder"`
	Roses     []int8        `json:"roses"`
	Asking    int8          `json:"asking"`
	Card      Card          `json:"card"`
	Offered   []OfferedCard `json:"offered"`
	Pile      []Card        `json:"pile"`
	Drawn     [][]Card      `json:"drawn"`
	LastTaker int8          `json:"last_taker"`
	Final     bool          `json:"final"`
	Recycled  bool          `json:"recycled"`
}

// MarshalJSON encodes the whole state: decks in order and the generator
// included, so that Load restores a game that plays on exactly as it would
// have.
func (s *State) MarshalJSON() ([]byte, error) {
	rng, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, err
	}
	faceDown := s.tdisc
	for v, k := range s.tseen {
		faceDown[v] -= k
	}
	j := stateJSON{
		Game: "tobago", Players: s.Players(), Options: s.Options(), Phase: phaseNames[s.phase], Turn: s.turn,
		Action: s.action(), Vehicles: s.vehicles(), Facings: s.facings(),
		Amulets: slices.Clone(s.amulets[:s.cfg.players]), AmuletsOnIsland: s.amuletAt,
		Roses:        slices.Clone(s.roses[:s.cfg.players]),
		ClueDeck:     reversed(s.cdeck[:s.ncdeck]),
		ClueDiscard:  slices.Clone(s.cdisc[:s.ncdisc]),
		TreasureDeck: reversed(s.tdeck[:s.ntdeck]), TreasureDiscard: cardList(&faceDown), TreasureDiscardSeen: cardList(&s.tseen),
		CursesOut: int(s.tout[Curse]), IdleTurns: s.idle, RNG: hex.EncodeToString(rng),
	}
	for m := range s.maps {
		mp := &s.maps[m]
		j.Maps = append(j.Maps, mapJSON{Clues: mp.clueList(), Removed: mp.allowed(s.b.is).Minus(mp.cand)})
	}
	for p := range s.cfg.players {
		j.Hands = append(j.Hands, slices.Clone(s.hand[p][:s.nhand[p]]))
		j.Treasure = append(j.Treasure, cardList(&s.held[p]))
	}
	if s.phase == phaseOffer {
		sh := &s.sh
		j.Sharing = &sharingJSON{Map: Colours[sh.m], Finder: sh.finder, Roses: slices.Clone(sh.roses[:sh.nroses]),
			Asking: sh.asking, Card: sh.card, Offered: sh.offeredList(), Pile: reversed(sh.pile[:sh.npile]),
			LastTaker: sh.lastTaker, Final: sh.final, Recycled: sh.recycled}
		for p := range s.cfg.players {
			j.Sharing.Drawn = append(j.Sharing.Drawn, cardList(&sh.drawn[p]))
		}
	}
	if s.phase == phaseRestart {
		j.Restart = &RestartView{Seat: s.restart, Map: Colours[s.sh.m]}
	}
	return json.Marshal(j)
}

// reversed lists a stack top first.
func reversed[T any](stack []T) []T {
	out := slices.Clone(stack)
	slices.Reverse(out)
	if out == nil {
		out = []T{}
	}
	return out
}

// Load reads a state written by MarshalJSON, or set up by hand, and checks
// that it is consistent: the island rebuilt from the options, vehicles on
// land, every clue card, treasure card, amulet and rose accounted for, each
// map's candidates allowed by its clues, and a phase the rules can reach
// with a decision to make. The error names what is wrong.
func Load(data []byte) (*State, error) {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return nil, fmt.Errorf("tobago state: %w", err)
	}
	if j.Game != "tobago" {
		return nil, fmt.Errorf("tobago state: game is %q", j.Game)
	}
	c, err := j.Options.config(j.Players)
	if err != nil {
		return nil, fmt.Errorf("tobago state: options: %w", err)
	}
	b, err := boardFor(c.spec)
	if err != nil {
		return nil, fmt.Errorf("tobago state: %w", err)
	}
	s := &State{b: b, cfg: c}
	for _, step := range []func(*stateJSON) error{s.loadPieces, s.loadMaps, s.loadClues, s.loadTreasure, s.loadTurn, s.loadRNG} {
		if err := step(&j); err != nil {
			return nil, fmt.Errorf("tobago state: %w", err)
		}
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("tobago state: %w", err)
	}
	return s, nil
}

// seats checks that a per-seat list has one entry per seat.
func (s *State) seats(name string, n int) error {
	if n != int(s.cfg.players) {
		return fmt.Errorf("%s: %d entries, want one per seat (%d)", name, n, s.cfg.players)
	}
	return nil
}

func (s *State) loadPieces(j *stateJSON) error {
	if err := s.seats("vehicles", len(j.Vehicles)); err != nil {
		return err
	}
	for p := range MaxPlayers {
		s.at[p] = noCell
	}
	for p, h := range j.Vehicles {
		if h == nil {
			continue
		}
		i, ok := island.CellOf(*h)
		if !ok || !s.b.land.HasCell(i) {
			return fmt.Errorf("vehicles: seat %d's vehicle stands at %v, in the ocean", p, *h)
		}
		s.at[p] = int16(i)
	}
	if len(j.Facings) != int(s.b.nstatues) {
		return fmt.Errorf("facings: %d, the island has %d statues", len(j.Facings), s.b.nstatues)
	}
	for k, f := range j.Facings {
		if f < 0 || f > int(island.NorthEast) {
			return fmt.Errorf("facings: statue %d faces %d, not a direction 0 to 5", k, f)
		}
		s.facing[k] = island.Dir(f)
	}
	if err := s.seats("amulets", len(j.Amulets)); err != nil {
		return err
	}
	for p, n := range j.Amulets {
		if n < 0 || n > Amulets {
			return fmt.Errorf("amulets: seat %d holds %d", p, n)
		}
		s.amulets[p] = n
	}
	if !j.AmuletsOnIsland.SubsetOf(s.b.land) {
		return fmt.Errorf("amulets_on_island: %v lie in the ocean", j.AmuletsOnIsland.Minus(s.b.land))
	}
	s.amuletAt = j.AmuletsOnIsland
	if err := s.seats("roses", len(j.Roses)); err != nil {
		return err
	}
	for p, n := range j.Roses {
		if n < 0 || n > RosesEach {
			return fmt.Errorf("roses: seat %d has %d in its supply, of %d", p, n, RosesEach)
		}
		s.roses[p] = n
	}
	return nil
}

func (s *State) loadMaps(j *stateJSON) error {
	if len(j.Maps) != Maps {
		return fmt.Errorf("maps: %d, want %d (white, grey, brown, black)", len(j.Maps), Maps)
	}
	for m, mj := range j.Maps {
		mp := &s.maps[m]
		if len(mj.Clues) > maxClues {
			return fmt.Errorf("maps: the %s map holds %d clues, more than the deck", Colours[m], len(mj.Clues))
		}
		for k, c := range mj.Clues {
			if !c.Clue.Valid() {
				return fmt.Errorf("maps: the %s map's clue %d is %v, not a clue", Colours[m], k, c.Clue)
			}
			if c.Seat < 0 || c.Seat >= s.cfg.players || c.Roses < 0 || c.Roses > RosesEach {
				return fmt.Errorf("maps: the %s map's clue %d holds %d roses of seat %d", Colours[m], k, c.Roses, c.Seat)
			}
			mp.clues[k], mp.owner[k], mp.roses[k] = c.Clue, c.Seat, c.Roses
		}
		mp.n = int8(len(mj.Clues))
		mp.seats = mp.ownerSeats()
		allowed := mp.allowed(s.b.is)
		if !mj.Removed.SubsetOf(allowed) {
			return fmt.Errorf("maps: the %s map's removed markers %v are not allowed by its clues", Colours[m], mj.Removed.Minus(allowed))
		}
		mp.setCand(s.b, allowed.Minus(mj.Removed))
		s.noteLocated(int8(m))
	}
	return nil
}

func (s *State) loadClues(j *stateJSON) error {
	if err := s.seats("hands", len(j.Hands)); err != nil {
		return err
	}
	for p, h := range j.Hands {
		if len(h) > int(s.cfg.hand) {
			return fmt.Errorf("hands: seat %d holds %d clue cards, a hand has %d", p, len(h), s.cfg.hand)
		}
		s.nhand[p] = int8(copy(s.hand[p][:], h))
	}
	if len(j.ClueDeck)+len(j.ClueDiscard) > island.DeckSize {
		return fmt.Errorf("clue_deck and clue_discard hold %d cards, the deck has %d", len(j.ClueDeck)+len(j.ClueDiscard), island.DeckSize)
	}
	s.ncdeck = int8(copy(s.cdeck[:], j.ClueDeck))
	slices.Reverse(s.cdeck[:s.ncdeck])
	s.ncdisc = int8(copy(s.cdisc[:], j.ClueDiscard))
	return nil
}

func (s *State) loadTreasure(j *stateJSON) error {
	if len(j.TreasureDeck) > maxTreasure {
		return fmt.Errorf("treasure_deck: %d cards, more than the game has", len(j.TreasureDeck))
	}
	s.ntdeck = int8(copy(s.tdeck[:], j.TreasureDeck))
	slices.Reverse(s.tdeck[:s.ntdeck])
	if err := countCards("treasure_discard", j.TreasureDiscard, &s.tdisc); err != nil {
		return err
	}
	if err := countCards("treasure_discard_seen", j.TreasureDiscardSeen, &s.tseen); err != nil {
		return err
	}
	for v, k := range s.tseen {
		s.tdisc[v] += k
	}
	if j.CursesOut < 0 || j.CursesOut > int(s.cfg.curses) {
		return fmt.Errorf("curses_out: %d, the game has %d curses", j.CursesOut, s.cfg.curses)
	}
	s.tout[Curse] = int8(j.CursesOut)
	if err := s.seats("treasure", len(j.Treasure)); err != nil {
		return err
	}
	for p, cards := range j.Treasure {
		if err := countCards(fmt.Sprintf("treasure: seat %d", p), cards, &s.held[p]); err != nil {
			return err
		}
		if s.held[p][Curse] > 0 {
			return fmt.Errorf("treasure: seat %d holds a curse; a curse strikes when revealed and is never taken", p)
		}
	}
	return nil
}

// countCards counts a list of treasure cards into counts.
func countCards(name string, cards []Card, counts *[cardKinds]int8) error {
	if len(cards) > maxTreasure {
		return fmt.Errorf("%s: %d cards, more than the game has", name, len(cards))
	}
	for _, c := range cards {
		counts[c]++
	}
	return nil
}

func (s *State) loadTurn(j *stateJSON) error {
	p, err := phaseNames.Parse(j.Phase, "phase")
	if err != nil {
		return err
	}
	s.phase = phase(p)
	if j.Turn < 0 || j.Turn >= s.cfg.players {
		return fmt.Errorf("turn: no seat %d with %d players", j.Turn, s.cfg.players)
	}
	s.turn, s.main, s.steps = j.Turn, j.Action.Taken, j.Action.Steps
	if j.IdleTurns < 0 {
		return fmt.Errorf("idle_turns: %d, a count of turns", j.IdleTurns)
	}
	s.idle = j.IdleTurns
	s.seg = -1
	for i, n := range segmentNames {
		if n == j.Action.Moving {
			s.seg = segment(i)
		}
	}
	if s.seg < 0 {
		return fmt.Errorf("action: moving %q is not one of \"\", main, amulet", j.Action.Moving)
	}
	if (j.Sharing != nil) != (s.phase == phaseOffer) {
		return errors.New("sharing: a sharing is in progress exactly in phase offer")
	}
	if (j.Restart != nil) != (s.phase == phaseRestart) {
		return errors.New("restart: a map is started anew exactly in phase restart")
	}
	s.sh.lastTaker = -1
	if j.Restart != nil {
		m, err := mapIndex("restart", j.Restart.Map)
		if err != nil {
			return err
		}
		if j.Restart.Seat < 0 || j.Restart.Seat >= s.cfg.players {
			return fmt.Errorf("restart: no seat %d", j.Restart.Seat)
		}
		s.sh.m, s.restart = m, j.Restart.Seat
	}
	if j.Sharing != nil {
		return s.loadSharing(j.Sharing)
	}
	return nil
}

// mapIndex reads a map's colour.
func mapIndex(field, name string) (int8, error) {
	for m, c := range Colours {
		if c == name {
			return int8(m), nil
		}
	}
	return 0, fmt.Errorf("%s: map %q is not one of white, grey, brown, black", field, name)
}

func (s *State) loadSharing(j *sharingJSON) error {
	sh := &s.sh
	m, err := mapIndex("sharing", j.Map)
	if err != nil {
		return err
	}
	*sh = sharing{m: m, finder: j.Finder, asking: j.Asking, card: j.Card, shown: true,
		lastTaker: j.LastTaker, final: j.Final, recycled: j.Recycled}
	switch {
	case j.Finder < 0 || j.Finder >= s.cfg.players || j.Finder != s.turn:
		return fmt.Errorf("sharing: the finder is seat %d, but it is seat %d's turn", j.Finder, s.turn)
	case j.LastTaker < -1 || j.LastTaker >= s.cfg.players:
		return fmt.Errorf("sharing: last_taker %d is neither -1 nor a seat", j.LastTaker)
	case len(j.Roses) == 0 || len(j.Roses) > maxRoses:
		return fmt.Errorf("sharing: %d roses on the map; a card is offered only while roses are left", len(j.Roses))
	case j.Asking < 0 || int(j.Asking) >= len(j.Roses):
		return fmt.Errorf("sharing: asking rose %d of %d", j.Asking, len(j.Roses))
	case j.Card == Curse:
		return errors.New("sharing: a curse is never on offer: it strikes when revealed")
	case len(j.Pile) > maxTreasure:
		return fmt.Errorf("sharing: %d face-down cards, more than the game has", len(j.Pile))
	case j.Recycled && !j.Final:
		return errors.New("sharing: the discards are reshuffled only once the deck has run out (final)")
	}
	for _, p := range j.Roses {
		if p < 0 || p >= s.cfg.players {
			return fmt.Errorf("sharing: a rose of seat %d, not a seat", p)
		}
	}
	if len(j.Offered) > maxOffers {
		return fmt.Errorf("sharing: %d cards offered, more than a sharing reveals", len(j.Offered))
	}
	for k, o := range j.Offered {
		sh.offered[k] = offer{card: o.Card, seat: -1}
		if o.Seat != nil {
			sh.offered[k].seat = *o.Seat
		}
	}
	sh.noffered = int8(len(j.Offered))
	sh.nroses = int8(copy(sh.roses[:], j.Roses))
	sh.npile = int8(copy(sh.pile[:], j.Pile))
	slices.Reverse(sh.pile[:sh.npile])
	if len(j.Drawn) != int(s.cfg.players) {
		return fmt.Errorf("sharing: drawn has %d entries, want one per seat (%d)", len(j.Drawn), s.cfg.players)
	}
	for p, cards := range j.Drawn {
		if err := countCards(fmt.Sprintf("sharing: drawn by seat %d", p), cards, &sh.drawn[p]); err != nil {
			return err
		}
	}
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
