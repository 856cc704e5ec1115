package engine_test

import (
	"strings"
	"testing"

	"caribe/engine"
)

func TestNamesNameParseAndList(t *testing.T) {
	n := engine.Names{"", "forward", "back"}
	if got := n.Name(1, "Kind"); got != "forward" {
		t.Errorf("Name(1) = %q", got)
	}
	if got := n.Name(0, "Kind"); got != "Kind(0)" {
		t.Errorf("Name(0) = %q: an unnamed value is shown as a number", got)
	}
	if _, err := n.Text(3, "kind"); err == nil || err.Error() != "no kind 3" {
		t.Errorf("Text(3): %v", err)
	}
	if i, err := n.Parse("back", "move type"); err != nil || i != 2 {
		t.Errorf("Parse(back) = %d, %v", i, err)
	}
	if _, err := n.Parse("", "move type"); err == nil {
		t.Error("the empty name of an unnamed value must not parse")
	}
	if _, err := n.Parse("jump", "move type"); err == nil || err.Error() != `move type "jump" is not one of forward, back` {
		t.Errorf("Parse(jump): %v", err)
	}
}

func TestDecodeStrictRefusesExtras(t *testing.T) {
	var v struct{ A int }
	if err := engine.DecodeStrict([]byte(`{"A":1}`), &v, "an object like {\"A\":1}"); err != nil || v.A != 1 {
		t.Fatalf("%v %v", v, err)
	}
	for _, c := range []struct{ in, want string }{
		{`{"A":1,"B":2}`, `unknown field "B"`},
		{`{"A":1} {"A":2}`, "unexpected data after the object"},
		{`{"A":1}x`, "unexpected data after the object"},
		{`[1]`, "cannot unmarshal array"},
	} {
		err := engine.DecodeStrict([]byte(c.in), &v, "an object like {\"A\":1}")
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "an object like") {
			t.Errorf("%s: %v, want %q", c.in, err, c.want)
		}
	}
}

type ping struct{ N int }

func (ping) EventType() string { return "ping" }

func TestEmitAppendsOnlyToAWantedLog(t *testing.T) {
	engine.Emit(nil, ping{1})
	var log []engine.Event
	engine.Emit(&log, ping{2})
	if len(log) != 1 || log[0].(ping).N != 2 {
		t.Fatalf("log %v", log)
	}
	if n := testing.AllocsPerRun(100, func() { engine.Emit(nil, ping{3}) }); n != 0 {
		t.Errorf("emitting to no log allocates %.0f times", n)
	}
}
