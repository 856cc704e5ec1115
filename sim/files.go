package sim

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// The files WriteFiles writes.
const (
	ReportFile      = "report.json"
	HTMLFile        = "report.html"
	SeatChartFile   = "winrate-by-seat.svg"
	BotChartFile    = "winrate-by-bot.svg"
	ScoreChartFile  = "scores.svg"
	OrderChartFile  = "winrate-by-order.svg"
	SweepChartFile  = "sweep-winrate.svg"
	SweepFeelFile   = "sweep-metrics.svg"
	HeatmapFile     = "sweep-heatmap.svg"
	reportFilePerms = 0o644
)

// chart is one chart of a report: its file and its SVG.
type chart struct {
	file, body string
}

// charts draws the report's charts.
func (r *Report) charts() []chart {
	fair := 1 / float64(r.Players)
	what := r.what()
	return []chart{
		{SeatChartFile, WinRateChart("Win rate by seat: "+what, r.BySeat, fair)},
		{BotChartFile, WinRateChart("Win rate by bot: "+what, r.ByBot, fair)},
		{OrderChartFile, WinRateChart("Win rate by place in the order of play: "+what, r.ByOrder, fair)},
		{ScoreChartFile, ScoreChart("Final scores by bot: "+what, r.ByBot)},
	}
}

// what names the report's game, players and options.
func (r *Report) what() string {
	what := fmt.Sprintf("%s, %d players", r.Game, r.Players)
	if string(r.Options) != "{}" {
		what += " " + string(r.Options)
	}
	return what
}

// WriteFiles writes report.json, report.html and the SVG charts into dir,
// creating it.
func (r *Report) WriteFiles(dir string) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	html, err := reportHTML(&Study{Game: r.Game, Players: r.Players, Bots: r.Bots, Games: r.Games, Seed: r.Seed,
		Reports: []*Report{r}})
	if err != nil {
		return err
	}
	return writeAll(dir, append([]chart{{ReportFile, string(data) + "\n"}, {HTMLFile, html}}, r.charts()...))
}

// WriteFiles writes the study's files into dir, creating it: a single
// setting's as Report.WriteFiles does; a sweep's report.json (the Study),
// report.html and the sweep's charts.
func (st *Study) WriteFiles(dir string) error {
	if !st.IsSweep() {
		return st.Reports[0].WriteFiles(dir)
	}
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	html, err := reportHTML(st)
	if err != nil {
		return err
	}
	return writeAll(dir, append([]chart{{ReportFile, string(data) + "\n"}, {HTMLFile, html}}, st.charts()...))
}

// Files lists the files WriteFiles writes.
func (st *Study) Files() []string {
	var out []string
	list := st.charts()
	if !st.IsSweep() {
		list = st.Reports[0].charts()
	}
	for _, c := range list {
		out = append(out, c.file)
	}
	return append([]string{ReportFile, HTMLFile}, out...)
}

// writeAll writes each file into dir.
func writeAll(dir string, files []chart) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.file), []byte(f.body), reportFilePerms); err != nil {
			return err
		}
	}
	return nil
}
