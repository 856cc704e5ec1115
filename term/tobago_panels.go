package term

import (
	"strconv"
	"strings"

	"caribe/games/tobago"
)

// tbSpan is a piece of a panel's line in one style; tbLine a line.
type (
	tbSpan struct {
		s  string
		st tbStyle
	}
	tbLine []tbSpan
)

// Styles of the panels.
var (
	tbPlain = tbStyle{}
	tbBold  = tbStyle{bold: true}
	tbHead  = tbStyle{bold: true, line: true}
	tbMark  = tbStyle{rev: true, bold: true}
)

// width is the line's width in cells.
func (l tbLine) width() int {
	n := 0
	for _, s := range l {
		n += len([]rune(s.s))
	}
	return n
}

// plain is a line of unstyled text.
func tbText(s string) tbLine { return tbLine{{s, tbPlain}} }

// seatChip is a seat's short name on its colour.
func (b *tbBoard) seatChip(seat int) tbSpan {
	return tbSpan{tbSeat(b.lang, seat, true), tbStyle{fg: "#000000", bg: tbHex6(seatColour(seat)), bold: true}}
}

// mapChip is a map's name on its colour; in ASCII after its markers'
// letter: "[w] White".
func (b *tbBoard) mapChip(m int) tbSpan {
	name := " " + tbT(b.lang, "map."+tobago.Colours[m]) + " "
	if b.ascii {
		name = "[" + string(tbMapLetter[m]) + "]" + name
	}
	return tbSpan{name, tbStyle{fg: tbMapFg[m], bg: tbMapBg[m], bold: true}}
}

// tbCard names a treasure card: "5 coins" or "Curse".
func tbCard(lang string, c tobago.Card) string {
	if c == tobago.Curse {
		return tbT(lang, "curse")
	}
	return strconv.Itoa(int(c)) + " " + tbPlural(lang, "coins", int(c))
}

// statusLines says whose decision it is and about what, wrapped to width.
func (b *tbBoard) statusLines(width int) []tbLine {
	v, lang := &b.v, b.lang
	who := b.deciding()
	name := ""
	if who >= 0 {
		name = tbSeat(lang, who, false)
	}
	var s string
	switch {
	case v.Phase == "over":
		names := make([]string, len(v.Winners))
		for k, w := range v.Winners {
			names[k] = tbSeat(lang, w, false)
		}
		key := "winners"
		if len(names) > 1 {
			key = "winnersTie"
		}
		s = tbT(lang, "phase.over") + ". " + tbT(lang, key, "names", strings.Join(names, ", "))
	case v.Phase == "offer" && v.Sharing != nil:
		s = tbT(lang, "phase.offer", "treasure", tbT(lang, "treasure."+v.Sharing.Map), "name", tbSeat(lang, int(v.Sharing.Finder), false))
	case v.Phase == "restart" && v.Restart != nil:
		s = tbT(lang, "phase.restart", "name", name, "map", tbT(lang, "theMap."+v.Restart.Map))
	default:
		s = tbT(lang, "phase."+v.Phase, "name", name)
		if v.Phase == "turn" {
			switch {
			case v.Action.Moving == "amulet":
				s += " · " + tbT(lang, "amuletMoving", "k", strconv.Itoa(int(v.Action.Steps)+1))
			case v.Action.Moving == "main":
				s += " · " + tbT(lang, "moving", "k", strconv.Itoa(int(v.Action.Steps)+1))
			case v.Action.Taken:
				s += " · " + tbT(lang, "taken")
			}
		}
	}
	var out []tbLine
	for k, part := range tbWrap(s, width-4) {
		line := tbLine{{"    ", tbPlain}}
		if k == 0 && who >= 0 {
			line = tbLine{b.seatChip(who), {"  ", tbPlain}}
		}
		out = append(out, append(line, tbSpan{part, tbBold}))
	}
	return out
}

// seatLines are the players: roses, amulets, clue cards, coins and the
// treasure cards, in the longest form whose lines all fit width (compact:
// in short letters).
func (b *tbBoard) seatLines(width int, compact bool) []tbLine {
	v := &b.v
	var forms [][]tbLine
	for form := range 4 {
		if compact && form < 3 {
			continue
		}
		var lines []tbLine
		fits := true
		for p := range v.Players {
			l := b.seatLine(p, form)
			fits = fits && l.width() <= width
			lines = append(lines, l)
		}
		if fits {
			return lines
		}
		forms = append(forms, lines)
	}
	return forms[len(forms)-1]
}

// seatLine is seat p's line in form 0 (words and treasure cards), 1
// (words), 2 (words without separators) or 3 (short letters).
func (b *tbBoard) seatLine(p, form int) tbLine {
	v, lang := &b.v, b.lang
	lead := "  "
	if p == b.deciding() {
		lead = "▶ "
	}
	l := tbLine{{lead, tbBold}, b.seatChip(p)}
	if p == v.Seat {
		l = append(l, tbSpan{" " + tbT(lang, "you"), tbBold})
	}
	get := func(xs []int8) int {
		if p < len(xs) {
			return int(xs[p])
		}
		return 0
	}
	hand, coins := 0, 0
	if p < len(v.Hands) {
		hand = v.Hands[p].Size
	}
	if p < len(v.Scores) {
		coins = v.Scores[p]
	}
	keys := [4]string{"seat.roses", "seat.amul", "seat.hand", "seat.coins"}
	sep := " · "
	if form == 3 {
		keys = [4]string{"seatS.roses", "seatS.amul", "seatS.hand", "seatS.coins"}
	}
	if form >= 2 {
		sep = " "
	}
	parts := make([]string, 0, 4)
	for k, n := range []int{get(v.Roses), get(v.Amulets.Held), hand, coins} {
		if form == 3 {
			parts = append(parts, tbT(lang, keys[k], "n", strconv.Itoa(n)))
		} else {
			parts = append(parts, counted(n, tbT(lang, keys[k])))
		}
	}
	s := " " + strings.Join(parts, sep)
	if form == 0 && p < len(v.Treasure) && len(v.Treasure[p]) > 0 {
		cards := make([]string, len(v.Treasure[p]))
		for k, c := range v.Treasure[p] {
			cards[k] = c.String()
		}
		s += " (" + strings.Join(cards, "+") + ")"
	}
	return append(l, tbSpan{s, tbPlain})
}
