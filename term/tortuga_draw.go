package term

import (
	"fmt"
	"slices"
	"strings"

	"caribe/games/tortuga"
)

// tortugaCell is how wide a space of the track is drawn.
const tortugaCell = 3

// Draw draws the turn and the dice, the deck, the raft, the track with
// its stacks bottom up, and each seat's turtles, cards and eggs.
func (tortugaUI) Draw(in BoardInput) string {
	v, ok := tortugaView(in.View)
	if !ok {
		return ""
	}
	d := tortugaDrawing{v: v, in: in, p: paint{in.ASCII}, t: tortugaWords[in.Lang], cursorTurtle: -1}
	if m, ok := tortugaMove(in.Cursor); ok && in.Cursor != nil {
		switch m.Kind {
		case tortuga.Choose:
			d.cursorTurtle = m.N
		case tortuga.Stop:
			d.cursorStop = true
		}
	}
	stacks := d.stacks()
	seats := d.seats()
	head := []string{d.turn(), d.dice(), d.deck()}
	for len(head)+1+len(stacks)+2+len(seats) > in.Height && len(head) > 1 {
		head = head[1:]
	}
	lines := append(head, d.raft())
	lines = append(lines, stacks...)
	lines = append(lines, d.numbers(), d.pointer())
	lines = append(lines, seats...)
	return strings.Join(lines, "\n")
}

// tortugaDrawing is one drawing of a La Tortuga view.
type tortugaDrawing struct {
	v            tortuga.View
	in           BoardInput
	p            paint
	t            map[string]string
	cursorTurtle int8
	cursorStop   bool
}

// moving reports whether a turtle is on its way: chosen, the game on.
func (d tortugaDrawing) moving() bool {
	return d.v.Mover >= 0 && d.v.Phase != "over" && d.v.Phase != "choose"
}

// turtle is a turtle's piece, tortugaCell wide: its number on its
// player's colour, or its number and its player's letter in ASCII.
func (d tortugaDrawing) turtle(t int8) string {
	seat := d.v.Owners[t]
	label := fmt.Sprint(t + 1)
	if d.in.ASCII {
		label += string(rune('a' + seat))
		if t == d.cursorTurtle {
			return fitLine(label+"<", tortugaCell)
		}
		return fitLine(label, tortugaCell)
	}
	if t == d.cursorTurtle {
		return d.p.mark(label)
	}
	return d.p.seatBlock(seat, " "+label+" ")
}

// turn says whose turn it is, which turtle moves and who decides for it.
func (d tortugaDrawing) turn() string {
	if d.v.Phase == "over" {
		return ""
	}
	s := fmt.Sprintf(d.t["turn"], seatMark(int(d.v.Turn)))
	if d.v.Phase == "choose" {
		return s + " · " + d.t["choosing"]
	}
	if d.v.Mover >= 0 {
		s += " · " + fmt.Sprintf(d.t["moving"], fmt.Sprintf(d.t["turtle"], d.v.Mover+1))
		if seat, ok := d.v.Actor.Seat(); ok && seat != int(d.v.Turn) {
			s += " · " + fmt.Sprintf(d.t["decides"], seatMark(seat))
		}
	}
	return s
}

// dice are the dice rolled this move one by one, where stopping would
// take the turtle, and the risk of the next die.
func (d tortugaDrawing) dice() string {
	s := d.p.bold(d.t["dice"]) + ": "
	if len(d.v.Dice) == 0 {
		return s + d.p.dim(d.t["noDice"])
	}
	for _, x := range d.v.Dice {
		s += d.p.bold(fmt.Sprintf("[%d]", x)) + " "
	}
	sum, n := tortugaSum(d.v)
	to, beach := tortugaTarget(tortugaPos(d.v, d.v.Mover), sum*n)
	where := fmt.Sprintf(d.t["spaceN"], to)
	if beach {
		where = fmt.Sprintf(d.t["beachVia"], to)
	}
	s += "· " + fmt.Sprintf(d.t["sumLine"], sum, n, sum*n, where)
	if d.v.Phase == "decide" && n < 3 {
		risk := tortugaRisk(sum)
		text := fmt.Sprintf(d.t["risk"], risk)
		if risk >= 3 {
			text = d.p.warn(text)
		}
		s += " · " + text
	}
	return s
}

// deck is the face-up egg card and how many are left.
func (d tortugaDrawing) deck() string {
	s := ""
	if d.v.FaceUp > 0 {
		s = d.p.bold(fmt.Sprintf(d.t["faceUp"], counted(int(d.v.FaceUp), d.t["eggs"]))) + " · " + fmt.Sprintf(d.t["left"], counted(int(d.v.DeckLeft), d.t["nCards"]))
	} else {
		s = d.p.warn(d.t["deckEmpty"])
	}
	var spent []string
	for i := 5; i >= 0; i-- {
		for range d.v.Spent[i] {
			spent = append(spent, fmt.Sprint(i+1))
		}
	}
	if len(spent) > 0 {
		s += " · " + fmt.Sprintf(d.t["spent"], strings.Join(spent, " "))
	}
	return s
}

// raft lists the turtles on the raft.
func (d tortugaDrawing) raft() string {
	s := d.p.bold(d.t["raft"]) + ":"
	for _, t := range d.v.Track[0] {
		s += " " + d.turtle(t)
		if d.moving() && t == d.v.Mover {
			s += d.p.bold(d.p.pick("◀", "<"))
		}
	}
	return s
}

// stacks are the track's stacks, drawn bottom up: the top row first.
func (d tortugaDrawing) stacks() []string {
	height := 1
	for _, st := range d.v.Track[1:] {
		height = max(height, len(st))
	}
	rows := make([]string, height)
	for r := range height {
		level := height - 1 - r
		var b strings.Builder
		for pos := 1; pos <= tortuga.Beach; pos++ {
			st := d.v.Track[pos]
			if level < len(st) {
				b.WriteString(d.turtle(st[level]))
			} else if level == 0 {
				b.WriteString(d.p.dim(d.p.pick(" · ", " . ")))
			} else {
				b.WriteString(strings.Repeat(" ", tortugaCell))
			}
		}
		rows[r] = b.String()
	}
	return rows
}

// numbers are the spaces' numbers under the track, the beach named.
func (d tortugaDrawing) numbers() string {
	var b strings.Builder
	for pos := 1; pos <= tortuga.Beach; pos++ {
		b.WriteString(fmt.Sprintf("%*d", tortugaCell, pos))
	}
	return d.p.dim(b.String()) + " " + d.p.bold(d.t["beach"])
}

// pointer marks, under the numbers, the moving turtle's space (▲) and
// where stopping now would take it (◆).
func (d tortugaDrawing) pointer() string {
	cells := make([]string, tortuga.Beach+1)
	sum, n := tortugaSum(d.v)
	if d.moving() {
		from := tortugaPos(d.v, d.v.Mover)
		if from > 0 {
			cells[from] = d.p.pick("▲", "^")
		}
		if n > 0 {
			to, _ := tortugaTarget(from, sum*n)
			mark := d.p.pick("◆", "*")
			if d.cursorStop {
				mark = d.p.warn(mark)
			}
			cells[to] = mark
		}
	}
	var b strings.Builder
	for pos := 1; pos <= tortuga.Beach; pos++ {
		b.WriteString(strings.Repeat(" ", tortugaCell-1))
		if cells[pos] == "" {
			b.WriteString(" ")
		} else {
			b.WriteString(cells[pos])
		}
	}
	return b.String()
}

// seats are each seat's turtles, egg cards and eggs, one seat a line, or
// two when the room is short.
func (d tortugaDrawing) seats() []string {
	var out []string
	for seat := range d.v.Players {
		var ts []string
		for t, o := range d.v.Owners {
			if o == seat {
				ts = append(ts, d.turtle(int8(t)))
			}
		}
		var cards []string
		for i := 5; i >= 0; i-- {
			for range d.v.Hands[seat][i] {
				cards = append(cards, fmt.Sprint(i+1))
			}
		}
		if int(d.v.BeachBy) == seat {
			cards = append(cards, "7")
		}
		hand := d.t["noCards"]
		if len(cards) > 0 {
			hand = fmt.Sprintf(d.t["cards"], strings.Join(cards, " "))
		}
		score := 0
		if seat < len(d.v.Scores) {
			score = d.v.Scores[seat]
		}
		mark := d.p.seat(seat, d.p.pick("●", string(rune('a'+seat))))
		if slices.Contains(d.v.Winners, seat) && d.v.Phase == "over" {
			mark = d.p.seat(seat, d.p.pick("★", "*"))
		}
		out = append(out, fmt.Sprintf("%s %s: %s · %s · %s", mark, seatMark(seat), strings.Join(ts, ""), hand, d.p.bold(counted(score, d.t["eggs"]))))
	}
	room := d.in.Height - (3 + 1 + len(d.stacks()) + 2)
	if len(out) <= room || d.in.Width < 2*36 {
		return out
	}
	half := d.in.Width / 2
	var paired []string
	for i := 0; i < len(out); i += 2 {
		line := fitLine(out[i], half-1)
		if i+1 < len(out) {
			line += " " + out[i+1]
		}
		paired = append(paired, line)
	}
	return paired
}
