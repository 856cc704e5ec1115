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
	SeatChartFile   = "winrate-by-seat.svg"
	BotChartFile    = "winrate-by-bot.svg"
	ScoreChartFile  = "scores.svg"
	reportFilePerms = 0o644
)

// WriteFiles writes report.json and the SVG charts into dir, creating it.
func (r *Report) WriteFiles(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	fair := 1 / float64(r.Players)
	what := fmt.Sprintf("%s, %d players", r.Game, r.Players)
	if string(r.Options) != "{}" {
		what += " " + string(r.Options)
	}
	files := map[string][]byte{
		ReportFile:     append(data, '\n'),
		SeatChartFile:  []byte(WinRateChart("Win rate by seat: "+what, r.BySeat, fair)),
		BotChartFile:   []byte(WinRateChart("Win rate by bot: "+what, r.ByBot, fair)),
		ScoreChartFile: []byte(ScoreChart("Final scores by bot: "+what, r.ByBot)),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, reportFilePerms); err != nil {
			return err
		}
	}
	return nil
}
