package tobago

import (
	"fmt"

	"caribe/engine"
)

// Summary explains the end (engine.Summarizer): the most gold wins, and a
// tie is shared (the rulebook breaks none: "побеждает игрок, собравший
// максимальное количество золотых монет"). Its numbers are each seat's
// treasures raised, treasure cards taken, amulets found and clues played
// from hand.
func (s *State) Summary(events []engine.Event) engine.Summary {
	n := int(s.cfg.players)
	scores, winners := s.Scores(nil), s.Winners(nil)
	best := engine.Counted(scores[winners[0]], [2]string{"coin", "coins"}, [3]string{"монета", "монеты", "монет"})
	var sum engine.Summary
	if len(winners) == 1 {
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("{winners} gathered the most gold: %s.", best.EN),
			RU: fmt.Sprintf("Победа — {winners}: больше всех золота (%s).", best.RU),
		}
	} else {
		sum.Tiebreak = true
		sum.Decided = engine.Text{
			EN: fmt.Sprintf("Tied at %s: the rules break no tie, so the win is shared by {winners}.", best.EN),
			RU: fmt.Sprintf("Поровну золота (%s): правила ничью не разбивают, победу делят {winners}.", best.RU),
		}
	}
	raised := engine.Tally(events, n, func(r Raised) (int, int) { return int(r.Seat), 1 })
	taken := engine.Tally(events, n, func(t Took) (int, int) { return int(t.Seat), 1 })
	amulets := engine.Tally(events, n, func(a AmuletPicked) (int, int) { return int(a.Seat), 1 })
	clues := engine.Tally(events, n, func(c CluePlayed) (int, int) {
		if c.Why == "setup" {
			return -1, 0
		}
		return int(c.Seat), 1
	})
	sum.Stats = []engine.Stat{
		{Name: "treasures_raised", Label: engine.Text{EN: "Treasures raised", RU: "Найдено кладов"}, Values: raised},
		{Name: "cards_taken", Label: engine.Text{EN: "Treasure cards", RU: "Карт сокровищ"}, Values: taken},
		{Name: "amulets", Label: engine.Text{EN: "Amulets found", RU: "Найдено амулетов"}, Values: amulets},
		{Name: "clues", Label: engine.Text{EN: "Clues played", RU: "Сыграно ключей"}, Values: clues},
	}
	return sum
}
