// @ts-check
// Tobago's clicks: the legal moves sorted by what the player clicks to make
// them (a hex, a card then a map, a button, a marker, a clue row), the
// half-made choice, the hints, and the reasons a click does nothing.

import { movesOf } from "../../board.js";
import { key } from "./geometry.js";
import { cardName, clueKey, deciding } from "./view.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Move} Move */
/** @typedef {import("./types.js").Clue} Clue */
/** @typedef {import("./types.js").Colour} Colour */
/** @typedef {import("../../board.js").Ctx} Ctx */
/** @typedef {import("../../board.js").Meta} Meta */
/** @typedef {Extract<Move, {type: "amulet"}>} AmuletMove */

/**
 * A way to play a clue: on which map, by which move, with an amulet or not.
 * @typedef {{clue: Clue, map: Colour, move: Move, amulet: boolean}} ClueOption
 */

/**
 * The legal moves by what the player clicks to make them.
 * @typedef {object} Legals
 * @property {boolean} any  the viewer decides now
 * @property {Map<string, Move>} place  by hex key
 * @property {Map<string, Move>} step  by hex key
 * @property {ClueOption[]} clue  every clue on every map, from the hand or the deck, as action or amulet
 * @property {Extract<Move, {type: "raise"}>[]} raise
 * @property {Extract<Move, {type: "clear"}>[]} clear
 * @property {Extract<AmuletMove, {power: "remove_marker"}>[]} marker
 * @property {Extract<AmuletMove, {power: "double"}>[]} double
 * @property {Extract<AmuletMove, {power: "swap"}>[]} swap
 * @property {Move | null} stop
 * @property {Move | null} end
 * @property {Move | null} exchange
 * @property {Move | null} take
 * @property {Move | null} pass
 * @property {Move | null} amuletMove
 * @property {Move | null} amuletExchange
 */

/**
 * The half-made choice: a clue card (of the hand or the deck) waiting for
 * its map, a map waiting for its card (set-up), a clue and map waiting for
 * "as action or with an amulet", or an amulet power waiting for its target.
 * @typedef {{kind: "card", clue: Clue}
 *   | {kind: "map", map: Colour}
 *   | {kind: "how", clue: Clue, map: Colour, options: ClueOption[]}
 *   | {kind: "marker" | "clear" | "double"}
 *   | {kind: "swap", first?: {map: Colour, at: number}}} Sel
 */

/**
 * What a board offers its input: the state it reads and what it may do.
 * @typedef {object} Act
 * @property {View} v
 * @property {Meta} meta
 * @property {Ctx} ctx
 * @property {Legals} L  the moves that may be made now (none while one is on its way)
 * @property {Legals} offered  the moves of this view, for buttons that stay in place while one is on its way
 * @property {Sel | null} sel
 * @property {boolean} sending
 * @property {import("./island.js").Island} island
 * @property {(move: Move) => void} play
 * @property {(sel: Sel | null) => void} select
 */

/**
 * indexLegal sorts the legal moves by what the player clicks to make them.
 * @param {import("../../board.js").Legal<Move>[]} legal
 * @returns {Legals}
 */
export function indexLegal(legal) {
  const ms = movesOf(legal);
  /** @type {Legals} */
  const L = {
    any: ms.length > 0, place: new Map(), step: new Map(), clue: [], raise: [], clear: [], marker: [],
    double: [], swap: [], stop: null, end: null, exchange: null, take: null, pass: null, amuletMove: null, amuletExchange: null,
  };
  for (const m of ms) {
    switch (m.type) {
      case "place": L.place.set(key(m.hex), m); break;
      case "step": L.step.set(key(m.hex), m); break;
      case "clue": L.clue.push({ clue: m.clue, map: m.map, move: m, amulet: false }); break;
      case "raise": L.raise.push(m); break;
      case "clear": L.clear.push(m); break;
      case "stop": L.stop = m; break;
      case "end": L.end = m; break;
      case "exchange": L.exchange = m; break;
      case "take": L.take = m; break;
      case "pass": L.pass = m; break;
      case "amulet":
        if (m.power === "clue") L.clue.push({ clue: m.clue, map: m.map, move: m, amulet: true });
        else if (m.power === "remove_marker") L.marker.push(m);
        else if (m.power === "move") L.amuletMove = m;
        else if (m.power === "exchange") L.amuletExchange = m;
        else if (m.power === "double") L.double.push(m);
        else if (m.power === "swap") L.swap.push(m);
        break;
    }
  }
  return L;
}

/**
 * why is the reason a click does nothing now, or "" when the viewer decides.
 * @param {Act} b
 */
export function why(b) {
  const { v, meta, ctx } = b;
  const t = ctx.t;
  if (meta.replay) return t("tobago.why.replay");
  if (b.sending) return "";
  if (v.phase === "over" || meta.result?.over) return t("tobago.why.over");
  if (b.L.any) return b.sel ? t("tobago.why.finishChoice") : "";
  if (ctx.seat < 0) return t("tobago.why.spectator");
  if (v.phase === "offer" && v.sharing) return t("tobago.why.notOffered", { name: ctx.nick(deciding(v)) });
  return t("tobago.why.notYourTurn", { name: ctx.nick(v.actor ?? v.turn) });
}

/**
 * explain shows a reason, if there is one.
 * @param {Act} b
 * @param {string} text
 */
export function explain(b, text) {
  if (text) b.ctx.explain(text);
}

/**
 * deckChoice tells whether the viewer picks a clue card of the deck rather
 * than of the hand: at set-up, every distinct card left in the deck may
 * start an empty map (the hands are dealt afterwards).
 * @param {Act} b
 */
export function deckChoice(b) {
  return b.v.phase === "setup_clue" && b.offered.clue.some((o) => !o.amulet);
}

/**
 * hexMove is the move a click on hex k makes now, or null.
 * @param {Act} b
 * @param {string} k
 */
export function hexMove(b, k) {
  return b.sel ? null : b.L.place.get(k) || b.L.step.get(k) || null;
}

/**
 * hexWhy explains a click on a hex that is no move now.
 * @param {Act} b
 */
export function hexWhy(b) {
  const w = why(b);
  if (w) return w;
  const { v, L, ctx } = b;
  const t = ctx.t;
  if (v.phase === "turn") return t(L.step.size ? "tobago.why.notStep" : "tobago.why.noSteps");
  if (v.phase === "offer") return t("tobago.you.offer", { card: cardName(t, v.sharing?.card) });
  if (v.phase === "setup_clue" && deckChoice(b)) return t("tobago.why.pickDeckCard");
  if (v.phase === "setup_clue" || v.phase === "restart") return t("tobago.why.pickCard");
  return "";
}

/**
 * seaWhy explains a click on the sea.
 * @param {Act} b
 */
export function seaWhy(b) {
  return why(b) || (b.L.step.size || b.L.place.size ? b.ctx.t("tobago.why.ocean") : "");
}

/**
 * A button above the island: its label, classes, and what it does.
 * A move's button names its type (and its map, for a raise), so that a
 * hint can show it.
 * @typedef {{label: string, cls: string | string[], run: () => void, move: boolean, amulet?: string, type?: string, map?: string}} Button
 */

/**
 * buttons lists the buttons above the island: the ways to play a chosen
 * clue and Cancel during a half-made choice, else every move a button
 * makes (take, pass, raise, stop, end, exchange, clear, amulet powers).
 * While a move is on its way they stay, disabled, so that nothing jumps.
 * @param {Act} b
 * @returns {Button[]}
 */
export function buttons(b) {
  const { v, sel: s, ctx } = b;
  const L = b.offered;
  const t = ctx.t;
  /** @type {Button[]} */
  const out = [];
  /**
   * @param {string} label
   * @param {string | string[]} cls
   * @param {() => void} run
   * @param {string} [type]
   * @param {string} [map]
   */
  const add = (label, cls, run, type, map) => out.push({ label, cls, run, move: true, type, map });
  /**
   * @param {string} power
   * @param {() => void} run
   */
  const amulet = (power, run) => out.push({ label: t(`tobago.btn.amulet.${power}`), cls: "tb-btn-amulet", run, move: true, amulet: power });
  if (s) {
    if (s.kind === "how") {
      for (const o of s.options) add(t(o.amulet ? "tobago.btn.withAmulet" : "tobago.btn.asAction"), o.amulet ? "tb-btn-amulet" : "tb-btn-main", () => b.play(o.move));
    }
    out.push({ label: t("tobago.btn.cancel"), cls: "tb-btn-cancel", run: () => b.select(null), move: false });
    return out;
  }
  if (!L.any) return out;
  const { take, pass, stop, end, exchange, amuletMove, amuletExchange } = L;
  if (take) add(t("tobago.btn.take", { card: cardName(t, v.sharing?.card) }), "tb-btn-main", () => b.play(take), "take");
  if (pass) add(t("tobago.btn.pass"), "tb-btn-plain", () => b.play(pass), "pass");
  for (const m of L.raise) add(t("tobago.btn.raise", { treasure: t(`tobago.treasure.${m.map}`) }), ["tb-btn-main", "tb-btn-raise"], () => b.play(m), "raise", m.map);
  if (stop) add(t("tobago.btn.stop"), "tb-btn-plain", () => b.play(stop), "stop");
  if (end) add(t("tobago.btn.end"), ["tb-btn-plain", "tb-btn-end"], () => b.play(end), "end");
  if (exchange) add(t("tobago.btn.exchange"), "tb-btn-plain", () => b.play(exchange), "exchange");
  if (L.clear.length) add(t("tobago.btn.clear"), "tb-btn-plain", () => b.select({ kind: "clear" }), "clear");
  if (L.marker.length) amulet("remove_marker", () => b.select({ kind: "marker" }));
  if (amuletMove) amulet("move", () => b.play(amuletMove));
  if (amuletExchange) amulet("exchange", () => b.play(amuletExchange));
  if (L.double.length) amulet("double", () => b.select({ kind: "double" }));
  if (L.swap.length) amulet("swap", () => b.select({ kind: "swap" }));
  return out;
}

/**
 * picks are the targets on the markers during a marker's removal or a
 * dead end's clearing.
 * @param {Act} b
 */
export function picks(b) {
  const { sel, L } = b;
  return sel?.kind === "marker" ? L.marker : sel?.kind === "clear" ? L.clear : [];
}

/**
 * hintedClue is the clue a hinted move plays and its map, as an action or
 * with an amulet; null for any other move.
 * @param {Move | null} move
 * @returns {{clue: import("./types.js").Clue, map: import("./types.js").Colour} | null}
 */
export function hintedClue(move) {
  if (move?.type === "clue" || (move?.type === "amulet" && move.power === "clue")) return { clue: move.clue, map: move.map };
  return null;
}

/**
 * hintTargets are what shows a hinted move: the selectors of its button,
 * clue card and map, and the hexes it is about (a vehicle's step, a
 * placing, a marker cleared or removed).
 * @param {Move | null} move
 * @returns {{selectors: string[], hexes: import("./types.js").Hex[]}}
 */
export function hintTargets(move) {
  if (!move) return { selectors: [], hexes: [] };
  /** @param {string} map */
  const mapPanel = (map) => `.tb-map-${map}`;
  switch (move.type) {
    case "place":
    case "step":
      return { selectors: [], hexes: [move.hex] };
    case "clue":
      return { selectors: [`[data-clue="${clueKey(move.clue)}"]`, mapPanel(move.map)], hexes: [] };
    case "raise":
      return { selectors: [`[data-move="raise"][data-map="${move.map}"]`, mapPanel(move.map)], hexes: [] };
    case "clear":
      return { selectors: ['[data-move="clear"]', mapPanel(move.map)], hexes: [move.hex] };
    case "amulet": {
      const button = `[data-amulet="${move.power}"]`;
      if (move.power === "clue") return { selectors: [`[data-clue="${clueKey(move.clue)}"]`, mapPanel(move.map)], hexes: [] };
      if (move.power === "remove_marker") return { selectors: [button, mapPanel(move.map)], hexes: [move.hex] };
      if (move.power === "double" || move.power === "swap") return { selectors: [button, mapPanel(move.map)], hexes: [] };
      return { selectors: [button], hexes: [] };
    }
  }
  return { selectors: [`[data-move="${move.type}"]`], hexes: [] };
}
