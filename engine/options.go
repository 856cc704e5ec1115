package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// OptionKind is the type of an option's value.
type OptionKind string

// The kinds of option values.
const (
	// OptionBool is true or false.
	OptionBool OptionKind = "bool"
	// OptionInt is a whole number within Min and Max.
	OptionInt OptionKind = "int"
	// OptionChoice is one of Choices' values, a string.
	OptionChoice OptionKind = "choice"
	// OptionText is free text that the game checks (a tunnel, an island map).
	OptionText OptionKind = "text"
	// OptionInts is a list of Len whole numbers, each within Min and Max
	// (counts of cards by value).
	OptionInts OptionKind = "ints"
	// OptionSeat is a seat, 0 to the number of players − 1.
	OptionSeat OptionKind = "seat"
)

// Origin says where an option comes from.
type Origin string

// The origins of options.
const (
	// Rulebook is a choice the rulebook itself leaves to the table (the first
	// player, the island).
	Rulebook Origin = "rulebook"
	// Variant is a variant the rulebook describes.
	Variant Origin = "variant"
	// Design is a parameter beyond the rulebook, for designers and studies;
	// its default is the rulebook's value.
	Design Origin = "design"
)

// Text is a short text in English and Russian.
type Text struct {
	EN string `json:"en"`
	RU string `json:"ru"`
}

// Choice is one value of a choice option.
type Choice struct {
	Value string `json:"value"`
	Text  Text   `json:"text"`
	// Aliases are other spellings the game accepts for the value (a named
	// island's name beside its id).
	Aliases []string `json:"aliases,omitempty"`
}

// Preset is a named value of an option that forms offer as one choice (a
// short treasure deck, the rulebook's curse depth).
type Preset struct {
	Value json.RawMessage `json:"value"`
	Text  Text            `json:"text"`
}

// OptionDecl declares one option of a game: everything the lobby, the
// terminal client, the command line and the lab need to offer it and check
// a value before the game's own set-up reads it.
type OptionDecl struct {
	Name string     `json:"name"`
	Kind OptionKind `json:"kind"`
	// Label names the option in a form.
	Label   Text     `json:"label"`
	Choices []Choice `json:"choices,omitempty"`
	// Presets are the values a short form offers; any value in range is
	// accepted.
	Presets []Preset `json:"presets,omitempty"`
	// Min and Max bound an int, or each entry of ints.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
	// Len is the number of entries of ints.
	Len int `json:"len,omitempty"`
	// Default is the value used when the option is left out, as JSON; null
	// when the game settles it itself (DefaultText says how).
	Default     json.RawMessage `json:"default"`
	DefaultText *Text           `json:"default_text,omitempty"`
	// Players lists the player counts the option applies to; empty: all.
	Players []int  `json:"players,omitempty"`
	Help    Text   `json:"help"`
	Origin  Origin `json:"origin"`
	// Advanced options are left out of short forms (the lobby folds them).
	Advanced bool `json:"advanced,omitempty"`
	// Lab marks a design parameter that the boards do not draw otherwise
	// than at its default (a longer track, more segments): caribe sim and
	// the engine protocol take any value, a server refuses a table that
	// sets another.
	Lab bool `json:"lab,omitempty"`
}

// AppliesTo reports whether the option applies to a game of n players.
func (d OptionDecl) AppliesTo(n int) bool {
	return len(d.Players) == 0 || slices.Contains(d.Players, n)
}

// choice returns the choice of the given value.
func (d OptionDecl) choice(v string) (Choice, bool) {
	for _, c := range d.Choices {
		if c.Value == v || slices.Contains(c.Aliases, v) {
			return c, true
		}
	}
	return Choice{}, false
}

// CheckOptions checks an options object against a game's declarations for a
// game of n players: every key declared, every value of its kind and within
// its range. The error names the option and what it accepts. It checks what
// declarations can say; the game's set-up checks the rest (a tunnel's
// segments, an island's rules, an option that does not apply at n players:
// a game's settled options name every option, so a value that changes
// nothing is accepted at any count).
func CheckOptions(decls []OptionDecl, players int, raw json.RawMessage) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return fmt.Errorf("options: want a JSON object of option names and values: %w", err)
	}
	for _, k := range sortedKeys(fields) {
		i := slices.IndexFunc(decls, func(d OptionDecl) bool { return d.Name == k })
		if i < 0 {
			return fmt.Errorf("unknown option %q (known: %s)", k, optionNames(decls))
		}
		if err := decls[i].check(players, fields[k]); err != nil {
			return fmt.Errorf("option %s: %w", k, err)
		}
	}
	return nil
}

// optionNames lists the declared names.
func optionNames(decls []OptionDecl) string {
	names := make([]string, len(decls))
	for i, d := range decls {
		names[i] = d.Name
	}
	return strings.Join(names, ", ")
}

// check checks one value; null means "the default".
func (d OptionDecl) check(players int, v json.RawMessage) error {
	if string(bytes.TrimSpace(v)) == "null" {
		return nil
	}
	switch d.Kind {
	case OptionBool:
		var b bool
		if json.Unmarshal(v, &b) != nil {
			return fmt.Errorf("want true or false, not %s", v)
		}
	case OptionSeat:
		var n int
		if json.Unmarshal(v, &n) != nil || n < 0 || n >= players {
			return fmt.Errorf("want a seat from 0 to %d, not %s", players-1, v)
		}
	case OptionInt:
		var n int
		if json.Unmarshal(v, &n) != nil {
			return fmt.Errorf("want a whole number from %d to %d, not %s", d.Min, d.Max, v)
		}
		return d.inRange(n)
	case OptionChoice:
		var s string
		if json.Unmarshal(v, &s) != nil {
			return fmt.Errorf("want one of %s, not %s", d.values(), v)
		}
		if _, ok := d.choice(s); !ok {
			return fmt.Errorf("%q is not one of %s", s, d.values())
		}
	case OptionText:
		var s string
		if json.Unmarshal(v, &s) != nil {
			var list []string
			if json.Unmarshal(v, &list) != nil {
				return fmt.Errorf("want text, not %s", v)
			}
		}
	case OptionInts:
		var ns []int
		if json.Unmarshal(v, &ns) != nil {
			return fmt.Errorf("want a list of %d whole numbers, not %s", d.Len, v)
		}
		if d.Len > 0 && len(ns) != d.Len {
			return fmt.Errorf("want %d numbers, not %d", d.Len, len(ns))
		}
		for _, n := range ns {
			if err := d.inRange(n); err != nil {
				return err
			}
		}
	}
	return nil
}

// inRange names a number outside Min..Max.
func (d OptionDecl) inRange(n int) error {
	if n < d.Min || n > d.Max {
		return fmt.Errorf("%d is out of range: %d to %d", n, d.Min, d.Max)
	}
	return nil
}

// values lists the choices' values.
func (d OptionDecl) values() string {
	v := make([]string, len(d.Choices))
	for i, c := range d.Choices {
		v[i] = c.Value
	}
	return strings.Join(v, ", ")
}

// DecodeOptions decodes an options object strictly into v, a game's
// options struct, refusing by name any option the declarations do not
// know; the game checks the values itself, with its own messages. Empty or
// null options decode as {}.
func DecodeOptions(decls []OptionDecl, raw json.RawMessage, v any) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		raw = json.RawMessage("{}")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return fmt.Errorf("want a JSON object of option names and values: %w", err)
	}
	for _, k := range sortedKeys(fields) {
		if !slices.ContainsFunc(decls, func(d OptionDecl) bool { return d.Name == k }) {
			return fmt.Errorf("unknown option %q (known: %s)", k, optionNames(decls))
		}
	}
	return DecodeStrict(raw, v, "options")
}

// CheckDrawn refuses options that set a Lab parameter to another value
// than its default: what a board cannot draw. The error names the
// parameter and says where it may be used.
func CheckDrawn(decls []OptionDecl, raw json.RawMessage) error {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil {
		return nil // not an object: CheckOptions says so
	}
	for _, k := range sortedKeys(fields) {
		i := slices.IndexFunc(decls, func(d OptionDecl) bool { return d.Name == k })
		if i < 0 || !decls[i].Lab {
			continue
		}
		var got, def bytes.Buffer
		if json.Compact(&got, fields[k]) != nil || json.Compact(&def, decls[i].Default) != nil || !bytes.Equal(got.Bytes(), def.Bytes()) {
			return fmt.Errorf("option %s: a design parameter for studies (caribe sim, the engine protocol); the boards draw only its default, %s", k, decls[i].Default)
		}
	}
	return nil
}

// sortedKeys lists an object's keys in order, so that errors name the same
// key every time.
func sortedKeys(fields map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
