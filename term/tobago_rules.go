package term

// tbRules is the short rules summary, from the rulebook (games/tobago
// follows it and shared/rules/README.md's rulings).
var tbRules = [2]string{
	`TOBAGO: the most gold coins when the treasure deck runs out wins.
Four treasure maps (white, grey, brown, black) are built from clue cards; each hides one treasure on the island.

Set-up: each player places a vehicle on any land hex, then starts an empty map with any clue card of the deck. Then the clue cards are shuffled and dealt.

Your turn: one action.
 - Play a clue from your hand on a map and mark it with your compass rose. It must narrow the map (no contradiction, not useless). Draw back to a full hand.
 - Drive up to 3 steps. A step goes anywhere in the vehicle's area (connected hexes of one terrain) or to a neighbouring hex; never into the ocean.
 - Exchange your whole hand, which ends your turn.
Clues: in, next to (distance 1), within sight (distance 1-2), and not in, not next to, out of sight. "Big" is the largest area of a terrain. Markers appear on the island when a map has 17 or fewer hexes; one left means the treasure is located.

Raising: whenever your vehicle stands on a located treasure during your turn, raise it. Every rose on the map draws a treasure card, you add one unseen; the cards are revealed one by one and offered to the roses from the bottom up: take (the rose comes back) or pass. A curse ends the sharing: everyone with a rose left loses an amulet, or else their most valuable card. The last to take a card starts the map anew.

Amulets: when a treasure is found, an amulet appears where each statue's gaze meets the coast, then the statues turn 60 degrees clockwise. Drive onto an amulet to pick it up. Spend amulets any time in your turn: remove a marker, play an extra clue, move again, exchange your hand, double play (another rose beside your own), swap two clues' roses. An amulet also shields you from a curse.

On this board: terrains are letters (S scrubland, J jungle, R river, M mountains, L lake, B beach) and colours; h hut, p palm, an arrow (or @ with > < / \) a statue and its gaze; 1-4 vehicles, * amulet, w g b k the maps' markers (capital: the treasure located), + markers of several maps. Rows are numbered and columns lettered: d7 names a hex. The move under the cursor is highlighted.`,
	`ТОБАГО: побеждает тот, у кого больше всех золотых монет, когда иссякнет колода сокровищ.
Четыре карты сокровищ (белая, серая, коричневая, чёрная) собираются из карт-ключей; каждая скрывает один клад на острове.

Начало: каждый ставит вездеход на любой участок суши, затем начинает пустую карту сокровищ любой картой-ключом из колоды. После этого колода тасуется и раздаётся.

Ваш ход: одно действие.
 - Сыграть ключ из руки на карту сокровищ и отметить его своей розой ветров. Ключ должен сужать поиск (без противоречия, не бесполезный). Доберите карты до полной руки.
 - Проехать до 3 шагов. Шаг - в любое место района вездехода (связные участки одного ландшафта) или на соседний участок; в океан нельзя.
 - Обменять все карты-ключи - это заканчивает ход.
Ключи: в, рядом (расстояние 1), в пределах видимости (1-2) и отрицания: не в, не рядом, за пределами видимости. «Большой» - самый большой район ландшафта. Маркеры появляются на острове, когда у карты 17 или меньше участков; остался один - клад найден.

Подъём клада: когда в свой ход ваш вездеход стоит на найденном кладе, поднимите его. Каждая роза на карте тянет карту сокровищ, вы добавляете одну втёмную; карты по одной открываются и предлагаются розам снизу вверх: взять (роза возвращается) или пас. Проклятие прекращает дележку: у всех, чьи розы остались, пропадает амулет, а без него - самая ценная карта. Последний взявший карту начинает эту карту сокровищ заново.

Амулеты: когда найден клад, там, где взгляд каждой статуи касается берега, появляется амулет, затем статуи поворачиваются на 60 градусов по часовой стрелке. Заезжайте на амулет, чтобы подобрать его. Тратьте амулеты в любой момент своего хода: убрать маркер, сыграть ещё ключ, ещё раз проехать, обменять карты, двойная игра (ещё роза рядом со своей), поменять розы двух ключей. Амулет также защищает от проклятия.

На этой доске: ландшафты - буквы (S пустошь, J джунгли, R река, M горы, L озеро, B пляж) и цвета; h хижина, p пальма, стрелка (или @ с > < / \) - статуя и её взгляд; 1-4 вездеходы, * амулет, w g b k маркеры карт (заглавная - клад найден), + маркеры нескольких карт. Строки пронумерованы, столбцы обозначены буквами: d7 - участок. Ход под курсором подсвечен.`,
}

// Rules is the short rules summary, in lang.
func (tobagoUI) Rules(lang string) string { return tbRules[tobagoLang(lang)] }
