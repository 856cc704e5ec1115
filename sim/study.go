package sim

import (
	"encoding/json"
	"runtime"
	"strings"
	"sync"
)

// Study is a sweep's results: what report.json holds for a job of more
// than one setting.
type Study struct {
	Game    string   `json:"game"`
	Players int      `json:"players"`
	Bots    []string `json:"bots"`
	// Games is the number of games per setting.
	Games int    `json:"games"`
	Seed  uint64 `json:"seed"`
	// Sweep names the swept options and their values.
	Sweep []SweepKey `json:"sweep"`
	// Reports are the settings' reports, in the order of the grid: the
	// first key's values vary slowest.
	Reports []*Report `json:"settings"`
}

// SweepKey is one swept option and its values, as JSON.
type SweepKey struct {
	Key    string            `json:"key"`
	Values []json.RawMessage `json:"values"`
}

// Study sums the outcome up, one report per setting, the settings summed up
// at once on the cores (each report depends only on its games). A shard's
// outcome sums up its own games only.
func (o *Outcome) Study() *Study {
	j := o.Job
	st := &Study{Game: j.Game, Players: j.Players, Games: j.Games, Seed: j.Seed, Sweep: j.Sweep}
	for _, b := range j.Bots {
		st.Bots = append(st.Bots, b.Label())
	}
	settings := j.settings()
	bySetting := make([][]Played, len(settings))
	for _, p := range o.Played {
		bySetting[p.Setting] = append(bySetting[p.Setting], p)
	}
	standing := labs[j.Game].standing()
	st.Reports = make([]*Report, len(settings))
	var wg sync.WaitGroup
	// sem holds a token for each summary running, as many as the cores;
	// it guards nothing else: each goroutine alone writes its
	// st.Reports[k], read after wg.Wait.
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for k, set := range settings {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			st.Reports[k] = summarize(j.Config, set.Options, standing, bySetting[k])
		})
	}
	wg.Wait()
	return st
}

// IsSweep reports whether the study has more than one setting.
func (st *Study) IsSweep() bool { return len(st.Sweep) > 0 }

// Label names setting k by its swept values: "bust=6, deck=[3,3,5,5,5,3]".
func (st *Study) Label(k int) string {
	var parts []string
	for i, key := range st.Sweep {
		parts = append(parts, key.Key+"="+string(st.value(k, i)))
	}
	return strings.Join(parts, ", ")
}

// value is the value of swept key i at setting k.
func (st *Study) value(k, i int) json.RawMessage {
	stride := 1
	for _, key := range st.Sweep[i+1:] {
		stride *= len(key.Values)
	}
	return st.Sweep[i].Values[k/stride%len(st.Sweep[i].Values)]
}

// rawStrings writes JSON values as text, strings without their quotes.
func rawStrings(vs []json.RawMessage) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = strings.Trim(string(v), `"`)
	}
	return out
}
