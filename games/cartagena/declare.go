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
			EN: "The board: 36 letters F S P K B T (flag, sabre, pistol, key, bottle, tricorn), six segments each holding every symbol once, e.g. FSPKBT|SPKBTF|…; by default each segment is shuffled.",
			RU: "Поле: 36 букв F S P K B T (флаг, сабля, пистолет, ключ, бутылка, треуголка), шесть участков, в каждом каждый символ по разу, например FSPKBT|SPKBTF|…; по умолчанию участки перемешаны.",
		},
	},
	{
		Name: "first", Kind: engine.OptionSeat, Default: json.RawMessage(`null`), Origin: engine.Rulebook,
		DefaultText: &engine.Text{EN: "at random", RU: "по жребию"},
		Label:       engine.Text{EN: "First player", RU: "Первый игрок"},
		Help:        engine.Text{EN: "Who takes the first turn; by default drawn at random.", RU: "Кто ходит первым; по умолчанию по жребию."},
	},
}
