package cartagena

// Events are public: a card drawn from the hidden draw pile is not named.
// Positions are 0 for the start, 1 to 36 for the spaces (1 to the tunnel's
// length in a tunnel of fewer segments) and 37 for the boat.

// Advanced: a player played a card and moved a pirate forward ("forward").
type Advanced struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
	Card Symbol `json:"card"`
	From int8   `json:"from"`
	To   int8   `json:"to"`
}

// Retreated: a player moved a pirate back ("back"); Draws is the number of
// pirates on the space reached, the cards due (fewer are drawn only when no
// card is left anywhere to draw).
type Retreated struct {
	Type  string `json:"type"`
	Seat  int8   `json:"seat"`
	From  int8   `json:"from"`
	To    int8   `json:"to"`
	Draws int8   `json:"draws"`
}

// Drew: a player took one card ("draw"). Card is named when it came from the
// open row (Tortuga, Hispaniola) and left out when it came from the hidden
// draw pile (Jamaica).
type Drew struct {
	Type string  `json:"type"`
	Seat int8    `json:"seat"`
	Card *Symbol `json:"card,omitempty"`
}

// Reshuffled: the draw pile was empty when a card was needed, so the discard
// pile was shuffled into a new draw pile of Cards cards ("reshuffle").
type Reshuffled struct {
	Type  string `json:"type"`
	Cards int    `json:"cards"`
}

// RowLaid: a new open row was laid out, Cards in drawing order, as letters ("row").
type RowLaid struct {
	Type  string `json:"type"`
	Cards string `json:"cards"`
}

// TurnEnded: a player ended the turn before its last action ("end"), or
// passed, having no possible action ("pass").
type TurnEnded struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
}

// TurnStarted: the next player's turn begins ("turn").
type TurnStarted struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
}

// GameOver: the game ended ("game_over"). Reason is "boat" when a player's
// sixth pirate boarded, "stalled" when no player could act any more.
type GameOver struct {
	Type    string `json:"type"`
	Reason  string `json:"reason"`
	Scores  []int  `json:"scores"`
	Winners []int  `json:"winners"`
}

// EventType names the event.
func (e Advanced) EventType() string { return e.Type }

// EventType names the event.
func (e Retreated) EventType() string { return e.Type }

// EventType names the event.
func (e Drew) EventType() string { return e.Type }

// EventType names the event.
func (e Reshuffled) EventType() string { return e.Type }

// EventType names the event.
func (e RowLaid) EventType() string { return e.Type }

// EventType names the event.
func (e TurnEnded) EventType() string { return e.Type }

// EventType names the event.
func (e TurnStarted) EventType() string { return e.Type }

// EventType names the event.
func (e GameOver) EventType() string { return e.Type }
