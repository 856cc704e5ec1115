package term

import (
	"fmt"
	"slices"
	"strings"

	"caribe/games/cartagena"
)

// cartagenaCell is how wide a space of the tunnel is drawn.
const cartagenaCell = 4

// Draw draws whose turn it is, the start, the tunnel in rows of spaces
// (its number, its symbol, its pirates), the boat, the hand by symbol,
// the open row and the deck, and each seat's cards and boat.
func (cartagenaUI) Draw(in BoardInput) string {
	v, ok := cartagenaView(in.View)
	if !ok {
		return ""
	}
	d := cartagenaDrawing{v: v, in: in, p: paint{in.ASCII}, t: cartagenaWords[in.Lang], from: -1, to: -1}
	if m, ok := cartagenaMove(in.Cursor); ok {
		switch m.Kind() {
		case cartagena.Forward:
			d.from, d.to = m.From(), cartagenaForward(v, m.From(), m.Card())
		case cartagena.Back:
			d.from, d.to = m.From(), cartagenaBack(v, m.From())
		}
	}
	perRow := cartagena.Spaces
	for perRow*cartagenaCell > in.Width && perRow > 6 {
		perRow /= 2
	}
	lines := []string{d.turn(), d.place(cartagena.Start)}
	for first := 1; first <= cartagena.Spaces; first += perRow {
		lines = append(lines, d.tunnel(int8(first), int8(min(first+perRow-1, cartagena.Spaces)))...)
	}
	lines = append(lines, d.place(cartagena.Boat))
	lines = append(lines, d.hand(), d.row())
	lines = append(lines, d.seats()...)
	return strings.Join(lines, "\n")
}

// cartagenaDrawing is one drawing of a Cartagena view; from and to are
// the places of the move under the cursor (-1: none).
type cartagenaDrawing struct {
	v        cartagena.View
	in       BoardInput
	p        paint
	t        map[string]string
	from, to int8
}

// pirate is one pirate of seat: a dot in its colour, or its letter.
func (d cartagenaDrawing) pirate(seat int) string {
	if d.in.ASCII {
		return string(rune('a' + seat))
	}
	return d.p.seat(seat, "●")
}

// turn says whose turn it is and which action.
func (d cartagenaDrawing) turn() string {
	if d.v.Over {
		return d.p.bold(d.t["turnOver"])
	}
	return fmt.Sprintf(d.t["turn"], seatMark(int(d.v.Turn)), d.v.Actions+1)
}

// place is the start or the boat with the pirates there, by seat.
func (d cartagenaDrawing) place(pos int8) string {
	label := d.t["start"]
	if pos == cartagena.Boat {
		label = d.t["boat"]
	}
	label = d.p.bold(label)
	if pos == d.from || pos == d.to {
		label = d.p.mark(d.t[map[bool]string{true: "start", false: "boat"}[pos == cartagena.Start]])
	}
	s := label + ":"
	for seat, ps := range d.v.Pirates {
		n := 0
		for _, x := range ps {
			if x == pos {
				n++
			}
		}
		if n > 0 {
			s += " " + strings.Repeat(d.pirate(seat), n)
		}
	}
	return s
}

// tunnel draws spaces first to last: a line of numbers (the cursor's
// pirate's space in parentheses, its goal in brackets), one of symbols
// and one of pirates.
func (d cartagenaDrawing) tunnel(first, last int8) []string {
	var nums, syms, pirates strings.Builder
	for pos := first; pos <= last; pos++ {
		num := fmt.Sprintf("%3d ", pos)
		switch pos {
		case d.from:
			num = d.p.warn(fmt.Sprintf("(%2d)", pos))
		case d.to:
			num = d.p.warn(fmt.Sprintf("[%2d]", pos))
		default:
			num = d.p.dim(num)
		}
		nums.WriteString(num)
		sym := cartagenaLetter(d.v.Options.Tunnel[pos-1], d.in.Lang, d.in.ASCII)
		syms.WriteString("  " + d.p.bold(sym) + " ")
		var cell strings.Builder
		n := 0
		for seat, ps := range d.v.Pirates {
			for _, x := range ps {
				if x == pos {
					cell.WriteString(d.pirate(seat))
					n++
				}
			}
		}
		if n == 0 {
			cell.WriteString(d.p.dim(d.p.pick("·", ".")))
			n = 1
		}
		lead := " "
		if n == 1 {
			lead = "  "
		}
		pirates.WriteString(lead + cell.String() + strings.Repeat(" ", cartagenaCell-len(lead)-n))
	}
	return []string{nums.String(), syms.String(), pirates.String()}
}

// hand is the seat's cards by symbol, or the spectator's nothing.
func (d cartagenaDrawing) hand() string {
	if d.in.Seat < 0 || d.in.Seat >= len(d.v.Hands) {
		return ""
	}
	return d.p.bold(d.t["hand"]) + ": " + d.cards(d.v.Hands[d.in.Seat].Cards)
}

// cards writes cards as letters by symbol: "Flag ×2 · Key ×1".
func (d cartagenaDrawing) cards(letters string) string {
	var parts []string
	for c := range cartagena.Symbol(cartagena.Symbols) {
		if n := strings.Count(letters, string(c.Letter())); n > 0 {
			parts = append(parts, fmt.Sprintf("%s ×%d", cartagenaSymbolName(c, d.in.Lang), n))
		}
	}
	if len(parts) == 0 {
		return d.t["noCards"]
	}
	return strings.Join(parts, " · ")
}

// row is the open row in drawing order and the piles.
func (d cartagenaDrawing) row() string {
	deck := fmt.Sprintf(d.t["deck"], d.v.Draw, len(d.v.Discard))
	if d.v.Options.Variant == cartagena.Jamaica {
		return deck
	}
	row := d.t["rowEmpty"]
	if d.v.Row != "" {
		var letters []string
		for _, r := range d.v.Row {
			c, err := cartagena.ParseSymbol(string(r))
			if err == nil {
				letters = append(letters, cartagenaLetter(c, d.in.Lang, d.in.ASCII))
			}
		}
		row = d.p.bold(strings.Join(letters, " "))
	}
	return d.t["row"] + ": " + row + " · " + deck
}

// seats are each seat's cards (their symbols when open, else how many)
// and pirates in the boat.
func (d cartagenaDrawing) seats() []string {
	var out []string
	for seat, h := range d.v.Hands {
		mark := d.p.seat(seat, d.p.pick("●", string(rune('a'+seat))))
		if slices.Contains(d.v.Winners, seat) && d.v.Over {
			mark = d.p.seat(seat, d.p.pick("★", "*"))
		}
		hand := counted(h.Size, d.t["hidden"])
		if h.Cards != "" && seat != d.in.Seat {
			hand = d.cards(h.Cards)
		}
		boat := fmt.Sprintf(d.t["inBoat"], scoreOf(d.v.Scores, seat))
		out = append(out, fmt.Sprintf("%s %s: %s · %s", mark, seatMark(seat), hand, d.p.bold(boat)))
	}
	return out
}
