package server

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// decodeStrict decodes data, which must be exactly one JSON object, into v.
// It refuses what encoding/json would let through silently: text that is
// not valid UTF-8 (raw, or a \u escape of a lone surrogate), a field given
// twice, anything after the object, and unknown fields. Field names match
// case-insensitively, as encoding/json matches them. Each error names the
// field at fault.
//
// JSON v2 does the refusing; this wrapper only asks for an object and words
// v2's errors by field name, telling data after the object (which v2 calls
// an invalid character) from a fault within it.
func decodeStrict(data []byte, v any) error {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	switch {
	case len(trimmed) == 0:
		return io.EOF
	case trimmed[0] != '{':
		return errors.New("a JSON object is expected")
	}
	err := json.Unmarshal(data, v, json.RejectUnknownMembers(true), json.MatchCaseInsensitiveNames(true))
	if err != nil {
		return explain(data, err)
	}
	return nil
}

// explain words a refusal of data by the field at fault; other errors
// keep v2's words, which give the offset.
func explain(data []byte, err error) error {
	var syn *jsontext.SyntacticError
	var sem *json.SemanticError
	switch {
	case errors.As(err, &sem) && errors.Is(sem.Err, json.ErrUnknownName):
		if in := sem.JSONPointer.Parent(); in != "" {
			return fmt.Errorf("unknown field %q in %s", sem.JSONPointer.LastToken(), where(in))
		}
		return fmt.Errorf("unknown field %q", sem.JSONPointer.LastToken())
	case !errors.As(err, &syn):
		return err
	case jsontext.Value(data[:syn.ByteOffset]).IsValid():
		// All before the fault is one whole value: the fault is what
		// follows it.
		rest := bytes.TrimSpace(data[syn.ByteOffset:])
		return fmt.Errorf("%d bytes after the JSON object (%.20q…): send one object only", len(rest), rest)
	case errors.Is(syn.Err, jsontext.ErrDuplicateName):
		return fmt.Errorf("%s is given twice", where(syn.JSONPointer))
	case !badText(data[syn.ByteOffset:]):
		return err
	case isKey(data, int(syn.ByteOffset)):
		return fmt.Errorf("a key in %s is not valid UTF-8", where(syn.JSONPointer))
	}
	return fmt.Errorf("%s is not valid UTF-8", where(syn.JSONPointer))
}

// badText reports whether b, the text where a string was refused, begins
// with what is no UTF-8: a byte that begins no character, or a \u escape
// of a surrogate (v2 refuses one that is not the first of a pair).
func badText(b []byte) bool {
	if r, size := utf8.DecodeRune(b); r == utf8.RuneError && size == 1 {
		return true
	}
	if len(b) < 6 || b[0] != '\\' || b[1] != 'u' {
		return false
	}
	r, err := strconv.ParseUint(string(b[2:6]), 16, 16)
	return err == nil && utf16.IsSurrogate(rune(r))
}

// isKey reports whether the string around data[i] is an object's key: a
// colon follows its closing quote.
func isKey(data []byte, i int) bool {
	for i < len(data) && data[i] != '"' {
		if data[i] == '\\' {
			i++
		}
		i++
	}
	rest := bytes.TrimLeft(data[min(i+1, len(data)):], " \t\r\n")
	return len(rest) > 0 && rest[0] == ':'
}

// where names the value a JSON pointer leads to: "join.nick",
// "seats[1].bot", or "the JSON object" itself. A name of digits alone reads
// as an array's index.
func where(p jsontext.Pointer) string {
	var b strings.Builder
	for tok := range p.Tokens() {
		if _, err := strconv.ParseUint(tok, 10, 0); err == nil {
			b.WriteString("[" + tok + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
	}
	if b.Len() == 0 {
		return "the JSON object"
	}
	return b.String()
}
