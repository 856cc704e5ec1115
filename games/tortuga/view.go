package tortuga

import "caribe/engine"

// View is what a player (or a spectator) sees. La Tortuga hides only the
// order of the egg cards under the face-up one and the cards removed at
// set-up, so every seat sees the same view.
type View struct {
	Game    string       `json:"game"`
	Players int          `json:"players"`
	Options Options      `json:"options"`
	Owners  []int        `json:"owners"`
	Track   [][]int8     `json:"track"`
	Turn    int8         `json:"turn"`
	Actor   engine.Actor `json:"actor"`
	Phase   string       `json:"phase"`
	Mover   int8         `json:"mover"`
	// Second is the turn owner's other turtle still to move, or -1.
	Second   int8   `json:"second"`
	Dice     []int8 `json:"dice"`
	CardDie  int8   `json:"card_die"`
	CardUsed bool   `json:"card_used"`
	// FaceUp is the top egg card's value, 0 once the deck is empty.
	FaceUp int8 `json:"face_up"`
	// DeckLeft counts the cards still to be laid, the face-up one included.
	DeckLeft int `json:"deck_left"`
	// Hands counts, per seat, its egg cards by value (1 to 6 eggs).
	Hands   [][6]int8 `json:"hands"`
	Spent   [6]int8   `json:"spent"`
	BeachBy int8      `json:"beach_by"`
	Scores  []int     `json:"scores"`
	Winners []int     `json:"winners"`
}

// View returns the public view; seat is ignored since nothing is private.
func (s *State) View(seat int) any { return s.view() }

func (s *State) view() View {
	v := View{
		Game: "tortuga", Players: s.Players(), Options: s.Options(),
		Turn: s.turn, Actor: s.Actor(), Phase: phaseNames[s.phase], Mover: s.mover, Second: s.second,
		Dice: append([]int8{}, s.dice[:s.ndice]...), CardDie: s.cardDie, CardUsed: s.cardUsed,
		FaceUp: s.faceUp(), DeckLeft: int(s.ncards - s.next),
		Spent: s.spent, BeachBy: s.beachBy,
		Scores: s.Scores(nil), Winners: s.Winners([]int{}),
		Track: s.track(),
	}
	for t := 0; t < int(s.cfg.turtles()); t++ {
		v.Owners = append(v.Owners, s.Owner(t))
	}
	v.Hands = append(v.Hands, s.hands[:s.cfg.players]...)
	return v
}

// track lists the raft's turtles, then each space's stack bottom to top, up
// to the beach: its length tells the track's.
func (s *State) track() [][]int8 {
	tr := make([][]int8, s.cfg.track+1)
	tr[Raft] = []int8{}
	for t := int8(0); t < s.cfg.turtles(); t++ {
		if s.raft&(1<<t) != 0 {
			tr[Raft] = append(tr[Raft], t)
		}
	}
	for p := int8(1); p <= s.cfg.track; p++ {
		tr[p] = append([]int8{}, s.on(p)...)
	}
	return tr
}
