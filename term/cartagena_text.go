package term

// cartagenaWords are Cartagena's words in the terminal, as the browser's
// board says them.
var cartagenaWords = map[string]map[string]string{
	"en": {
		"sym.flag": "Flag", "sym.sabre": "Sabre", "sym.pistol": "Pistol",
		"sym.key": "Key", "sym.bottle": "Bottle", "sym.tricorn": "Tricorn",
		"atStart":    "start",
		"atBoat":     "boat",
		"atSpace":    "%d",
		"pirateTo":   "pirate: %s → %s",
		"backTo":     "Back: pirate %s → %s (+%d)",
		"end":        "End turn",
		"pass":       "Pass",
		"start":      "Start",
		"boat":       "Boat",
		"turn":       "Turn: %s · action %d of 3",
		"turnOver":   "The game is over",
		"hand":       "Your cards",
		"noCards":    "none",
		"hidden":     "card|cards",
		"cardsAcc":   "card|cards",
		"row":        "Open row, taken from the left",
		"rowEmpty":   "the row is empty",
		"deck":       "Deck %d · discard %d",
		"inBoat":     "%d/6 in the boat",
		"ev.forward": "%s plays %s: a pirate runs %s %s.",
		"ev.back":    "%s moves a pirate back %s %s and draws %s.",
		"from.start": "from the start", "from.space": "from space %d", "from.boat": "from the boat",
		"to.space": "to space %d", "to.boat": "into the boat",
		"ev.draw":    "%s draws a card.",
		"ev.drawRow": "%s takes %s from the row.",
		"ev.reshuf":  "The discard pile is shuffled into a new deck of %s.",
		"ev.row":     "A new row of %s is laid out.",
		"ev.end":     "%s ends the turn.",
		"ev.pass":    "%s can do nothing and passes.",
		"ev.boat":    "%s's sixth pirate boards the boat: %s wins!",
		"ev.stalled": "Nobody can move any more: the game ends. Most pirates in the boat: %s.",
		"and":        "and",
		"rules": "Goal: lead all six of your pirates through the tunnel from the fortress into the boat. The first player to get the sixth pirate aboard wins at once.\n" +
			"The tunnel has 36 spaces in six segments; each segment shows each symbol once: flag, sabre, pistol, key, bottle, tricorn. A space holds at most three pirates; the start and the boat hold any number. The deck has 102 cards, 17 of each symbol; everybody starts with 6.\n" +
			"A turn is 1 to 3 actions, in any mix. Forward: play a card and move one of your pirates to the next space ahead with that symbol where no pirate stands; if there is none, the pirate jumps into the boat. Back: move one of your pirates back to the nearest space behind it holding one or two pirates (any colour), passing empty and full spaces; draw 1 card if it found one pirate, 2 if it found two. Nobody moves back onto the start.\n" +
			"After one or two actions you may end your turn; after the third it ends by itself. Only a player who can do nothing at all passes.\n" +
			"Variants. Jamaica: hands are hidden and cards come from the deck. Tortuga: hands are open and cards come from an open row of 12, in order. Hispaniola: hidden hands, open row.\n" +
			"Playing here: choose a card, then the pirate it runs forward; or choose Back with the pirate to move back. Symbols are letters: F flag, S sabre, P pistol, K key, B bottle, T tricorn; pirates are drawn in their player's colour (with --ascii, as their player's letter).",
	},
	"ru": {
		"sym.flag": "Флаг", "sym.sabre": "Сабля", "sym.pistol": "Пистолет",
		"sym.key": "Ключ", "sym.bottle": "Бутылка", "sym.tricorn": "Треуголка",
		"atStart":    "старт",
		"atBoat":     "шлюпка",
		"atSpace":    "%d",
		"pirateTo":   "пират: %s → %s",
		"backTo":     "Назад: пират %s → %s (+%d)",
		"end":        "Закончить ход",
		"pass":       "Пропустить ход",
		"start":      "Старт",
		"boat":       "Шлюпка",
		"turn":       "Ход: %s · действие %d из 3",
		"turnOver":   "Игра окончена",
		"hand":       "Ваши карты",
		"noCards":    "нет",
		"hidden":     "карта|карты|карт",
		"cardsAcc":   "карту|карты|карт",
		"row":        "Открытый ряд, карты берут слева",
		"rowEmpty":   "ряд пуст",
		"deck":       "Колода %d · сброс %d",
		"inBoat":     "в шлюпке %d/6",
		"ev.forward": "%s играет «%s»: пират идёт %s %s.",
		"ev.back":    "%s отводит пирата %s %s и берёт %s.",
		"from.start": "со старта", "from.space": "с поля %d", "from.boat": "из шлюпки",
		"to.space": "на поле %d", "to.boat": "в шлюпку",
		"ev.draw":    "%s берёт карту из колоды.",
		"ev.drawRow": "%s берёт из ряда «%s».",
		"ev.reshuf":  "Сброс перетасован в новую колоду: %s.",
		"ev.row":     "Выложен новый ряд: %s.",
		"ev.end":     "%s заканчивает ход.",
		"ev.pass":    "%s не может ничего сделать и пропускает ход.",
		"ev.boat":    "Шестой пират игрока %s в шлюпке: %s побеждает!",
		"ev.stalled": "Больше никто не может ходить: игра окончена. Больше всех пиратов в шлюпке: %s.",
		"and":        "и",
		"rules": "Цель: провести всех шестерых своих пиратов подземным ходом из крепости в шлюпку. Кто первым посадит в шлюпку шестого пирата, сразу побеждает.\n" +
			"Подземный ход — 36 полей в шести участках; на каждом участке каждый символ встречается один раз: флаг, сабля, пистолет, ключ, бутылка, треуголка. На поле помещается не больше трёх пиратов; на старте и в шлюпке — сколько угодно. В колоде 102 карты, по 17 каждого символа; каждому сдают 6.\n" +
			"Ход — от 1 до 3 действий в любом сочетании. Вперёд: сыграйте карту и передвиньте своего пирата на ближайшее впереди поле с этим символом, где нет ни одного пирата; если такого нет, пират садится в шлюпку. Назад: отведите своего пирата на ближайшее позади поле, где стоят один или два пирата (любого цвета), минуя пустые и заполненные поля; возьмите 1 карту, если там был один пират, и 2 — если двое. На старт не отступают.\n" +
			"После первого или второго действия можно закончить ход; после третьего он заканчивается сам. Пропускает ход только тот, кто не может сделать ничего.\n" +
			"Варианты. «Ямайка»: карты на руке скрыты, добор из колоды. «Тортуга»: карты открыты, добор по порядку из открытого ряда в 12 карт. «Эспаньола»: карты скрыты, ряд открыт.\n" +
			"Как ходить здесь: выберите карту, затем пирата, который пойдёт вперёд; или «Назад» с пиратом, которого отвести. Символы — буквы: Ф флаг, С сабля, П пистолет, К ключ, Б бутылка, Т треуголка (с --ascii латинские F S P K B T); пираты — в цвете своего игрока (с --ascii — буквой игрока).",
	},
}
