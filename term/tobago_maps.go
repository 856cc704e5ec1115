package term

import (
	"strconv"

	"caribe/games/tobago"
)

// mapState says how far a map is: hexes left, located, empty, dead end,
// being shared; with the cursor's clue, how many it would leave.
func (b *tbBoard) mapState(m int, f tbFocus) tbSpan {
	mv, lang := b.v.Maps[m], b.lang
	st := tbPlain
	var s string
	switch {
	case b.v.Sharing != nil && b.v.Sharing.Map == mv.Colour:
		s = tbT(lang, "map.sharing")
	case f.m == m && f.after >= 0:
		s = tbT(lang, "map.after", "n", strconv.Itoa(mv.Candidates), "m", strconv.Itoa(f.after)) + " " + tbPlural(lang, "hexes", f.after)
		st = tbLit
	case mv.Located != nil:
		s = tbT(lang, "map.located", "where", tbRef(*mv.Located))
		st = tbBold
	case len(mv.Clues) == 0:
		s = tbT(lang, "map.empty")
	default:
		s = tbT(lang, "map.left", "n", strconv.Itoa(mv.Candidates), "hexes", tbPlural(lang, "hexes", mv.Candidates))
		if mv.DeadEnd {
			s += ", " + tbT(lang, "map.deadEnd")
		}
	}
	return tbSpan{" " + s, st}
}

// roses are the roses on a map's clue: the seat, "×2" for two.
func (b *tbBoard) roses(c tobago.MapClue) []tbSpan {
	out := []tbSpan{{" ", tbPlain}, b.seatChip(int(c.Seat))}
	if c.Roses > 1 {
		x := "×"
		if b.ascii {
			x = "x"
		}
		out = append(out, tbSpan{x + strconv.Itoa(int(c.Roses)), tbBold})
	}
	return out
}

// mapLines are the four treasure maps: a line each with its state, then
// one line a clue (compact: the clues follow on the map's line, a located
// map's only by number and roses).
func (b *tbBoard) mapLines(f tbFocus, compact bool, width int) []tbLine {
	var out []tbLine
	for m, mv := range b.v.Maps {
		if m >= len(tbMapBg) {
			break
		}
		chip := b.mapChip(m)
		if f.m == m {
			chip.st = tbMark
		}
		head := tbLine{chip, b.mapState(m, f)}
		if !compact {
			out = append(out, head)
			for k, c := range mv.Clues {
				row := tbLine{{"  " + strconv.Itoa(k+1) + ". " + tbClue(b.lang, c.Clue), tbPlain}}
				if f.row(m, k) {
					row[0].st = tbLit
				}
				out = append(out, append(row, b.roses(c)...))
			}
			continue
		}
		var items []tbLine
		for k, c := range mv.Clues {
			item := tbLine{{strconv.Itoa(k+1) + ". " + tbClue(b.lang, c.Clue), tbPlain}}
			if mv.Located != nil || b.v.Sharing != nil && b.v.Sharing.Map == mv.Colour {
				item = tbLine{{strconv.Itoa(k+1) + ".", tbPlain}}
			}
			if f.row(m, k) {
				item[0].st = tbLit
			}
			items = append(items, append(item, b.roses(c)...))
		}
		out = append(out, tbPack(head, items, width, "  ")...)
	}
	return out
}

// tbPack puts items after first, separated by "; ", starting a new line
// (indented) when the next would not fit in width.
func tbPack(first tbLine, items []tbLine, width int, indent string) []tbLine {
	out := []tbLine{first}
	cur := &out[0]
	for k, it := range items {
		sep := tbSpan{"; ", tbPlain}
		if k == 0 {
			sep.s = ": "
		}
		if cur.width()+len(sep.s)+it.width() > width && cur.width() > len(indent) {
			out = append(out, tbLine{{indent, tbPlain}})
			cur = &out[len(out)-1]
		} else {
			*cur = append(*cur, sep)
		}
		*cur = append(*cur, it...)
	}
	return out
}

// handLines are the viewer's clue cards, the one under the cursor marked.
func (b *tbBoard) handLines(f tbFocus, compact bool, width int) []tbLine {
	v := &b.v
	if v.Seat < 0 || v.Seat >= len(v.Hands) || v.Phase == "setup_clue" || v.Phase == "place" {
		return nil
	}
	head := tbLine{{tbT(b.lang, "head.hand"), tbHead}}
	cards := v.Hands[v.Seat].Cards
	if len(cards) == 0 {
		return []tbLine{append(head, tbSpan{": " + tbT(b.lang, "noHand"), tbPlain})}
	}
	marked := false
	var items []tbLine
	for _, c := range cards {
		st := tbPlain
		if f.clue != nil && *f.clue == c && !marked {
			st, marked = tbLit, true
		}
		items = append(items, tbLine{{tbClue(b.lang, c), st}})
	}
	if compact {
		return tbPack(head, items, width, "  ")
	}
	out := []tbLine{head}
	for _, it := range items {
		out = append(out, append(tbLine{{"  ", tbPlain}}, it...))
	}
	return out
}
