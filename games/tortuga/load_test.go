package tortuga

import (
	"encoding/json"
	"strings"
	"testing"
)

// A corrupt save is refused with an error naming what is inconsistent.
func TestLoadRefusesCorruptStates(t *testing.T) {
	s := scenario(t, 4, `{"eggs_as_dice":true}`, "4:RY")
	play(t, s, "die 2")
	good, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Load(good); err != nil {
		t.Fatalf("a saved state must load: %v", err)
	}
	for _, c := range []struct {
		edit func(m map[string]any)
		want string
	}{
		{func(m map[string]any) { m["track"].([]any)[4] = []any{0} }, "turtle 1 is missing"},
		{func(m map[string]any) { m["track"].([]any)[5] = []any{0} }, "turtle 0 stands in two places"},
		{func(m map[string]any) { m["track"].([]any)[5] = []any{9} }, "no turtle 9"},
		{func(m map[string]any) { m["deck"] = m["deck"].([]any)[1:] }, "accounted for"},
		{func(m map[string]any) { m["phase"] = "dancing" }, "phase \"dancing\""},
		{func(m map[string]any) { m["dice"] = []any{5, 4} }, "would have busted"},
		{func(m map[string]any) { m["mover"] = 2 }, "not seat 0's"},
		{func(m map[string]any) { m["turn"] = 9 }, "no seat 9"},
		{func(m map[string]any) { m["rng"] = "zz" }, "rng"},
		{func(m map[string]any) { m["beach_by"] = 1 }, "deck is empty"},
		{func(m map[string]any) { m["extra"] = 1 }, "unknown field \"extra\""},
		{func(m map[string]any) { m["hands"] = []any{} }, "one per seat"},
	} {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		c.edit(m)
		bad, _ := json.Marshal(m)
		if _, err := Load(bad); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want an error mentioning %q, got %v", c.want, err)
		}
	}
	if _, err := Load([]byte(`{"game":"tortuga"`)); err == nil {
		t.Error("truncated JSON must be refused")
	}
}

// Moves decode strictly, naming what is wrong.
func TestMoveJSON(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"type":"jump"}`, "unknown tortuga move type"},
		{`{"type":"die"}`, "has a value"},
		{`{"type":"choose"}`, "names the turtle"},
		{`{"type":"roll","value":2}`, "takes no other field"},
		{`{"type":"roll","colour":2}`, "unknown field"},
		{`[]`, "an object"},
	} {
		var m Move
		if err := json.Unmarshal([]byte(c.in), &m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.in, err, c.want)
		}
	}
	for _, m := range []Move{{Choose, 3}, {Die, 6}, {Kind: Stop}, {Kind: Roll}, {Card, 2}} {
		b, err := json.Marshal(m)
		var back Move
		if err != nil || json.Unmarshal(b, &back) != nil || back != m {
			t.Errorf("%v does not round-trip: %s", m, b)
		}
	}
}
