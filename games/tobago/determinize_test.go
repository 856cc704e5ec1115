package tobago

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// positionConfigs are the set-ups the position tests draw from: every
// player count, a short deck whose last sharing reshuffles the discards
// with the curse continuing and returning, and one curse kept deep.
var positionConfigs = []struct {
	players int
	options string
}{
	{2, `{}`}, {3, `{}`}, {4, `{}`},
	{3, `{"curse_rule":"continue","curse_returns":true,"gold":[2,2,2,2,2]}`},
	{2, `{"curse_rule":"amulets","curses":1,"curse_depth":5,"gold":[4,4,4,3,3]}`},
}

// positions plays games seeded random games of each set-up, and a fifth
// as many (at least one) of each design set-up, and keeps copies of states
// along the way: the first, about one in 30, every set-up clue and map
// started anew, and a third of a sharing's offers.
func positions(t *testing.T, games int) []*State {
	t.Helper()
	out := positionsOf(t, positionConfigs, games, 0)
	return append(out, positionsOf(t, designConfigs, max(1, games/5), 7000)...)
}

// positionsOf is positions over the given set-ups, set-up k's game g
// seeded with firstSeed + 1000k + g.
func positionsOf(t *testing.T, configs []struct {
	players int
	options string
}, games int, firstSeed uint64) []*State {
	t.Helper()
	var out []*State
	var buf []Move
	for k, c := range configs {
		for g := range games {
			seed := firstSeed + uint64(1000*k+g)
			s, err := New(c.players, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			pick := rand.New(rand.NewPCG(seed, 5))
			for n := 0; s.Actor() != engine.Nobody; n++ {
				if n == 0 || pick.IntN(30) == 0 || s.phase == phaseSetupClue || s.phase == phaseRestart ||
					s.phase == phaseOffer && pick.IntN(3) == 0 {
					out = append(out, s.Clone())
				}
				buf = s.Legal(buf[:0])
				if err := s.Apply(buf[pick.IntN(len(buf))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return out
}

// stateOf is the saved form of s.
func stateOf(t *testing.T, s *State) stateJSON {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var j stateJSON
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	return j
}

func mustMarshal(t *testing.T, s *State) []byte {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// rehide deals everything hidden from seat again with r, as another game
// might have dealt it: the other seats' hands with the clue deck, the
// treasure deck with the discards and a sharing's face-down cards (seat's
// own draw among them), the other seats' draws at their sizes, and the
// generator. Deals that Load refuses (a seat that must play a clue holding
// none) are drawn again.
func rehide(t *testing.T, j stateJSON, seat int, r *rand.Rand) *State {
	t.Helper()
	for range 1000 {
		o := j
		clues := slices.Clone(j.ClueDeck)
		o.Hands = make([][]island.Clue, len(j.Hands))
		for p, h := range j.Hands {
			o.Hands[p] = h
			if p != seat {
				clues = append(clues, h...)
			}
		}
		r.Shuffle(len(clues), func(a, b int) { clues[a], clues[b] = clues[b], clues[a] })
		for p, h := range j.Hands {
			if p != seat {
				o.Hands[p], clues = clues[len(clues)-len(h):], clues[:len(clues)-len(h)]
			}
		}
		o.ClueDeck = clues
		cards := append(slices.Clone(j.TreasureDeck), j.TreasureDiscard...)
		if j.Sharing != nil {
			cards = append(cards, j.Sharing.Pile...)
		}
		r.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
		deck, disc := len(j.TreasureDeck), len(j.TreasureDeck)+len(j.TreasureDiscard)
		o.TreasureDeck, o.TreasureDiscard = cards[:deck], cards[deck:disc]
		if j.Sharing != nil {
			sh := *j.Sharing
			sh.Pile = cards[disc:]
			sh.Drawn = make([][]Card, len(j.Sharing.Drawn))
			for p, drawn := range j.Sharing.Drawn {
				sh.Drawn[p] = drawn
				if p == seat {
					continue
				}
				sh.Drawn[p] = make([]Card, len(drawn))
				for i := range drawn {
					sh.Drawn[p][i] = sh.Card
					if len(cards) > 0 {
						sh.Drawn[p][i] = cards[r.IntN(len(cards))]
					}
				}
			}
			o.Sharing = &sh
		}
		rng, _ := rand.NewPCG(r.Uint64(), r.Uint64()).MarshalBinary()
		o.RNG = hex.EncodeToString(rng)
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		if s, err := Load(b); err == nil {
			return s
		}
	}
	t.Fatal("no deal of the hidden cards loads")
	return nil
}

// checkCurses checks that the curses in the deck lie among its bottom
// curse_depth + curses cards and, while the deck holds that many, that
// every curse not out of the game is in it.
func checkCurses(t *testing.T, what string, s *State) {
	t.Helper()
	zone := int(s.cfg.depth) + int(s.cfg.curses)
	in := 0
	for i, c := range s.tdeck[:s.ntdeck] {
		if c == Curse {
			in++
			if i >= zone {
				t.Fatalf("%s: a curse is card %d from the bottom of the deck, above the bottom %d", what, i, zone)
			}
		}
	}
	if int(s.ntdeck) >= zone && in != int(s.cfg.curses-s.tout[Curse]) {
		t.Fatalf("%s: %d curses in a deck of %d cards (zone %d), %d out", what, in, s.ntdeck, zone, s.tout[Curse])
	}
}

// ownDrawKept checks that d, determinized for seat from s during a
// sharing, keeps as much of seat's draw face down as can be: each card it
// drew but one of the value on offer, as far as the unseen cards allow.
func ownDrawKept(t *testing.T, s, d *State, seat int) {
	t.Helper()
	if s.phase != phaseOffer || seat < 0 {
		return
	}
	var total [cardKinds]int
	total[Curse] = int(s.cfg.curses - s.tout[Curse])
	for v, k := range s.cfg.gold {
		total[v+2] = int(k)
	}
	for p := range s.cfg.players {
		for v, k := range s.held[p] {
			total[v] -= int(k)
		}
	}
	for v, k := range s.tseen {
		total[v] -= int(k)
	}
	total[s.sh.card]--
	var pile [cardKinds]int
	for _, c := range d.sh.pile[:d.sh.npile] {
		pile[c]++
	}
	want, kept := 0, 0
	for v, k := range s.sh.drawn[seat] {
		n := int(k)
		if Card(v) == s.sh.card && n > 0 {
			n--
		}
		n = min(n, total[v])
		want += n
		kept += min(n, pile[v])
	}
	if kept != min(want, int(s.sh.npile)) {
		t.Fatalf("seat %d drew %v; %d of them kept face down in %v, want %d", seat, cardList(&s.sh.drawn[seat]),
			kept, d.sh.pile[:d.sh.npile], min(want, int(s.sh.npile)))
	}
	for p := range s.cfg.players {
		a, b := cardList(&s.sh.drawn[p]), cardList(&d.sh.drawn[p])
		if len(a) != len(b) || p == int8(seat) && !slices.Equal(a, b) {
			t.Fatalf("seat %d drew %v, after determinizing for seat %d %v", p, a, seat, b)
		}
	}
}

// playOut plays s out with random moves, checking it after each.
func playOut(t *testing.T, s *State, seed uint64) {
	t.Helper()
	pick := rand.New(rand.NewPCG(seed, 9))
	var buf []Move
	for n := 0; s.Actor() != engine.Nobody; n++ {
		if n > 20000 {
			t.Fatal("the determinized game does not end")
		}
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[pick.IntN(len(buf))], nil); err != nil {
			t.Fatal(err)
		}
		mustCheck(t, s)
	}
}

// Over thousands of positions of 2 to 4 players, in every phase and many
// sharings, determinizing for each seat and a spectator keeps the state
// valid and loadable, the seat's view byte for byte, seat's own draw face
// down, the curses where the rules keep them, and the game playable; and
// the clue deck is dealt anew once it is dealt, never during set-up.
func TestDeterminizeKeepsTheSeatsView(t *testing.T) {
	r := rand.NewPCG(1, 2)
	var phases [phaseOver + 1]int
	decks, redealt := 0, 0
	for k, s := range positions(t, 10) {
		phases[s.phase]++
		checkCurses(t, "random play", s)
		for seat := -1; seat < s.Players(); seat++ {
			d := s.Clone()
			d.Determinize(seat, r)
			if err := d.Check(); err != nil {
				t.Fatalf("position %d, seat %d: %v", k, seat, err)
			}
			if a, b := viewJSON(t, s, seat), viewJSON(t, d, seat); !bytes.Equal(a, b) {
				t.Fatalf("position %d: seat %d's view changed\n%s\n%s", k, seat, a, b)
			}
			b := mustMarshal(t, d)
			l, err := Load(b)
			if err != nil {
				t.Fatalf("position %d, seat %d: %v", k, seat, err)
			}
			if !bytes.Equal(mustMarshal(t, l), b) {
				t.Fatalf("position %d, seat %d: the determinized state does not round-trip", k, seat)
			}
			checkCurses(t, "determinized", d)
			ownDrawKept(t, s, d, seat)
			switch {
			case s.inSetup() && (s.cdeck != d.cdeck || s.nhand != d.nhand):
				t.Fatalf("position %d, seat %d: during set-up the clue deck is face up, yet it was dealt anew", k, seat)
			case !s.inSetup() && s.ncdeck >= 4:
				decks++
				if s.cdeck != d.cdeck {
					redealt++
				}
			}
			if k%50 == 0 {
				playOut(t, d, uint64(k))
			}
		}
	}
	t.Logf("positions by phase %v; clue decks dealt anew %d of %d", phases, redealt, decks)
	for ph, n := range phases[:phaseOver] {
		if n < 10 {
			t.Errorf("only %d positions in phase %s", n, phaseNames[ph])
		}
	}
	if redealt < decks*9/10 {
		t.Errorf("only %d of %d clue decks dealt anew", redealt, decks)
	}
}

// Two states that differ only in what seat cannot see (dealt again by
// rehide) give seat the same view and determinize with the same generator
// to the same state.
func TestDeterminizeDependsOnlyOnTheView(t *testing.T) {
	n := 0
	for k, s := range positions(t, 3) {
		j := stateOf(t, s)
		for seat := -1; seat < s.Players(); seat++ {
			other := rehide(t, j, seat, rand.New(rand.NewPCG(uint64(k), uint64(seat+1))))
			if !bytes.Equal(viewJSON(t, s, seat), viewJSON(t, other, seat)) {
				t.Fatalf("position %d: rehide changed seat %d's view", k, seat)
			}
			a := s.Clone()
			a.Determinize(seat, rand.NewPCG(9, uint64(k)))
			other.Determinize(seat, rand.NewPCG(9, uint64(k)))
			if x, y := mustMarshal(t, a), mustMarshal(t, other); !bytes.Equal(x, y) {
				t.Fatalf("position %d, seat %d: determinized differently\n%s\n%s", k, seat, x, y)
			}
			n++
		}
	}
	if n < 1000 {
		t.Fatalf("only %d pairs", n)
	}
}

// At the deal the curses lie among the bottom 29 cards of 41 (27 gold
// cards and the curses), and determinizing keeps them there, anywhere in
// that zone, while the cards above it come in any order.
func TestDeterminizeKeepsCursesDeep(t *testing.T) {
	s, err := New(2, nil, 7)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.NewPCG(7, 7)
	var at [maxTreasure]int
	var top [cardKinds]int
	d := s.Clone()
	for range 2000 {
		d.CopyFrom(s)
		d.Determinize(0, r)
		checkCurses(t, "at the deal", d)
		for i, c := range d.tdeck[:d.ntdeck] {
			if c == Curse {
				at[i]++
			}
		}
		top[d.tdeck[d.ntdeck-1]]++
	}
	for i, n := range at[:d.ntdeck] {
		if (n > 0) != (i < 29) {
			t.Errorf("a curse %d times at card %d from the bottom", n, i)
		}
	}
	if slices.Contains(top[2:], 0) {
		t.Errorf("the top card's values over 2000 draws: %v", top)
	}
}

// Once the deck is down inside the curses' zone, the view cannot tell
// whether a curse was drawn and discarded unseen: determinizing puts a
// curse among the discards some of the time.
func TestDeterminizeSpreadsCursesOnceTheZoneIsDrawn(t *testing.T) {
	r := rand.NewPCG(5, 5)
	tried := 0
	for _, s := range positions(t, 3) {
		hidden := s.cfg.curses - s.tout[Curse]
		if int(s.ntdeck) >= int(s.cfg.depth+s.cfg.curses) || hidden == 0 || s.discards()-s.seenDiscards() < 5 || s.phase == phaseOffer {
			continue
		}
		tried++
		discarded := 0
		d := s.Clone()
		for range 200 {
			d.CopyFrom(s)
			d.Determinize(int(s.turn), r)
			discarded += int(d.tdisc[Curse])
		}
		if discarded == 0 {
			t.Fatalf("no curse among %d face-down discards in 200 draws (deck %d)", s.discards()-s.seenDiscards(), s.ntdeck)
		}
	}
	if tried < 5 {
		t.Fatalf("only %d positions with the zone drawn", tried)
	}
}

// Determinize allocates nothing, in every phase.
func TestDeterminizeAllocatesNothing(t *testing.T) {
	r := rand.NewPCG(3, 4)
	d := new(State)
	for k, s := range positions(t, 1) {
		if k%4 != 0 && s.phase != phaseOffer && s.phase != phaseRestart {
			continue
		}
		for seat := -1; seat < s.Players(); seat++ {
			if n := testing.AllocsPerRun(5, func() { d.CopyFrom(s); d.Determinize(seat, r) }); n != 0 {
				t.Fatalf("position %d (phase %s), seat %d: %v allocations", k, phaseNames[s.phase], seat, n)
			}
		}
	}
}
