// Tobago's events in words, one sentence each, and the names of clues and
// treasure cards.

import { pl } from "./texts.js";
import { key } from "./island.js";

// The island last drawn, so that places can be named by their terrain.
let island = null;

/** setIsland tells the descriptions which island the game is played on. */
export function setIsland(is) {
  island = is;
}

/** clueText is a clue as its card reads. */
export function clueText(t, clue) {
  return t(`tobago.clue.${clue.kind}.${clue.label}`);
}

/** cardName names a treasure card: "5 coins" or "Curse". */
export function cardName(t, card) {
  if (card === "curse") return t("tobago.curse");
  if (card == null) return t("tobago.cardFaceDown");
  return `${card} ${pl(t, "tobago.coins", card)}`;
}

function where(t, h) {
  if (!h) return "";
  const cell = island && island.cells.get(key(h));
  const name = cell && cell.terrain !== "ocean" ? t(`tobago.terrain.${cell.terrain}`) + " " : "";
  return `${name}(${h.q},${h.r})`;
}

/** describe is one event in words. */
export function describe(ev, ctx) {
  const t = ctx.t;
  const name = ev.seat != null ? ctx.nick(ev.seat) : "";
  const hexes = (n) => pl(t, "tobago.hexes", n);
  const cards = (n) => pl(t, "tobago.cards", n);
  const mapVars = (c) => c ? {
    map: t(`tobago.theMap.${c}`), onMap: t(`tobago.onMap.${c}`), fromMap: t(`tobago.fromMap.${c}`), ofMap: t(`tobago.ofMap.${c}`),
    mapName: t(`tobago.map.${c}`), colour: t(`tobago.colour.${c}`), treasure: t(`tobago.treasure.${c}`),
  } : {};
  const vars = { name, ...mapVars(ev.map) };
  switch (ev.type) {
    case "placed":
      return t("tobago.ev.placed", { ...vars, where: where(t, ev.hex) });
    case "clue": {
      let s = t(`tobago.ev.clue.${ev.why}`, { ...vars, clue: clueText(t, ev.clue), n: ev.candidates, hexes: hexes(ev.candidates) });
      if (ev.located) s += t("tobago.ev.located", { where: where(t, ev.located) });
      return s;
    }
    case "clues_drawn":
      return t("tobago.ev.clues_drawn", { ...vars, n: ev.cards, cards: cards(ev.cards) });
    case "clues_reshuffled":
      return t("tobago.ev.clues_reshuffled", { n: ev.cards, cardsNom: pl(t, "tobago.cardsNom", ev.cards) });
    case "hand_exchanged":
      return t(ev.amulet ? "tobago.ev.hand_exchanged.amulet" : "tobago.ev.hand_exchanged", { ...vars, n: ev.cards, cards: cards(ev.cards) });
    case "step":
      return t(ev.amulet ? "tobago.ev.step.amulet" : "tobago.ev.step", { ...vars, where: where(t, ev.to), k: ev.step });
    case "move_ended":
      return t(`tobago.ev.move_ended.${ev.reason}`, { ...vars, n: ev.steps, steps: pl(t, "tobago.steps", ev.steps) });
    case "amulet_picked":
      return t("tobago.ev.amulet_picked", { ...vars, where: where(t, ev.hex) });
    case "amulet_used":
      return t("tobago.ev.amulet_used", { ...vars, power: t(`tobago.power.${ev.power}`) });
    case "marker_removed": {
      let s = t(`tobago.ev.marker_removed.${ev.why}`, { ...vars, where: where(t, ev.hex), n: ev.candidates, hexes: hexes(ev.candidates) });
      if (ev.located) s += t("tobago.ev.located", { where: where(t, ev.located) });
      return s;
    }
    case "rose_added":
      return t("tobago.ev.rose_added", { ...vars, at: ev.at + 1, n: ev.roses });
    case "roses_swapped":
      return t("tobago.ev.roses_swapped", { ...vars, at: ev.at + 1, with: ev.with + 1 });
    case "raised":
      return t("tobago.ev.raised", { ...vars, where: where(t, ev.hex) });
    case "treasure_drawn":
      return t("tobago.ev.treasure_drawn", { ...vars, n: ev.cards, cards: cards(ev.cards) });
    case "extra_card":
      return t(ev.added ? "tobago.ev.extra_card" : "tobago.ev.extra_card.none", { ...vars, n: ev.cards, cards: cards(ev.cards), left: ev.deck_left });
    case "revealed":
      return t("tobago.ev.revealed", { card: cardName(t, ev.card) });
    case "took":
      return t("tobago.ev.took", { ...vars, card: cardName(t, ev.card) });
    case "passed":
      return t(ev.discarded ? "tobago.ev.passed.discarded" : "tobago.ev.passed", { ...vars, card: cardName(t, ev.card) });
    case "cursed": {
      const losses = (ev.losses || []).map((l) => {
        const who = ctx.nick(l.seat);
        let s = l.amulet ? t("tobago.loss.amulet", { name: who })
          : l.card != null ? t("tobago.loss.card", { name: who, card: cardName(t, l.card) })
            : t("tobago.loss.none", { name: who });
        if (l.out) s += t("tobago.loss.out");
        return s;
      }).join("; ");
      return t(ev.next === "deck" ? "tobago.ev.cursed.returns" : "tobago.ev.cursed", { losses });
    }
    case "treasure_reshuffled":
      return t("tobago.ev.treasure_reshuffled", { n: ev.cards, cardsNom: pl(t, "tobago.cardsNom", ev.cards) });
    case "sharing_ended":
      return t("tobago.ev.sharing_ended", { ...vars, n: ev.discarded, cards: cards(ev.discarded), cardsNom: pl(t, "tobago.cardsNom", ev.discarded) });
    case "map_left_empty":
      return t(ev.map ? "tobago.ev.map_left_empty" : "tobago.ev.map_left_empty.setup", vars);
    case "amulet_appeared":
      return t("tobago.ev.amulet_appeared", { where: where(t, ev.hex) });
    case "statues_turned":
      return t("tobago.ev.statues_turned");
    case "turn_ended":
      return t("tobago.ev.turn_ended", vars);
    case "turn":
      return t("tobago.ev.turn", vars);
    case "game_over": {
      const ws = ev.winners || [];
      const names = ws.map((p) => ctx.nick(p)).join(", ");
      const scores = (ev.scores || []).map((s, p) => `${ctx.nick(p)} ${s}`).join(", ");
      return t("tobago.ev.game_over", { winners: t(ws.length > 1 ? "tobago.winnersTie" : "tobago.winners", { names }) }) + ` (${scores})`;
    }
  }
  return ev.type;
}
