package main

import "strconv"

// counted is n with its English noun in the form n wants: "1 table",
// "0 tables", "3 tables". The command line's reports are in English; the
// terminal client and the server count in both languages (term/plural.go,
// engine.Counted).
func counted(n int, one, other string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + other
}
