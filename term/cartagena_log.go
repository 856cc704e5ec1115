package term

import (
	"encoding/json"
	"fmt"
	"strings"

	"caribe/games/cartagena"
)

// cartagenaEvent is any Cartagena event, its fields merged.
type cartagenaEvent struct {
	Type    string            `json:"type"`
	Seat    int               `json:"seat"`
	Card    *cartagena.Symbol `json:"card"`
	From    int8              `json:"from"`
	To      int8              `json:"to"`
	Draws   int               `json:"draws"`
	Cards   json.RawMessage   `json:"cards"`
	Reason  string            `json:"reason"`
	Scores  []int             `json:"scores"`
	Winners []int             `json:"winners"`
}

// Describe tells a move by its events, one sentence each; the next
// player's turn is left to the log's next line.
func (cartagenaUI) Describe(p Played, lang string) string {
	var evs []cartagenaEvent
	if json.Unmarshal(p.Events, &evs) != nil {
		return string(p.Move)
	}
	t := cartagenaWords[lang]
	var out []string
	for _, e := range evs {
		if s := cartagenaSentence(e, t, lang); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// cartagenaSentence tells one event.
func cartagenaSentence(e cartagenaEvent, t map[string]string, lang string) string {
	who := seatMark(e.Seat)
	switch e.Type {
	case "forward":
		return fmt.Sprintf(t["ev.forward"], who, cartagenaSymbolName(*e.Card, lang), cartagenaFrom(e.From, t), cartagenaTo(e.To, t))
	case "back":
		return fmt.Sprintf(t["ev.back"], who, cartagenaFrom(e.From, t), cartagenaTo(e.To, t), counted(e.Draws, t["cardsAcc"]))
	case "draw":
		if e.Card != nil {
			return fmt.Sprintf(t["ev.drawRow"], who, cartagenaSymbolName(*e.Card, lang))
		}
		return fmt.Sprintf(t["ev.draw"], who)
	case "reshuffle":
		var n int
		json.Unmarshal(e.Cards, &n)
		return fmt.Sprintf(t["ev.reshuf"], counted(n, t["hidden"]))
	case "row":
		var row string
		json.Unmarshal(e.Cards, &row)
		return fmt.Sprintf(t["ev.row"], counted(len(row), t["hidden"]))
	case "end":
		return fmt.Sprintf(t["ev.end"], who)
	case "pass":
		return fmt.Sprintf(t["ev.pass"], who)
	case "game_over":
		if e.Reason == "boat" && len(e.Winners) == 1 {
			w := seatMark(e.Winners[0])
			return fmt.Sprintf(t["ev.boat"], w, w)
		}
		names := make([]string, len(e.Winners))
		for i, w := range e.Winners {
			names[i] = seatMark(w)
		}
		return fmt.Sprintf(t["ev.stalled"], listWords(names, t["and"]))
	}
	return ""
}

// cartagenaFrom names where a pirate left from.
func cartagenaFrom(pos int8, t map[string]string) string {
	switch pos {
	case cartagena.Start:
		return t["from.start"]
	case cartagena.Boat:
		return t["from.boat"]
	}
	return fmt.Sprintf(t["from.space"], pos)
}

// cartagenaTo names where a pirate went.
func cartagenaTo(pos int8, t map[string]string) string {
	if pos == cartagena.Boat {
		return t["to.boat"]
	}
	return fmt.Sprintf(t["to.space"], pos)
}
