package rating

import (
	"math"
	"testing"
)

// Four hundred Elo points, ten-to-one odds, are ln 10 logits: with the
// default β of 25/6 that is ln10·√2·25/6 ≈ 13.568 Mu, and two players that
// far apart, of known skill, beat each other ten to one in the model.
func TestFromEloKeepsTheOdds(t *testing.T) {
	m := DefaultPlackettLuce()
	anchor := m.FromElo(0, 0, 0.001)
	if anchor.Mu != m.Mu || anchor.Sigma != 0.001 {
		t.Fatalf("the anchor is %+v, want Mu %v and the floor", anchor, m.Mu)
	}
	r := m.FromElo(400, 0, 0.001)
	if got, want := r.Mu-m.Mu, 13.568; math.Abs(got-want) > 0.001 {
		t.Fatalf("400 Elo is %v Mu, want %v", got, want)
	}
	c := math.Sqrt(2*m.Beta*m.Beta + anchor.Sigma*anchor.Sigma + r.Sigma*r.Sigma)
	odds := math.Exp((r.Mu - anchor.Mu) / c)
	if math.Abs(odds-10) > 0.01 {
		t.Fatalf("the stronger wins at odds %v, want 10", odds)
	}
	if w := m.FromElo(-200, 0, 0.001); math.Abs(w.Mu-(m.Mu-13.568/2)) > 0.001 {
		t.Fatalf("-200 Elo is Mu %v", w.Mu)
	}
}

// The standard error converts as the difference does, floored at minSigma.
func TestFromEloSigma(t *testing.T) {
	m := DefaultPlackettLuce()
	if r := m.FromElo(100, 100, 1); math.Abs(r.Sigma-13.568/4) > 0.001 {
		t.Fatalf("an error of 100 Elo is Sigma %v, want %v", r.Sigma, 13.568/4)
	}
	if r := m.FromElo(100, 10, 2); r.Sigma != 2 {
		t.Fatalf("Sigma %v under the floor 2", r.Sigma)
	}
}
