package term

import (
	"encoding/json"
	"strconv"
	"strings"

	"caribe/games/tobago"
	"caribe/games/tobago/island"
)

// tbEvent is any Tobago event, its fields as the events write them.
type tbEvent struct {
	Type       string             `json:"type"`
	Seat       *int               `json:"seat"`
	Map        string             `json:"map"`
	Hex        *island.Hex        `json:"hex"`
	To         *island.Hex        `json:"to"`
	Clue       *island.Clue       `json:"clue"`
	Why        string             `json:"why"`
	Reason     string             `json:"reason"`
	Power      string             `json:"power"`
	Candidates int                `json:"candidates"`
	Located    *island.Hex        `json:"located"`
	Cards      int                `json:"cards"`
	Step       int                `json:"step"`
	Steps      int                `json:"steps"`
	Amulet     bool               `json:"amulet"`
	At         int                `json:"at"`
	With       int                `json:"with"`
	Roses      json.RawMessage    `json:"roses"`
	Added      bool               `json:"added"`
	DeckLeft   int                `json:"deck_left"`
	Card       *tobago.Card       `json:"card"`
	Discarded  json.RawMessage    `json:"discarded"`
	Losses     []tobago.CurseLoss `json:"losses"`
	Next       string             `json:"next"`
	Scores     []int              `json:"scores"`
	Winners    []int              `json:"winners"`
}

// Describe tells a move in one line of the log: each of its events in a
// sentence, as the browser's log does; the end of a move is left out when
// something else is said. Places are named by their grid reference and,
// once the island has been drawn, in words.
func (tobagoUI) Describe(p Played, lang string) string {
	var events []tbEvent
	if err := json.Unmarshal(p.Events, &events); err != nil || len(events) == 0 {
		return tbDescribeMove(p, lang)
	}
	is := tbLastIsland.Load()
	var out []string
	for _, e := range events {
		if e.Type == "move_ended" && len(events) > 1 {
			continue
		}
		if s := tbEventText(e, lang, is); s != "" {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return tbDescribeMove(p, lang)
	}
	return strings.Join(out, " ")
}

// tbDescribeMove tells a move without its events: who and what.
func tbDescribeMove(p Played, lang string) string {
	var m tobago.Move
	what := string(p.Move)
	if json.Unmarshal(p.Move, &m) == nil {
		what = m.String()
	}
	if p.By < 0 {
		return what
	}
	return seatMark(p.By) + ": " + what
}

// tbEventText is one event in a sentence.
func tbEventText(e tbEvent, lang string, is *island.Island) string {
	name := ""
	if e.Seat != nil {
		name = seatMark(*e.Seat)
	}
	where := func(h *island.Hex) string {
		if h == nil {
			return ""
		}
		return tbWhere(lang, is, *h)
	}
	n := strconv.Itoa
	vars := []string{"name", name}
	if e.Map != "" {
		vars = append(vars, "map", tbT(lang, "theMap."+e.Map), "onMap", tbT(lang, "onMap."+e.Map),
			"fromMap", tbT(lang, "fromMap."+e.Map), "ofMap", tbT(lang, "ofMap."+e.Map),
			"colour", tbT(lang, "colour."+e.Map), "treasure", tbT(lang, "treasure."+e.Map))
	}
	t := func(key string, kv ...string) string { return tbT(lang, key, append(kv, vars...)...) }
	card := ""
	if e.Card != nil {
		card = tbCard(lang, *e.Card)
	}
	switch e.Type {
	case "placed":
		return t("ev.placed", "where", where(e.Hex))
	case "clue":
		clue := ""
		if e.Clue != nil {
			clue = tbClue(lang, *e.Clue)
		}
		s := t("ev.clue."+e.Why, "clue", clue, "n", n(e.Candidates), "hexes", tbPlural(lang, "hexes", e.Candidates))
		if e.Located != nil {
			s += " " + t("ev.located", "where", where(e.Located))
		}
		return s
	case "clues_drawn":
		return t("ev.clues_drawn", "n", n(e.Cards), "clueCards", tbPlural(lang, "clueCards", e.Cards))
	case "clues_reshuffled":
		return t("ev.clues_reshuffled", "n", n(e.Cards), "cardsNom", tbPlural(lang, "cardsNom", e.Cards))
	case "hand_exchanged":
		key := "ev.hand_exchanged"
		if e.Amulet {
			key += ".amulet"
		}
		return t(key, "n", n(e.Cards), "cards", tbPlural(lang, "cards", e.Cards))
	case "step":
		key := "ev.step"
		if e.Amulet {
			key += ".amulet"
		}
		return t(key, "where", where(e.To), "k", n(e.Step))
	case "move_ended":
		return t("ev.move_ended."+e.Reason, "n", n(e.Steps), "steps", tbPlural(lang, "steps", e.Steps))
	case "amulet_picked":
		return t("ev.amulet_picked", "where", where(e.Hex))
	case "amulet_used":
		return t("ev.amulet_used", "power", tbT(lang, "power."+e.Power))
	case "marker_removed":
		s := t("ev.marker_removed."+e.Why, "where", where(e.Hex), "n", n(e.Candidates), "hexes", tbPlural(lang, "hexes", e.Candidates))
		if e.Located != nil {
			s += " " + t("ev.located", "where", where(e.Located))
		}
		return s
	case "rose_added":
		var roses int
		_ = json.Unmarshal(e.Roses, &roses)
		return t("ev.rose_added", "at", n(e.At+1), "n", n(roses))
	case "roses_swapped":
		return t("ev.roses_swapped", "at", n(e.At+1), "with", n(e.With+1))
	case "raised":
		return t("ev.raised", "where", where(e.Hex))
	case "treasure_drawn":
		return t("ev.treasure_drawn", "n", n(e.Cards), "cards", tbPlural(lang, "cards", e.Cards))
	case "extra_card":
		key := "ev.extra_card"
		if !e.Added {
			key += ".none"
		}
		return t(key, "n", n(e.Cards), "cards", tbPlural(lang, "cards", e.Cards), "left", n(e.DeckLeft))
	case "revealed":
		return t("ev.revealed", "card", card)
	case "took":
		return t("ev.took", "card", card)
	case "passed":
		var gone bool
		_ = json.Unmarshal(e.Discarded, &gone)
		key := "ev.passed"
		if gone {
			key += ".discarded"
		}
		return t(key, "card", card)
	case "cursed":
		return tbCursed(e, lang)
	case "treasure_reshuffled":
		return t("ev.treasure_reshuffled", "n", n(e.Cards), "cardsNom", tbPlural(lang, "cardsNom", e.Cards))
	case "sharing_ended":
		var k int
		_ = json.Unmarshal(e.Discarded, &k)
		return t("ev.sharing_ended", "n", n(k), "cards", tbPlural(lang, "cards", k), "cardsNom", tbPlural(lang, "cardsNom", k))
	case "map_left_empty":
		if e.Map == "" {
			return t("ev.map_left_empty.setup")
		}
		return t("ev.map_left_empty")
	case "amulet_appeared":
		return t("ev.amulet_appeared", "where", where(e.Hex))
	case "statues_turned":
		return t("ev.statues_turned")
	case "turn_ended":
		return t("ev.turn_ended")
	case "turn":
		return t("ev.turn")
	case "game_over":
		return tbGameOver(e, lang)
	}
	return e.Type
}

// tbCursed tells what a curse took from each rose holder.
func tbCursed(e tbEvent, lang string) string {
	losses := make([]string, len(e.Losses))
	for k, l := range e.Losses {
		who := seatMark(int(l.Seat))
		switch {
		case l.Amulet:
			losses[k] = tbT(lang, "loss.amulet", "name", who)
		case l.Card != nil:
			losses[k] = tbT(lang, "loss.card", "name", who, "card", tbCard(lang, *l.Card))
		default:
			losses[k] = tbT(lang, "loss.none", "name", who)
		}
		if l.Out {
			losses[k] += tbT(lang, "loss.out")
		}
	}
	key := "ev.cursed"
	if e.Next == "deck" {
		key += ".returns"
	}
	return tbT(lang, key, "losses", strings.Join(losses, "; "))
}

// tbGameOver names the winners and the scores.
func tbGameOver(e tbEvent, lang string) string {
	names := make([]string, len(e.Winners))
	for k, w := range e.Winners {
		names[k] = seatMark(w)
	}
	key := "winners"
	if len(names) > 1 {
		key = "winnersTie"
	}
	scores := make([]string, len(e.Scores))
	for p, s := range e.Scores {
		scores[p] = seatMark(p) + " " + strconv.Itoa(s)
	}
	return tbT(lang, "ev.game_over", "winners", tbT(lang, key, "names", strings.Join(names, ", "))) + " (" + strings.Join(scores, ", ") + ")"
}
