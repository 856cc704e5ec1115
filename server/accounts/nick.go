package accounts

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/secure/precis"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
	"golang.org/x/text/width"

	"caribe/server/refusal"
	"caribe/store"
)

// MaxNick is the longest nickname, in characters after normalisation.
const MaxNick = 24

// MaxNickWidth is the widest nickname, in columns: a wide character (most
// CJK ideographs, most emoji) takes two, a combining mark none.
const MaxNickWidth = 32

// MaxMarks is how many combining marks a nickname keeps on one base
// character, counted decomposed (NFD); those beyond are dropped, as are
// marks with no base before them. Three is enough for the scripts people
// write their names in (a Vietnamese vowel takes two, a polytonic Greek
// one three), and keeps a name from drawing over the lines around it.
const MaxMarks = 3

// CheckNick makes a nickname fit to show: it drops variation selectors
// and the combining marks beyond MaxMarks on one character, normalises it
// to NFC, trims it and enforces the PRECIS nickname profile (RFC 8266:
// compatibility forms to their plain letters by NFKC, runs of spaces to
// one); it refuses, naming what is wrong, one that is empty, not UTF-8,
// holds a control, format or other invisible character or one the
// profile disallows, or is longer than MaxNick characters or wider than
// MaxNickWidth columns.
func CheckNick(nick string) (string, error) {
	if !utf8.ValidString(nick) {
		return "", refusal.New(http.StatusBadRequest, "nickname: not valid UTF-8")
	}
	for _, r := range nick {
		if what := unprintable(r); what != "" {
			return "", refusal.New(http.StatusBadRequest, "nickname: %s is %s: only printable characters, please", runeName(r), what)
		}
	}
	nick = strings.TrimSpace(norm.NFC.String(boundMarks(norm.NFD.String(dropSelectors(nick)))))
	if nick == "" {
		return "", refusal.New(http.StatusBadRequest, "nickname: give one (1 to %d characters)", MaxNick)
	}
	nick, err := enforceNick(nick)
	if err != nil {
		return "", err
	}
	if n := utf8.RuneCountInString(nick); n > MaxNick {
		return "", refusal.New(http.StatusBadRequest, "nickname: %d characters, at most %d", n, MaxNick)
	}
	if w := nickWidth(nick); w > MaxNickWidth {
		return "", refusal.New(http.StatusBadRequest, "nickname: %d columns wide (a wide character counts two), at most %d", w, MaxNickWidth)
	}
	return nick, nil
}

// unprintable says what kind of character r is when a nickname may not
// hold it ("a control character"), or "" when it may. Spaces other than
// the plain one (tabs, line breaks, zero-width and other odd spaces) are
// refused with the rest.
func unprintable(r rune) string {
	switch {
	case r == ' ':
		return ""
	case unicode.Is(unicode.Cc, r):
		return "a control character"
	case unicode.Is(unicode.Cf, r):
		return "an invisible format character"
	case unicode.Is(unicode.Zl, r) || unicode.Is(unicode.Zp, r):
		return "a line break"
	case unicode.Is(unicode.Zs, r):
		return "a space other than the plain one"
	case unicode.Is(unicode.Co, r):
		return "a private-use character"
	case unicode.Is(unicode.Cs, r):
		return "a surrogate"
	case !unicode.IsPrint(r):
		return "not a character Unicode assigns"
	}
	return ""
}

// runeName names a character for an error: its code point and, when
// Unicode gives one, its name ("U+202E RIGHT-TO-LEFT OVERRIDE").
func runeName(r rune) string {
	if name := runenames.Name(r); name != "" && !strings.HasPrefix(name, "<") {
		return fmt.Sprintf("U+%04X %s", r, name)
	}
	return fmt.Sprintf("U+%04X", r)
}

// isMark tells a combining mark, which draws on the character before it.
func isMark(r rune) bool {
	return unicode.Is(unicode.M, r)
}

// boundMarks keeps at most MaxMarks combining marks after each base
// character and none before the first.
func boundMarks(s string) string {
	var b strings.Builder
	marks := MaxMarks // no base yet: a leading mark is dropped
	for _, r := range s {
		if !isMark(r) {
			marks = 0
			b.WriteRune(r)
			continue
		}
		if marks < MaxMarks {
			b.WriteRune(r)
		}
		marks++
	}
	return b.String()
}

// nickWidth is how many columns a nickname takes on screen: two for a
// wide or full-width character, none for a combining mark, one for the
// rest.
func nickWidth(s string) int {
	n := 0
	for _, r := range s {
		switch k := width.LookupRune(r).Kind(); {
		case isMark(r):
		case k == width.EastAsianWide || k == width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// enforceNick applies the PRECIS nickname profile to a nickname, naming
// the first character it disallows when it refuses one.
func enforceNick(nick string) (string, error) {
	out, err := precis.Nickname.String(nick)
	if err == nil {
		return out, nil
	}
	for _, r := range nick {
		if _, err := precis.Nickname.String(string(r)); r != ' ' && err != nil {
			return "", refusal.New(http.StatusBadRequest, "nickname: %s is not allowed in a nickname (RFC 8266)", runeName(r))
		}
	}
	return "", refusal.New(http.StatusBadRequest, "nickname: not allowed by the PRECIS nickname profile (RFC 8266): %v", err)
}

// dropSelectors drops the variation selectors of a nickname: they choose
// how a character is drawn (an emoji's colour form), and PRECIS disallows
// them.
func dropSelectors(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Variation_Selector, r) {
			return -1
		}
		return r
	}, s)
}

// errNickTaken refuses a nickname another account has.
func errNickTaken(nick string) error {
	return refusal.New(http.StatusConflict, "nickname %q is, or looks like, another account's (nicknames differ by more than case, width or letters of other scripts that look the same): choose another", nick)
}

// nickFree refuses a nickname another account has, before a passkey is
// made for it; FinishRegister checks again, in the account's creation.
func (s *Service) nickFree(ctx context.Context, nick string) error {
	_, err := s.cfg.Store.AccountByNick(ctx, nick)
	switch {
	case err == nil:
		return errNickTaken(nick)
	case errors.Is(err, store.ErrNotFound):
		return nil
	}
	return err
}
