package term

import (
	tea "charm.land/bubbletea/v2"

	"caribe/review"
)

// The review of the game, offered once it is over (r on the end screen):
// computed on this machine for a local game, asked of the server at its
// table, shown on a screen of its own (review_view.go) until Esc.

// reviewable is a source that can review its finished game.
type reviewable interface {
	// review starts the game's review: its command answers with
	// reviewMsg, the first of several while it is computed.
	review() tea.Cmd
}

// reviewMsg is how far the review has come, or its end: the report, or
// why there is none.
type reviewMsg struct {
	// done and total are the moves judged so far, of the record's.
	done, total int
	report      *review.Report
	err         error
	// next waits for the review's next message; nil once it has ended.
	next tea.Cmd
}

// reviewState is the review on the client: asked or not, how far it has
// come, the report once it is there, and the review screen's place.
type reviewState struct {
	// open is set while the review screen is shown.
	open bool
	// asked is set once the review is asked for, until it fails.
	asked       bool
	done, total int
	report      *review.Report
	err         error
	// scroll is the first mistake shown in the list.
	scroll int
}

// canReview reports whether the review is offered now: the game is over
// and played in `caribe play` (a lesson's game is not reviewed).
func (m *Model) canReview() bool {
	_, ok := m.src.(reviewable)
	return ok && m.over() && m.lesson == nil
}

// openReview shows the review screen, asking for the review the first
// time, and again after it failed.
func (m *Model) openReview() tea.Cmd {
	m.rev.open = true
	if m.rev.asked {
		return nil
	}
	m.rev = reviewState{open: true, asked: true}
	return m.src.(reviewable).review()
}

// reviewed takes in how far the review has come, or its end.
func (m *Model) reviewed(msg reviewMsg) tea.Cmd {
	switch {
	case msg.err != nil:
		m.rev.err, m.rev.asked = msg.err, false
	case msg.report != nil:
		m.rev.report = msg.report
	default:
		m.rev.done, m.rev.total = msg.done, msg.total
	}
	return msg.next
}

// reviewKey acts on a key on the review screen: the arrows (j, k), PgUp
// PgDn (Space) and Home End scroll the mistakes; Esc, b or r go back to
// the end screen; r after a failure asks again; q quits.
func (m *Model) reviewKey(k string) tea.Cmd {
	page := max(1, m.mistakeRows()-1)
	switch k {
	case "q":
		m.src.stop()
		return tea.Quit
	case "r":
		if m.rev.err != nil {
			return m.openReview()
		}
		m.rev.open = false
	case "esc", "b":
		m.rev.open = false
	case "up", "k":
		m.rev.scroll--
	case "down", "j":
		m.rev.scroll++
	case "pgup":
		m.rev.scroll -= page
	case "pgdown", "space":
		m.rev.scroll += page
	case "home":
		m.rev.scroll = 0
	case "end":
		m.rev.scroll = len(m.mistakes())
	}
	m.rev.scroll = max(0, min(m.rev.scroll, len(m.mistakes())-m.mistakeRows()))
	return nil
}

// mistakes are the report's decisions judged an inaccuracy, a mistake
// or a blunder, in the game's order.
func (m *Model) mistakes() []review.Decision {
	if m.rev.report == nil {
		return nil
	}
	var out []review.Decision
	for _, d := range m.rev.report.Decisions {
		switch d.Judgement {
		case review.Inaccuracy, review.Mistake, review.Blunder:
			out = append(out, d)
		}
	}
	return out
}
