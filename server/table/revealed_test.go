package table

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// mapRevealed is a state without its generator as a map re-encoded by
// encoding/json writes it.
func mapRevealed(t *testing.T, state []byte) []byte {
	t.Helper()
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(state, &fields); err != nil {
		t.Fatal(err)
	}
	delete(fields, "rng")
	return mustJSON(fields)
}

// TestRevealedStateIsTheMapsEncoding: a state whose strings hold quotes,
// backslashes, brackets, commas and colons, nested and not, is written
// without its generator, its members in order, as encoding/json writes
// the state decoded into a map.
func TestRevealedStateIsTheMapsEncoding(t *testing.T) {
	tricky := []string{`"`, `\`, `\"`, `\\"`, `{`, `}`, `[`, `]`, `,`, `:`, `":"`, `","rng":"`, `<&>`, "é\u2028", ""}
	type inner struct {
		Text []string          `json:"text"`
		Map  map[string]string `json:"map"`
	}
	state := mustJSON(struct {
		Zeta  string   `json:"zeta"`
		RNG   string   `json:"rng"`
		Alpha []inner  `json:"alpha"`
		Empty struct{} `json:"empty"`
		Nums  []int    `json:"nums"`
		Null  *int     `json:"null"`
		B     bool     `json:"b"`
		Ab    float64  `json:"ab"`
		Last  string   `json:"a"`
	}{
		Zeta: strings.Join(tricky, ""), RNG: "00ff", Alpha: []inner{{Text: tricky, Map: map[string]string{`}`: `{`, `"`: `\`}}, {}},
		Nums: []int{1, -2, 30}, B: true, Ab: 1.5e-7, Last: `]`,
	})
	got, err := appendRevealed([]byte("x"), state)
	if err != nil {
		t.Fatal(err)
	}
	if want := append([]byte("x"), mapRevealed(t, state)...); !bytes.Equal(got, want) {
		t.Fatalf("revealed\n%s\nthe map gives\n%s", got, want)
	}
}

// TestRevealedStateRefusesWhatItCannotSplit: what is not a compact object
// with plain keys, each once, is refused with what is wrong.
func TestRevealedStateRefusesWhatItCannotSplit(t *testing.T) {
	for state, want := range map[string]string{
		``:                    "not a compact JSON object",
		`[1]`:                 "not a compact JSON object",
		`{"a":1,}`:            "no comma after its value",
		`{"a":1 ,"b":2}`:      "not compact",
		`{"a" :1}`:            "no colon after key",
		`{"a":}`:              "no value",
		`{"a":,"b":1}`:        "no value",
		`{"a":"x}`:            "does not end",
		`{"a":[1}`:            "does not end",
		`{"a":1]}`:            "unbalanced",
		`{"a\"b":1}`:          "escaped",
		`{a:1}`:               "no string",
		`{"a":1,"b":2,"a":3}`: `member "a" twice`,
	} {
		if _, err := appendRevealed(nil, []byte(state)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %q", state, err, want)
		}
	}
}
