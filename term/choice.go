package term

import (
	"encoding/json"
	"strings"
)

// doneKey is the key of the choice that plays the move whose steps end
// where the chosen ones do, when longer moves share those steps.
const doneKey = "\x00done"

// option is one choice at the current step: its step, and the legal moves
// that begin with the steps chosen so far and then it.
type option struct {
	Step  Step
	Moves []json.RawMessage
	// Done is set when choosing it completes Moves[0].
	Done bool
}

// options lists the choices after the steps chosen, in the order of the
// legal moves: only legal moves lie behind them. A move whose steps end
// at chosen while longer ones go on is offered as "play this".
func options(ui GameUI, in BoardInput, lang string) []option {
	var out []option
	index := map[string]int{}
	k := len(in.Chosen)
	for _, m := range in.Legal {
		steps := ui.Steps(m, in)
		if !hasPrefix(steps, in.Chosen) {
			continue
		}
		step := Step{Key: doneKey, Label: tr(lang, "playThis")}
		if len(steps) > k {
			step = steps[k]
		}
		i, seen := index[step.Key]
		if !seen {
			i = len(out)
			index[step.Key] = i
			out = append(out, option{Step: step})
		}
		out[i].Moves = append(out[i].Moves, m)
		if len(steps) <= k+1 {
			out[i].Done = true
		}
	}
	for i := range out {
		if len(out[i].Moves) > 1 {
			out[i].Done = false
		}
	}
	return out
}

// hasPrefix reports whether steps begin with the keys chosen.
func hasPrefix(steps []Step, chosen []string) bool {
	if len(steps) < len(chosen) {
		return false
	}
	for i, key := range chosen {
		if steps[i].Key != key {
			return false
		}
	}
	return true
}

// stepsTo are the keys that lead to move among the legal moves, and its
// labels.
func stepsTo(ui GameUI, in BoardInput, move json.RawMessage) []Step {
	for _, m := range in.Legal {
		if sameJSON(m, move) {
			return ui.Steps(m, in)
		}
	}
	return nil
}

// sameJSON reports whether two JSON values are equal, key order aside.
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}

// optsMemo is the choices last listed by Model.opts, and what they were
// listed for: the table shown, the seat and the steps chosen.
type optsMemo struct {
	shown  *snapshot
	seat   int
	chosen string
	opts   []option
}

// opts are the choices at the current step while the player decides,
// listed once for each table shown and steps chosen: a frame asks for
// them several times, and listing them reads every legal move's steps.
func (m *Model) opts() []option {
	key := strings.Join(m.chosen, "\x00")
	if m.memo.opts != nil && m.memo.shown == m.shown && m.memo.seat == m.seat && m.memo.chosen == key {
		return m.memo.opts
	}
	in := BoardInput{View: m.shown.View, Legal: m.shown.Legal, Chosen: m.chosen, Seat: m.seat,
		Width: m.w, Height: m.h, ASCII: m.cfg.ASCII, Lang: m.cfg.Lang}
	m.memo = optsMemo{shown: m.shown, seat: m.seat, chosen: key, opts: options(m.ui, in, m.cfg.Lang)}
	return m.memo.opts
}
