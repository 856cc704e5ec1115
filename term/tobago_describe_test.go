package term

import "testing"

// TestTobagoDescribeEveryMove tells every move of random games in both
// languages: never empty, never the same line in both.
func TestTobagoDescribeEveryMove(t *testing.T) {
	told := 0
	for seed := uint64(31); seed < 34; seed++ {
		tbGame(t, 3, `{}`, seed, 3000, func(p tbPosition) {
			if p.last == nil {
				return
			}
			en, ru := tobagoUI{}.Describe(*p.last, "en"), tobagoUI{}.Describe(*p.last, "ru")
			if en == "" || ru == "" || en == ru {
				t.Fatalf("move %s told as %q and %q", p.last.Move, en, ru)
			}
			told++
		})
	}
	if told < 500 {
		t.Fatalf("only %d moves told", told)
	}
}

// TestTobagoRules checks the rules summary in both languages.
func TestTobagoRules(t *testing.T) {
	en, ru := tobagoUI{}.Rules("en"), tobagoUI{}.Rules("ru")
	if len(en) < 500 || len(ru) < 500 || en == ru {
		t.Fatalf("rules: %d and %d bytes, the same: %v", len(en), len(ru), en == ru)
	}
}
