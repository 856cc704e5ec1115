package e2e

import (
	"strings"
	"testing"
)

// TestPluralsAgree: the log's words agree with their numbers in both
// languages, the verb as well as the noun ("1 discarded card is
// shuffled", "перетасована 1 карта", "перетасовано 5 карт"), and so does
// La Tortuga's deck ("1 card left").
func TestPluralsAgree(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	want := map[string][]string{
		"en": {
			"The treasure deck is empty: 1 discarded card is shuffled to finish the sharing.",
			"The treasure deck is empty: 2 discarded cards are shuffled to finish the sharing.",
			"The treasure deck is empty: 5 discarded cards are shuffled to finish the sharing.",
			"The treasure deck is empty: 21 discarded cards are shuffled to finish the sharing.",
			"1 card left", "2 cards left",
		},
		"ru": {
			"Колода сокровищ пуста: из сброса перетасована 1 карта, чтобы закончить дележку.",
			"Колода сокровищ пуста: из сброса перетасованы 2 карты, чтобы закончить дележку.",
			"Колода сокровищ пуста: из сброса перетасовано 5 карт, чтобы закончить дележку.",
			"Колода сокровищ пуста: из сброса перетасована 21 карта, чтобы закончить дележку.",
			"осталось карт: 1", "осталось карт: 2",
		},
	}
	for _, lang := range []string{"en", "ru"} {
		p := s.browser(t, lang, 390, 844)
		p.open("/#/")
		got := eval[[]string](p, `Promise.all([import("/i18n.js"), import("/boards/index.js")]).then(async ([i18n, boards]) => {
			const [tobago] = await Promise.all([boards.board("tobago"), boards.board("tortuga")]);
			const ctx = { seat: -1, players: 3, t: i18n.t, nick: (s) => "Anna", play: async () => {}, explain: () => {}, animate: false };
			return [...[1, 2, 5, 21].map((n) => tobago.describe({ type: "treasure_reshuffled", cards: n }, ctx, null)),
				...[1, 2].map((n) => i18n.t("tortuga.deckLeft", { n }))];
		})`)
		if strings.Join(got, "\n") != strings.Join(want[lang], "\n") {
			t.Errorf("%s:\n%s\nwant\n%s", lang, strings.Join(got, "\n"), strings.Join(want[lang], "\n"))
		}
	}
}
