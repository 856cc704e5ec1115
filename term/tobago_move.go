package term

import (
	"encoding/json"
	"strconv"

	"caribe/games/tobago"
	"caribe/games/tobago/island"
)

// tobagoMoveWords are the words of a Tobago move told apart from its
// position, joined to tobagoWords (init below) so that tbT finds them.
var tobagoMoveWords = map[string][2]string{
	"move.place":        {"Place the vehicle at {where}", "Поставить вездеход: {where}"},
	"move.step":         {"Drive to {where}", "Ехать: {where}"},
	"move.clue":         {"{map} map: “{clue}”", "{map} карта: «{clue}»"},
	"move.take":         {"Take the card", "Взять карту"},
	"move.clear":        {"Clear a dead end {ofMap}: {where}", "Расчистить тупик {ofMap}: {where}"},
	"move.amulet":       {"Amulet: {power}", "Амулет: {power}"},
	"move.amuletClue":   {"Amulet, {map} map: “{clue}”", "Амулет, {map} карта: «{clue}»"},
	"move.amuletMarker": {"Amulet: remove the {colour} marker at {where}", "Амулет: убрать {colour} маркер: {where}"},
	"move.amuletDouble": {"Amulet: double play of clue {at} {ofMap}", "Амулет: двойная игра ключа {at} {ofMap}"},
	"move.amuletSwap":   {"Amulet: swap the roses of clues {at} and {with} {ofMap}", "Амулет: замена роз ключей {at} и {with} {ofMap}"},
}

// init joins the move words to Tobago's words.
func init() {
	for k, w := range tobagoMoveWords {
		tobagoWords[k] = w
	}
}

// MoveWords: "Drive to d7, the jungle by the hut (north-west)", "White
// map: “next to a palm”" (the map first, which a narrow column keeps),
// "End turn". The hexes are named
// on view's island, by their grid reference alone without one.
func (tobagoUI) MoveWords(move, view json.RawMessage, lang string) string {
	var m tobago.Move
	if err := json.Unmarshal(move, &m); err != nil {
		return string(move)
	}
	var is *island.Island
	if b, err := tbRead(view, lang, false); err == nil {
		is = b.is
	}
	colour := tbColour(m.Map)
	where := tbWhere(lang, is, island.HexOf(int(m.Hex)))
	clue := tbClue(lang, m.Clue)
	at, with := strconv.Itoa(int(m.At)+1), strconv.Itoa(int(m.With)+1)
	switch m.Kind {
	case tobago.Place:
		return tbT(lang, "move.place", "where", where)
	case tobago.Step:
		return tbT(lang, "move.step", "where", where)
	case tobago.PlayClue:
		return tbT(lang, "move.clue", "map", tbT(lang, "map."+colour), "clue", clue)
	case tobago.Take:
		return tbT(lang, "move.take")
	case tobago.Raise:
		return tbT(lang, "step.raise", "treasure", tbT(lang, "treasure."+colour))
	case tobago.Clear:
		return tbT(lang, "move.clear", "ofMap", tbT(lang, "ofMap."+colour), "where", where)
	case tobago.Stop, tobago.End, tobago.Exchange, tobago.Pass:
		name := map[tobago.Kind]string{tobago.Stop: "stop", tobago.End: "end", tobago.Exchange: "exchange", tobago.Pass: "pass"}[m.Kind]
		return tbT(lang, "step."+name)
	case tobago.UseAmulet:
		switch m.Power {
		case tobago.ExtraClue:
			return tbT(lang, "move.amuletClue", "map", tbT(lang, "map."+colour), "clue", clue)
		case tobago.RemoveMarker:
			return tbT(lang, "move.amuletMarker", "colour", tbT(lang, "colour."+colour), "where", where)
		case tobago.DoublePlay:
			return tbT(lang, "move.amuletDouble", "at", at, "ofMap", tbT(lang, "ofMap."+colour))
		case tobago.SwapRoses:
			return tbT(lang, "move.amuletSwap", "at", at, "with", with, "ofMap", tbT(lang, "ofMap."+colour))
		}
		return tbT(lang, "move.amulet", "power", tbT(lang, "power."+m.Power.String()))
	}
	return m.String()
}
