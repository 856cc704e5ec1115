package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
)

// The files Calibration.WriteFiles writes.
const (
	CalibrationFile      = "calibration.json"
	CalibrationChartFile = "calibration.svg"
)

// CalibrationCheck is what a calibrated forecast must meet: every decile
// of at least MinSeats seats has its share won within Tolerance of its
// mean forecast (0.05: five points).
type CalibrationCheck struct {
	MinSeats  int     `json:"min_seats"`
	Tolerance float64 `json:"tolerance"`
}

// calibrationFile is calibration.json: the run, its deciles and the check.
type calibrationFile struct {
	*Calibration
	Check CalibrationCheck `json:"check"`
	// Within says whether every decile checked is within the tolerance;
	// Off lists the lower bounds of those that are not.
	Within bool      `json:"within"`
	Off    []float64 `json:"off"`
	// Version and Commit name the caribe that wrote the file.
	Version string `json:"version"`
	Commit  string `json:"commit"`
}

// WriteSummary prints the decile table and a last line saying whether
// every decile of at least MinSeats seats is within the tolerance, naming
// those that are not.
func (c *Calibration) WriteSummary(w io.Writer, check CalibrationCheck) error {
	seating := "seats filled from %s in every way in turn"
	if c.Mirror {
		seating = "every seat of a game one bot, each of %s in turn"
	}
	fmt.Fprintf(w, "%s, %d players, options %s, %d games from seed %d; "+seating+"\n",
		c.Game, c.Players, c.Options, c.Games, c.Seed, strings.Join(c.Bots, ", "))
	fmt.Fprintf(w, "%d positions, %d forecasts (every seat between two stages, or at the start of a turn); %d games capped, left out\n\n",
		c.Positions, c.Forecasts, c.Capped)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "DECILE\tSEATS\tMEAN FORECAST\tSHARE WON\t95%% CI\tOFF BY (POINTS)\t\n")
	for _, d := range c.Deciles {
		if d.Seats == 0 {
			fmt.Fprintf(tw, "%s\t0\t–\t–\t–\t–\t\n", decileName(d))
			continue
		}
		fmt.Fprintf(tw, "%s\t%d\t%.1f%%\t%.1f%%\t%.1f–%.1f%%\t%+.1f\t\n", decileName(d), d.Seats,
			100*d.Forecast, 100*d.Won, 100*d.Low, 100*d.High, 100*d.Off)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	_, err := fmt.Fprintln(w, c.Verdict(check))
	return err
}

// Verdict says in a line whether the forecast meets the check.
func (c *Calibration) Verdict(check CalibrationCheck) string {
	points := trimFloat(100 * check.Tolerance)
	checked := 0
	for _, d := range c.Deciles {
		if d.Seats >= check.MinSeats {
			checked++
		}
	}
	off := c.Off(check.MinSeats, check.Tolerance)
	if len(off) == 0 {
		return fmt.Sprintf("Calibrated: every decile of at least %d seats (%d of 10) is within ±%s points.",
			check.MinSeats, checked, points)
	}
	var names []string
	for _, d := range off {
		names = append(names, fmt.Sprintf("%s (%+.1f)", decileName(d), 100*d.Off))
	}
	return fmt.Sprintf("Not calibrated: of the %d deciles of at least %d seats, %s off by more than ±%s points: %s.",
		checked, check.MinSeats, counted(len(off), "one is", "are"), points, strings.Join(names, ", "))
}

// counted writes n with the singular or the plural ("one is", "3 are").
func counted(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// decileName names a decile by its range of chances: "30–40%".
func decileName(d CalibrationDecile) string {
	return fmt.Sprintf("%.0f–%.0f%%", math.Round(100*d.Lo), math.Round(100*d.Hi))
}

// WriteFiles writes calibration.json (the run, its deciles and the check,
// with the build b) and calibration.svg (the reliability diagram, its
// words in text) into dir, creating it.
func (c *Calibration) WriteFiles(dir string, check CalibrationCheck, text DiagramText, b Build) error {
	f := calibrationFile{Calibration: c, Check: check, Within: true, Off: []float64{}, Version: b.Version, Commit: b.Commit}
	for _, d := range c.Off(check.MinSeats, check.Tolerance) {
		f.Within = false
		f.Off = append(f.Off, d.Lo)
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return writeAll(dir, []chart{{CalibrationFile, string(data) + "\n"},
		{CalibrationChartFile, ReliabilityDiagram(c, check, text)}})
}
