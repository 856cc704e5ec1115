package term

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// scores are the seats' scores: the view's own, or the result's.
func (m *Model) scores() []int {
	if m.shown == nil {
		return nil
	}
	var v struct {
		Scores []int `json:"scores"`
	}
	if json.Unmarshal(m.shown.View, &v) == nil && v.Scores != nil {
		return v.Scores
	}
	if m.shown.Result != nil {
		return m.shown.Result.Scores
	}
	return nil
}

// winners are the seats that won, once the game is over.
func (m *Model) winners() []int {
	if m.over() && m.shown.Result != nil {
		return m.shown.Result.Winners
	}
	return nil
}

// seatTags are the words after a seat's name: you, to play, winner, away.
func (m *Model) seatTags(i int) string {
	lang := m.cfg.Lang
	var tags []string
	if i == m.seat {
		tags = append(tags, tr(lang, "you"))
	}
	if m.shown != nil && !m.over() {
		if s, ok := m.shown.Actor.Seat(); ok && s == i {
			tags = append(tags, tr(lang, "tag.turn"))
		}
	}
	if slices.Contains(m.winners(), i) {
		tags = append(tags, tr(lang, "tag.winner"))
	}
	if i < len(m.seats) && m.seats[i].Away && !m.over() {
		tags = append(tags, tr(lang, "tag.away"))
	}
	if len(tags) == 0 {
		return ""
	}
	return " (" + strings.Join(tags, ", ") + ")"
}

// seatsPanel lists the seats, one a line, with their scores.
func (m *Model) seatsPanel(w int) string {
	p := paint{m.cfg.ASCII}
	lines := []string{p.bold(tr(m.cfg.Lang, "players"))}
	scores := m.scores()
	for i := range m.seats {
		score := ""
		if i < len(scores) {
			score = fmt.Sprint(scores[i])
		}
		left := m.marker(i) + " " + m.name(i) + p.dim(m.seatTags(i))
		pad := w - width(left) - width(score)
		if pad < 1 {
			left = fitLine(left, w-width(score)-1)
			pad = 1
		}
		lines = append(lines, left+strings.Repeat(" ", pad)+p.bold(score))
	}
	return strings.Join(lines, "\n")
}

// seatsLine lists the seats and scores in one line, for a narrow screen.
func (m *Model) seatsLine(w int) string {
	p := paint{m.cfg.ASCII}
	scores := m.scores()
	var parts []string
	for i := range m.seats {
		s := m.marker(i) + " " + m.name(i)
		if i == m.seat {
			s += p.dim("*")
		}
		if i < len(scores) {
			s += " " + p.bold(fmt.Sprint(scores[i]))
		}
		parts = append(parts, s)
	}
	return p.dim(tr(m.cfg.Lang, "scores")+": ") + strings.Join(parts, p.dim("  "))
}

// marker is a seat's mark: a dot in its colour, or an arrow on the seat
// that decides now.
func (m *Model) marker(i int) string {
	p := paint{m.cfg.ASCII}
	if m.shown != nil && !m.over() {
		if s, ok := m.shown.Actor.Seat(); ok && s == i {
			return p.seat(i, p.pick("▶", ">"))
		}
	}
	if slices.Contains(m.winners(), i) {
		return p.seat(i, p.pick("★", "*"))
	}
	return p.seat(i, p.pick("●", "-"))
}
