package term

import (
	"encoding/json"
	"fmt"

	"caribe/games/cartagena"
)

// cartagenaMoveWords are the words of a Cartagena move told apart from
// its position: the card and the pirate's place, not where it would go.
var cartagenaMoveWords = map[string]map[string]string{
	"en": {"forward": "%s: pirate %s", "back": "Back: pirate %s"},
	"ru": {"forward": "%s: пират %s", "back": "Назад: пират %s"},
}

// MoveWords: "Sabre: pirate from space 19", "Back: pirate from space 9",
// "End turn".
func (cartagenaUI) MoveWords(move, _ json.RawMessage, lang string) string {
	m, ok := cartagenaMove(move)
	if !ok {
		return string(move)
	}
	if _, ok := cartagenaMoveWords[lang]; !ok {
		lang = "en"
	}
	t, w := cartagenaWords[lang], cartagenaMoveWords[lang]
	switch m.Kind() {
	case cartagena.Forward:
		return fmt.Sprintf(w["forward"], cartagenaSymbolName(m.Card(), lang), cartagenaFrom(m.From(), t))
	case cartagena.Back:
		return fmt.Sprintf(w["back"], cartagenaFrom(m.From(), t))
	case cartagena.End:
		return t["end"]
	case cartagena.Pass:
		return t["pass"]
	}
	return m.String()
}
