package cartagena

import (
	"fmt"

	"caribe/engine"
)

// Summary explains the end (engine.Summarizer): the player whose sixth
// pirate boards the boat wins; when nobody can act any more, the most
// pirates in the boat win, a tie shared. Its numbers are each seat's cards
// played, moves back and cards drawn.
func (s *State) Summary(events []engine.Event) engine.Summary {
	n := int(s.cfg.players)
	scores, winners := s.Scores(nil), s.Winners(nil)
	var sum engine.Summary
	switch {
	case s.boarded() >= 0:
		sum.Decided = engine.Text{
			EN: "{winners} brought all six pirates into the boat.",
			RU: "Победа — {winners}: все шесть пиратов в шлюпке.",
		}
	case len(winners) == 1:
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("Nobody could act any more: {winners} had the most pirates in the boat (%d).", scores[winners[0]]),
			RU: fmt.Sprintf("Ходить больше некому: победа — {winners}, больше всех пиратов в шлюпке (%d).", scores[winners[0]]),
		}
	default:
		sum.Tiebreak = true
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("Nobody could act any more, and the most pirates in the boat (%d) were tied: the win is shared by {winners}.", scores[winners[0]]),
			RU: fmt.Sprintf("Ходить больше некому, а больше всех пиратов в шлюпке (%d) поровну: победу делят {winners}.", scores[winners[0]]),
		}
	}
	played := engine.Tally(events, n, func(a Advanced) (int, int) { return int(a.Seat), 1 })
	back := engine.Tally(events, n, func(r Retreated) (int, int) { return int(r.Seat), 1 })
	drawn := engine.Tally(events, n, func(d Drew) (int, int) { return int(d.Seat), 1 })
	sum.Stats = []engine.Stat{
		{Name: "cards_played", Label: engine.Text{EN: "Cards played", RU: "Сыграно карт"}, Values: played},
		{Name: "moves_back", Label: engine.Text{EN: "Moves back", RU: "Ходов назад"}, Values: back},
		{Name: "cards_drawn", Label: engine.Text{EN: "Cards drawn", RU: "Взято карт"}, Values: drawn},
	}
	return sum
}
