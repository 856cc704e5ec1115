package tortuga

import (
	"fmt"

	"caribe/engine"
)

// Summary explains the end (engine.Summarizer): the most eggs win; on a
// tie of eggs, the most egg cards (the 7-egg beach counting as one, as the
// rulebook says: "в случае ничьей выигрывает претендент на победу с
// наибольшим числом карт кладок"); still tied, the win is shared. Its
// numbers are each seat's egg cards, busts (the turn owner's turtle sent
// to the raft) and dice risked (a roll again decided).
func (s *State) Summary(events []engine.Event) engine.Summary {
	n := int(s.cfg.players)
	eggs, cards := s.Scores(nil), make([]int, n)
	for p := range n {
		cards[p] = s.cardCount(int8(p))
	}
	winners := s.Winners(nil)
	best, tied := eggs[winners[0]], 0
	bestOther := -1
	for p := range n {
		if eggs[p] == best {
			tied++
			if p != winners[0] {
				bestOther = max(bestOther, cards[p])
			}
		}
	}
	var sum engine.Summary
	switch {
	case tied == 1:
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("{winners} laid the most eggs: %d.", best),
			RU: fmt.Sprintf("Победа — {winners}: больше всех яиц (%d).", best),
		}
	case len(winners) == 1:
		sum.Tiebreak = true
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("Tied at %d eggs: the tie goes to the most egg cards, and {winners} had %d against %d.", best, cards[winners[0]], bestOther),
			RU: fmt.Sprintf("Поровну яиц (%d): при равенстве побеждает тот, у кого больше карт кладок, — {winners}: %d против %d.", best, cards[winners[0]], bestOther),
		}
	default:
		sum.Tiebreak = true
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("Tied at %d eggs and at %d egg cards: the win is shared by {winners}.", best, cards[winners[0]]),
			RU: fmt.Sprintf("Поровну и яиц (%d), и карт кладок (%d): победу делят {winners}.", best, cards[winners[0]]),
		}
	}
	busts := engine.Tally(events, n, func(b Busted) (int, int) { return s.Owner(int(b.Turtles[0])), 1 })
	rolls := engine.Tally(events, n, func(d Decided) (int, int) {
		if d.Type != "roll" {
			return -1, 0
		}
		return int(d.Seat), 1
	})
	sum.Stats = []engine.Stat{
		{Name: "egg_cards", Label: engine.Text{EN: "Egg cards", RU: "Карты кладок"}, Values: cards},
		{Name: "busts", Label: engine.Text{EN: "Busts", RU: "Переборы"}, Values: busts},
		{Name: "rolls", Label: engine.Text{EN: "Dice risked", RU: "Риск: ещё кубик"}, Values: rolls},
	}
	return sum
}
