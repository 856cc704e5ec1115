package table

import "caribe/server/wire"

// numberBots tells apart the bots that would show under one name: when
// two or more of a table's bots play one level (or, off the levels, one
// bot spec), each gets its number among them, 1, 2, … in seat order
// ("Bot 1 (easy)", "Bot 2 (easy)"). A bot playing for an away person is
// shown by that person's nick and gets none.
func numberBots(seats []wire.SeatInfo) {
	label := func(s wire.SeatInfo) string {
		if s.Level != "" {
			return "level " + s.Level
		}
		return "spec " + s.Bot
	}
	count := map[string]int{}
	for _, s := range seats {
		if s.Kind == wire.SeatBot && !s.Away {
			count[label(s)]++
		}
	}
	next := map[string]int{}
	for i, s := range seats {
		if s.Kind != wire.SeatBot || s.Away || count[label(s)] < 2 {
			continue
		}
		next[label(s)]++
		seats[i].Number = next[label(s)]
	}
}
