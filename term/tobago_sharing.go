package term

import (
	"strconv"
	"strings"

	"caribe/games/tobago"
)

// sharingLines show the sharing in progress: who found it, the card on
// offer and to whom, the roses from the bottom up, the cards revealed.
func (b *tbBoard) sharingLines(f tbFocus, width int) []tbLine {
	sh, lang := b.v.Sharing, b.lang
	if sh == nil {
		return nil
	}
	var out []tbLine
	asked := -1
	if int(sh.Asking) < len(sh.Roses) {
		asked = int(sh.Roses[sh.Asking])
	}
	offer := tbLine{{tbT(lang, "sharing.ask", "card", tbCard(lang, sh.Card), "name", tbSeat(lang, asked, false)), tbBold}}
	if f.offer {
		offer[0].st = tbLit
	}
	out = append(out, offer)
	var roses []tbLine
	for k, p := range sh.Roses {
		chip := b.seatChip(int(p))
		if k == int(sh.Asking) {
			if b.ascii {
				chip.s = "[" + chip.s + "]"
			}
			chip.st = tbMark
		}
		roses = append(roses, tbLine{chip})
	}
	out = append(out, tbPack(tbText(tbT(lang, "sharing.rose")), roses, width, "  ")...)
	var shown []tbLine
	for _, o := range sh.Offered {
		who := tbSpan{" " + tbT(lang, "sharing.disc"), tbFaint}
		if o.Seat != nil {
			who = b.seatChip(int(*o.Seat))
			who.s = " " + who.s
		} else if o.Card == tobago.Curse {
			who.s = " " + tbT(lang, "sharing.struck")
		}
		shown = append(shown, tbLine{{tbCard(lang, o.Card), tbPlain}, who})
	}
	if len(shown) > 0 {
		out = append(out, tbPack(tbText(tbT(lang, "sharing.shown")), shown, width, "  ")...)
	}
	tail := []string{tbT(lang, "sharing.pile", "n", strconv.Itoa(sh.Pile))}
	if len(sh.Drawn) > 0 {
		cards := make([]string, len(sh.Drawn))
		for k, c := range sh.Drawn {
			cards[k] = tbCard(lang, c)
		}
		tail = append(tail, tbT(lang, "sharing.drawn", "cards", strings.Join(cards, ", ")))
	}
	for _, part := range tbWrap(strings.Join(tail, "; "), width) {
		out = append(out, tbText(part))
	}
	if sh.Final {
		out = append(out, tbLine{{tbT(lang, "sharing.final"), tbFaint}})
	}
	return out
}

// deckLines count the decks and the amulets in supply, in short when
// the words do not fit width.
func (b *tbBoard) deckLines(width int) []tbLine {
	v := &b.v
	var s string
	for _, key := range []string{"decks", "decksShort"} {
		s = tbT(b.lang, key, "c", strconv.Itoa(v.ClueDeck), "t", strconv.Itoa(v.TreasureDeck),
			"d", strconv.Itoa(v.TreasureDiscard), "a", strconv.Itoa(v.Amulets.Supply))
		if v.CursesOut > 0 {
			s += " · " + tbT(b.lang, "curses", "n", strconv.Itoa(v.CursesOut))
		}
		if len([]rune(s)) <= width {
			break
		}
	}
	var out []tbLine
	for _, part := range tbWrap(s, width) {
		out = append(out, tbLine{{part, tbFaint}})
	}
	return out
}

// legendLines explain the island's letters and signs, wrapped to width.
func (b *tbBoard) legendLines(width int) []tbLine {
	statue, offer := "↗", "legend.offer"
	if b.ascii {
		statue, offer = "@/", "legend.offerASCII"
	}
	var out []tbLine
	for _, s := range []string{tbT(b.lang, "legend.land"), tbT(b.lang, "legend.mark", "statue", statue), tbT(b.lang, offer)} {
		for _, part := range tbWrap(s, width) {
			out = append(out, tbLine{{part, tbFaint}})
		}
	}
	return out
}
