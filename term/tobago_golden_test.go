package term

import (
	"path/filepath"
	"testing"
)

// TestTobagoBoardGolden draws one fixed position, the player to move with
// the middle legal move under the cursor, at 80×24 in colour and in
// ASCII, in both languages; -update rewrites the screens.
func TestTobagoBoardGolden(t *testing.T) {
	var at *tbPosition
	n := 0
	tbGame(t, 3, `{"island":"coral-cove"}`, 42, 200, func(p tbPosition) {
		n++
		if n == 160 {
			at = &p
		}
	})
	if at == nil {
		t.Fatal("the game ended before the position")
	}
	seat, ok := at.s.Actor().Seat()
	if !ok {
		t.Fatal("nobody decides at the position")
	}
	for _, look := range []struct {
		name  string
		lang  string
		ascii bool
	}{{"en", "en", false}, {"en_ascii", "en", true}, {"ru", "ru", false}, {"ru_ascii", "ru", true}} {
		t.Run(look.name, func(t *testing.T) {
			screen := tobagoUI{}.Draw(at.input(t, seat, 80, 24, look.ascii, look.lang))
			checkGolden(t, filepath.Join("testdata", "tobago_board_80x24_"+look.name+".golden"), screen)
		})
	}
}
