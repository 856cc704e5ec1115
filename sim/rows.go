package sim

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"caribe/engine"
	"caribe/games"
)

// WriteRows writes one row per game to path (.parquet or .csv): docs/lab.md
// lists the columns.
func (o *Outcome) WriteRows(path string) error { return o.rows().write(path) }

// WriteTrace writes one row per move of every game to path (.parquet or
// .csv); the job must have traced its games.
func (o *Outcome) WriteTrace(path string) error { return o.trace().write(path) }

// WriteSeatRows writes one row per game and seat to path (.parquet or
// .csv), the long form of the rows: docs/lab.md lists the columns.
func (o *Outcome) WriteSeatRows(path string) error { return o.seatRows().write(path) }

// rows builds the table of games.
func (o *Outcome) rows() *table {
	j := o.Job
	n := j.Players
	t := &table{meta: o.metadata("one row per game")}
	add := func(name string, k kind) { t.cols = append(t.cols, column{name, k}) }
	add("game", intCol)
	add("setting", intCol)
	head := []column{{"seed", uintCol}, {"options", stringCol}, {"first_to_move", intCol}, {"moves", intCol},
		{"turns", intCol}, {"capped", boolCol}, {"winners", intListCol}, {"first_won", floatCol}}
	tail := []column{{"lead_changes", intCol}, {"behind", intCol}, {"settled", intCol}, {"drama", floatCol}, {"decided_at", floatCol}}
	sw := o.swept(func(name string) bool {
		return slices.ContainsFunc(append(head, tail...), func(c column) bool { return c.name == name }) ||
			strings.HasPrefix(name, "bot_") || strings.HasPrefix(name, "score_") || strings.HasPrefix(name, "win_")
	})
	t.cols = append(t.cols, sw.cols...)
	t.cols = append(t.cols, head...)
	perSeat := func(prefix string, k kind) {
		for s := range n {
			add(prefix+"_"+strconv.Itoa(s), k)
		}
	}
	perSeat("bot", stringCol)
	perSeat("score", intCol)
	perSeat("win", floatCol)
	stats := o.statNames()
	for _, name := range stats {
		perSeat(name, intCol)
	}
	t.cols = append(t.cols, tail...)
	settings := j.settings()
	for _, p := range o.Played {
		row := append([]any{int64(p.Index), int64(p.Setting)}, sw.cells(p.Setting)...)
		winners := make([]int64, len(p.Winners))
		for i, w := range p.Winners {
			winners[i] = int64(w)
		}
		row = append(row, p.Seed, string(settings[p.Setting].Options), int64(p.First), int64(p.Moves), int64(p.Turns),
			p.Capped, winners, share(p.Winners, p.First))
		for _, b := range p.Bots {
			row = append(row, b)
		}
		for _, x := range p.Scores {
			row = append(row, int64(x))
		}
		for s := range n {
			row = append(row, share(p.Winners, s))
		}
		for _, name := range stats {
			for s := range n {
				row = append(row, p.stat(name, s))
			}
		}
		moves := float64(max(1, p.Moves))
		row = append(row, int64(p.LeadChanges), int64(p.Behind), int64(p.Settled),
			float64(p.Behind)/moves, float64(p.Settled)/moves)
		t.rows = append(t.rows, row)
	}
	return t
}

// sweptColumns are the columns of the swept keys and how to fill them.
type sweptColumns struct {
	cols     []column
	kinds    []engine.OptionKind
	settings []Setting
}

// swept lists the columns of the swept keys, a key prefixed opt_ where
// reserved says its name is taken.
func (o *Outcome) swept(reserved func(name string) bool) sweptColumns {
	sw := sweptColumns{settings: o.Job.settings()}
	for _, key := range o.Job.Sweep {
		name := key.Key
		if reserved(name) {
			name = "opt_" + name
		}
		k := optionKind(o.Job.Game, key.Key)
		sw.kinds = append(sw.kinds, k)
		switch k {
		case engine.OptionBool:
			sw.cols = append(sw.cols, column{name, boolCol})
		case engine.OptionInt, engine.OptionSeat:
			sw.cols = append(sw.cols, column{name, intCol})
		default:
			sw.cols = append(sw.cols, column{name, stringCol})
		}
	}
	return sw
}

// cells are the swept keys' values at a setting.
func (sw sweptColumns) cells(setting int) []any {
	var out []any
	for i, v := range sw.settings[setting].Values {
		out = append(out, cell(sw.kinds[i], v))
	}
	return out
}

// statNames lists the game's numbers per seat, in the order the games
// give them.
func (o *Outcome) statNames() []string {
	var names []string
	for _, p := range o.Played {
		for _, st := range p.Stats {
			if !slices.Contains(names, st.Name) {
				names = append(names, st.Name)
			}
		}
	}
	return names
}

// stat is the game's named number for a seat; 0 where it has none.
func (p Played) stat(name string, seat int) int64 {
	k := slices.IndexFunc(p.Stats, func(st Stat) bool { return st.Name == name })
	if k < 0 {
		return 0
	}
	return int64(p.Stats[k].Values[seat])
}

// trace builds the table of moves.
func (o *Outcome) trace() *table {
	t := &table{cols: []column{{"game", intCol}, {"setting", intCol}, {"ply", intCol}, {"actor", intCol},
		{"move", stringCol}, {"move_text", stringCol}, {"leader", intCol}}, meta: o.metadata("one row per move")}
	for s := range o.Job.Players {
		t.cols = append(t.cols, column{"standing_" + strconv.Itoa(s), floatCol})
	}
	for _, p := range o.Played {
		for i, m := range p.Trace {
			leader := int64(-1)
			if mask := top(m.Standing); mask&(mask-1) == 0 {
				leader = int64(slices.Index(m.Standing, slices.Max(m.Standing)))
			}
			row := []any{int64(p.Index), int64(p.Setting), int64(i + 1), int64(m.Actor), string(m.JSON), m.Move, leader}
			for _, v := range m.Standing {
				row = append(row, v)
			}
			t.rows = append(t.rows, row)
		}
	}
	return t
}

// share is seat's share of the win: 1 split among the winners.
func share(winners []int, seat int) float64 {
	if slices.Contains(winners, seat) {
		return 1 / float64(len(winners))
	}
	return 0
}

// cell turns an option's JSON value into a table value of its column.
func cell(k engine.OptionKind, v json.RawMessage) any {
	switch k {
	case engine.OptionBool:
		var b bool
		_ = json.Unmarshal(v, &b)
		return b
	case engine.OptionInt, engine.OptionSeat:
		var n int64
		_ = json.Unmarshal(v, &n)
		return n
	}
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s
	}
	return string(v)
}

// optionKind is the kind of a game's option.
func optionKind(game, key string) engine.OptionKind {
	g, _ := games.Lookup(game)
	for _, d := range g.Options() {
		if d.Name == key {
			return d.Kind
		}
	}
	return engine.OptionText
}
