package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCheckDrawn: a Lab parameter at its default, or a parameter that is
// not Lab at any value, passes; a Lab parameter set otherwise is refused,
// by name, with its default.
func TestCheckDrawn(t *testing.T) {
	decls := []OptionDecl{
		{Name: "segments", Kind: OptionInt, Default: json.RawMessage(`6`), Origin: Design, Lab: true},
		{Name: "deck", Kind: OptionInts, Default: json.RawMessage(`[3, 3, 5]`), Origin: Design},
	}
	for _, ok := range []string{`{}`, `{"segments":6}`, `{"deck":[1,1,1]}`, `{"deck":[1,1,1],"segments": 6}`} {
		if err := CheckDrawn(decls, json.RawMessage(ok)); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	err := CheckDrawn(decls, json.RawMessage(`{"segments":2}`))
	if err == nil || !strings.Contains(err.Error(), "option segments") || !strings.Contains(err.Error(), "only its default, 6") {
		t.Errorf("a Lab parameter set to 2: %v", err)
	}
}
