package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// OptionsFromPairs turns KEY=VALUE pairs, as typed on a command line, into
// an options object, each value read as its declaration's kind: true or
// false, a number, a choice's value, text, or numbers separated by commas
// ("5,5,4,3,3"); a JSON value is taken as it is. Unknown keys, repeated
// keys and values of the wrong kind are refused by name, and the result is
// checked with CheckOptions for a game of n players.
func OptionsFromPairs(decls []OptionDecl, players int, pairs []string) (json.RawMessage, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	seen := map[string]bool{}
	for i, p := range pairs {
		k, v, ok := strings.Cut(p, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("%q: write KEY=VALUE, e.g. variant=tortuga", p)
		}
		if seen[k] {
			return nil, fmt.Errorf("option %s is given twice", k)
		}
		seen[k] = true
		j := slices.IndexFunc(decls, func(d OptionDecl) bool { return d.Name == k })
		if j < 0 {
			return nil, fmt.Errorf("unknown option %q (known: %s)", k, optionNames(decls))
		}
		val, err := decls[j].valueOf(v)
		if err != nil {
			return nil, fmt.Errorf("option %s: %w", k, err)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	if err := CheckOptions(decls, players, b.Bytes()); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// valueOf reads a typed value as JSON.
func (d OptionDecl) valueOf(v string) (json.RawMessage, error) {
	v = strings.TrimSpace(v)
	switch d.Kind {
	case OptionChoice, OptionText:
		if strings.HasPrefix(v, `"`) || strings.HasPrefix(v, "[") {
			return json.RawMessage(v), nil
		}
		return json.Marshal(v)
	case OptionInts:
		if strings.HasPrefix(v, "[") {
			return json.RawMessage(v), nil
		}
		var ns []int
		for _, f := range strings.Split(v, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return nil, fmt.Errorf("want %d numbers separated by commas, not %q", d.Len, v)
			}
			ns = append(ns, n)
		}
		return json.Marshal(ns)
	}
	if !json.Valid([]byte(v)) {
		return nil, fmt.Errorf("%q is not a %s value", v, d.Kind)
	}
	return json.RawMessage(v), nil
}
