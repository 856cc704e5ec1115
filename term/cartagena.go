package term

import (
	"encoding/json"
	"fmt"
	"strings"

	"caribe/games/cartagena"
)

func init() { register("cartagena", cartagenaUI{}) }

// cartagenaUI draws and plays Cartagena.
type cartagenaUI struct{}

// cartagenaMove reads a Cartagena move.
func cartagenaMove(raw json.RawMessage) (cartagena.Move, bool) {
	var m cartagena.Move
	return m, raw != nil && json.Unmarshal(raw, &m) == nil
}

// cartagenaView reads a Cartagena view.
func cartagenaView(raw json.RawMessage) (cartagena.View, bool) {
	var v cartagena.View
	return v, json.Unmarshal(raw, &v) == nil && v.Options.Tunnel != nil
}

// Steps: a run forward is a card, then the pirate it moves; a move back,
// the end of the turn and a pass are one choice each.
func (cartagenaUI) Steps(move json.RawMessage, in BoardInput) []Step {
	m, ok := cartagenaMove(move)
	if !ok {
		return []Step{{Key: string(move), Label: string(move)}}
	}
	v, _ := cartagenaView(in.View)
	t := cartagenaWords[in.Lang]
	switch m.Kind() {
	case cartagena.Forward:
		held := strings.Count(cartagenaHand(v, in.Seat), string(m.Card().Letter()))
		to := cartagenaForward(v, m.From(), m.Card())
		return []Step{
			{Key: "card " + m.Card().String(), Label: fmt.Sprintf("%s ×%d", cartagenaSymbolName(m.Card(), in.Lang), held)},
			{Key: fmt.Sprint("from ", m.From()), Label: fmt.Sprintf(t["pirateTo"], cartagenaAt(m.From(), t), cartagenaAt(to, t))},
		}
	case cartagena.Back:
		to := cartagenaBack(v, m.From())
		return []Step{{Key: fmt.Sprint("back ", m.From()), Label: fmt.Sprintf(t["backTo"], cartagenaAt(m.From(), t), cartagenaAt(to, t), cartagenaCount(v, to))}}
	case cartagena.End:
		return []Step{{Key: "end", Label: t["end"]}}
	case cartagena.Pass:
		return []Step{{Key: "pass", Label: t["pass"]}}
	}
	return []Step{{Key: m.String(), Label: m.String()}}
}

// cartagenaHand is the cards of seat's hand the view shows, as letters.
func cartagenaHand(v cartagena.View, seat int) string {
	if seat < 0 || seat >= len(v.Hands) {
		return ""
	}
	return v.Hands[seat].Cards
}

// cartagenaCount is how many pirates stand on a space.
func cartagenaCount(v cartagena.View, pos int8) int {
	n := 0
	for _, ps := range v.Pirates {
		for _, p := range ps {
			if p == pos {
				n++
			}
		}
	}
	return n
}

// cartagenaForward is where a card of symbol c takes the pirate at from:
// the next space ahead with that symbol and no pirate, else the boat.
func cartagenaForward(v cartagena.View, from int8, c cartagena.Symbol) int8 {
	for pos := from + 1; pos <= cartagena.Spaces; pos++ {
		if v.Options.Tunnel[pos-1] == c && cartagenaCount(v, pos) == 0 {
			return pos
		}
	}
	return cartagena.Boat
}

// cartagenaBack is where a pirate at from goes back to: the nearest space
// behind it holding one or two pirates (0 when there is none).
func cartagenaBack(v cartagena.View, from int8) int8 {
	for pos := from - 1; pos >= 1; pos-- {
		if n := cartagenaCount(v, pos); n == 1 || n == 2 {
			return pos
		}
	}
	return 0
}

// cartagenaAt names a place: the start, a space, the boat.
func cartagenaAt(pos int8, t map[string]string) string {
	switch pos {
	case cartagena.Start:
		return t["atStart"]
	case cartagena.Boat:
		return t["atBoat"]
	}
	return fmt.Sprintf(t["atSpace"], pos)
}

// cartagenaSymbolName is a symbol's name in lang.
func cartagenaSymbolName(c cartagena.Symbol, lang string) string {
	return cartagenaWords[lang]["sym."+c.String()]
}

// cartagenaLetter is a symbol's letter: Russian in Russian, Latin in
// ASCII.
func cartagenaLetter(c cartagena.Symbol, lang string, ascii bool) string {
	if ascii || lang != "ru" {
		return string(c.Letter())
	}
	return string([]rune("ФСПКБТ")[c])
}

// Rules is the summary of the rules.
func (cartagenaUI) Rules(lang string) string { return cartagenaWords[lang]["rules"] }
