package term

import (
	"fmt"
	"slices"
	"strings"
)

// endPage is the result: who won, and every seat's score from the best.
func (m *Model) endPage(w, h int) string {
	p := paint{m.cfg.ASCII}
	lang := m.cfg.Lang
	winners := m.winners()
	names := make([]string, len(winners))
	for i, s := range winners {
		names[i] = m.name(s)
	}
	var head string
	switch len(winners) {
	case 0:
		head = tr(lang, "noWinner")
	case 1:
		head = tr(lang, "winner", strings.Join(names, ", "))
	default:
		head = tr(lang, "winners", strings.Join(names, ", "))
	}
	lines := []string{"", p.bold(tr(lang, "over")), "", head, ""}
	scores := m.scores()
	order := make([]int, len(m.seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scoreOf(scores, b) - scoreOf(scores, a) })
	for rank, i := range order {
		lines = append(lines, fmt.Sprintf("%2d. %s %s%s  %s", rank+1, m.marker(i), m.name(i), p.dim(m.seatTags(i)), p.bold(fmt.Sprint(scoreOf(scores, i)))))
	}
	if m.canReview() {
		lines = append(lines, "")
		lines = append(lines, wrap(tr(lang, "reviewOffer"), w)...)
	}
	return block(strings.Join(lines, "\n"), w, h)
}

// scoreOf is seat's score, 0 when unknown.
func scoreOf(scores []int, seat int) int {
	if seat < len(scores) {
		return scores[seat]
	}
	return 0
}
