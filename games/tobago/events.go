package tobago

import "caribe/games/tobago/island"

// Events are public: every seat receives the same ones, so none names a
// hidden card (a clue drawn, a treasure card drawn or discarded unseen).

// Placed: a vehicle was placed at set-up.
type Placed struct {
	Type string     `json:"type"`
	Seat int8       `json:"seat"`
	Hex  island.Hex `json:"hex"`
}

// CluePlayed: a clue was played on a map and marked with a rose. Why is
// "setup" (chosen from the deck), "action", "amulet" or "restart" (both
// from hand). Located is the treasure's hex once the map has one candidate
// left.
type CluePlayed struct {
	Type       string      `json:"type"`
	Seat       int8        `json:"seat"`
	Map        string      `json:"map"`
	Clue       island.Clue `json:"clue"`
	Why        string      `json:"why"`
	Candidates int         `json:"candidates"`
	Located    *island.Hex `json:"located,omitempty"`
}

// CluesDrawn: a seat drew clue cards (unseen by the others): its hand,
// dealt once the set-up clues are chosen and the deck shuffled, or cards
// drawn back to a full hand.
type CluesDrawn struct {
	Type  string `json:"type"`
	Seat  int8   `json:"seat"`
	Cards int8   `json:"cards"`
}

// CluesReshuffled: the clue discard pile became the new clue deck.
type CluesReshuffled struct {
	Type  string `json:"type"`
	Cards int8   `json:"cards"`
}

// HandExchanged: a seat discarded its whole hand to draw anew; Amulet tells
// whether an amulet paid for it (else it cost the turn).
type HandExchanged struct {
	Type   string `json:"type"`
	Seat   int8   `json:"seat"`
	Cards  int8   `json:"cards"`
	Amulet bool   `json:"amulet"`
}

// Stepped: a vehicle took a step. Step is 1 to 3 within its move; Amulet
// marks a move granted by an amulet.
type Stepped struct {
	Type   string     `json:"type"`
	Seat   int8       `json:"seat"`
	From   island.Hex `json:"from"`
	To     island.Hex `json:"to"`
	Step   int8       `json:"step"`
	Amulet bool       `json:"amulet"`
}

// MoveEnded: the move in progress ended; Reason is "steps" (the third
// step), "stopped", "raised" (a treasure was raised), "amulet" (an amulet
// started another move) or "turn_ended".
type MoveEnded struct {
	Type   string `json:"type"`
	Seat   int8   `json:"seat"`
	Steps  int8   `json:"steps"`
	Reason string `json:"reason"`
}

// AmuletPicked: a vehicle picked up the amulet on its hex.
type AmuletPicked struct {
	Type string     `json:"type"`
	Seat int8       `json:"seat"`
	Hex  island.Hex `json:"hex"`
}

// AmuletUsed: a seat spent an amulet for a power; the power's own event follows.
type AmuletUsed struct {
	Type  string `json:"type"`
	Seat  int8   `json:"seat"`
	Power string `json:"power"`
}

// MarkerRemoved: a candidate of a map was taken away, by an amulet or by
// clearing a dead end (Why "amulet" or "dead_end").
type MarkerRemoved struct {
	Type       string      `json:"type"`
	Seat       int8        `json:"seat"`
	Map        string      `json:"map"`
	Hex        island.Hex  `json:"hex"`
	Why        string      `json:"why"`
	Candidates int         `json:"candidates"`
	Located    *island.Hex `json:"located,omitempty"`
}

// RoseAdded: double play put another rose of the seat on a clue.
type RoseAdded struct {
	Type  string `json:"type"`
	Seat  int8   `json:"seat"`
	Map   string `json:"map"`
	At    int8   `json:"at"`
	Roses int8   `json:"roses"`
}

// RosesSwapped: the roses of two clues of a map changed places.
type RosesSwapped struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
	Map  string `json:"map"`
	At   int8   `json:"at"`
	With int8   `json:"with"`
}

// Raised: a seat raised a map's treasure; the sharing begins. Roses lists
// the seats of the roses on the map, bottom (the finder's) first.
type Raised struct {
	Type  string     `json:"type"`
	Seat  int8       `json:"seat"`
	Map   string     `json:"map"`
	Hex   island.Hex `json:"hex"`
	Roses []int8     `json:"roses"`
}

// TreasureDrawn: a rose holder drew treasure cards for the sharing (one per
// rose; fewer if the deck ran out), seen by that seat alone.
type TreasureDrawn struct {
	Type  string `json:"type"`
	Seat  int8   `json:"seat"`
	Cards int8   `json:"cards"`
}

// ExtraCard: the finder added a card from the deck, unseen, and shuffled
// the Cards of the sharing. DeckLeft is what remains of the treasure deck.
type ExtraCard struct {
	Type     string `json:"type"`
	Seat     int8   `json:"seat"`
	Added    bool   `json:"added"`
	Cards    int8   `json:"cards"`
	DeckLeft int8   `json:"deck_left"`
}

// Revealed: the next card of the sharing was turned face up.
type Revealed struct {
	Type string `json:"type"`
	Card Card   `json:"card"`
}

// Took: a rose holder took the revealed card and took back that rose.
type Took struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
	Card Card   `json:"card"`
}

// Passed: a rose holder passed the revealed card up; Discarded is true when
// nobody above wanted it either and it went to the discard pile.
type Passed struct {
	Type      string `json:"type"`
	Seat      int8   `json:"seat"`
	Card      Card   `json:"card"`
	Discarded bool   `json:"discarded"`
}

// Cursed: a curse struck. Losses lists what each rose holder lost; Next is
// what became of the curse card ("out" of the game or back in the "deck").
type Cursed struct {
	Type   string      `json:"type"`
	Losses []CurseLoss `json:"losses"`
	Next   string      `json:"next"`
}

// CurseLoss is one rose holder's loss to a curse: an amulet, or the most
// valuable treasure card (Card), or nothing when it held neither.
type CurseLoss struct {
	Seat   int8  `json:"seat"`
	Amulet bool  `json:"amulet"`
	Card   *Card `json:"card,omitempty"`
	// Out is true when, under curse_rule "amulets", the seat took back its roses.
	Out bool `json:"out,omitempty"`
}

// TreasureReshuffled: the treasure deck ran out with roses left on the map:
// the discard pile was shuffled to finish the sharing.
type TreasureReshuffled struct {
	Type  string `json:"type"`
	Cards int8   `json:"cards"`
}

// SharingEnded: the sharing is over. Discarded counts the cards left over,
// discarded unseen; the map's clues go to the clue discard pile and its
// remaining roses back to their owners.
type SharingEnded struct {
	Type      string `json:"type"`
	Map       string `json:"map"`
	Discarded int8   `json:"discarded"`
	Roses     []int8 `json:"roses"`
}

// MapLeftEmpty: the seat due to start a map had no clue it could play
// there (or no rose left), so the map waits empty for anyone to start: the
// found map after a sharing (no clue in hand), or (Map omitted) any empty
// map at set-up (no clue left in the deck narrows one).
type MapLeftEmpty struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
	Map  string `json:"map,omitempty"`
}

// AmuletAppeared: a statue's gaze put an amulet on the coast.
type AmuletAppeared struct {
	Type   string     `json:"type"`
	Statue island.Hex `json:"statue"`
	Hex    island.Hex `json:"hex"`
}

// StatuesTurned: every statue turned 60° clockwise; Facings lists their new
// facings in grid order (0 east, 1 south-east, … 5 north-east).
type StatuesTurned struct {
	Type    string `json:"type"`
	Facings []int  `json:"facings"`
}

// TurnStarted: a seat's turn begins.
type TurnStarted struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
}

// TurnEnded: a seat ended its turn.
type TurnEnded struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
}

// GameOver: the treasure deck ran out and the last sharing is over.
type GameOver struct {
	Type    string `json:"type"`
	Scores  []int  `json:"scores"`
	Winners []int  `json:"winners"`
}

// EventType names the event.
func (e Placed) EventType() string { return e.Type }

// EventType names the event.
func (e CluePlayed) EventType() string { return e.Type }

// EventType names the event.
func (e CluesDrawn) EventType() string { return e.Type }

// EventType names the event.
func (e CluesReshuffled) EventType() string { return e.Type }

// EventType names the event.
func (e HandExchanged) EventType() string { return e.Type }

// EventType names the event.
func (e Stepped) EventType() string { return e.Type }

// EventType names the event.
func (e MoveEnded) EventType() string { return e.Type }

// EventType names the event.
func (e AmuletPicked) EventType() string { return e.Type }

// EventType names the event.
func (e AmuletUsed) EventType() string { return e.Type }

// EventType names the event.
func (e MarkerRemoved) EventType() string { return e.Type }

// EventType names the event.
func (e RoseAdded) EventType() string { return e.Type }

// EventType names the event.
func (e RosesSwapped) EventType() string { return e.Type }

// EventType names the event.
func (e Raised) EventType() string { return e.Type }

// EventType names the event.
func (e TreasureDrawn) EventType() string { return e.Type }

// EventType names the event.
func (e ExtraCard) EventType() string { return e.Type }

// EventType names the event.
func (e Revealed) EventType() string { return e.Type }

// EventType names the event.
func (e Took) EventType() string { return e.Type }

// EventType names the event.
func (e Passed) EventType() string { return e.Type }

// EventType names the event.
func (e Cursed) EventType() string { return e.Type }

// EventType names the event.
func (e TreasureReshuffled) EventType() string { return e.Type }

// EventType names the event.
func (e SharingEnded) EventType() string { return e.Type }

// EventType names the event.
func (e MapLeftEmpty) EventType() string { return e.Type }

// EventType names the event.
func (e AmuletAppeared) EventType() string { return e.Type }

// EventType names the event.
func (e StatuesTurned) EventType() string { return e.Type }

// EventType names the event.
func (e TurnStarted) EventType() string { return e.Type }

// EventType names the event.
func (e TurnEnded) EventType() string { return e.Type }

// EventType names the event.
func (e GameOver) EventType() string { return e.Type }
