package term

import (
	"strconv"
	"strings"
)

// tobagoWords are Tobago's words in English and Russian, as the browser's
// board words them (web/boards/tobago/texts-en.js, texts-ru.js).
var tobagoWords = map[string][2]string{
	"map.white": {"White", "Белая"}, "map.grey": {"Grey", "Серая"}, "map.brown": {"Brown", "Коричневая"}, "map.black": {"Black", "Чёрная"},
	"theMap.white": {"the white map", "белую карту"}, "theMap.grey": {"the grey map", "серую карту"},
	"theMap.brown": {"the brown map", "коричневую карту"}, "theMap.black": {"the black map", "чёрную карту"},
	"onMap.white": {"on the white map", "на белую карту"}, "onMap.grey": {"on the grey map", "на серую карту"},
	"onMap.brown": {"on the brown map", "на коричневую карту"}, "onMap.black": {"on the black map", "на чёрную карту"},
	"fromMap.white": {"from the white map", "с белой карты"}, "fromMap.grey": {"from the grey map", "с серой карты"},
	"fromMap.brown": {"from the brown map", "с коричневой карты"}, "fromMap.black": {"from the black map", "с чёрной карты"},
	"ofMap.white": {"of the white map", "белой карты"}, "ofMap.grey": {"of the grey map", "серой карты"},
	"ofMap.brown": {"of the brown map", "коричневой карты"}, "ofMap.black": {"of the black map", "чёрной карты"},
	"colour.white": {"white", "белый"}, "colour.grey": {"grey", "серый"}, "colour.brown": {"brown", "коричневый"}, "colour.black": {"black", "чёрный"},
	"treasure.white": {"the white treasure", "белый клад"}, "treasure.grey": {"the grey treasure", "серый клад"},
	"treasure.brown": {"the brown treasure", "коричневый клад"}, "treasure.black": {"the black treasure", "чёрный клад"},
	"terrain.scrubland": {"scrubland", "пустошь"}, "terrain.jungle": {"jungle", "джунгли"}, "terrain.river": {"river", "река"},
	"terrain.mountains": {"mountains", "горы"}, "terrain.lake": {"lake", "озеро"}, "terrain.beach": {"beach", "пляж"}, "terrain.ocean": {"ocean", "океан"},
	"mark.hut": {"hut", "хижина"}, "mark.palm": {"palm", "пальма"}, "mark.statue": {"statue", "статуя"},
	"markBy.hut": {"hut", "хижины"}, "markBy.palm": {"palm", "пальмы"}, "markBy.statue": {"statue", "статуи"},
	"dir.0": {"east", "на восток"}, "dir.1": {"south-east", "на юго-восток"}, "dir.2": {"south-west", "на юго-запад"},
	"dir.3": {"west", "на запад"}, "dir.4": {"north-west", "на северо-запад"}, "dir.5": {"north-east", "на северо-восток"},
	"region.nw": {"north-west", "северо-запад"}, "region.n": {"north", "север"}, "region.ne": {"north-east", "северо-восток"},
	"region.w": {"west", "запад"}, "region.c": {"centre", "центр"}, "region.e": {"east", "восток"},
	"region.sw": {"south-west", "юго-запад"}, "region.s": {"south", "юг"}, "region.se": {"south-east", "юго-восток"},
	"place.on":  {"the {mark} ({terrain}, {region})", "{mark} ({terrain}, {region})"},
	"place.by":  {"the {terrain} by the {mark} ({region})", "{terrain} у {mark} ({region})"},
	"place.in":  {"the {terrain} ({region})", "{terrain} ({region})"},
	"place.sea": {"the sea ({region})", "море ({region})"},

	"seat":      {"Player {n}", "Игрок {n}"},
	"seatShort": {"P{n}", "И{n}"},
	"you":       {"you", "вы"},
	"cards":     {"card|cards", "карту|карты|карт"},
	"clueCards": {"clue card|clue cards", "карту-ключ|карты-ключа|карт-ключей"},
	"cardsNom":  {"card|cards", "карта|карты|карт"},
	"hexes":     {"hex|hexes", "участок|участка|участков"},
	"coins":     {"coin|coins", "монета|монеты|монет"},
	"steps":     {"step|steps", "шага|шагов|шагов"},
	"curse":     {"Curse", "Проклятие"},
	"faceDown":  {"a face-down card", "карта рубашкой вверх"},

	"phase.place":      {"{name} places a vehicle", "{name} ставит вездеход"},
	"phase.setup_clue": {"{name} starts an empty map", "{name} начинает пустую карту"},
	"phase.turn":       {"{name}'s turn", "Ход: {name}"},
	"phase.restart":    {"{name} starts {map} anew", "{name} заново начинает {map}"},
	"phase.over":       {"The game is over", "Игра окончена"},
	"phase.offer":      {"Sharing {treasure}, found by {name}", "Дележка: {treasure}, нашёл(ла) {name}"},
	"moving":           {"moving, step {k} of 3", "перемещение, шаг {k} из 3"},
	"amuletMoving":     {"amulet move, step {k} of 3", "перемещение амулетом, шаг {k} из 3"},
	"taken":            {"action taken", "действие сделано"},
	"winners":          {"Winner: {names}", "Победитель: {names}"},
	"winnersTie":       {"Shared win: {names}", "Победа поровну: {names}"},

	"head.seats":  {"Players", "Игроки"},
	"head.maps":   {"Treasure maps", "Карты сокровищ"},
	"head.hand":   {"Your clue cards", "Ваши карты-ключи"},
	"head.deck":   {"Clue cards of the deck: any may start an empty map", "Карты-ключи колоды: любая может начать пустую карту"},
	"seat.roses":  {"rose|roses", "роза|розы|роз"},
	"seat.amul":   {"amulet|amulets", "амулет|амулета|амулетов"},
	"seat.hand":   {"clue|clues", "ключ|ключа|ключей"},
	"seat.coins":  {"coin|coins", "монета|монеты|монет"},
	"seatS.roses": {"r{n}", "р{n}"},
	"seatS.amul":  {"a{n}", "а{n}"},
	"seatS.hand":  {"c{n}", "к{n}"},
	"seatS.coins": {"${n}", "${n}"},
	"noHand":      {"no cards", "нет карт"},

	"map.left":       {"{n} {hexes} left", "осталось {n}"},
	"map.after":      {"{n} → {m}", "{n} → {m}"},
	"map.located":    {"treasure at {where}", "клад: {where}"},
	"map.empty":      {"no clue yet", "ключей нет"},
	"map.deadEnd":    {"dead end", "тупик"},
	"map.sharing":    {"being shared", "идёт дележка"},
	"map.markers":    {"markers on the island", "маркеры на острове"},
	"sharing.ask":    {"On offer: {card}, to {name}", "Предлагается: {card}, игроку {name}"},
	"sharing.rose":   {"Roses, asked from the bottom up", "Розы, спрашивают снизу вверх"},
	"sharing.shown":  {"Revealed:", "Открыты:"},
	"sharing.pile":   {"face down: {n}", "втёмную: {n}"},
	"sharing.drawn":  {"you drew: {cards}", "вы вытянули: {cards}"},
	"sharing.final":  {"last sharing: the treasure deck is empty", "последняя дележка: колода сокровищ пуста"},
	"sharing.disc":   {"discarded", "в сброс"},
	"sharing.struck": {"struck", "сработало"},

	"decks":             {"Clue deck {c} · treasure deck {t}, discard {d} · amulets in supply {a}", "Колода ключей {c} · сокровищ {t}, сброс {d} · амулетов в запасе {a}"},
	"decksShort":        {"Decks: clues {c}, treasure {t}+{d}, amulets {a}", "Колоды: ключи {c}, клады {t}+{d}, амулеты {a}"},
	"curses":            {"curses out: {n}", "проклятий вышло: {n}"},
	"legend.land":       {"S scrub J jungle R river M mountains L lake B beach", "S пустошь J джунгли R река M горы L озеро B пляж"},
	"legend.offer":      {"underlined: a hex you may choose", "подчёркнут: гекс, который можно выбрать"},
	"legend.offerASCII": {". a hex you may choose", ". гекс, который можно выбрать"},
	"legend.mark":       {"h hut p palm {statue} statue's gaze 1-4 vehicles * amulet w g b k markers (+ several)", "h хижина p пальма {statue} взгляд статуи 1-4 вездеходы * амулет w g b k маркеры (+ несколько)"},

	"step.clue":           {"Play a clue", "Сыграть ключ"},
	"step.drive":          {"Drive: step {k} of 3", "Ехать: шаг {k} из 3"},
	"step.driveAmul":      {"Drive (amulet): step {k} of 3", "Ехать (амулет): шаг {k} из 3"},
	"step.stop":           {"Stop moving", "Остановиться"},
	"step.end":            {"End turn", "Закончить ход"},
	"step.exchange":       {"Exchange hand (ends turn)", "Обменять карты (конец хода)"},
	"step.raise":          {"Raise {treasure}", "Поднять {treasure}"},
	"step.clear":          {"Clear a dead end", "Расчистить тупик"},
	"step.amulet":         {"Spend an amulet", "Потратить амулет"},
	"step.take":           {"Take {card}", "Взять: {card}"},
	"step.pass":           {"Pass", "Пас"},
	"step.map":            {"{map} map", "{map} карта"},
	"step.mapAfter":       {"{map} map: {n} → {m} {hexes}", "{map} карта: {n} → {m}"},
	"step.mapAmulet":      {"{map} map, with an amulet: {n} → {m} {hexes}", "{map} карта, за амулет: {n} → {m}"},
	"step.clueRow":        {"clue {at}: {clue}", "ключ {at}: {clue}"},
	"step.swapRows":       {"clues {at} and {with}: {a} ⇄ {b}", "ключи {at} и {with}: {a} ⇄ {b}"},
	"power.remove_marker": {"remove a marker", "убрать маркер"},
	"power.clue":          {"play a clue", "сыграть ключ"},
	"power.move":          {"move again", "ещё перемещение"},
	"power.exchange":      {"exchange the hand", "обмен карт-ключей"},
	"power.double":        {"double play", "двойная игра"},
	"power.swap":          {"swap roses", "замена роз ветров"},
	"kind.in":             {"In, on", "В, на"},
	"kind.not_in":         {"Not in, not on", "Не в, не на"},
	"kind.next_to":        {"Next to", "Рядом"},
	"kind.not_next_to":    {"Not next to", "Не рядом"},
	"kind.within_sight":   {"Within sight of", "В пределах видимости"},
	"kind.out_of_sight":   {"Out of sight of", "За пределами видимости"},
}

// tobagoLang is 1 for Russian, 0 for English (the default).
func tobagoLang(lang string) int {
	if lang == "ru" {
		return 1
	}
	return 0
}

// tbT is the word for key in lang with each {name} replaced by its value;
// kv alternates names and values.
func tbT(lang, key string, kv ...string) string {
	w, ok := tobagoWords[key]
	if !ok {
		if w, ok = tobagoLogWords[key]; !ok {
			return key
		}
	}
	s := w[tobagoLang(lang)]
	for i := 0; i+1 < len(kv); i += 2 {
		s = strings.ReplaceAll(s, "{"+kv[i]+"}", kv[i+1])
	}
	return s
}

// tbPlural picks the form of a "one|many" (English) or "one|few|many"
// (Russian) word for n.
func tbPlural(lang, key string, n int) string {
	return plural(n, tbT(lang, key))
}

// tbSeat names a seat: "Player 2"; short: "P2".
func tbSeat(lang string, seat int, short bool) string {
	key := "seat"
	if short {
		key = "seatShort"
	}
	return tbT(lang, key, "n", strconv.Itoa(seat+1))
}
