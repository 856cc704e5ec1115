package sim

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"caribe/engine"
)

// TuneParam is one parameter a tune searches: a declared option and the
// values it may take, as JSON.
type TuneParam struct {
	Key    string            `json:"key"`
	Values []json.RawMessage `json:"values"`
}

// maxTuneValues bounds the values of one parameter.
const maxTuneValues = 1000

// ParseTuneParams reads the parameters a tune searches, each
// "KEY=V1,V2,…" (values separated by semicolons when they hold commas, as
// --sweep reads them) or, for an integer option, "KEY=LO..HI" or
// "KEY=LO..HI/STEP"; every value is read and checked as the option's
// declaration says, together with the fixed options opt ("KEY=VALUE").
func ParseTuneParams(decls []engine.OptionDecl, players int, opt, params []string) ([]TuneParam, error) {
	if len(params) == 0 {
		return nil, fmt.Errorf("name at least one parameter to tune, e.g. actions_per_turn=1..6")
	}
	var out []TuneParam
	for _, text := range params {
		k, list, ok := strings.Cut(text, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" || strings.TrimSpace(list) == "" {
			return nil, fmt.Errorf("%q: write KEY=V1,V2,… or KEY=LO..HI, e.g. actions_per_turn=1..6", text)
		}
		if slices.ContainsFunc(out, func(p TuneParam) bool { return p.Key == k }) {
			return nil, fmt.Errorf("parameter %s is tuned twice", k)
		}
		if slices.ContainsFunc(opt, func(o string) bool { f, _, _ := strings.Cut(o, "="); return strings.TrimSpace(f) == k }) {
			return nil, fmt.Errorf("parameter %s is also fixed by an option: tune it or fix it", k)
		}
		if strings.Contains(list, "..") {
			var err error
			if list, err = expandRange(k, list); err != nil {
				return nil, err
			}
		}
		_, keys, err := Grid(decls, players, opt, []string{k + "=" + list})
		if err != nil {
			return nil, err
		}
		if len(keys[0].Values) < 2 {
			return nil, fmt.Errorf("parameter %s: give it two values or more (fix a single value with an option)", k)
		}
		if len(keys[0].Values) > maxTuneValues {
			return nil, fmt.Errorf("parameter %s: %d values, more than %d", k, len(keys[0].Values), maxTuneValues)
		}
		out = append(out, TuneParam{Key: k, Values: keys[0].Values})
	}
	return out, nil
}

// expandRange writes the range "LO..HI" or "LO..HI/STEP" of parameter k as
// a list of its values.
func expandRange(k, text string) (string, error) {
	bad := func(why string) error {
		return fmt.Errorf("parameter %s: range %q %s; write LO..HI or LO..HI/STEP with integers, e.g. 1..6 or 10..30/5", k, text, why)
	}
	lohi, stepText, hasStep := strings.Cut(text, "/")
	loText, hiText, _ := strings.Cut(lohi, "..")
	lo, err1 := strconv.Atoi(strings.TrimSpace(loText))
	hi, err2 := strconv.Atoi(strings.TrimSpace(hiText))
	if err1 != nil || err2 != nil {
		return "", bad("is not read")
	}
	step := 1
	if hasStep {
		var err error
		if step, err = strconv.Atoi(strings.TrimSpace(stepText)); err != nil || step < 1 {
			return "", bad("has no step of 1 or more")
		}
	}
	if lo >= hi {
		return "", bad("is empty or a single value (LO must be below HI)")
	}
	if (hi-lo)/step+1 > maxTuneValues {
		return "", bad(fmt.Sprintf("holds more than %d values", maxTuneValues))
	}
	var vals []string
	for v := lo; v <= hi; v += step {
		vals = append(vals, strconv.Itoa(v))
	}
	return strings.Join(vals, ","), nil
}

// pointOptions is the options object of a point of the space: the fixed
// options with each parameter at its value there.
func pointOptions(fixed json.RawMessage, params []TuneParam, point []int) (json.RawMessage, error) {
	fields := map[string]json.RawMessage{}
	if len(fixed) > 0 {
		if err := json.Unmarshal(fixed, &fields); err != nil {
			return nil, err
		}
	}
	for d, p := range params {
		fields[p.Key] = p.Values[point[d]]
	}
	return json.Marshal(fields)
}

// pointLabel names a point by its values: "actions_per_turn=2, hand_size=5".
func pointLabel(params []TuneParam, point []int) string {
	parts := make([]string, len(params))
	for d, p := range params {
		parts[d] = p.Key + "=" + string(p.Values[point[d]])
	}
	return strings.Join(parts, ", ")
}
