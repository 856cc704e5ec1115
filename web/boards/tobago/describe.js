// @ts-check
// Tobago's events in words, one sentence each.

import { pl } from "./texts.js";
import { cardName, clueText, where as whereOn } from "./view.js";

/**
 * describe is one event in words; view (the one shown, if any) names
 * places by their terrain.
 * @param {import("../../board.js").GameEvent} e
 * @param {import("../../board.js").Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {string}
 */
export function describe(e, ctx, view) {
  const ev = /** @type {import("./types.js").Event} */ (e);
  const t = ctx.t;
  const island = view?.island || "";
  /** @param {import("./types.js").Hex | undefined} h */
  const where = (h) => whereOn(t, island, h);
  const name = ev.seat != null ? ctx.nick(ev.seat) : "";
  /** @param {number | undefined} n */
  const hexes = (n) => pl(t, "tobago.hexes", n ?? 0);
  /** @param {number | undefined} n */
  const cards = (n) => pl(t, "tobago.cards", n ?? 0);
  /** @param {string | undefined} c */
  const mapVars = (c) => c ? {
    map: t(`tobago.theMap.${c}`), onMap: t(`tobago.onMap.${c}`), fromMap: t(`tobago.fromMap.${c}`), ofMap: t(`tobago.ofMap.${c}`),
    mapName: t(`tobago.map.${c}`), colour: t(`tobago.colour.${c}`), treasure: t(`tobago.treasure.${c}`),
  } : {};
  const vars = { name, ...mapVars(ev.map) };
  switch (ev.type) {
    case "placed":
      return t("tobago.ev.placed", { ...vars, where: where(ev.hex) });
    case "clue": {
      let s = t(`tobago.ev.clue.${ev.why}`, { ...vars, clue: ev.clue ? clueText(t, ev.clue) : "", n: ev.candidates, hexes: hexes(ev.candidates) });
      if (ev.located) s += t("tobago.ev.located", { where: where(ev.located) });
      return s;
    }
    case "clues_drawn":
      return t("tobago.ev.clues_drawn", { ...vars, n: ev.cards, cards: cards(ev.cards) });
    case "clues_reshuffled":
      return t("tobago.ev.clues_reshuffled", { n: ev.cards, cardsNom: pl(t, "tobago.cardsNom", ev.cards ?? 0) });
    case "hand_exchanged":
      return t(ev.amulet ? "tobago.ev.hand_exchanged.amulet" : "tobago.ev.hand_exchanged", { ...vars, n: ev.cards, cards: cards(ev.cards) });
    case "step":
      return t(ev.amulet ? "tobago.ev.step.amulet" : "tobago.ev.step", { ...vars, where: where(ev.to), k: ev.step });
    case "move_ended":
      return t(`tobago.ev.move_ended.${ev.reason}`, { ...vars, n: ev.steps, steps: pl(t, "tobago.steps", ev.steps ?? 0) });
    case "amulet_picked":
      return t("tobago.ev.amulet_picked", { ...vars, where: where(ev.hex) });
    case "amulet_used":
      return t("tobago.ev.amulet_used", { ...vars, power: t(`tobago.power.${ev.power}`) });
    case "marker_removed": {
      let s = t(`tobago.ev.marker_removed.${ev.why}`, { ...vars, where: where(ev.hex), n: ev.candidates, hexes: hexes(ev.candidates) });
      if (ev.located) s += t("tobago.ev.located", { where: where(ev.located) });
      return s;
    }
    case "rose_added":
      return t("tobago.ev.rose_added", { ...vars, at: (ev.at ?? 0) + 1, n: Number(ev.roses) });
    case "roses_swapped":
      return t("tobago.ev.roses_swapped", { ...vars, at: (ev.at ?? 0) + 1, with: (ev.with ?? 0) + 1 });
    case "raised":
      return t("tobago.ev.raised", { ...vars, where: where(ev.hex) });
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
      return t("tobago.ev.treasure_reshuffled", { n: ev.cards, cardsNom: pl(t, "tobago.cardsNom", ev.cards ?? 0) });
    case "sharing_ended": {
      const n = Number(ev.discarded ?? 0);
      return t("tobago.ev.sharing_ended", { ...vars, n, cards: cards(n), cardsNom: pl(t, "tobago.cardsNom", n) });
    }
    case "map_left_empty":
      return t(ev.map ? "tobago.ev.map_left_empty" : "tobago.ev.map_left_empty.setup", vars);
    case "amulet_appeared":
      return t("tobago.ev.amulet_appeared", { where: where(ev.hex) });
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
