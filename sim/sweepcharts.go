package sim

import (
	"encoding/json"
	"fmt"
	"strings"
)

// charts draws a sweep's charts: the win rate by place in the order of
// play against the setting, the metrics against the setting, and with two
// swept options a heatmap of the first player's win rate.
func (st *Study) charts() []chart {
	fair := 1 / float64(st.Players)
	var x []float64
	var ticks []string
	for k := range st.Reports {
		x = append(x, float64(k))
		ticks = append(ticks, st.tick(k))
	}
	var keys []string
	for _, key := range st.Sweep {
		keys = append(keys, key.Key)
	}
	xLabel := strings.Join(keys, " / ")
	what := fmt.Sprintf("%s, %d players, %s", st.Game, st.Players, strings.Join(st.Bots, ","))
	var order []series
	for o := range st.Players {
		s := series{Name: ordinal(o+1) + " to move"}
		for _, r := range st.Reports {
			s.Points = append(s.Points, r.ByOrder[o].WinRate)
		}
		order = append(order, s)
	}
	drama, decided := series{Name: "drama"}, series{Name: "decided at"}
	for _, r := range st.Reports {
		drama.Points = append(drama.Points, r.Metrics.Drama)
		decided.Points = append(decided.Points, r.Metrics.DecidedAt)
	}
	out := []chart{
		{SweepChartFile, lineChart(lineSpec{title: "Win rate by place in the order of play: " + what, xLabel: xLabel,
			yLabel: "win rate", x: x, ticks: ticks, lines: order, ref: fair,
			refText: fmt.Sprintf("dashed: fair share %.1f%%", 100*fair), percent: true})},
		{SweepFeelFile, lineChart(lineSpec{title: "Drama and decisiveness: " + what, xLabel: xLabel,
			yLabel: "share of the game's moves", x: x, ticks: ticks, lines: []series{drama, decided}, percent: true})},
	}
	if len(st.Sweep) == 2 {
		rows, cols := st.Sweep[0], st.Sweep[1]
		cells := make([][]Interval, len(rows.Values))
		for k, r := range st.Reports {
			i := k / len(cols.Values)
			cells[i] = append(cells[i], r.ByOrder[0].WinRate)
		}
		out = append(out, chart{HeatmapFile, heatmap("First player's win rate: "+what, rows.Key, cols.Key,
			rawStrings(rows.Values), rawStrings(cols.Values), cells, fair)})
	}
	return out
}

// tick labels setting k on an axis: its values, separated by slashes.
func (st *Study) tick(k int) string {
	var parts []string
	for i := range st.Sweep {
		parts = append(parts, rawStrings([]json.RawMessage{st.value(k, i)})[0])
	}
	return strings.Join(parts, " / ")
}
