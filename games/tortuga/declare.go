package tortuga

import (
	"encoding/json"

	"caribe/engine"
)

// OptionDecls declares La Tortuga's options for the lobby, the command line
// and the lab; parseOptions reads them.
var OptionDecls = []engine.OptionDecl{
	{
		Name: "two_turtles", Kind: engine.OptionBool, Default: json.RawMessage(`true`), Players: []int{2, 3},
		Origin: engine.Rulebook,
		Label:  engine.Text{EN: "Two turtles each", RU: "По две черепахи"},
		Help: engine.Text{
			EN: "With 2 or 3 players each player races two turtles and picks which moves first (the rulebook's rule). Off: one turtle each. With 4 or more players it is always one.",
			RU: "Вдвоём и втроём у каждого две черепахи, и в начале хода он выбирает, какая идёт первой (как в правилах). Выключено: по одной. При 4 и более игроках всегда по одной.",
		},
	},
	{
		Name: "eggs_as_dice", Kind: engine.OptionBool, Default: json.RawMessage(`false`), Origin: engine.Variant,
		Label: engine.Text{EN: "Egg cards as dice", RU: "Карты кладок вместо кубиков"},
		Help: engine.Text{
			EN: "The rulebook's variant: instead of rolling the 2nd or 3rd die, the decider may spend one of their egg cards as that die (one card a turn, sum at most 7). Spent cards score nothing.",
			RU: "Вариант из правил: вместо 2-го или 3-го кубика решающий может сбросить свою карту кладки как результат кубика (одна карта за ход, сумма не больше 7). Сброшенные карты очков не приносят.",
		},
	},
	{
		Name: "first", Kind: engine.OptionSeat, Default: json.RawMessage(`0`), Origin: engine.Rulebook,
		Label: engine.Text{EN: "First player", RU: "Первый игрок"},
		Help:  engine.Text{EN: "The seat that plays the first turn.", RU: "Место, с которого начинается игра."},
	},
	{
		Name: "deck", Kind: engine.OptionInts, Len: 6, Min: 0, Max: maxDeck, Default: json.RawMessage(`[3,3,5,5,5,3]`),
		Origin: engine.Design, Advanced: true,
		Label: engine.Text{EN: "Egg cards", RU: "Карты кладок"},
		Help: engine.Text{
			EN: "How many egg cards show 1 to 6 eggs (24 in all; 4 go back to the box unseen, see cards removed): their sum is the deck's size, up to 64. The publisher does not print the counts: the default is our ruling.",
			RU: "Сколько карт кладок с 1–6 яйцами (всего 24; 4 уходят в коробку не глядя, см. «Убранные карты»): их сумма — размер колоды, до 64. Издатель не печатает состав: по умолчанию — наше решение.",
		},
	},
	{
		Name: "track", Kind: engine.OptionInt, Min: 1, Max: MaxTrack, Default: json.RawMessage(`21`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Track length", RU: "Длина дорожки"},
		Help: engine.Text{
			EN: "How many spaces lead round the island, the last one the beach where eggs are laid (21 in the rulebook). A shorter track lays eggs more often; a longer one makes the race count for more.",
			RU: "Сколько делений вокруг острова; последнее — пляж, где откладывают яйца (в правилах 21). На короткой дорожке кладки чаще, на длинной важнее сама гонка.",
		},
	},
	{
		Name: "removed", Kind: engine.OptionInt, Min: 0, Max: maxDeck - 1, Default: json.RawMessage(`4`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Cards removed", RU: "Убранные карты"},
		Help: engine.Text{
			EN: "How many egg cards go back to the box unseen at set-up (4 in the rulebook); at least one card must stay to be laid. Fewer removed make a longer game and less doubt about the cards to come.",
			RU: "Сколько карт кладок при подготовке не глядя уходят в коробку (в правилах 4); хотя бы одна карта должна остаться для кладки. Чем меньше убрано, тем длиннее игра и меньше неизвестность о картах.",
		},
	},
	{
		Name: "bust_limit", Kind: engine.OptionInt, Min: 1, Max: MaxBust, Default: json.RawMessage(`7`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Bust limit", RU: "Предел перебора"},
		Help: engine.Text{
			EN: "The largest total a turtle's dice may reach: over it, after the 2nd or 3rd die, the turtle and those on it go to the raft (7 in the rulebook). The first die never busts; at 18 nothing does.",
			RU: "Наибольшая сумма кубиков черепахи: если после 2-го или 3-го кубика сумма больше, черепаха с сидящими на ней уходит на плот (в правилах 7). Первый кубик перебора не даёт; при 18 перебора не бывает.",
		},
	},
}
