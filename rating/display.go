package rating

// Display is a rating as players see it, on an Elo-like scale where a new
// player stands at 1500: Value is the model's best estimate and [Low, High]
// the interval the player's true skill lies in with high confidence. Ladders
// sort by Low.
type Display struct {
	Value float64
	Low   float64
	High  float64
}

// eloBase is where a new player stands on the display scale.
const eloBase = 1500
