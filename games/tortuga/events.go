package tortuga

// Chosen: the turn owner picked the turtle that moves first.
type Chosen struct {
	Type   string `json:"type"`
	Seat   int8   `json:"seat"`
	Turtle int8   `json:"turtle"`
}

// Rolled: a die was rolled (or an egg card stood for it).
type Rolled struct {
	Type string `json:"type"`
	// Die is 1, 2 or 3: which die of this move.
	Die   int8 `json:"die"`
	Value int8 `json:"value"`
	Sum   int8 `json:"sum"`
	// Card is true when the decider spent an egg card as this die.
	Card bool `json:"card,omitempty"`
	// Seat spent the card.
	Seat *int8 `json:"seat,omitempty"`
}

// Decided: the top turtle's owner chose to roll the next die ("roll") or to
// stop and move ("stop").
type Decided struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
	Sum  int8   `json:"sum"`
}

// Busted: the dice passed the bust limit (7 in the rulebook); the turtle and
// those above it went to the raft.
type Busted struct {
	Type    string `json:"type"`
	Sum     int8   `json:"sum"`
	From    int8   `json:"from"`
	Turtles []int8 `json:"turtles"`
}

// Moved: a group of turtles (bottom first) moved Spaces spaces.
type Moved struct {
	Type    string `json:"type"`
	Turtles []int8 `json:"turtles"`
	From    int8   `json:"from"`
	To      int8   `json:"to"`
	Spaces  int8   `json:"spaces"`
	// Multiplier is the number of dice: ×1, ×2 or ×3.
	Multiplier int8 `json:"multiplier"`
}

// Laid: the group reached the beach and the top turtle's owner took the
// face-up egg card, or the 7-egg beach once the cards were gone.
type Laid struct {
	Type   string `json:"type"`
	Seat   int8   `json:"seat"`
	Turtle int8   `json:"turtle"`
	Eggs   int8   `json:"eggs"`
	// Beach is true for the 7 eggs that end the game.
	Beach bool `json:"beach,omitempty"`
	// FaceUp is the egg card turned up next (0: the deck is empty).
	FaceUp int8 `json:"face_up"`
}

// TurnStarted: the next player's turn begins.
type TurnStarted struct {
	Type string `json:"type"`
	Seat int8   `json:"seat"`
	// Turtle moves now; with two turtles it is -1 until the player chooses.
	Turtle int8 `json:"turtle"`
}

// SecondTurtle: the turn owner's other turtle moves now.
type SecondTurtle struct {
	Type   string `json:"type"`
	Turtle int8   `json:"turtle"`
}

// GameOver: the game ended.
type GameOver struct {
	Type    string `json:"type"`
	Scores  []int  `json:"scores"`
	Winners []int  `json:"winners"`
}

// EventType names the event.
func (e Chosen) EventType() string { return e.Type }

// EventType names the event.
func (e Rolled) EventType() string { return e.Type }

// EventType names the event.
func (e Busted) EventType() string { return e.Type }

// EventType names the event.
func (e Moved) EventType() string { return e.Type }

// EventType names the event.
func (e Laid) EventType() string { return e.Type }

// EventType names the event.
func (e TurnStarted) EventType() string { return e.Type }

// EventType names the event.
func (e SecondTurtle) EventType() string { return e.Type }

// EventType names the event.
func (e GameOver) EventType() string { return e.Type }

// EventType names the event.
func (e Decided) EventType() string { return e.Type }
