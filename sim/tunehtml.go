package sim

import (
	"fmt"
	"html/template"
	"strings"
)

// tuneInterval writes an estimate and its interval in format, the bounds
// joined by "to" when they carry a sign.
func tuneInterval(i Interval, format string) string {
	sep := "–"
	if strings.Contains(format, "+") {
		sep = " to "
	}
	return fmt.Sprintf(format+" ("+format+sep+format+")", i.Value, i.Low, i.High)
}

// tunePage is report.html of a tune: one page, no script, nothing fetched.
var tunePage = template.Must(template.New("tune").Funcs(template.FuncMap{
	"f3": func(x float64) string { return fmt.Sprintf("%+.3f", x) },
	"iv": func(i Interval, format string) string {
		return fmt.Sprintf(format+" ("+format+"–"+format+")", i.Value, i.Low, i.High)
	},
	"one":   func(i int) int { return i + 1 },
	"label": func(rep *TuneReport, p []int) string { return rep.Label(p) },
}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tune of {{.Game}}: {{.Goal}}</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
.box{overflow-x:auto}table{border-collapse:collapse;margin:.5em 0 1.5em}
th,td{padding:.2em .7em;border-bottom:1px solid #ddd;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
code{overflow-wrap:anywhere}
</style></head><body>
<h1>Tune of {{.Game}}, {{.Players}} players</h1>
<p>Bots {{range $i, $b := .Bots}}{{if $i}}, {{end}}{{$b}}{{end}}; seed {{.Seed}}; fixed options <code>{{printf "%s" .Options}}</code>.</p>
<p>Goal <b>{{.Goal}}</b>: {{.GoalText}}.</p>
<p>Search: NTBEA, {{.Runs}} runs × {{.Iterations}} evaluations of {{.Batch}} games, explore {{.Explore}}, over {{.Space}} settings
of {{range $i, $p := .Params}}{{if $i}}, {{end}}<code>{{$p.Key}}</code> ({{len $p.Values}} values){{end}}.
Each run's recommendation plays {{.Fresh}} fresh games (seeds the search never played); the best of them plays {{.Fresh}} new games again for its estimate.</p>
<h2>Best: {{label . .Best.Point}}</h2>
{{with .Best.Confirmation}}<div class="box"><table>
<tr><th>on {{.Games}} new games</th><th>estimate (95% interval)</th></tr>
<tr><td>fitness</td><td class="n">{{iv .Fitness "%+.3f"}}</td></tr>
<tr><td>first player's win rate</td><td class="n">{{iv .FirstWin "%.3f"}}</td></tr>
<tr><td>turns</td><td class="n">{{iv .Turns "%.1f"}}; median {{.TurnsQuartiles.Median}}, quartiles {{.TurnsQuartiles.Q1}}–{{.TurnsQuartiles.Q3}}</td></tr>
<tr><td>moves</td><td class="n">{{iv .Moves "%.1f"}}</td></tr>
<tr><td>lead changes</td><td class="n">{{iv .LeadChanges "%.2f"}}</td></tr>
<tr><td>capped games, left out</td><td class="n">{{.Capped}}</td></tr>
</table></div>{{end}}
<p>Options: <code>{{printf "%s" .Best.Options}}</code>{{if .Best.Refused}}; the game refuses it: {{.Best.Refused}}{{end}}</p>
<h2>Each run's recommendation</h2>
<div class="box"><table><tr><th>run</th><th>setting</th><th>model estimate</th><th>fitness on {{.Fresh}} fresh games</th></tr>
{{range .Searches}}<tr><td class="n">{{one .Run}}</td><td>{{label $ .Best}}</td><td class="n">{{f3 .Estimate}}</td><td class="n">{{iv .Selection.Fitness "%+.3f"}}</td></tr>
{{end}}</table></div>
<h2>Settings tried, the most evaluated first</h2>
<div class="box"><table><tr><th>setting</th><th>evaluations</th><th>mean fitness</th></tr>
{{range .Tried}}<tr><td>{{label $ .Point}}{{if .Refused}} (refused: {{.Refused}}){{end}}</td><td class="n">{{.Evaluations}}</td><td class="n">{{f3 .Fitness}}</td></tr>
{{end}}</table></div>
</body></html>
`))
