package term

import (
	"encoding/json"
	"fmt"

	"caribe/games/tortuga"
)

func init() { register("tortuga", tortugaUI{}) }

// tortugaUI draws and plays La Tortuga.
type tortugaUI struct{}

// tortugaMove reads a La Tortuga move.
func tortugaMove(raw json.RawMessage) (tortuga.Move, bool) {
	var m tortuga.Move
	return m, json.Unmarshal(raw, &m) == nil
}

// tortugaView reads a La Tortuga view.
func tortugaView(raw json.RawMessage) (tortuga.View, bool) {
	var v tortuga.View
	return v, json.Unmarshal(raw, &v) == nil && len(v.Track) == tortuga.Beach+1
}

// Steps: every La Tortuga decision is one choice: a turtle, to roll, to
// stop, or an egg card as the next die.
func (tortugaUI) Steps(move json.RawMessage, in BoardInput) []Step {
	m, ok := tortugaMove(move)
	if !ok {
		return []Step{{Key: string(move), Label: string(move)}}
	}
	v, _ := tortugaView(in.View)
	t := tortugaWords[in.Lang]
	sum, dice := tortugaSum(v)
	key := m.String()
	switch m.Kind {
	case tortuga.Choose:
		return []Step{{Key: key, Label: fmt.Sprintf(t["choose"], m.N+1)}}
	case tortuga.Roll:
		return []Step{{Key: key, Label: fmt.Sprintf(t["roll"], dice+1, tortugaRisk(sum))}}
	case tortuga.Stop:
		from := tortugaPos(v, v.Mover)
		n := sum * dice
		to, beach := tortugaTarget(from, n)
		where := fmt.Sprintf(t["spaceN"], to)
		if beach {
			where = fmt.Sprintf(t["beachVia"], to)
		}
		return []Step{{Key: key, Label: fmt.Sprintf(t["stop"], sum, dice, n, where)}}
	case tortuga.Card:
		return []Step{{Key: key, Label: fmt.Sprintf(t["card"], m.N, dice+1, sum+int(m.N))}}
	}
	return []Step{{Key: key, Label: key}}
}

// tortugaSum is the dice's sum so far and how many were rolled.
func tortugaSum(v tortuga.View) (sum, n int) {
	for _, d := range v.Dice {
		sum += int(d)
	}
	return sum, len(v.Dice)
}

// tortugaRisk is how many of the six faces of the next die bust the sum.
func tortugaRisk(sum int) int { return min(6, max(0, sum-1)) }

// tortugaPos is where turtle t is: 0 the raft, else its space.
func tortugaPos(v tortuga.View, t int8) int {
	for pos, stack := range v.Track {
		for _, x := range stack {
			if x == t {
				return pos
			}
		}
	}
	return 0
}

// tortugaTarget is where a move of n from pos ends, and whether it
// reaches the beach (the rulings' arithmetic).
func tortugaTarget(pos, n int) (to int, beach bool) {
	to = (pos+n-1)%tortuga.Beach + 1
	if pos < tortuga.Beach {
		return to, pos+n >= tortuga.Beach
	}
	return to, n == tortuga.Beach
}

// Rules is the summary of the rules.
func (tortugaUI) Rules(lang string) string { return tortugaWords[lang]["rules"] }
