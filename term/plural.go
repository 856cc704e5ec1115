package term

import (
	"strconv"
	"strings"

	"caribe/engine"
)

// Every count the client writes goes through plural or counted: one
// rule for both languages, the project's own (engine.RussianForm, as
// engine.Counted uses), with the noun's forms written "one|many" in
// English and "one|few|many" in Russian.

// plural is the form of a noun's forms for n.
func plural(n int, forms string) string {
	f := strings.Split(forms, "|")
	if len(f) == 3 {
		return f[engine.RussianForm(n)]
	}
	if n == 1 || len(f) == 1 {
		return f[0]
	}
	return f[len(f)-1]
}

// counted is n and the noun's form for it: "1 card", "5 карт".
func counted(n int, forms string) string { return strconv.Itoa(n) + " " + plural(n, forms) }
