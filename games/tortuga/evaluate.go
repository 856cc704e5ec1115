package tortuga

import (
	"math"

	"caribe/forecast"
)

// Settled reports whether the state lies between two turtles' moves (the
// stages of engine.Evaluator): at the start of a turn, before the second
// turtle of a two-turtle turn rolls, or once the game is over. A turtle's
// move, counted from the choice of the turtle to its last die, is never
// settled.
func (s *State) Settled() bool {
	switch s.phase {
	case phaseChoose, phaseOver:
		return true
	case phaseFirstDie:
		return s.second < 0
	}
	return false
}

// Evaluation weights, found by play between the bots (docs/bots.md).
const (
	// rideWeight scales what riding is worth: the free moves of a turtle
	// carried by those below it, and the egg cards its owner takes from them.
	rideWeight = 1.0
	// spread is the margin in eggs, per square root of the prizes left, that
	// turns a lead into a win chance of e/(1+e), about 73%: wide enough
	// that the search plays for eggs until late in the game.
	spread = 8.0
)

// Values estimates each seat's share of the win (engine.Evaluator). A
// seat's equity is its eggs plus, for each of its turtles, the cards the
// lone turtle's race (laps) says its place is worth, each card at the mean
// value of the cards to come; riding adds to the equity of the turtles
// carried and takes the cards of a move from the owner of the turtle that
// moves to give them to the owner of the top one. The win chances are a
// softmax of the equities, the sharper the fewer prizes are left. Once the
// game is over the values are the winners' shares.
func (s *State) Values(buf []float64) []float64 {
	n := int(s.cfg.players)
	if s.phase == phaseOver {
		return s.shares(buf)
	}
	eq := s.equity(false)
	scale := spread * math.Sqrt(float64(s.ncards-s.next+1))
	for seat := range n {
		eq[seat] = (eq[seat] + float64(s.eggs(int8(seat)))) / scale
	}
	return forecast.AppendSoftmax(buf, eq[:n])
}

// equity is each seat's place in the race, in eggs: for each of its
// turtles the cards the lone turtle's race (laps) says its place is worth,
// each at the mean value of the cards to come, and what each stack of
// several turtles is worth to it, as rides counts it or, for the expert's
// valuation, as expertRides does.
func (s *State) equity(expert bool) [MaxTurtles]float64 {
	var eq [MaxTurtles]float64
	card := s.cardWorth()
	laps := s.cfg.laps()
	for t := int8(0); t < s.cfg.turtles(); t++ {
		eq[s.Owner(int(t))] += card * laps.h[s.pos[t]]
	}
	for p := int8(1); p <= s.cfg.track; p++ {
		switch {
		case s.height[p] < 2:
		case expert:
			s.expertRides(p, card, laps, &eq)
		default:
			s.rides(p, card, laps, &eq)
		}
	}
	return eq
}

// shares appends each seat's share of the win of a game that is over.
func (s *State) shares(buf []float64) []float64 {
	best, bestCards, k := -1, -1, 0
	for seat := int8(0); seat < s.cfg.players; seat++ {
		e, c := s.eggs(seat), s.cardCount(seat)
		switch {
		case e > best || e == best && c > bestCards:
			best, bestCards, k = e, c, 1
		case e == best && c == bestCards:
			k++
		}
	}
	for seat := int8(0); seat < s.cfg.players; seat++ {
		v := 0.0
		if s.eggs(seat) == best && s.cardCount(seat) == bestCards {
			v = 1 / float64(k)
		}
		buf = append(buf, v)
	}
	return buf
}

// cardWorth is the mean worth of the prizes to come: the face-up card and
// the hidden ones at the mean of the cards nobody has seen, or the 7-egg
// beach once the deck is empty.
func (s *State) cardWorth() float64 {
	left := s.ncards - s.next
	if left == 0 {
		return 7
	}
	up := s.cards[s.next]
	unseen, eggs := 0, 0
	for v := range 6 {
		k := int(s.cfg.deck[v] - s.spent[v])
		for p := int8(0); p < s.cfg.players; p++ {
			k -= int(s.hands[p][v])
		}
		if int8(v+1) == up {
			k--
		}
		unseen += k
		eggs += k * (v + 1)
	}
	worth := float64(up)
	if left > 1 && unseen > 0 {
		worth += float64(left-1) * float64(eggs) / float64(unseen)
	}
	return worth / float64(left)
}

// rides adds to eq what the stack on space p is worth to each seat: the
// turtles of the stack are taken in the order they will move (by turn,
// the lower first among turtles of the turn's owner still free to choose),
// and each that moves with turtles on its back carries them one move
// further, its owner giving the cards of the move to the owner of the top
// turtle.
func (s *State) rides(p int8, card float64, laps *lapTable, eq *[MaxTurtles]float64) {
	stack := s.on(p)
	h := int8(len(stack))
	var order [MaxTurtles]int8
	copy(order[:h], stack)
	for i := int8(1); i < h; i++ {
		for j := i; j > 0 && s.slot(order[j]) < s.slot(order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	reach, gain := laps.reach[p], laps.gain
	left := h
	for _, t := range order[:h] {
		l := s.level[t]
		if l >= left-1 {
			left = min(left, l)
			continue
		}
		top := stack[left-1]
		lay := rideWeight * card * reach
		eq[s.Owner(int(top))] += lay
		eq[s.Owner(int(t))] -= lay
		for _, r := range stack[l+1 : left] {
			eq[s.Owner(int(r))] += rideWeight * card * (gain - reach)
		}
		left = l
	}
}

// slot orders the turtles' next moves: twice the number of turns before
// the owner's next turn, less one for the turtle moving now or next.
func (s *State) slot(t int8) int {
	n := int(s.cfg.players)
	d := (s.Owner(int(t)) - int(s.turn) + n) % n
	switch {
	case d > 0:
		return 2 * d
	case s.phase == phaseChoose:
		return 0
	case t == s.mover, t == s.second:
		return 1
	}
	return 2 * n
}
