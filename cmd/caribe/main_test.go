package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain lets the test binary stand in for caribe: run with CARIBE_MAIN=1
// it is the command itself.
func TestMain(m *testing.M) {
	if os.Getenv("CARIBE_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// caribe runs the command with args and stdin, returning its output and error.
func caribe(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "CARIBE_MAIN=1")
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func TestHelpNamesEveryCommand(t *testing.T) {
	out, err := caribe(t, "", "--help")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, c := range []string{"serve", "backup", "loadtest", "engine", "replay", "review", "games", "island", "sim"} {
		if !strings.Contains(out, "\n  "+c) {
			t.Errorf("--help does not explain %q:\n%s", c, out)
		}
	}
}

func TestEngineAnswersEachLine(t *testing.T) {
	out, err := caribe(t, `{"cmd":"new","game":"tortuga","players":2,"seed":1}
{"cmd":"legal"}
nonsense
{"cmd":"play","move":{"type":"choose","turtle":1}}
`, "engine")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{`{"ok":true,"actor":0}`, `{"ok":true,"actor":0,"moves":[{"type":"choose","turtle":0},{"type":"choose","turtle":1}]}`, `{"ok":false,"error":"malformed request`, `{"ok":true,"events":[{"type":"chosen","seat":0,"turtle":1}]}`}
	if len(lines) != len(want) {
		t.Fatalf("%d lines for 4 requests:\n%s", len(lines), out)
	}
	for i := range want {
		if !strings.HasPrefix(lines[i], want[i]) {
			t.Errorf("line %d: %s, want %s", i+1, lines[i], want[i])
		}
	}
}

func TestReplayARecord(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(rec, []byte(`{"game":"tortuga","players":4,"seed":7,"moves":[{"type":"die","value":4},{"type":"roll"},{"type":"die","value":2},{"type":"stop"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := caribe(t, "", "replay", rec)
	if err != nil || !strings.Contains(out, `"to":12`) || !strings.Contains(out, `result {"over":false`) {
		t.Fatalf("replay: %v\n%s", err, out)
	}
	if err := os.WriteFile(rec, []byte(`{"game":"tortuga","players":4,"seed":7,"moves":[{"type":"stop"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err = caribe(t, "", "replay", rec)
	if err == nil || !strings.Contains(out, "move 1") || !strings.Contains(out, "a die is being rolled") {
		t.Fatalf("a bad record names its move: %v\n%s", err, out)
	}
}

func TestIslandWritesTextAndSVG(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "island.svg")
	out, err := caribe(t, "", "island", "--seed", "3", "--size", "large", "--svg", svg)
	if err != nil || !strings.Contains(out, "large island") {
		t.Fatalf("island: %v\n%s", err, out)
	}
	b, err := os.ReadFile(svg)
	if err != nil || !strings.HasPrefix(strings.TrimSpace(string(b)), "<svg") && !strings.HasPrefix(string(b), "<?xml") {
		t.Fatalf("no SVG written: %v %.80s", err, b)
	}
}

func TestHelpSpeaksRussianAndEnglish(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  string
		want string
	}{
		{[]string{"--lang", "ru", "--help"}, "", "Управлять любой игрой"},
		{[]string{"island", "--help"}, "CARIBE_LANG=ru", "Создать остров Тобаго"},
		{[]string{"--help"}, "CARIBE_LANG=en", "Drive any game over JSON lines"},
	} {
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Env = append(os.Environ(), "CARIBE_MAIN=1", c.env)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), c.want) {
			t.Errorf("%v %s: %v, want %q in:\n%s", c.args, c.env, err, c.want, out)
		}
	}
}

// The README's hand-played La Tortuga example runs without an error.
func TestReadmeExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(l, `    {"cmd":`) {
			lines = append(lines, strings.TrimSpace(l))
		}
	}
	if len(lines) < 8 {
		t.Fatalf("README example has %d requests", len(lines))
	}
	out, err := caribe(t, strings.Join(lines, "\n")+"\n", "engine")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != len(lines) {
		t.Fatalf("%d answers to %d requests", len(got), len(lines))
	}
	for i, g := range got {
		if !strings.HasPrefix(g, `{"ok":true`) {
			t.Errorf("README request %s answered %s", lines[i], g)
		}
	}
	if !strings.Contains(out, `"from":0,"to":10,"spaces":10`) {
		t.Errorf("the README says the turtle moves 10 spaces:\n%s", out)
	}
}

// The README's sentence: "{"cmd":"record"} prints the game so far, and
// caribe replay FILE replays such a record move by move" — the answer line
// saved as it is replays.
func TestReadmeRecordAnswerReplays(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(strings.Fields(string(readme)), " "), "`{\"cmd\":\"record\"}` prints the game so far, and `caribe replay FILE` replays such a record") {
		t.Fatal("the README no longer says that a record answer replays with caribe replay FILE")
	}
	var lines []string
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(l, `    {"cmd":`) {
			lines = append(lines, strings.TrimSpace(l))
		}
	}
	lines = append(lines, `{"cmd":"record"}`)
	out, err := caribe(t, strings.Join(lines, "\n")+"\n", "engine")
	if err != nil {
		t.Fatal(err)
	}
	answers := strings.Split(strings.TrimSpace(out), "\n")
	saved := answers[len(answers)-1]
	if !strings.HasPrefix(saved, `{"ok":true,"record":`) {
		t.Fatalf("the record answer: %s", saved)
	}
	file := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(file, []byte(saved+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := caribe(t, "", "replay", file)
	if err != nil || !strings.Contains(got, `"from":0,"to":10,"spaces":10`) || !strings.Contains(got, "result {") {
		t.Fatalf("replaying the saved answer: %v\n%s", err, got)
	}
	if err := os.WriteFile(file, []byte(`{"ok":false,"error":"no game yet"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err = caribe(t, "", "replay", file)
	if err == nil || !strings.Contains(got, "an error, not a record") {
		t.Fatalf("a saved error answer must be refused by name: %v\n%s", err, got)
	}
}

func TestVersionSaysWhatWasBuilt(t *testing.T) {
	out, err := caribe(t, "", "--version")
	if err != nil || !strings.HasPrefix(out, "caribe ") || !strings.Contains(out, ", go1.") {
		t.Fatalf("--version: %v\n%s", err, out)
	}
}

// A flag caribe does not know gets the error and one line naming --help, not
// the whole usage.
func TestBadFlagNamesTheErrorAndHelp(t *testing.T) {
	for _, c := range []struct {
		args []string
		help string
	}{
		{[]string{"--no-such-flag"}, `"caribe --help"`},
		{[]string{"games", "--no-such-flag"}, `"caribe games --help"`},
	} {
		out, err := caribe(t, "", c.args...)
		if err == nil {
			t.Fatalf("%v: no error\n%s", c.args, out)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 2 || !strings.Contains(lines[0], "unknown flag --no-such-flag") || !strings.Contains(lines[1], c.help) {
			t.Errorf("%v: want the error and a line naming %s, got %d lines:\n%s", c.args, c.help, len(lines), out)
		}
	}
}

// The --lang flag's help says where its default comes from rather than
// showing the language this run picked as if it were fixed.
func TestLangHelpSaysItsDefaultComesFromTheLocale(t *testing.T) {
	out, err := caribe(t, "", "--help")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		if !strings.Contains(l, "--lang") {
			continue
		}
		if !strings.Contains(l, "--lang=en|ru") || !strings.Contains(out, "CARIBE_LANG, else the locale") {
			t.Errorf("--lang's help: %q in:\n%s", l, out)
		}
		return
	}
	t.Fatalf("no --lang in the help:\n%s", out)
}
