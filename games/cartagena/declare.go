package cartagena

import (
	"encoding/json"

	"caribe/engine"
)

// OptionDecls declares Cartagena's options for the lobby, the command line
// and the lab; parseOptions reads them.
var OptionDecls = []engine.OptionDecl{
	{
		Name: "variant", Kind: engine.OptionChoice, Default: json.RawMessage(`"jamaica"`), Origin: engine.Variant,
		Label: engine.Text{EN: "Variant", RU: "Вариант"},
		Choices: []engine.Choice{
			{Value: "jamaica", Text: engine.Text{EN: "Jamaica (hidden hands)", RU: "«Ямайка» (карты скрыты)"}},
			{Value: "tortuga", Text: engine.Text{EN: "Tortuga (open hands, open row)", RU: "«Тортуга» (карты и ряд открыты)"}},
			{Value: "hispaniola", Text: engine.Text{EN: "Hispaniola (hidden hands, open row)", RU: "«Эспаньола» (карты скрыты, открытый ряд)"}},
		},
		Help: engine.Text{
			EN: "Jamaica: hidden hands, cards drawn from the deck. Tortuga: open hands, cards taken from an open row of 12. Hispaniola: hidden hands, cards from the open row.",
			RU: "«Ямайка»: карты на руке скрыты, добор из колоды. «Тортуга»: карты открыты, добор из открытого ряда в 12 карт. «Эспаньола»: карты скрыты, добор из открытого ряда.",
		},
	},
	{
		Name: "tunnel", Kind: engine.OptionText, Default: json.RawMessage(`null`), Origin: engine.Rulebook, Advanced: true,
		DefaultText: &engine.Text{EN: "shuffled", RU: "перемешан"},
		Label:       engine.Text{EN: "Tunnel", RU: "Подземный ход"},
		Help: engine.Text{
			EN: "The board: 36 letters F S P K B T (flag, sabre, pistol, key, bottle, tricorn), six segments each holding every symbol once, e.g. FSPKBT|SPKBTF|… (six letters for each segment when the segments option sets fewer); by default each segment is shuffled.",
			RU: "Поле: 36 букв F S P K B T (флаг, сабля, пистолет, ключ, бутылка, треуголка), шесть участков, в каждом каждый символ по разу, например FSPKBT|SPKBTF|… (по шесть букв на участок, если параметр «Участки» задаёт меньше); по умолчанию участки перемешаны.",
		},
	},
	{
		Name: "first", Kind: engine.OptionSeat, Default: json.RawMessage(`null`), Origin: engine.Rulebook,
		DefaultText: &engine.Text{EN: "at random", RU: "по жребию"},
		Label:       engine.Text{EN: "First player", RU: "Первый игрок"},
		Help:        engine.Text{EN: "Who takes the first turn; by default drawn at random.", RU: "Кто ходит первым; по умолчанию по жребию."},
	},
	{
		Name: "cards_per_symbol", Kind: engine.OptionInt, Min: 1, Max: MaxCardsPerSymbol, Default: json.RawMessage(`17`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Cards per symbol", RU: "Карт каждого символа"},
		Help: engine.Text{
			EN: "How many cards of each of the six symbols the deck holds: 17 in the box (102 cards). The deck must deal every hand.",
			RU: "Сколько карт каждого из шести символов в колоде: в коробке 17 (102 карты). Колоды должно хватить на раздачу всем.",
		},
	},
	{
		Name: "segments", Kind: engine.OptionInt, Min: MinSegments, Max: Segments, Default: json.RawMessage(`6`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Segments", RU: "Участки"},
		Help: engine.Text{
			EN: "How many segments of six spaces make the tunnel: 6 in the box (36 spaces); fewer make a shorter tunnel, the boat still numbered 37.",
			RU: "Из скольких участков по шесть клеток состоит подземный ход: в коробке 6 (36 клеток); меньше — ход короче, шлюпка по-прежнему под номером 37.",
		},
	},
	{
		Name: "hand_size", Kind: engine.OptionInt, Min: 1, Max: MaxDealt, Default: json.RawMessage(`6`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Starting hand", RU: "Карт на руке в начале"},
		Help: engine.Text{
			EN: "How many cards each player is dealt at the start: 6 in the rulebook. The deck must hold them all.",
			RU: "Сколько карт сдаётся каждому игроку в начале: по правилам 6. Колода должна вместить всю раздачу.",
		},
	},
	{
		Name: "actions_per_turn", Kind: engine.OptionInt, Min: 1, Max: MaxActionsPerTurn, Default: json.RawMessage(`3`),
		Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Actions per turn", RU: "Действий за ход"},
		Help: engine.Text{
			EN: "The most actions a turn holds: 3 in the rulebook. A turn needs at least one and passes by itself after the last.",
			RU: "Сколько действий самое большее в одном ходе: по правилам 3. Нужно хотя бы одно; после последнего ход переходит сам.",
		},
	},
}
