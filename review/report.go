// Package review reviews a played game as GNU Backgammon and lichess do
// theirs: for each decision, each seat's chance to win before and after
// it, the move played beside the hard bot's, and the chance the move lost
// against it, judged; for each chance outcome, how much it moved each
// seat's chances against the average outcome (luck); per player, an
// accuracy and a luck figure for the game, so that skill and luck can be
// read apart. Chances are the game's fitted forecast (bots.Forecaster),
// calibrated on lab games (caribe sim calibrate); a decision is judged
// from what its player could see, the rest re-drawn (engine.Determinizer).
package review

import (
	"encoding/json"
	"math"
)

// Report is the review of one game.
type Report struct {
	Game    string `json:"game"`
	Title   string `json:"title"`
	Players int    `json:"players"`
	// Bot is the spec of the bot whose move is a decision's best.
	Bot string `json:"bot"`
	// Playouts and Horizon are the judge's settings (Settings).
	Playouts  int        `json:"playouts"`
	Horizon   int        `json:"horizon"`
	Decisions []Decision `json:"decisions"`
	Rolls     []Roll     `json:"rolls"`
	Seats     []Seat     `json:"seats"`
	// Final is each seat's share of the win at the end: 1 split among the
	// winners.
	Final []float64 `json:"final"`
}

// Decision is one seat's decision and how it was judged.
type Decision struct {
	// Number is the move's place in the record's effective moves, from 1,
	// chance outcomes counted (as caribe replay numbers them).
	Number int `json:"number"`
	Seat   int `json:"seat"`
	// Move is the move played, Best the hard bot's, as the game writes
	// moves in JSON; Text and BestText as it names them.
	Move     json.RawMessage `json:"move"`
	Best     json.RawMessage `json:"best"`
	Text     string          `json:"text"`
	BestText string          `json:"bestText"`
	// Options is how many legal moves there were.
	Options int `json:"options"`
	// Before and After are each seat's chance to win before the move and
	// after it, seen from the deciding seat.
	Before []float64 `json:"before"`
	After  []float64 `json:"after"`
	// Played and Better are the deciding seat's chance to win after the
	// move played and after the hard bot's, by the judge's playouts on the
	// same luck; Lost is how much less the move played left it (never
	// below 0).
	Played    float64   `json:"played"`
	Better    float64   `json:"better"`
	Lost      float64   `json:"lost"`
	Judgement Judgement `json:"judgement"`
	// Luck is what the move revealed to the deciding seat (the cards it
	// drew, a card turned up) was worth to each seat, against what the
	// seat could expect before the move: zero for a move that revealed
	// nothing.
	Luck []float64 `json:"luck"`
}

// Roll is one chance outcome (a die) and the luck it brought.
type Roll struct {
	Number  int             `json:"number"`
	Outcome json.RawMessage `json:"outcome"`
	Text    string          `json:"text"`
	// Before is each seat's chance before the outcome; Expected its mean
	// over every outcome, weighed by their probabilities; After its value
	// after this one. Luck is After less Expected.
	Before   []float64 `json:"before"`
	Expected []float64 `json:"expected"`
	After    []float64 `json:"after"`
	Luck     []float64 `json:"luck"`
}

// Seat is one player's figures for the game.
type Seat struct {
	Seat int `json:"seat"`
	// Decisions counts the seat's decisions with a choice (more than one
	// legal move); Accuracy is their mean accuracy, from 0 to 100.
	Decisions int     `json:"decisions"`
	Accuracy  float64 `json:"accuracy"`
	// Lost is the chance to win the seat's moves lost in all, against the
	// hard bot's; Luck the chance the chance outcomes gave it in all (less
	// than zero: took from it).
	Lost         float64 `json:"lost"`
	Luck         float64 `json:"luck"`
	Inaccuracies int     `json:"inaccuracies"`
	Mistakes     int     `json:"mistakes"`
	Blunders     int     `json:"blunders"`
}

// Judgement is what a decision is called, by the chance it lost.
type Judgement string

// The judgements, by the chance a move lost against the hard bot's: below
// Inaccuracy's threshold a move is as good as the best, since the judge's
// playouts cannot tell such moves apart on one game's luck.
const (
	Forced     Judgement = "forced" // one legal move: nothing to judge
	Best       Judgement = "best"   // lost less than InaccuracyLoss
	Inaccuracy Judgement = "inaccuracy"
	Mistake    Judgement = "mistake"
	Blunder    Judgement = "blunder"
)

// The thresholds, in chance to win lost: two, five and ten points, as
// GNU Backgammon's doubtful, bad and very bad moves are 0.04, 0.08 and
// 0.16 of equity (which counts a win twice, a win's chance once).
const (
	InaccuracyLoss = 0.02
	MistakeLoss    = 0.05
	BlunderLoss    = 0.10
)

// judgeLoss names a decision by the chance it lost.
func judgeLoss(options int, lost float64) Judgement {
	switch {
	case options < 2:
		return Forced
	case lost >= BlunderLoss:
		return Blunder
	case lost >= MistakeLoss:
		return Mistake
	case lost >= InaccuracyLoss:
		return Inaccuracy
	}
	return Best
}

// accuracyScale is how many of lichess's win-percentage points a point of
// chance lost counts for: lichess calls a drop of 5, 10 and 15 points an
// inaccuracy, a mistake and a blunder, about twice this package's 2, 5
// and 10, so that on its curve a move judged alike scores alike.
const accuracyScale = 2

// accuracy is a move's accuracy from 0 to 100 by the chance it lost, on
// lichess's curve of the win percentage lost (accuracyScale): 100 for
// nothing lost, about 84 for an inaccuracy of two points, 64 for a
// mistake of five, 40 for a blunder of ten, 0 from about 40 points.
func accuracy(lost float64) float64 {
	a := 103.1668*math.Exp(-0.04354*lost*100*accuracyScale) - 3.1669
	return min(max(a, 0), 100)
}

// summarize fills the report's per-seat figures from its decisions and
// rolls.
func (r *Report) summarize() {
	r.Seats = make([]Seat, r.Players)
	acc := make([]float64, r.Players)
	for i := range r.Seats {
		r.Seats[i].Seat = i
	}
	for _, d := range r.Decisions {
		s := &r.Seats[d.Seat]
		switch d.Judgement {
		case Forced:
			continue
		case Inaccuracy:
			s.Inaccuracies++
		case Mistake:
			s.Mistakes++
		case Blunder:
			s.Blunders++
		}
		s.Decisions++
		s.Lost += d.Lost
		acc[d.Seat] += accuracy(d.Lost)
	}
	for _, d := range r.Decisions {
		for i, l := range d.Luck {
			r.Seats[i].Luck += l
		}
	}
	for _, roll := range r.Rolls {
		for i, l := range roll.Luck {
			r.Seats[i].Luck += l
		}
	}
	for i := range r.Seats {
		if r.Seats[i].Decisions > 0 {
			r.Seats[i].Accuracy = acc[i] / float64(r.Seats[i].Decisions)
		} else {
			r.Seats[i].Accuracy = 100
		}
	}
}
