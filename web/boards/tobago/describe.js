// @ts-check
// Tobago's events in words, one sentence each, places named in words
// (places.js), and a turn told for the log (tell): the clue, the move with
// its steps, the raising and the sharing, each a line that knows the hexes
// it is about.

import { addTexts } from "../../i18n.js";
import { mainEvent } from "../../log-turns.js";
import { texts } from "./log-texts.js";
import { placeName } from "./places.js";
import { pl } from "./texts.js";
import { cardName, clueText } from "./view.js";

addTexts(texts);

/**
 * describe is one event in words; view (the one shown, if any) gives the
 * island that names places.
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
  const where = (h) => placeName(t, island, h);
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
      let s = t(ev.why === "dead_end" ? "tobago.log.deadEnd" : `tobago.ev.marker_removed.${ev.why}`, { ...vars, where: where(ev.hex), n: ev.candidates, hexes: hexes(ev.candidates) });
      if (ev.located) s += t("tobago.ev.located", { where: where(ev.located) });
      return s;
    }
    case "rose_added":
      return t("tobago.ev.rose_added", { ...vars, at: (ev.at ?? 0) + 1, n: Number(ev.roses) });
    case "roses_swapped":
      return t("tobago.ev.roses_swapped", { ...vars, at: (ev.at ?? 0) + 1, with: (ev.with ?? 0) + 1 });
    case "raised":
      return t("tobago.log.raised", { ...vars, where: where(ev.hex) });
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

/** Events that add nothing to a line once the log's blocks say it. */
const QUIET = new Set(["turn_ended", "move_ended"]);

/**
 * tell puts a turn into lines for the log: the steps of a move in one line
 * ("Anna drives: the beach (south) → the jungle by the hut (south-west)."),
 * every other decision in a line of its own with what it led to (a clue
 * and the cards drawn, a raising and the sharing's cards, a card taken or
 * passed). Each line lists the hexes it names, for the board to show.
 * @param {import("../../log-turns.js").Step[]} steps
 * @param {import("../../board.js").Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {import("../../log-turns.js").Line[]}
 */
export function tell(steps, ctx, view) {
  const t = ctx.t;
  const island = view?.island || "";
  /** @type {import("../../log-turns.js").Line[]} */
  const lines = [];
  /** @type {{seat: number, amulet: boolean, path: string[], hexes: import("./types.js").Hex[], more: string[], from: number, to: number} | null} */
  let move = null;
  const drive = () => {
    if (!move) return;
    const path = move.path.join(" → ");
    const text = [t(move.amulet ? "tobago.log.moveAmulet" : "tobago.log.move", { name: ctx.nick(move.seat), path }), ...move.more].join(" ");
    lines.push({ text, from: move.from, to: move.to, event: "step", places: move.hexes });
    move = null;
  };
  for (const step of steps) {
    /** @type {import("../../log-turns.js").Line | null} */
    let line = null;
    for (const e of step.events) {
      const ev = /** @type {import("./types.js").Event} */ (e);
      if (ev.type === "step" && ev.to) {
        if (!move) move = { seat: ev.seat ?? 0, amulet: !!ev.amulet, path: [], hexes: [], more: [], from: step.version, to: step.version };
        move.path.push(placeName(t, island, ev.to));
        move.hexes.push(ev.to);
        move.to = step.version;
        continue;
      }
      if (move && ev.type === "amulet_picked") {
        move.more.push(describe(e, ctx, view));
        if (ev.hex) move.hexes.push(ev.hex);
        continue;
      }
      if (QUIET.has(ev.type)) {
        if (move) move.to = step.version;
        else if (lines.length) lines[lines.length - 1].to = step.version;
        if (ev.type === "move_ended") drive();
        continue;
      }
      drive();
      const text = describe(e, ctx, view);
      const at = [ev.hex, ev.located].filter((h) => !!h);
      if (line) {
        line.text += " " + text;
        line.places = [...(line.places || []), ...at];
      } else {
        line = { text, from: step.version, to: step.version, event: mainEvent([e]), places: at };
        lines.push(line);
      }
    }
  }
  drive();
  for (const l of lines) if (!l.places?.length) delete l.places;
  return lines;
}

/**
 * moveText puts a move the viewer may make into words (a hint): where a
 * vehicle goes, which clue on which map, or the button's words.
 * @param {import("../../board.js").Move} move
 * @param {import("../../board.js").Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {string}
 */
export function moveText(move, ctx, view) {
  const m = /** @type {import("./types.js").Move} */ (move);
  const t = ctx.t;
  /** @param {import("./types.js").Hex} h */
  const where = (h) => placeName(t, view?.island || "", h);
  /** @param {string} label */
  const button = (label) => t("tobago.move.button", { label: label.replace(/…$/, "") });
  switch (m.type) {
    case "place":
    case "step":
      return t("tobago.move." + m.type, { where: where(m.hex) });
    case "clue":
      return t("tobago.move.clue", { clue: clueText(t, m.clue), onMap: t(`tobago.onMap.${m.map}`) });
    case "raise":
      return button(t("tobago.btn.raise", { treasure: t(`tobago.treasure.${m.map}`) }));
    case "clear":
      return t("tobago.move.clear", { where: where(m.hex), fromMap: t(`tobago.fromMap.${m.map}`) });
    case "take":
      return button(t("tobago.btn.take", { card: cardName(t, view?.sharing?.card) }));
    case "stop":
    case "end":
    case "exchange":
    case "pass":
      return button(t("tobago.btn." + m.type));
    case "amulet":
      switch (m.power) {
        case "clue":
          return t("tobago.move.clueAmulet", { clue: clueText(t, m.clue), onMap: t(`tobago.onMap.${m.map}`) });
        case "remove_marker":
          return t("tobago.move.marker", { where: where(m.hex), fromMap: t(`tobago.fromMap.${m.map}`) });
        case "double":
        case "swap":
          return t("tobago.move." + m.power, { map: t(`tobago.theMap.${m.map}`) });
        default:
          return button(t("tobago.btn.amulet." + m.power));
      }
  }
  return move.type;
}
