package e2e

import (
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"

	"caribe/server/accounts"
)

// TestNicknameRefusalsInRussian: every refusal of a nickname the server
// gives (empty, too long, too wide, unprintable, not UTF-8, disallowed by
// the nickname profile) reads wholly in Russian in the Russian UI: no
// English word is left over, only the names of standards and characters.
func TestNicknameRefusalsInRussian(t *testing.T) {
	t.Parallel()
	var messages []string
	for _, nick := range []string{"", " ", strings.Repeat("a", 25), strings.Repeat("漢", 17), "a\x07b", "a\u200bb", "\xff", "a\u2163b", "a\U000E0041b"} {
		_, err := accounts.CheckNick(nick)
		if err == nil {
			continue
		}
		messages = append(messages, err.Error())
	}
	if len(messages) < 6 {
		t.Fatalf("only %d of the nicknames refused: %q", len(messages), messages)
	}
	s := newSite(t)
	p := s.browser(t, "ru", 390, 844)
	p.open("/#/")
	list, _ := json.Marshal(messages)
	got := eval[[]string](p, `import("/common.js").then((m) => `+string(list)+`.map(m.translateError))`)
	allowed := regexp.MustCompile(`U\+[0-9A-F]+|RFC \d+|PRECIS|UTF-8`)
	var errs []error
	for i, ru := range got {
		if rest := allowed.ReplaceAllString(ru, ""); regexp.MustCompile(`[A-Za-z]{2,}`).MatchString(rest) || ru == messages[i] {
			errs = append(errs, errors.New(messages[i]+" → "+ru))
		}
	}
	if len(errs) > 0 {
		t.Errorf("refusals of a nickname left in English: %v", errors.Join(errs...))
	}
}
