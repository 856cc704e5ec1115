package term

import "encoding/json"

// MoveWords names a move of game, played or not, in lang, by the words the
// terminal client uses for it (GameUI.MoveWords); view is a view of the
// same game at any point, for what never changes in a game (Tobago's
// island), and may be nil. ok is false for a game the client does not
// know.
func MoveWords(game string, move, view json.RawMessage, lang string) (words string, ok bool) {
	ui, ok := uis[game]
	if !ok {
		return "", false
	}
	return ui.MoveWords(move, view, lang), true
}
