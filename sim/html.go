package sim

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"

	"caribe/bots"
)

// reportHTML is report.html: one self-contained page, its charts inline
// SVG, no script, with every table and chart of a run or a sweep.
func reportHTML(st *Study) (string, error) {
	page := htmlPage{Study: st, Fair: 1 / float64(st.Players), Definitions: definitions, Cap: bots.MaxMoves}
	if st.IsSweep() {
		for _, c := range st.charts() {
			page.SweepCharts = append(page.SweepCharts, template.HTML(c.body))
		}
	}
	for k, r := range st.Reports {
		s := htmlSetting{Report: r, Title: "Results"}
		if st.IsSweep() {
			s.Title = "Setting " + st.Label(k)
		}
		for _, c := range r.charts() {
			s.Charts = append(s.Charts, template.HTML(c.body))
		}
		s.Tables = []htmlTable{{"By bot", "BOT", r.ByBot}, {"By seat", "SEAT", r.BySeat},
			{"By place in the order of play", "PLACE", r.ByOrder}}
		page.Settings = append(page.Settings, s)
	}
	var b bytes.Buffer
	if err := pageTemplate.Execute(&b, page); err != nil {
		return "", err
	}
	return b.String(), nil
}

// htmlPage is what the page template reads.
type htmlPage struct {
	*Study
	Fair        float64
	SweepCharts []template.HTML
	Settings    []htmlSetting
	Definitions []definition
	// Cap is the move cap, bots.MaxMoves.
	Cap int
}

// htmlSetting is one setting's section.
type htmlSetting struct {
	*Report
	Title  string
	Tables []htmlTable
	Charts []template.HTML
}

// htmlTable is a table of Stats.
type htmlTable struct {
	Caption, Head string
	Rows          []Stats
}

// definition is a metric's name and what it measures.
type definition struct{ Name, Text string }

// definitions are the metrics of docs/lab.md, for the page.
var definitions = []definition{
	{"Standing", "how near a seat is to winning after each move, per game (the line above names it); the leader is the seat alone at the top."},
	{"Lead changes", "times the sole leader was replaced by another sole leader, moments of a tie in between not counting."},
	{"Drama", "the share of a game's moves after which no eventual winner stood at the top."},
	{"Decided at", "the share of a game played before an eventual winner stood at the top for good (alone or tied): low when games are decided early."},
	{"Turns", "the players' turns per game; moves count every decision and chance outcome."},
	{"Capped", "games stopped at the move cap and decided on score: counted apart and left out of every mean, median and win rate."},
	{"Place in the order of play", "seats counted from the one that moved first; the 1st to move's win rate against the fair share is the first-player advantage."},
}

var pageTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"pct": func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) },
	"ci":  func(i Interval) string { return fmt.Sprintf("%.1f–%.1f%%", 100*i.Low, 100*i.High) },
	"num": func(i Interval) template.HTML {
		sep := "–"
		if i.Low < 0 || i.High < 0 {
			sep = " to "
		}
		return template.HTML(fmt.Sprintf(`%.2f <span class="ci">(%.2f%s%.2f)</span>`, i.Value, i.Low, sep, i.High))
	},
	"versus": versus,
	"raw":    func(b []byte) string { return string(b) },
	"join":   strings.Join,
	"label":  func(st *Study, k int) string { return st.Label(k) },
	"shareci": func(i Interval) template.HTML {
		return template.HTML(fmt.Sprintf(`%.1f%% <span class="ci">(%.1f–%.1f)</span>`, 100*i.Value, 100*i.Low, 100*i.High))
	},
	"short":     short,
	"quartiles": func(q Quartiles) string { return short(q.Median) + " (" + short(q.Q1) + "–" + short(q.Q3) + ")" },
	"numbers":   numberNames,
	"numberOf":  numberOf,
}).Parse(pageSource))

// numberNames lists the game's numbers that a report's bots have.
func numberNames(rows []Stats) []string {
	var out []string
	for _, s := range rows {
		for _, n := range s.Numbers {
			if !strings.Contains(" "+strings.Join(out, " ")+" ", " "+n.Name+" ") {
				out = append(out, n.Name)
			}
		}
	}
	return out
}

// numberOf is a row's mean of the named number, as text.
func numberOf(s Stats, name string) string {
	for _, n := range s.Numbers {
		if n.Name == name {
			return fmt.Sprintf("%.2f (%.2f–%.2f)", n.Mean.Value, n.Mean.Low, n.Mean.High)
		}
	}
	return "–"
}

const pageSource = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>caribe sim: {{.Game}}, {{.Players}} players</title>
<style>
body { font-family: sans-serif; margin: 2em auto; padding: 0 1em; max-width: 1320px; box-sizing: border-box; color: #222; line-height: 1.4; }
.scroll { overflow-x: auto; max-width: 100%; margin: 0.5em 0 1.5em; }
table { border-collapse: collapse; }
th, td { padding: 0.25em 0.7em; border-bottom: 1px solid #ddd; text-align: right; white-space: nowrap; background: #fff; }
th { white-space: normal; vertical-align: bottom; }
th:first-child, td:first-child { text-align: left; position: sticky; left: 0; }
td .ci { display: block; font-size: 85%; color: #555; }
caption { text-align: left; font-weight: bold; padding-bottom: 0.3em; }
.charts { display: flex; flex-wrap: wrap; gap: 12px; }
.charts svg { border: 1px solid #eee; max-width: 100%; height: auto; }
.above { color: #b00; } .below { color: #04b; }
dt { font-weight: bold; } dd { margin: 0 0 0.6em 1.5em; }
</style>
</head>
<body>
<h1>{{.Game}}, {{.Players}} players</h1>
<p>{{.Games}} games{{if .IsSweep}} per setting{{end}} from seed {{.Seed}}; bots {{join .Bots ", "}}, seats rotating.
{{- if .IsSweep}} Every setting plays the same seeds and seatings.{{end}}
Intervals are 95%: Wilson for win rates, bootstrap percentile for means (2,000 resamples, seeded). Games stopped at the cap of {{.Cap}} moves are counted apart (capped) and left out of every other figure.</p>
{{- if .IsSweep}}
<h2>Sweep over {{range $i, $k := .Sweep}}{{if $i}} × {{end}}{{$k.Key}}{{end}}</h2>
<div class="scroll"><table>
<tr><th>SETTING</th><th>GAMES</th><th>CAPPED</th>{{range $o, $_ := (index .Reports 0).ByOrder}}<th>{{.Name}}</th>{{end}}<th>MOVES</th><th>MEDIAN</th><th>TURNS</th><th>LEAD CHANGES</th><th>MEDIAN</th><th>DRAMA</th><th>DECIDED AT</th></tr>
{{- $st := .Study}}{{$fair := .Fair}}
{{- range $k, $r := .Reports}}
<tr><td>{{label $st $k}}</td><td>{{$r.Finished}}</td><td>{{$r.Capped}}</td>{{range $r.ByOrder}}<td class="{{versus .WinRate $fair}}">{{pct .WinRate.Value}} <span class="ci">({{ci .WinRate}})</span></td>{{end}}<td>{{num $r.Length.Mean}}</td><td>{{short $r.Length.Quartiles.Median}}</td><td>{{num $r.Metrics.Turns.Mean}}</td><td>{{num $r.Metrics.LeadChanges}}</td><td>{{short $r.Metrics.LeadChangesQuartiles.Median}}</td><td>{{shareci $r.Metrics.Drama}}</td><td>{{shareci $r.Metrics.DecidedAt}}</td></tr>
{{- end}}
</table></div>
<div class="charts">
{{range .SweepCharts}}{{.}}{{end}}
</div>
{{- end}}
{{- $fair := .Fair}}
{{range .Settings}}
<h2>{{.Title}}</h2>
<p>Options {{raw .Options}}; {{.Games}} games: {{.Finished}} played to the end, {{.Capped}} capped; standing: {{.Metrics.Standing}}.</p>
{{- range .Tables}}
<div class="scroll"><table>
<caption>{{.Caption}}</caption>
<tr><th>{{.Head}}</th><th>GAMES</th><th>CAPPED</th><th>WINS</th><th>WIN RATE</th><th>95% CI</th><th>FAIR SHARE</th><th>SCORE</th><th>MEDIAN (QUARTILES)</th><th>MARGIN</th></tr>
{{- range .Rows}}
<tr><td>{{.Name}}</td><td>{{.Games}}</td><td>{{.Capped}}</td><td>{{printf "%.1f" .Wins}}</td><td>{{pct .WinRate.Value}}</td><td>{{ci .WinRate}}</td><td class="{{versus .WinRate $fair}}">{{versus .WinRate $fair}}</td><td>{{num .Score}}</td><td>{{quartiles .ScoreQuartiles}}</td><td>{{num .Margin}}</td></tr>
{{- end}}
</table></div>
{{- end}}
{{- $names := numbers .ByBot}}{{if $names}}
<div class="scroll"><table>
<caption>The game's numbers per seat, mean per game</caption>
<tr><th>BOT</th>{{range $names}}<th>{{.}}</th>{{end}}</tr>
{{- range $s := .ByBot}}
<tr><td>{{$s.Name}}</td>{{range $names}}<td>{{numberOf $s .}}</td>{{end}}</tr>
{{- end}}
</table></div>
{{- end}}
<div class="scroll"><table>
<caption>Game metrics, mean per game</caption>
<tr><th>METRIC</th><th>MEAN (95% CI)</th><th>MEDIAN (QUARTILES)</th><th>MIN</th><th>MAX</th></tr>
<tr><td>Moves</td><td>{{num .Length.Mean}}</td><td>{{quartiles .Length.Quartiles}}</td><td>{{.Length.Min}}</td><td>{{.Length.Max}}</td></tr>
<tr><td>Turns</td><td>{{num .Metrics.Turns.Mean}}</td><td>{{quartiles .Metrics.Turns.Quartiles}}</td><td>{{.Metrics.Turns.Min}}</td><td>{{.Metrics.Turns.Max}}</td></tr>
<tr><td>Lead changes</td><td>{{num .Metrics.LeadChanges}}</td><td>{{quartiles .Metrics.LeadChangesQuartiles}}</td><td></td><td></td></tr>
<tr><td>Drama</td><td>{{shareci .Metrics.Drama}}</td><td></td><td></td><td></td></tr>
<tr><td>Decided at</td><td>{{shareci .Metrics.DecidedAt}}</td><td></td><td></td><td></td></tr>
</table></div>
<div class="charts">
{{range .Charts}}{{.}}{{end}}
</div>
{{- end}}
<h2>Definitions</h2>
<dl>
{{- range .Definitions}}
<dt>{{.Name}}</dt><dd>{{.Text}}</dd>
{{- end}}
</dl>
</body>
</html>
`
