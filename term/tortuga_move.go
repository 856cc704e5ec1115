package term

import (
	"encoding/json"
	"fmt"

	"caribe/games/tortuga"
)

// tortugaMoveWords are the words of a La Tortuga move told apart from its
// position, which alone knows the dice and the sum.
var tortugaMoveWords = map[string]map[string]string{
	"en": {"roll": "Roll again", "stop": "Stop", "card": "Egg card %d as a die", "die": "Die shows %d"},
	"ru": {"roll": "Бросить ещё кубик", "stop": "Остановиться", "card": "Карта %d вместо кубика", "die": "На кубике %d"},
}

// MoveWords: "Turtle 2 first", "Roll again", "Stop", "Egg card 3 as a die",
// and the chance outcome "Die shows 4".
func (tortugaUI) MoveWords(move, _ json.RawMessage, lang string) string {
	m, ok := tortugaMove(move)
	if !ok {
		return string(move)
	}
	if _, ok := tortugaMoveWords[lang]; !ok {
		lang = "en"
	}
	t, w := tortugaWords[lang], tortugaMoveWords[lang]
	switch m.Kind {
	case tortuga.Choose:
		return fmt.Sprintf(t["choose"], m.N+1)
	case tortuga.Roll:
		return w["roll"]
	case tortuga.Stop:
		return w["stop"]
	case tortuga.Card:
		return fmt.Sprintf(w["card"], m.N)
	case tortuga.Die:
		return fmt.Sprintf(w["die"], m.N)
	}
	return m.String()
}
