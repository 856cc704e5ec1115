package engine_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
)

// PlayoutApply plays by the game's trusted path when it has one, which
// checks nothing (an End before any action goes through), and else by
// Apply, panicking on a move the game refuses.
func TestPlayoutApplyTakesTheTrustedPathWhenThereIsOne(t *testing.T) {
	c, err := cartagena.New(2, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Clone().Apply(cartagena.EndMove(), nil); err == nil {
		t.Fatal("Apply must refuse to end a turn that took no action")
	}
	first := c.Actor()
	engine.PlayoutApply[*cartagena.State, cartagena.Move](c).ApplyTrusted(cartagena.EndMove())
	if c.Actor() != 1-first {
		t.Fatalf("the trusted End left seat %v to decide, want seat %v", c.Actor(), 1-first)
	}

	s := &countdown{left: 3}
	apply := engine.PlayoutApply[*countdown, say](s)
	apply.ApplyTrusted(3)
	if s.left != 2 {
		t.Fatalf("the checked path played 3 from 3 and left %d, want 2", s.left)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "a legal move was refused") {
			t.Fatalf("an illegal move on the checked path: recovered %v, want a panic naming the refusal", r)
		}
	}()
	apply.ApplyTrusted(1)
}

// countdown is a one-seat toy game without a trusted path: the seat counts
// down to zero, one number at a time.
type countdown struct{ left int }

// say is the number the seat says.
type say int

func (m say) String() string { return strconv.Itoa(int(m)) }

func (c *countdown) Players() int { return 1 }

func (c *countdown) Actor() engine.Actor {
	if c.left == 0 {
		return engine.Nobody
	}
	return 0
}

func (c *countdown) Legal(buf []say) []say {
	if c.left > 0 {
		buf = append(buf, say(c.left))
	}
	return buf
}

func (c *countdown) Apply(m say, _ *[]engine.Event) error {
	if c.left == 0 || int(m) != c.left {
		return fmt.Errorf("say %d, not %d", c.left, m)
	}
	c.left--
	return nil
}

func (c *countdown) Scores(buf []int) []int       { return append(buf, c.left) }
func (c *countdown) Winners(buf []int) []int      { return buf }
func (c *countdown) View(int) any                 { return c.left }
func (c *countdown) Clone() *countdown            { d := *c; return &d }
func (c *countdown) CopyFrom(src *countdown)      { *c = *src }
func (c *countdown) MarshalJSON() ([]byte, error) { return json.Marshal(c.left) }
