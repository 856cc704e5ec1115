package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// tuneShown is the number of tried settings the summary lists.
const tuneShown = 10

// WriteSummary writes the tune's report as text: the goal and the search,
// the best settings tried, each run's recommendation on fresh games, and
// the best with its intervals on new games.
func (rep *TuneReport) WriteSummary(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Tune of %s, %d players, %s; seed %d.\n", rep.Game, rep.Players, strings.Join(rep.Bots, " vs "), rep.Seed)
	fmt.Fprintf(&b, "Goal %s: %s.\n", rep.Goal, rep.GoalText)
	fmt.Fprintf(&b, "Search: NTBEA, %d runs × %d evaluations of %d games (%d games), explore %g; %g settings of %s.\n",
		rep.Runs, rep.Iterations, rep.Batch, rep.Runs*rep.Iterations*rep.Batch, rep.Explore, rep.Space, rep.paramList())
	fmt.Fprintf(&b, "\nSettings tried: %d; the %d most evaluated, with their mean fitness in the search:\n", len(rep.Tried), min(tuneShown, len(rep.Tried)))
	for _, t := range rep.Tried[:min(tuneShown, len(rep.Tried))] {
		fmt.Fprintf(&b, "  %-40s  %4d evaluations  fitness %+.3f%s\n", rep.Label(t.Point), t.Evaluations, t.Fitness, refusedNote(t.Refused))
	}
	fmt.Fprintf(&b, "\nEach run's recommendation on %d fresh games:\n", rep.Fresh)
	for _, s := range rep.Searches {
		fmt.Fprintf(&b, "  run %d: %-40s  model %+.3f  fitness %s%s\n", s.Run+1, rep.Label(s.Best), s.Estimate,
			signed(s.Selection.Fitness), refusedNote(s.Refused))
	}
	e := rep.Best.Confirmation
	fmt.Fprintf(&b, "\nBest: %s (run %d), on %d new games:\n", rep.Label(rep.Best.Point), rep.Best.Run+1, e.Games)
	fmt.Fprintf(&b, "  fitness                  %s\n", signed(e.Fitness))
	fmt.Fprintf(&b, "  first player's win rate  %.3f (%.3f–%.3f)\n", e.FirstWin.Value, e.FirstWin.Low, e.FirstWin.High)
	fmt.Fprintf(&b, "  turns                    %.1f (%.1f–%.1f); median %g, quartiles %g–%g\n", e.Turns.Value, e.Turns.Low,
		e.Turns.High, e.TurnsQuartiles.Median, e.TurnsQuartiles.Q1, e.TurnsQuartiles.Q3)
	fmt.Fprintf(&b, "  moves                    %.1f (%.1f–%.1f)\n", e.Moves.Value, e.Moves.Low, e.Moves.High)
	fmt.Fprintf(&b, "  lead changes             %.2f (%.2f–%.2f)\n", e.LeadChanges.Value, e.LeadChanges.Low, e.LeadChanges.High)
	fmt.Fprintf(&b, "  capped games (left out)  %d\n", e.Capped)
	if rep.Best.Refused != "" {
		fmt.Fprintf(&b, "  the game refuses it: %s\n", rep.Best.Refused)
	}
	fmt.Fprintf(&b, "  options                  %s\n", rep.Best.Options)
	_, err := io.WriteString(w, b.String())
	return err
}

// paramList names the parameters and their number of values.
func (rep *TuneReport) paramList() string {
	parts := make([]string, len(rep.Params))
	for i, p := range rep.Params {
		parts[i] = fmt.Sprintf("%s (%d values)", p.Key, len(p.Values))
	}
	return strings.Join(parts, ", ")
}

// signed writes a fitness and its interval.
func signed(i Interval) string { return tuneInterval(i, "%+.3f") }

// refusedNote says that the game refused a setting.
func refusedNote(why string) string {
	if why == "" {
		return ""
	}
	return "  refused: " + why
}

// TuneFiles are the files WriteFiles writes.
var TuneFiles = []string{"report.json", "report.html"}

// WriteFiles writes report.json and report.html into dir, creating it.
func (rep *TuneReport) WriteFiles(dir string) error {
	data, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	var page strings.Builder
	if err := tunePage.Execute(&page, rep); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "report.json"), append(data, '\n'), reportFilePerms); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "report.html"), []byte(page.String()), reportFilePerms)
}
