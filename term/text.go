package term

import "fmt"

// texts are the client's own words in each language it speaks; the
// boards' words are their GameUI's.
var texts = map[string]map[string]string{
	"en": {
		"yourMove":     "Your move",
		"waiting":      "Waiting for %s…",
		"chance":       "Chance plays…",
		"over":         "Game over",
		"watching":     "You are watching",
		"keys":         "←→ choose · Enter play · Esc back · h hint · u undo · ? rules · q quit",
		"keysMap":      "←↑↓→/:f5/click a hex · Enter take · Esc back · h hint · ? rules · q quit",
		"helpMap":      "On the island: the arrows move to the next hex you may choose, : and a hex's name (f6, as on the map's edges) then Enter picks it, and so does a click.",
		"keysWatch":    "? rules · q quit",
		"keysOver":     "b board · ? rules · q quit",
		"keysBoard":    "b result · ? rules · q quit",
		"hint":         "Hint: %s",
		"hintWait":     "Thinking of a hint…",
		"hintNone":     "Hints are not offered at this table.",
		"undoNone":     "Nothing to undo now.",
		"undone":       "%s takes a move back.",
		"handTime":     "%s's time ran out: a bot (%s) plays for them.",
		"handVote":     "The table voted: %s's seat goes to a bot (%s).",
		"handHost":     "The host gave %s's seat to a bot (%s).",
		"handBack":     "%s is back and plays again.",
		"chanceName":   "chance",
		"you":          "you",
		"seatN":        "seat %d",
		"playerN":      "Player %d",
		"bot":          "bot %s",
		"winner":       "Winner: %s",
		"winners":      "Shared win: %s",
		"noWinner":     "Nobody won.",
		"scores":       "Score",
		"connecting":   "Connecting…",
		"reconnecting": "Connection lost: reconnecting…",
		"reconnected":  "Reconnected.",
		"goneTime":     "Your time ran out: a bot plays your seat now. Join the seat again with its token to take it back.",
		"goneMoved":    "Your seat is played from another device now: this client no longer plays it.",
		"goneLeft":     "You left the seat: this client no longer plays it.",
		"goneBot":      "The table gave your seat to a bot. Join the seat again with its token to take it back.",
		"goneOther":    "The server ended your seat's connection: %s",
		"seatLink":     "Your seat's link, to come back: %s",
		"playThis":     "play this",
		"rules":        "Rules: %s",
		"keysTitle":    "Keys",
		"helpKeys":     "←/→ or Tab: the next choice · Enter: take it · Esc: a step back\nh: what a strong bot would play · u: take your last move back (when the table allows)\n?: this page · q: quit · Ctrl+C: quit at once",
		"pager":        "lines %d%s%d of %d · ↑↓ PgUp PgDn Home End · Esc closes",
		"log":          "Log",
		"players":      "Players",
		"quitAgain":    "Press q again to leave the game.",
		"tooSmall":     "The terminal is %d×%d: make it at least %d×%d.",
		"tag.turn":     "to play",
		"tag.winner":   "winner",
		"tag.away":     "away",
		"typePlace":    "Hex: %s_ (Enter takes it · Esc stops)",
		"noPlace":      "%q is no hex you can choose now.",
	},
	"ru": {
		"yourMove":     "Ваш ход",
		"waiting":      "Ждём: %s…",
		"chance":       "Решает случай…",
		"over":         "Игра окончена",
		"watching":     "Вы зритель",
		"keys":         "←→ выбор · Enter ход · Esc назад · h подсказка · u отмена · ? правила · q выход",
		"keysMap":      "←↑↓→/:f5/мышь: гекс · Enter ход · Esc назад · h подсказка · ? правила · q выход",
		"helpMap":      "На острове: стрелки ведут к соседнему гексу, который можно выбрать; : и имя гекса (f6, как на краях карты), затем Enter, выбирают его; так же и щелчок мышью.",
		"keysWatch":    "? правила · q выход",
		"keysOver":     "b поле · ? правила · q выход",
		"keysBoard":    "b итог · ? правила · q выход",
		"hint":         "Подсказка: %s",
		"hintWait":     "Подбираем подсказку…",
		"hintNone":     "Подсказки за этим столом не даются.",
		"undoNone":     "Сейчас нечего отменить.",
		"undone":       "%s отменяет ход.",
		"handTime":     "У игрока %s кончилось время: за него играет бот (%s).",
		"handVote":     "Стол проголосовал: за игрока %s играет бот (%s).",
		"handHost":     "Хозяин стола отдал место игрока %s боту (%s).",
		"handBack":     "%s вернулся и снова играет.",
		"chanceName":   "случай",
		"you":          "вы",
		"seatN":        "место %d",
		"playerN":      "Игрок %d",
		"bot":          "бот %s",
		"winner":       "Победитель: %s",
		"winners":      "Победу делят: %s",
		"noWinner":     "Победителя нет.",
		"scores":       "Очки",
		"connecting":   "Подключение…",
		"reconnecting": "Связь потеряна: переподключаемся…",
		"reconnected":  "Соединение восстановлено.",
		"goneTime":     "Ваше время вышло: за ваше место играет бот. Чтобы вернуть место, займите его снова со своим токеном.",
		"goneMoved":    "Ваше место теперь открыто на другом устройстве: здесь вы больше не играете.",
		"goneLeft":     "Вы покинули место: здесь вы больше не играете.",
		"goneBot":      "Стол отдал ваше место боту. Чтобы вернуть место, займите его снова со своим токеном.",
		"goneOther":    "Сервер закрыл соединение вашего места: %s",
		"seatLink":     "Ссылка на ваше место, чтобы вернуться: %s",
		"playThis":     "сыграть так",
		"rules":        "Правила: %s",
		"keysTitle":    "Клавиши",
		"helpKeys":     "←/→ или Tab: следующий вариант · Enter: выбрать · Esc: шаг назад\nh: как сыграл бы сильный бот · u: отменить свой последний ход (если стол позволяет)\n?: эта страница · q: выход · Ctrl+C: выйти сразу",
		"pager":        "строки %d%s%d из %d · ↑↓ PgUp PgDn Home End · Esc закрывает",
		"log":          "Журнал",
		"players":      "Игроки",
		"quitAgain":    "Нажмите q ещё раз, чтобы выйти из игры.",
		"tooSmall":     "Терминал %d×%d: нужно хотя бы %d×%d.",
		"tag.turn":     "ходит",
		"tag.winner":   "победитель",
		"tag.away":     "нет на связи",
		"typePlace":    "Гекс: %s_ (Enter выбрать · Esc отмена)",
		"noPlace":      "Гекс %q сейчас выбрать нельзя.",
	},
}

// joinTexts joins words of a part of the client to texts, language by
// language.
func joinTexts(words map[string]map[string]string) {
	for lang, w := range words {
		for k, v := range w {
			texts[lang][k] = v
		}
	}
}

// tr is the client's text key in lang, filled with args as fmt does.
func tr(lang, key string, args ...any) string {
	t, ok := texts[lang][key]
	if !ok {
		t = texts["en"][key]
	}
	if len(args) == 0 {
		return t
	}
	return fmt.Sprintf(t, args...)
}
