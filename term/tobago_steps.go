package term

import (
	"encoding/json"
	"strconv"

	"caribe/games/tobago"
	"caribe/games/tobago/island"
)

// Steps splits a Tobago move into the choices a player makes in turn, as
// the browser's board does: what to do (play a clue, drive, spend an
// amulet…), then its card, map, hex or clue row. At set-up a clue of the
// deck is chosen by kind, then card, then map; a map started anew after a
// sharing needs only the card. The hexes are named by the island's grid
// reference and in words.
func (tobagoUI) Steps(move json.RawMessage, in BoardInput) []Step {
	steps := tbSteps(move, in)
	if in.ASCII {
		for k := range steps {
			steps[k].Label = tbToASCII(steps[k].Label)
		}
	}
	return steps
}

// tbSteps are a move's steps, their labels in lang.
func tbSteps(move json.RawMessage, in BoardInput) []Step {
	var m tobago.Move
	if err := json.Unmarshal(move, &m); err != nil {
		return []Step{{Key: string(move), Label: string(move)}}
	}
	b, err := tbRead(in.View, in.Lang, in.ASCII)
	if err != nil {
		return []Step{{Key: m.String(), Label: m.String()}}
	}
	lang := b.lang
	hex := island.HexOf(int(m.Hex))
	at := Step{Key: tbRef(hex), Label: tbWhere(lang, b.is, hex)}
	amulet := Step{Key: "amulet", Label: tbT(lang, "step.amulet")}
	power := Step{Key: m.Power.String(), Label: tbT(lang, "power."+m.Power.String())}
	switch m.Kind {
	case tobago.Place:
		return []Step{at}
	case tobago.PlayClue:
		card := Step{Key: tbClueKey(m.Clue), Label: tbClue(lang, m.Clue)}
		switch b.v.Phase {
		case "setup_clue":
			kind := m.Clue.Kind.String()
			return []Step{{Key: kind, Label: tbT(lang, "kind."+kind)}, card, b.mapStep(m, false)}
		case "restart":
			card.Label += " — " + b.mapStep(m, false).Label
			return []Step{card}
		}
		return []Step{{Key: "clue", Label: tbT(lang, "step.clue")}, card, b.mapStep(m, false)}
	case tobago.Step:
		key := "step.drive"
		if b.v.Action.Moving == "amulet" {
			key = "step.driveAmul"
		}
		return []Step{{Key: "drive", Label: tbT(lang, key, "k", strconv.Itoa(int(b.v.Action.Steps)+1))}, at}
	case tobago.Stop, tobago.End, tobago.Exchange, tobago.Pass:
		name := map[tobago.Kind]string{tobago.Stop: "stop", tobago.End: "end", tobago.Exchange: "exchange", tobago.Pass: "pass"}[m.Kind]
		return []Step{{Key: name, Label: tbT(lang, "step."+name)}}
	case tobago.Take:
		card := tobago.Card(0)
		if b.v.Sharing != nil {
			card = b.v.Sharing.Card
		}
		return []Step{{Key: "take", Label: tbT(lang, "step.take", "card", tbCard(lang, card))}}
	case tobago.Raise:
		colour := tbColour(m.Map)
		return []Step{{Key: "raise." + colour, Label: tbT(lang, "step.raise", "treasure", tbT(lang, "treasure."+colour))}}
	case tobago.Clear:
		return []Step{{Key: "clear", Label: tbT(lang, "step.clear")}, b.mapStep(m, false), at}
	case tobago.UseAmulet:
		switch m.Power {
		case tobago.RemoveMarker:
			return []Step{amulet, power, b.mapStep(m, false), at}
		case tobago.ExtraClue:
			return []Step{amulet, power, {Key: tbClueKey(m.Clue), Label: tbClue(lang, m.Clue)}, b.mapStep(m, true)}
		case tobago.DoublePlay:
			return []Step{amulet, power, b.mapStep(m, false), b.rowStep(m)}
		case tobago.SwapRoses:
			return []Step{amulet, power, b.mapStep(m, false), b.rowStep(m)}
		}
		return []Step{amulet, power}
	}
	return []Step{{Key: m.String(), Label: m.String()}}
}

// tbColour is map m's colour, "" when there is no such map.
func tbColour(m int8) string {
	if m < 0 || int(m) >= len(tobago.Colours) {
		return ""
	}
	return tobago.Colours[m]
}

// mapStep is the choice of move m's map: with a clue, how many hexes it
// leaves there.
func (b *tbBoard) mapStep(m tobago.Move, amulet bool) Step {
	colour, lang := tbColour(m.Map), b.lang
	name := tbT(lang, "map."+colour)
	if m.Kind != tobago.PlayClue && m.Power != tobago.ExtraClue || int(m.Map) >= len(b.v.Maps) {
		return Step{Key: colour, Label: tbT(lang, "step.map", "map", name)}
	}
	n := b.v.Maps[m.Map].Candidates
	after := b.mapCandidates(int(m.Map)).Intersect(b.is.ClueSet(m.Clue)).Len()
	key := "step.mapAfter"
	if amulet {
		key = "step.mapAmulet"
	}
	return Step{Key: colour, Label: tbT(lang, key, "map", name, "n", strconv.Itoa(n), "m", strconv.Itoa(after), "hexes", tbPlural(lang, "hexes", after))}
}

// rowStep is the choice of the clue rows of a double play or a swap.
func (b *tbBoard) rowStep(m tobago.Move) Step {
	lang := b.lang
	clue := func(k int8) string {
		if int(m.Map) < len(b.v.Maps) && int(k) < len(b.v.Maps[m.Map].Clues) {
			return tbClue(lang, b.v.Maps[m.Map].Clues[k].Clue)
		}
		return "?"
	}
	at := strconv.Itoa(int(m.At) + 1)
	if m.Power == tobago.DoublePlay {
		return Step{Key: at, Label: tbT(lang, "step.clueRow", "at", at, "clue", clue(m.At))}
	}
	with := strconv.Itoa(int(m.With) + 1)
	return Step{Key: at + "-" + with, Label: tbT(lang, "step.swapRows", "at", at, "with", with, "a", clue(m.At), "b", clue(m.With))}
}
