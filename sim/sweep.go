package sim

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"caribe/engine"
)

// Grid reads sweeps over a game's options, each "KEY=V1,V2,…" (values
// separated by semicolons instead when a value holds commas, as a list
// such as deck=3,3,5,5,5,3;4,4,4,4,4,4 does), every value read and checked
// as the option's declaration says, together with the fixed options opt
// ("KEY=VALUE"). It returns every setting of the grid, the first key's
// values varying slowest, and the swept keys with their values as JSON.
func Grid(decls []engine.OptionDecl, players int, opt, sweeps []string) ([]Setting, []SweepKey, error) {
	var keys []SweepKey
	var texts [][]string
	for _, sw := range sweeps {
		k, list, ok := strings.Cut(sw, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" || strings.TrimSpace(list) == "" {
			return nil, nil, fmt.Errorf("%q: write KEY=V1,V2,…, e.g. variant=jamaica,tortuga", sw)
		}
		if slices.ContainsFunc(keys, func(s SweepKey) bool { return s.Key == k }) {
			return nil, nil, fmt.Errorf("option %s is swept twice", k)
		}
		sep := ","
		if strings.Contains(list, ";") {
			sep = ";"
		}
		key := SweepKey{Key: k}
		var vals []string
		for _, v := range strings.Split(list, sep) {
			v = strings.TrimSpace(v)
			raw, err := engine.OptionsFromPairs(decls, players, append(slices.Clone(opt), k+"="+v))
			if err != nil {
				return nil, nil, err
			}
			var fields map[string]json.RawMessage
			if err := json.Unmarshal(raw, &fields); err != nil {
				return nil, nil, err
			}
			if slices.ContainsFunc(key.Values, func(x json.RawMessage) bool { return string(x) == string(fields[k]) }) {
				return nil, nil, fmt.Errorf("option %s: the value %s is swept twice", k, fields[k])
			}
			key.Values = append(key.Values, fields[k])
			vals = append(vals, v)
		}
		keys = append(keys, key)
		texts = append(texts, vals)
	}
	var settings []Setting
	for _, combo := range product(texts) {
		pairs := slices.Clone(opt)
		var values []json.RawMessage
		for i, v := range combo {
			pairs = append(pairs, keys[i].Key+"="+texts[i][v])
			values = append(values, keys[i].Values[v])
		}
		raw, err := engine.OptionsFromPairs(decls, players, pairs)
		if err != nil {
			return nil, nil, err
		}
		settings = append(settings, Setting{Values: values, Options: raw})
	}
	return settings, keys, nil
}

// product lists every combination of one index into each list, the first
// list's index varying slowest.
func product(lists [][]string) [][]int {
	out := [][]int{{}}
	for _, l := range lists {
		var next [][]int
		for _, c := range out {
			for i := range l {
				next = append(next, append(slices.Clone(c), i))
			}
		}
		out = next
	}
	return out
}
