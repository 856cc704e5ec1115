// @ts-check
// Tobago's words in English and Russian: the clue phrases built from each
// label's forms, the words of texts-en.js and texts-ru.js, and the rules
// summary.

import { plural } from "../../i18n.js";
import { en } from "./texts-en.js";
import { ru } from "./texts-ru.js";

/** LABELS are the clue labels, terrains first, then Big areas, landmarks and the ocean. */
export const LABELS = ["scrubland", "jungle", "river", "mountains", "lake", "beach",
  "big_scrubland", "big_jungle", "big_river", "big_mountains", "big_lake", "big_beach",
  "hut", "palm", "statue", "ocean"];

// Clue phrases are built from a label's forms: where "in" puts it, the noun
// after "next to" and the one after "within sight of" (Russian cases differ).
const EN_IN = ["on scrubland", "in jungle", "in a river", "in mountains", "in a lake", "on beach",
  "on Big scrubland", "in Big jungle", "in Big river", "in Big mountains", "in Big lake", "on Big beach",
  "on a hut", "on a palm", "on a statue", "in the ocean"];
const EN_NOUN = ["scrubland", "jungle", "a river", "mountains", "a lake", "beach",
  "Big scrubland", "Big jungle", "Big river", "Big mountains", "Big lake", "Big beach",
  "a hut", "a palm", "a statue", "the ocean"];
const RU_IN = ["на пустоши", "в джунглях", "в реке", "в горах", "в озере", "на пляже",
  "на Большой пустоши", "в Больших джунглях", "в Большой реке", "в Больших горах", "в Большом озере", "на Большом пляже",
  "на хижине", "на пальме", "на статуе", "в океане"];
const RU_WITH = ["с пустошью", "с джунглями", "с рекой", "с горами", "с озером", "с пляжем",
  "с Большой пустошью", "с Большими джунглями", "с Большой рекой", "с Большими горами", "с Большим озером", "с Большим пляжем",
  "с хижиной", "с пальмой", "со статуей", "с океаном"];
const RU_OF = ["пустоши", "джунглей", "реки", "гор", "озера", "пляжа",
  "Большой пустоши", "Больших джунглей", "Большой реки", "Больших гор", "Большого озера", "Большого пляжа",
  "хижины", "пальмы", "статуи", "океана"];

/** cluePhrases words every clue: "tobago.clue.next_to.palm" is "next to a palm". */
function cluePhrases() {
  /** @type {Record<string, string>} */
  const en = {};
  /** @type {Record<string, string>} */
  const ru = {};
  LABELS.forEach((l, i) => {
    en[`tobago.clue.in.${l}`] = EN_IN[i];
    en[`tobago.clue.not_in.${l}`] = "not " + EN_IN[i];
    en[`tobago.clue.next_to.${l}`] = "next to " + EN_NOUN[i];
    en[`tobago.clue.not_next_to.${l}`] = "not next to " + EN_NOUN[i];
    en[`tobago.clue.within_sight.${l}`] = "within sight of " + EN_NOUN[i];
    en[`tobago.clue.out_of_sight.${l}`] = "out of sight of " + EN_NOUN[i];
    ru[`tobago.clue.in.${l}`] = RU_IN[i];
    ru[`tobago.clue.not_in.${l}`] = "не " + RU_IN[i];
    ru[`tobago.clue.next_to.${l}`] = "рядом " + RU_WITH[i];
    ru[`tobago.clue.not_next_to.${l}`] = "не рядом " + RU_WITH[i];
    ru[`tobago.clue.within_sight.${l}`] = "в пределах видимости " + RU_OF[i];
    ru[`tobago.clue.out_of_sight.${l}`] = "за пределами видимости " + RU_OF[i];
  });
  return { en, ru };
}


const phrases = cluePhrases();

/** texts are every string the board shows, in English and Russian. */
export const texts = { en: { ...en, ...phrases.en }, ru: { ...ru, ...phrases.ru } };

/** rules is the short rules summary, in English and Russian. */
export const rules = {
  en: `
<p><b>Goal:</b> the most gold coins when the treasure deck runs out. Four treasure maps (white, grey, brown, black) are built from clue cards; each hides one treasure on the island.</p>
<h4>Set-up</h4>
<p>Each player places a vehicle on any land hex, then starts an empty map with any clue card of the deck. Then the clue cards are shuffled and each player is dealt a hand.</p>
<h4>Your turn: one action</h4>
<ul>
<li><b>Play a clue</b> from your hand on a map and mark it with your compass rose. A clue must narrow the map (no contradiction, not useless, the map not complete). Draw back to a full hand.</li>
<li><b>Move</b> up to 3 steps. A step goes anywhere in the vehicle's area (connected hexes of one terrain) or to a neighbouring hex. Never into the ocean.</li>
<li><b>Exchange</b> your whole hand, which ends your turn.</li>
</ul>
<p>Clues: <i>in</i>, <i>next to</i> (distance 1), <i>within sight</i> (distance 1–2), and their negations <i>not in</i>, <i>not next to</i>, <i>out of sight</i>. A “Big” label means the largest area of that terrain. Markers appear on the island when a map has 17 or fewer possible hexes; one left means the treasure is located.</p>
<h4>Raising a treasure</h4>
<p>At any moment of your turn, if a map's treasure is located under your vehicle, raise it: your rose goes below the last clue. Every rose draws a treasure card, you add one unseen, and the cards are revealed one by one and offered to the roses from the bottom up: <b>take</b> (the rose goes back) or <b>pass</b>. A <b>curse</b> ends the sharing: everyone with a rose left loses an amulet or their most valuable card. The last one to take a card starts the map anew.</p>
<h4>Amulets</h4>
<p>When a treasure is found, an amulet appears where each statue's gaze meets the coast, then the statues turn 60° clockwise. Drive onto an amulet to pick it up. Spend amulets at any time of your turn: remove a marker, play an extra clue, move again, exchange your hand, double play (another rose beside your own), swap two clues' roses. An amulet also protects you from a curse.</p>
<h4>On this board</h4>
<p>Highlighted things can be clicked. To play a clue click a card in your hand, then a map; at set-up pick the card from the deck’s cards, listed by kind (or click the empty map first). Step by clicking a highlighted hex. Buttons above the island stop, raise, exchange, end the turn and spend amulets. Hover a map to see where its treasure may lie.</p>`,
  ru: `
<p><b>Цель:</b> больше всех золотых монет, когда иссякнет колода сокровищ. Четыре карты сокровищ (белая, серая, коричневая, чёрная) собираются из карт-ключей; каждая скрывает один клад на острове.</p>
<h4>Начало</h4>
<p>Каждый ставит вездеход на любой участок суши, затем начинает пустую карту сокровищ любой картой-ключом из колоды. После этого колода тасуется и каждому раздаются карты-ключи.</p>
<h4>Ваш ход: одно действие</h4>
<ul>
<li><b>Сыграть ключ</b> из руки на карту сокровищ и отметить его своей розой ветров. Ключ должен сужать поиск (без противоречия, не бесполезный, карта не собрана). Доберите карты до полной руки.</li>
<li><b>Переместиться</b> до 3 шагов. Шаг — в любое место района вездехода (связные участки одного ландшафта) или на соседний участок. В океан нельзя.</li>
<li><b>Обменять</b> все карты-ключи — это заканчивает ход.</li>
</ul>
<p>Ключи: <i>в</i>, <i>рядом</i> (расстояние 1), <i>в пределах видимости</i> (1–2) и отрицания <i>не в</i>, <i>не рядом</i>, <i>за пределами видимости</i>. «Большой» — самый большой район этого ландшафта. Маркеры появляются на острове, когда у карты 17 или меньше возможных участков; остался один — клад найден.</p>
<h4>Подъём клада</h4>
<p>В любой момент своего хода, если найденный клад под вашим вездеходом, поднимите его: ваша роза ложится под последний ключ. Каждая роза тянет карту сокровищ, вы добавляете одну втёмную, и карты по одной открываются и предлагаются розам снизу вверх: <b>взять</b> (роза возвращается) или <b>пас</b>. <b>Проклятие</b> прекращает дележку: у всех, чьи розы остались, пропадает амулет или самая ценная карта. Последний взявший карту начинает эту карту сокровищ заново.</p>
<h4>Амулеты</h4>
<p>Когда найден клад, там, где взгляд каждой статуи касается берега, появляется амулет, затем статуи поворачиваются на 60° по часовой стрелке. Заезжайте на амулет, чтобы подобрать его. Тратьте амулеты в любой момент своего хода: убрать маркер, сыграть ещё ключ, ещё раз переместиться, обменять карты, двойная игра (ещё роза рядом со своей), поменять розы двух ключей. Амулет также защищает от проклятия.</p>
<h4>На этой доске</h4>
<p>Подсвеченное можно щёлкнуть. Чтобы сыграть ключ, щёлкните карту в руке, затем карту сокровищ; в начале игры карту выбирают из карт колоды, собранных по видам (или сначала щёлкните пустую карту сокровищ). Шаг — щелчок по подсвеченному участку. Кнопки над островом: остановиться, поднять клад, обменять карты, закончить ход, потратить амулет. Наведите на карту сокровищ, чтобы увидеть, где может быть клад.</p>`,
};

/**
 * pl picks the plural form of a "one|many" (English) or "one|few|many" (Russian) text for n.
 * @param {import("../../board.js").Translate} t
 * @param {string} keyName
 * @param {number} n
 */
export function pl(t, keyName, n) {
  return plural(n, t(keyName).split("|"));
}
