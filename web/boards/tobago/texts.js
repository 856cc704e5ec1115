// Tobago's words in English and Russian: board labels, clue phrases, event
// sentences, hints and refusals, and the rules summary.

import { plural } from "../../i18n.js";

const LABELS = ["scrubland", "jungle", "river", "mountains", "lake", "beach",
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

function cluePhrases() {
  const en = {}, ru = {};
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

const en = {
  "tobago.map.white": "White map", "tobago.map.grey": "Grey map", "tobago.map.brown": "Brown map", "tobago.map.black": "Black map",
  "tobago.onMap.white": "on the white map", "tobago.onMap.grey": "on the grey map", "tobago.onMap.brown": "on the brown map", "tobago.onMap.black": "on the black map",
  "tobago.theMap.white": "the white map", "tobago.theMap.grey": "the grey map", "tobago.theMap.brown": "the brown map", "tobago.theMap.black": "the black map",
  "tobago.fromMap.white": "from the white map", "tobago.fromMap.grey": "from the grey map", "tobago.fromMap.brown": "from the brown map", "tobago.fromMap.black": "from the black map",
  "tobago.ofMap.white": "of the white map", "tobago.ofMap.grey": "of the grey map", "tobago.ofMap.brown": "of the brown map", "tobago.ofMap.black": "of the black map",
  "tobago.colour.white": "white", "tobago.colour.grey": "grey", "tobago.colour.brown": "brown", "tobago.colour.black": "black",
  "tobago.treasure.white": "the white treasure", "tobago.treasure.grey": "the grey treasure", "tobago.treasure.brown": "the brown treasure", "tobago.treasure.black": "the black treasure",
  "tobago.terrain.scrubland": "scrubland", "tobago.terrain.jungle": "jungle", "tobago.terrain.river": "river",
  "tobago.terrain.mountains": "mountains", "tobago.terrain.lake": "lake", "tobago.terrain.beach": "beach", "tobago.terrain.ocean": "ocean",
  "tobago.mark.hut": "hut", "tobago.mark.palm": "palm", "tobago.mark.statue": "statue",
  "tobago.dir.0": "east", "tobago.dir.1": "south-east", "tobago.dir.2": "south-west", "tobago.dir.3": "west", "tobago.dir.4": "north-west", "tobago.dir.5": "north-east",

  "tobago.cards": "card|cards",
  "tobago.cardsNom": "card|cards",
  "tobago.hexes": "hex|hexes",
  "tobago.coins": "coin|coins",
  "tobago.candidates": "{n} {hexes} left",
  "tobago.located": "treasure located",
  "tobago.deadEnd": "dead end",
  "tobago.emptyMap": "no clue yet: any clue that narrows the island starts it",
  "tobago.sharingHere": "being shared",
  "tobago.you": "you",
  "tobago.score": "{n} {coins}",
  "tobago.hand": "Your clue cards",
  "tobago.noHand": "no cards",
  "tobago.roses": "Compass roses in supply",
  "tobago.amulets": "Amulets",
  "tobago.handSize": "Clue cards in hand",
  "tobago.treasureCards": "Treasure cards (public)",
  "tobago.clueDeck": "Clue deck",
  "tobago.clueDiscard": "Clue discard (face up)",
  "tobago.treasureDeck": "Treasure deck",
  "tobago.treasureDiscard": "Treasure discard",
  "tobago.cursesOut": "Curses out of the game",
  "tobago.amuletSupply": "Amulets in supply",
  "tobago.curse": "Curse",
  "tobago.vehicle": "{name}'s vehicle",
  "tobago.amuletHere": "An amulet: a step of your move that ends here picks it up",
  "tobago.statueGaze": "A statue looking {dir}: an amulet appears where its gaze meets the coast when a treasure is found",

  "tobago.phase.place": "{name} places a vehicle",
  "tobago.phase.setup_clue": "{name} starts an empty map",
  "tobago.phase.turn": "{name}'s turn",
  "tobago.phase.offer": "Sharing {treasure}",
  "tobago.phase.restart": "{name} starts {map} anew",
  "tobago.phase.over": "The game is over",
  "tobago.you.place": "Click a land hex to place your vehicle.",
  "tobago.you.setup_clue": "Choose a clue card, then an empty map to start with it.",
  "tobago.you.restart": "Choose a clue card to start {map} anew.",
  "tobago.you.turnStart": "Play a clue (card, then map) or move up to 3 steps (click a highlighted hex).",
  "tobago.you.moving": "Step {k} of 3: click a highlighted hex, or stop.",
  "tobago.you.amuletMoving": "Amulet move, step {k} of 3: click a highlighted hex, or stop.",
  "tobago.you.done": "Your action is taken: raise a treasure, spend amulets, or end your turn.",
  "tobago.you.offer": "Offered to your rose: {card}. Take it (the rose comes back to you) or pass it up.",
  "tobago.you.pickMap": "Now click a highlighted map for “{clue}”.",
  "tobago.you.pickMarker": "Click a highlighted marker to remove it.",
  "tobago.you.pickClear": "Click a highlighted hex to remove it from a dead-end map.",
  "tobago.you.pickDouble": "Click a highlighted clue row to add another rose of yours.",
  "tobago.you.pickSwap1": "Click the first clue row whose roses change places.",
  "tobago.you.pickSwap2": "Click the second clue row (same map, another player's roses).",
  "tobago.you.pickHow": "Play “{clue}” {map} as your turn's action or with an amulet?",
  "tobago.waiting": "Waiting for {name}…",
  "tobago.offerTo": "Offered to {name}: {card}",
  "tobago.winners": "Winner: {names}",
  "tobago.winnersTie": "Shared win: {names}",

  "tobago.btn.raise": "Raise {treasure}",
  "tobago.btn.stop": "Stop moving",
  "tobago.btn.end": "End turn",
  "tobago.btn.exchange": "Exchange hand (ends turn)",
  "tobago.btn.clear": "Clear a dead end…",
  "tobago.btn.take": "Take {card}",
  "tobago.btn.pass": "Pass",
  "tobago.btn.cancel": "Cancel",
  "tobago.btn.asAction": "As my action",
  "tobago.btn.withAmulet": "With an amulet",
  "tobago.btn.amulet.remove_marker": "Amulet: remove a marker…",
  "tobago.btn.amulet.move": "Amulet: move again",
  "tobago.btn.amulet.exchange": "Amulet: new hand",
  "tobago.btn.amulet.double": "Amulet: double play…",
  "tobago.btn.amulet.swap": "Amulet: swap roses…",

  "tobago.sharing.title": "Sharing {treasure}, found by {name}",
  "tobago.sharing.offered": "On offer",
  "tobago.sharing.pile": "Face down",
  "tobago.sharing.roses": "Roses on the map, asked from the bottom up",
  "tobago.sharing.drawn": "You drew: {cards}",
  "tobago.sharing.final": "Last sharing: the treasure deck is empty",
  "tobago.sharing.recycled": "The discards were shuffled to finish it",

  "tobago.why.notYourTurn": "It is {name}'s turn.",
  "tobago.why.over": "The game is over.",
  "tobago.why.spectator": "You are watching this game.",
  "tobago.why.replay": "This is a replay.",
  "tobago.why.notStep": "Your vehicle cannot get there: a step goes anywhere in its area or to a neighbouring hex.",
  "tobago.why.noSteps": "No step left now: your action is taken (an amulet grants another move).",
  "tobago.why.ocean": "Vehicles never enter the ocean.",
  "tobago.why.actionTaken": "You have already taken your turn's action; an amulet would let you play another clue.",
  "tobago.why.clueNowhere": "“{clue}” narrows no map now: it would contradict a map, change nothing, or the map is complete.",
  "tobago.why.pickCard": "Choose a clue card from your hand first.",
  "tobago.why.mapNo": "“{clue}” cannot go {map}: it must narrow the map without emptying it.",
  "tobago.why.hidden": "Other players' clue cards are hidden.",
  "tobago.why.finishChoice": "Finish your choice or cancel it.",
  "tobago.why.notOffered": "The card is offered to {name}.",
  "tobago.why.noClueNow": "No clue can be played now.",

  "tobago.ev.placed": "{name} places the vehicle on {where}.",
  "tobago.ev.clue.setup": "{name} starts {map} with “{clue}”: {n} {hexes}.",
  "tobago.ev.clue.action": "{name} plays “{clue}” {onMap}: {n} {hexes} left.",
  "tobago.ev.clue.amulet": "{name} plays “{clue}” {onMap} with an amulet: {n} {hexes} left.",
  "tobago.ev.clue.restart": "{name} starts {map} anew with “{clue}”: {n} {hexes}.",
  "tobago.ev.located": " The treasure is located at {where}!",
  "tobago.ev.clues_drawn": "{name} draws {n} clue {cards}.",
  "tobago.ev.clues_reshuffled": "The played clues are shuffled into a new deck of {n} {cards}.",
  "tobago.ev.hand_exchanged": "{name} exchanges the whole hand ({n} {cards}) and skips the rest of the turn.",
  "tobago.ev.hand_exchanged.amulet": "{name} exchanges the whole hand ({n} {cards}).",
  "tobago.ev.step": "{name} steps to {where} (step {k}).",
  "tobago.ev.step.amulet": "{name} steps to {where} (amulet move, step {k}).",
  "tobago.ev.move_ended.steps": "{name}'s move ends after three steps.",
  "tobago.ev.move_ended.stopped": "{name} stops after {n} {steps}.",
  "tobago.ev.move_ended.raised": "{name}'s move ends with the raising.",
  "tobago.ev.move_ended.amulet": "{name}'s move ends: an amulet starts another.",
  "tobago.ev.move_ended.turn_ended": "{name}'s move ends with the turn.",
  "tobago.steps": "step|steps",
  "tobago.ev.amulet_picked": "{name} picks up an amulet on {where}.",
  "tobago.ev.amulet_used": "{name} spends an amulet: {power}.",
  "tobago.power.remove_marker": "remove a marker",
  "tobago.power.clue": "play a clue",
  "tobago.power.move": "move again",
  "tobago.power.exchange": "exchange the hand",
  "tobago.power.double": "double play",
  "tobago.power.swap": "swap roses",
  "tobago.ev.marker_removed.amulet": "{name} removes the {colour} marker from {where}: {n} {hexes} left.",
  "tobago.ev.marker_removed.dead_end": "{name} clears the dead end: {where} goes {fromMap}, {n} {hexes} left.",
  "tobago.ev.rose_added": "{name} adds a rose to clue {at} {ofMap} ({n} there now).",
  "tobago.ev.roses_swapped": "{name} swaps the roses of clues {at} and {with} {ofMap}.",
  "tobago.ev.raised": "{name} raises {treasure} at {where}! The sharing begins.",
  "tobago.ev.treasure_drawn": "{name} draws {n} treasure {cards} for the sharing.",
  "tobago.ev.extra_card": "{name} adds a card from the deck unseen and shuffles {n} {cards} ({left} left in the deck).",
  "tobago.ev.extra_card.none": "{name} has no card to add: {n} {cards} are shuffled; the treasure deck is empty.",
  "tobago.ev.revealed": "Revealed: {card}.",
  "tobago.ev.took": "{name} takes {card}.",
  "tobago.ev.passed": "{name} passes {card}.",
  "tobago.ev.passed.discarded": "{name} passes {card}; nobody takes it and it is discarded.",
  "tobago.ev.cursed": "The curse strikes! {losses}.",
  "tobago.ev.cursed.returns": "The curse strikes! {losses}. It goes back into the deck.",
  "tobago.loss.amulet": "{name} loses an amulet",
  "tobago.loss.card": "{name} loses {card}",
  "tobago.loss.none": "{name} has nothing to lose",
  "tobago.loss.out": " and leaves the sharing",
  "tobago.ev.treasure_reshuffled": "The treasure deck is empty: {n} discarded {cards} are shuffled to finish the sharing.",
  "tobago.ev.sharing_ended": "The sharing of {treasure} is over ({n} {cards} discarded unseen).",
  "tobago.ev.map_left_empty": "{name} cannot start {map}: it stays empty for anyone.",
  "tobago.ev.map_left_empty.setup": "{name} holds no clue that starts an empty map.",
  "tobago.ev.amulet_appeared": "An amulet appears on the coast at {where}.",
  "tobago.ev.statues_turned": "The statues turn 60° clockwise.",
  "tobago.ev.turn_ended": "{name} ends the turn.",
  "tobago.ev.turn": "{name}'s turn.",
  "tobago.ev.game_over": "The game is over. {winners}",
  "tobago.cardFaceDown": "a face-down card",

  "tobago.opt.island": "Island",
  "tobago.opt.island.help": "A named island, or a new small island drawn from the game's seed.",
  "tobago.opt.island.random": "New small island",
  "tobago.island.coral-cove": "Coral Cove (small)", "tobago.island.pelican-key": "Pelican Key (small)",
  "tobago.island.turtle-rock": "Turtle Rock (small)", "tobago.island.little-tobago": "Little Tobago (small)",
  "tobago.island.great-tobago": "Great Tobago (large)", "tobago.island.mangrove-reach": "Mangrove Reach (large)",
  "tobago.island.emerald-isle": "Emerald Isle (large)", "tobago.island.buccaneer-bay": "Buccaneer Bay (large)",
  "tobago.opt.curses.0": "no curse", "tobago.opt.curses.1": "1 curse", "tobago.opt.curses.2": "2 curses",
  "tobago.opt.curse_depth.27": "27 cards", "tobago.opt.curse_depth.21": "21 cards",
  "tobago.opt.curses": "Curses",
  "tobago.opt.curses.help": "Curse cards in the treasure deck (variants c and d: 1 or 0).",
  "tobago.opt.curse_rule": "When a curse strikes",
  "tobago.opt.curse_rule.help": "Stop: the sharing ends. Continue (variant a): it goes on after the losses. Amulets (variant b): only those who gave up an amulet stay in it.",
  "tobago.opt.curse_rule.stop": "the sharing stops",
  "tobago.opt.curse_rule.continue": "the sharing continues",
  "tobago.opt.curse_rule.amulets": "amulet holders stay in",
  "tobago.opt.curse_depth": "Curses among the bottom",
  "tobago.opt.curse_depth.help": "The curses are shuffled among this many cards at the bottom of the treasure deck (27, or 21 for a more predictable curse).",
  "tobago.opt.curse_returns": "The curse returns",
  "tobago.opt.curse_returns.help": "The stronger curse: after it strikes it goes back into the treasure deck.",
  "tobago.opt.gold": "Treasure deck",
  "tobago.opt.gold.help": "How many gold cards: the full 39, or fewer for a shorter game (the game ends when the treasure deck runs out).",
  "tobago.opt.gold.full": "full (39 cards)",
  "tobago.opt.gold.half": "short (20 cards)",
  "tobago.opt.gold.quick": "quick (12 cards)",
};

const ru = {
  "tobago.map.white": "Белая карта", "tobago.map.grey": "Серая карта", "tobago.map.brown": "Коричневая карта", "tobago.map.black": "Чёрная карта",
  "tobago.onMap.white": "на белую карту", "tobago.onMap.grey": "на серую карту", "tobago.onMap.brown": "на коричневую карту", "tobago.onMap.black": "на чёрную карту",
  "tobago.theMap.white": "белую карту", "tobago.theMap.grey": "серую карту", "tobago.theMap.brown": "коричневую карту", "tobago.theMap.black": "чёрную карту",
  "tobago.fromMap.white": "с белой карты", "tobago.fromMap.grey": "с серой карты", "tobago.fromMap.brown": "с коричневой карты", "tobago.fromMap.black": "с чёрной карты",
  "tobago.ofMap.white": "белой карты", "tobago.ofMap.grey": "серой карты", "tobago.ofMap.brown": "коричневой карты", "tobago.ofMap.black": "чёрной карты",
  "tobago.colour.white": "белый", "tobago.colour.grey": "серый", "tobago.colour.brown": "коричневый", "tobago.colour.black": "чёрный",
  "tobago.treasure.white": "белый клад", "tobago.treasure.grey": "серый клад", "tobago.treasure.brown": "коричневый клад", "tobago.treasure.black": "чёрный клад",
  "tobago.terrain.scrubland": "пустошь", "tobago.terrain.jungle": "джунгли", "tobago.terrain.river": "река",
  "tobago.terrain.mountains": "горы", "tobago.terrain.lake": "озеро", "tobago.terrain.beach": "пляж", "tobago.terrain.ocean": "океан",
  "tobago.mark.hut": "хижина", "tobago.mark.palm": "пальма", "tobago.mark.statue": "статуя",
  "tobago.dir.0": "на восток", "tobago.dir.1": "на юго-восток", "tobago.dir.2": "на юго-запад", "tobago.dir.3": "на запад", "tobago.dir.4": "на северо-запад", "tobago.dir.5": "на северо-восток",

  "tobago.cards": "карту|карты|карт",
  "tobago.cardsNom": "карта|карты|карт",
  "tobago.hexes": "участок|участка|участков",
  "tobago.coins": "монета|монеты|монет",
  "tobago.candidates": "осталось: {n} {hexes}",
  "tobago.located": "клад найден",
  "tobago.deadEnd": "тупик",
  "tobago.emptyMap": "ключей нет: начать её может любой ключ, сужающий поиск",
  "tobago.sharingHere": "идёт дележка",
  "tobago.you": "вы",
  "tobago.score": "{n} {coins}",
  "tobago.hand": "Ваши карты-ключи",
  "tobago.noHand": "нет карт",
  "tobago.roses": "Розы ветров в запасе",
  "tobago.amulets": "Амулеты",
  "tobago.handSize": "Карт-ключей в руке",
  "tobago.treasureCards": "Карты сокровищ (открыты всем)",
  "tobago.clueDeck": "Колода ключей",
  "tobago.clueDiscard": "Сброс ключей (в открытую)",
  "tobago.treasureDeck": "Колода сокровищ",
  "tobago.treasureDiscard": "Сброс сокровищ",
  "tobago.cursesOut": "Проклятий вышло из игры",
  "tobago.amuletSupply": "Амулетов в запасе",
  "tobago.curse": "Проклятие",
  "tobago.vehicle": "Вездеход: {name}",
  "tobago.amuletHere": "Амулет: шаг вашего хода, закончившийся здесь, подбирает его",
  "tobago.statueGaze": "Статуя смотрит {dir}: когда найден клад, там, где её взгляд касается берега, появляется амулет",

  "tobago.phase.place": "{name} ставит вездеход",
  "tobago.phase.setup_clue": "{name} начинает пустую карту",
  "tobago.phase.turn": "Ход: {name}",
  "tobago.phase.offer": "Дележка: {treasure}",
  "tobago.phase.restart": "{name} заново начинает {map}",
  "tobago.phase.over": "Игра окончена",
  "tobago.you.place": "Щёлкните по участку суши, чтобы поставить вездеход.",
  "tobago.you.setup_clue": "Выберите карту-ключ, затем пустую карту сокровищ.",
  "tobago.you.restart": "Выберите карту-ключ, чтобы заново начать {map}.",
  "tobago.you.turnStart": "Сыграйте ключ (карта, затем карта сокровищ) или проедьте до 3 шагов (подсвеченный участок).",
  "tobago.you.moving": "Шаг {k} из 3: щёлкните подсвеченный участок или остановитесь.",
  "tobago.you.amuletMoving": "Перемещение амулетом, шаг {k} из 3: щёлкните подсвеченный участок или остановитесь.",
  "tobago.you.done": "Действие сделано: можно поднять клад, сыграть амулеты или закончить ход.",
  "tobago.you.offer": "Вашей розе предлагают: {card}. Взять (роза вернётся к вам) или передать выше?",
  "tobago.you.pickMap": "Теперь щёлкните подсвеченную карту сокровищ для ключа «{clue}».",
  "tobago.you.pickMarker": "Щёлкните подсвеченный маркер, чтобы убрать его.",
  "tobago.you.pickClear": "Щёлкните подсвеченный участок, чтобы убрать его с тупиковой карты.",
  "tobago.you.pickDouble": "Щёлкните подсвеченную строку ключа, чтобы добавить ещё одну свою розу.",
  "tobago.you.pickSwap1": "Щёлкните первую строку ключа, чьи розы меняются местами.",
  "tobago.you.pickSwap2": "Щёлкните вторую строку ключа (та же карта, розы другого игрока).",
  "tobago.you.pickHow": "Сыграть «{clue}» {map} как действие хода или за амулет?",
  "tobago.waiting": "Ждём: {name}…",
  "tobago.offerTo": "Предлагается игроку {name}: {card}",
  "tobago.winners": "Победитель: {names}",
  "tobago.winnersTie": "Победа поровну: {names}",

  "tobago.btn.raise": "Поднять {treasure}",
  "tobago.btn.stop": "Остановиться",
  "tobago.btn.end": "Закончить ход",
  "tobago.btn.exchange": "Обменять карты (конец хода)",
  "tobago.btn.clear": "Расчистить тупик…",
  "tobago.btn.take": "Взять: {card}",
  "tobago.btn.pass": "Пас",
  "tobago.btn.cancel": "Отмена",
  "tobago.btn.asAction": "Как действие хода",
  "tobago.btn.withAmulet": "За амулет",
  "tobago.btn.amulet.remove_marker": "Амулет: убрать маркер…",
  "tobago.btn.amulet.move": "Амулет: ещё перемещение",
  "tobago.btn.amulet.exchange": "Амулет: новые карты",
  "tobago.btn.amulet.double": "Амулет: двойная игра…",
  "tobago.btn.amulet.swap": "Амулет: поменять розы…",

  "tobago.sharing.title": "Дележка: {treasure}, нашёл(ла) {name}",
  "tobago.sharing.offered": "Предлагается",
  "tobago.sharing.pile": "Втёмную",
  "tobago.sharing.roses": "Розы на карте, спрашивают снизу вверх",
  "tobago.sharing.drawn": "Вы вытянули: {cards}",
  "tobago.sharing.final": "Последняя дележка: колода сокровищ пуста",
  "tobago.sharing.recycled": "Сброс перетасован, чтобы её закончить",

  "tobago.why.notYourTurn": "Сейчас ходит {name}.",
  "tobago.why.over": "Игра окончена.",
  "tobago.why.spectator": "Вы наблюдаете за игрой.",
  "tobago.why.replay": "Это повтор партии.",
  "tobago.why.notStep": "Вездеход туда не доедет: шаг ведёт в любое место своего района или на соседний участок.",
  "tobago.why.noSteps": "Шагов больше нет: действие хода сделано (амулет даёт ещё одно перемещение).",
  "tobago.why.ocean": "Вездеходы не заезжают в океан.",
  "tobago.why.actionTaken": "Действие хода уже сделано; ещё один ключ можно сыграть за амулет.",
  "tobago.why.clueNowhere": "Ключ «{clue}» сейчас не сужает ни одну карту: он противоречит ей, ничего не меняет или карта уже собрана.",
  "tobago.why.pickCard": "Сначала выберите карту-ключ в руке.",
  "tobago.why.mapNo": "Ключ «{clue}» нельзя положить {map}: он должен сузить поиск, не исключив всё.",
  "tobago.why.hidden": "Карты-ключи других игроков скрыты.",
  "tobago.why.finishChoice": "Завершите выбор или отмените его.",
  "tobago.why.notOffered": "Карту предлагают игроку {name}.",
  "tobago.why.noClueNow": "Сейчас ключ сыграть нельзя.",

  "tobago.ev.placed": "{name} ставит вездеход: {where}.",
  "tobago.ev.clue.setup": "{name} начинает {map} ключом «{clue}»: {n} {hexes}.",
  "tobago.ev.clue.action": "{name} кладёт ключ «{clue}» {onMap}: осталось {n} {hexes}.",
  "tobago.ev.clue.amulet": "{name} за амулет кладёт ключ «{clue}» {onMap}: осталось {n} {hexes}.",
  "tobago.ev.clue.restart": "{name} заново начинает {map} ключом «{clue}»: {n} {hexes}.",
  "tobago.ev.located": " Клад найден: {where}!",
  "tobago.ev.clues_drawn": "{name} добирает карты-ключи: {n}.",
  "tobago.ev.clues_reshuffled": "Сыгранные ключи перетасованы в новую колоду: {n} {cardsNom}.",
  "tobago.ev.hand_exchanged": "{name} меняет все карты-ключи ({n}) и пропускает остаток хода.",
  "tobago.ev.hand_exchanged.amulet": "{name} меняет все карты-ключи ({n}).",
  "tobago.ev.step": "{name}: шаг {k} — {where}.",
  "tobago.ev.step.amulet": "{name}: шаг {k} (амулет) — {where}.",
  "tobago.ev.move_ended.steps": "{name} проехал(а) три шага.",
  "tobago.ev.move_ended.stopped": "{name} останавливается после {n} {steps}.",
  "tobago.ev.move_ended.raised": "Перемещение {name} заканчивается подъёмом клада.",
  "tobago.ev.move_ended.amulet": "Перемещение {name} прервано: амулет начинает новое.",
  "tobago.ev.move_ended.turn_ended": "Перемещение {name} заканчивается с ходом.",
  "tobago.steps": "шага|шагов|шагов",
  "tobago.ev.amulet_picked": "{name} подбирает амулет: {where}.",
  "tobago.ev.amulet_used": "{name} тратит амулет: {power}.",
  "tobago.power.remove_marker": "убрать маркер",
  "tobago.power.clue": "сыграть ключ",
  "tobago.power.move": "ещё перемещение",
  "tobago.power.exchange": "обмен карт-ключей",
  "tobago.power.double": "двойная игра",
  "tobago.power.swap": "замена роз ветров",
  "tobago.ev.marker_removed.amulet": "{name} убирает {colour} маркер: {where}; осталось {n} {hexes}.",
  "tobago.ev.marker_removed.dead_end": "{name} расчищает тупик {fromMap}: убран участок {where}, осталось {n} {hexes}.",
  "tobago.ev.rose_added": "{name} кладёт ещё одну розу на ключ {at} {ofMap}, теперь их {n}.",
  "tobago.ev.roses_swapped": "{name} меняет местами розы ключей {at} и {with} {ofMap}.",
  "tobago.ev.raised": "{name} поднимает {treasure} на участке {where}! Начинается дележка.",
  "tobago.ev.treasure_drawn": "{name} тянет {n} {cards} сокровищ для дележки.",
  "tobago.ev.extra_card": "{name} добавляет карту из колоды втёмную и тасует {n} {cards} (в колоде осталось {left}).",
  "tobago.ev.extra_card.none": "{name} нечего добавить: тасуются {n} {cards}, колода сокровищ пуста.",
  "tobago.ev.revealed": "Открыта карта: {card}.",
  "tobago.ev.took": "{name} берёт {card}.",
  "tobago.ev.passed": "{name} пасует: {card}.",
  "tobago.ev.passed.discarded": "{name} пасует: {card}; никто не взял, карта сброшена.",
  "tobago.ev.cursed": "Проклятие! {losses}.",
  "tobago.ev.cursed.returns": "Проклятие! {losses}. Оно возвращается в колоду.",
  "tobago.loss.amulet": "{name} теряет амулет",
  "tobago.loss.card": "{name} теряет {card}",
  "tobago.loss.none": "{name} нечего терять",
  "tobago.loss.out": " и выходит из дележки",
  "tobago.ev.treasure_reshuffled": "Колода сокровищ пуста: из сброса перетасовано {n} {cardsNom}, чтобы закончить дележку.",
  "tobago.ev.sharing_ended": "Дележка ({treasure}) окончена, сброшено втёмную: {n} {cardsNom}.",
  "tobago.ev.map_left_empty": "{name} не может начать {map}: она остаётся пустой для всех.",
  "tobago.ev.map_left_empty.setup": "У игрока {name} нет ключа, чтобы начать пустую карту.",
  "tobago.ev.amulet_appeared": "На берегу появляется амулет: {where}.",
  "tobago.ev.statues_turned": "Статуи поворачиваются на 60° по часовой стрелке.",
  "tobago.ev.turn_ended": "{name} заканчивает ход.",
  "tobago.ev.turn": "Ход: {name}.",
  "tobago.ev.game_over": "Игра окончена. {winners}",
  "tobago.cardFaceDown": "карта рубашкой вверх",

  "tobago.opt.island": "Остров",
  "tobago.opt.island.help": "Остров с именем или новый маленький остров из зерна партии.",
  "tobago.opt.island.random": "Новый маленький остров",
  "tobago.island.coral-cove": "Коралловая бухта (малый)", "tobago.island.pelican-key": "Пеликаний риф (малый)",
  "tobago.island.turtle-rock": "Черепаховая скала (малый)", "tobago.island.little-tobago": "Малый Тобаго (малый)",
  "tobago.island.great-tobago": "Большой Тобаго (большой)", "tobago.island.mangrove-reach": "Мангровый плёс (большой)",
  "tobago.island.emerald-isle": "Изумрудный остров (большой)", "tobago.island.buccaneer-bay": "Бухта буканьеров (большой)",
  "tobago.opt.curses.0": "без проклятий", "tobago.opt.curses.1": "1 проклятие", "tobago.opt.curses.2": "2 проклятия",
  "tobago.opt.curse_depth.27": "27 карт", "tobago.opt.curse_depth.21": "21 карта",
  "tobago.opt.curses": "Проклятия",
  "tobago.opt.curses.help": "Карт проклятия в колоде сокровищ (варианты в и г: 1 или 0).",
  "tobago.opt.curse_rule": "Когда срабатывает проклятие",
  "tobago.opt.curse_rule.help": "Стоп: дележка кончается. Продолжить (вариант а): она идёт дальше после потерь. Амулеты (вариант б): остаются только отдавшие амулет.",
  "tobago.opt.curse_rule.stop": "дележка прекращается",
  "tobago.opt.curse_rule.continue": "дележка продолжается",
  "tobago.opt.curse_rule.amulets": "остаются отдавшие амулет",
  "tobago.opt.curse_depth": "Проклятия среди нижних",
  "tobago.opt.curse_depth.help": "Проклятия замешаны среди стольких нижних карт колоды сокровищ (27, или 21 — предсказуемее).",
  "tobago.opt.curse_returns": "Проклятие возвращается",
  "tobago.opt.curse_returns.help": "Сильное проклятие: сработав, оно возвращается в колоду сокровищ.",
  "tobago.opt.gold": "Колода сокровищ",
  "tobago.opt.gold.help": "Сколько карт золота: все 39 или меньше для короткой партии (игра кончается, когда колода сокровищ иссякнет).",
  "tobago.opt.gold.full": "полная (39 карт)",
  "tobago.opt.gold.half": "короткая (20 карт)",
  "tobago.opt.gold.quick": "быстрая (12 карт)",
};

const phrases = cluePhrases();

/** texts are every string the board shows, in English and Russian. */
export const texts = { en: { ...en, ...phrases.en }, ru: { ...ru, ...phrases.ru } };

/** rules is the short rules summary, in English and Russian. */
export const rules = {
  en: `
<p><b>Goal:</b> the most gold coins when the treasure deck runs out. Four treasure maps (white, grey, brown, black) are built from clue cards; each hides one treasure on the island.</p>
<h4>Set-up</h4>
<p>Each player places a vehicle on any land hex, then starts an empty map with a clue card from hand.</p>
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
<p>Highlighted things can be clicked. To play a clue click a card in your hand, then a map. Step by clicking a highlighted hex. Buttons above the island stop, raise, exchange, end the turn and spend amulets. Hover a map to see where its treasure may lie.</p>`,
  ru: `
<p><b>Цель:</b> больше всех золотых монет, когда иссякнет колода сокровищ. Четыре карты сокровищ (белая, серая, коричневая, чёрная) собираются из карт-ключей; каждая скрывает один клад на острове.</p>
<h4>Начало</h4>
<p>Каждый ставит вездеход на любой участок суши, затем начинает пустую карту сокровищ ключом из руки.</p>
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
<p>Подсвеченное можно щёлкнуть. Чтобы сыграть ключ, щёлкните карту в руке, затем карту сокровищ. Шаг — щелчок по подсвеченному участку. Кнопки над островом: остановиться, поднять клад, обменять карты, закончить ход, потратить амулет. Наведите на карту сокровищ, чтобы увидеть, где может быть клад.</p>`,
};

/** pl picks the plural form of a "one|many" (English) or "one|few|many" (Russian) text for n. */
export function pl(t, keyName, n) {
  return plural(n, t(keyName).split("|"));
}
