package tobago

import (
	"encoding/json"
	"math"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// islandNamesRU are the named islands' Russian names, by id.
var islandNamesRU = map[string]string{
	"coral-cove": "Коралловая бухта", "pelican-key": "Пеликаний риф",
	"turtle-rock": "Черепаховая скала", "little-tobago": "Малый Тобаго",
	"great-tobago": "Большой Тобаго", "mangrove-reach": "Мангровый плёс",
	"emerald-isle": "Изумрудный остров", "buccaneer-bay": "Бухта буканьеров",
}

// islandChoices offers every named island, its size in its name.
func islandChoices() []engine.Choice {
	var out []engine.Choice
	for _, n := range island.NamedIslands() {
		en, ru := " (small)", " (малый)"
		if n.Size == island.Large {
			en, ru = " (large)", " (большой)"
		}
		out = append(out, engine.Choice{Value: n.ID, Text: engine.Text{EN: n.Name + en, RU: islandNamesRU[n.ID] + ru}, Aliases: []string{n.Name}})
	}
	return out
}

// raw encodes a declaration's value.
func raw(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// OptionDecls declares Tobago's options for the lobby, the command line and
// the lab; parseOptions reads them.
var OptionDecls = []engine.OptionDecl{
	{
		Name: "island", Kind: engine.OptionChoice, Choices: islandChoices(), Default: raw(nil), Origin: engine.Rulebook,
		DefaultText: &engine.Text{EN: "New small island", RU: "Новый маленький остров"},
		Label:       engine.Text{EN: "Island", RU: "Остров"},
		Help:        engine.Text{EN: "A named island, or a new small island drawn for the game.", RU: "Остров с именем или новый маленький остров, созданный для партии."},
	},
	{
		Name: "island_seed", Kind: engine.OptionInt, Min: 0, Max: math.MaxInt64, Default: raw(nil), Origin: engine.Rulebook, Advanced: true,
		DefaultText: &engine.Text{EN: "drawn for the game", RU: "выбирается для партии"},
		Label:       engine.Text{EN: "Island seed", RU: "Зерно острова"},
		Help:        engine.Text{EN: "Generate the island from this seed (instead of a named island).", RU: "Создать остров из этого зерна (вместо острова с именем)."},
	},
	{
		Name: "size", Kind: engine.OptionChoice, Default: raw("small"), Origin: engine.Rulebook, Advanced: true,
		Choices: []engine.Choice{
			{Value: "small", Text: engine.Text{EN: "small (60–75 hexes)", RU: "малый (60–75 гексов)"}},
			{Value: "large", Text: engine.Text{EN: "large (90–110 hexes)", RU: "большой (90–110 гексов)"}},
		},
		Label: engine.Text{EN: "Island size", RU: "Размер острова"},
		Help:  engine.Text{EN: "With an island seed: the size of the island generated.", RU: "С зерном острова: размер создаваемого острова."},
	},
	{
		Name: "island_map", Kind: engine.OptionText, Default: raw(nil), Origin: engine.Rulebook, Advanced: true,
		DefaultText: &engine.Text{EN: "none", RU: "нет"},
		Label:       engine.Text{EN: "Island map", RU: "Карта острова"},
		Help:        engine.Text{EN: "An island as a text map (docs/tobago-island.md), checked against every rule of an island.", RU: "Остров в виде текстовой карты (docs/tobago-island.md), проверяется по всем правилам острова."},
	},
	{
		Name: "gold", Kind: engine.OptionInts, Len: 5, Min: 0, Max: MaxGold, Default: raw(DefaultGold), Origin: engine.Design,
		Presets: []engine.Preset{
			{Value: raw(DefaultGold), Text: engine.Text{EN: "full (39 cards)", RU: "полная (39 карт)"}},
			{Value: raw([]int{5, 5, 4, 3, 3}), Text: engine.Text{EN: "short (20 cards)", RU: "короткая (20 карт)"}},
			{Value: raw([]int{3, 3, 2, 2, 2}), Text: engine.Text{EN: "quick (12 cards)", RU: "быстрая (12 карт)"}},
		},
		Label: engine.Text{EN: "Treasure deck", RU: "Колода сокровищ"},
		Help: engine.Text{
			EN: "How many gold cards are worth 2, 3, 4, 5 and 6 coins: the full 39, or fewer for a shorter game (the game ends when the treasure deck runs out).",
			RU: "Сколько карт золота стоят 2, 3, 4, 5 и 6 монет: все 39 или меньше для короткой партии (игра кончается, когда колода сокровищ иссякнет).",
		},
	},
	{
		Name: "curses", Kind: engine.OptionInt, Min: 0, Max: 2, Default: raw(2), Origin: engine.Variant,
		Presets: []engine.Preset{
			{Value: raw(2), Text: engine.Text{EN: "2 curses", RU: "2 проклятия"}},
			{Value: raw(1), Text: engine.Text{EN: "1 curse", RU: "1 проклятие"}},
			{Value: raw(0), Text: engine.Text{EN: "no curse", RU: "без проклятий"}},
		},
		Label: engine.Text{EN: "Curses", RU: "Проклятия"},
		Help:  engine.Text{EN: "Curse cards in the treasure deck (variants c and d: 1 or 0).", RU: "Карт проклятия в колоде сокровищ (варианты в и г: 1 или 0)."},
	},
	{
		Name: "curse_rule", Kind: engine.OptionChoice, Default: raw("stop"), Origin: engine.Variant,
		Choices: []engine.Choice{
			{Value: "stop", Text: engine.Text{EN: "the sharing stops", RU: "дележка прекращается"}},
			{Value: "continue", Text: engine.Text{EN: "the sharing continues", RU: "дележка продолжается"}},
			{Value: "amulets", Text: engine.Text{EN: "amulet holders stay in", RU: "остаются отдавшие амулет"}},
		},
		Label: engine.Text{EN: "When a curse strikes", RU: "Когда срабатывает проклятие"},
		Help: engine.Text{
			EN: "Stop: the sharing ends. Continue (variant a): it goes on after the losses. Amulets (variant b): only those who gave up an amulet stay in it.",
			RU: "Стоп: дележка кончается. Продолжить (вариант а): она идёт дальше после потерь. Амулеты (вариант б): остаются только отдавшие амулет.",
		},
	},
	{
		Name: "curse_depth", Kind: engine.OptionInt, Min: 0, Max: MaxGold, Default: raw(DefaultCurseDepth), Origin: engine.Variant,
		Presets: []engine.Preset{
			{Value: raw(27), Text: engine.Text{EN: "27 cards", RU: "27 карт"}},
			{Value: raw(21), Text: engine.Text{EN: "21 cards", RU: "21 карта"}},
		},
		Label: engine.Text{EN: "Curses among the bottom", RU: "Проклятия среди нижних"},
		Help: engine.Text{
			EN: "The curses are shuffled among this many cards at the bottom of the treasure deck (27, or 21 for a more predictable curse).",
			RU: "Проклятия замешаны среди стольких нижних карт колоды сокровищ (27, или 21 — предсказуемее).",
		},
	},
	{
		Name: "curse_returns", Kind: engine.OptionBool, Default: raw(false), Origin: engine.Variant,
		Label: engine.Text{EN: "The curse returns", RU: "Проклятие возвращается"},
		Help:  engine.Text{EN: "The stronger curse: after it strikes it goes back into the treasure deck.", RU: "Сильное проклятие: сработав, оно возвращается в колоду сокровищ."},
	},
	// The design parameters below the rulebook's variants. The boards draw
	// any hand (the hands are listed from the view, the other seats' as
	// counted card backs) and any number of curses (each one is revealed
	// and counted from the view), so hand and extra_curses are not Lab
	// options; the boards' rules texts state the 17 markers, so markers is.
	{
		Name: "hand", Kind: engine.OptionInt, Min: 1, Max: MaxHand, Default: raw(nil), Origin: engine.Design, Advanced: true,
		DefaultText: &engine.Text{EN: "4 (6 with two players)", RU: "4 (6 при игре вдвоём)"},
		Label:       engine.Text{EN: "Clue cards in hand", RU: "Карт-ключей в руке"},
		Help: engine.Text{
			EN: "How many clue cards each player holds and draws back up to (the rulebook: 4, or 6 with two players).",
			RU: "Сколько карт-ключей у каждого игрока на руках и до скольких он добирает (по правилам: 4, или 6 при игре вдвоём).",
		},
	},
	{
		Name: "markers", Kind: engine.OptionInt, Min: 1, Max: MaxMarkers, Default: raw(RulebookMarkers), Origin: engine.Design, Advanced: true, Lab: true,
		Label: engine.Text{EN: "Markers per map", RU: "Маркеров на карту"},
		Help: engine.Text{
			EN: "How many markers each treasure map has: they go onto the island once the map's possible hexes number this many or fewer, and only then may an amulet remove one (the rulebook: 17; one left always locates the treasure).",
			RU: "Сколько маркеров у каждой карты сокровищ: они выкладываются на остров, когда возможных участков столько или меньше, и только тогда амулет может убрать маркер (по правилам: 17; последний маркер всегда указывает клад).",
		},
	},
	{
		Name: "extra_curses", Kind: engine.OptionInt, Min: 0, Max: MaxExtraCurses, Default: raw(0), Origin: engine.Design, Advanced: true,
		Label: engine.Text{EN: "Extra curses", RU: "Дополнительные проклятия"},
		Help: engine.Text{
			EN: "Curse cards added to the box's (see Curses): they are shuffled in among the bottom cards of the treasure deck with the others.",
			RU: "Карты проклятия сверх коробочных (см. «Проклятия»): они замешиваются среди нижних карт колоды сокровищ вместе с остальными.",
		},
	},
}
