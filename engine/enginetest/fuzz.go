package enginetest

import (
	"bytes"
	"encoding/json"
	"testing"

	"caribe/engine"
)

// FuzzMoves is a fuzz target for move decoding and apply. The input is a
// seed and lines of bytes: a line that decodes as a move is applied, and when
// it is refused the state must be exactly as it was; any other line plays the
// legal move its first byte selects, so the fuzzer reaches deep positions.
// seeds are sample inputs for the corpus.
func FuzzMoves[S engine.State[S, M], M engine.Move](f *testing.F, r engine.Rules[S, M], players int, options string, seeds ...string) {
	for i, s := range seeds {
		f.Add(uint64(i+1), []byte(s))
	}
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		s, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), seed)
		if err != nil {
			t.Fatalf("set-up: %v", err)
		}
		for _, line := range bytes.Split(data, []byte("\n")) {
			if s.Actor() == engine.Nobody {
				return
			}
			var m M
			if err := json.Unmarshal(line, &m); err != nil {
				legal := s.Legal(nil)
				if len(line) == 0 || len(legal) == 0 {
					continue
				}
				if err := s.Apply(legal[int(line[0])%len(legal)], nil); err != nil {
					t.Fatalf("legal move refused: %v", err)
				}
				continue
			}
			before := mustMarshal(t, s)
			if err := s.Apply(m, nil); err != nil {
				if err.Error() == "" {
					t.Fatalf("move %v refused without a reason", m)
				}
				if after := mustMarshal(t, s); !bytes.Equal(before, after) {
					t.Fatalf("refused move %v (%v) changed the state", m, err)
				}
			}
		}
	})
}
