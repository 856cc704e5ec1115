// @ts-check
// Tobago's clue choices, click by click: a card of the hand (or, at
// set-up, of the deck) then a map, or at set-up a map then a card; the
// clue rows an amulet's double play or swap points at.

import { candidatesOf, clueKey, clueText, KINDS, sameClue } from "./view.js";
import { why } from "./input.js";
import { LABELS } from "./texts.js";

/** @typedef {import("./input.js").Act} Act */
/** @typedef {import("./types.js").Clue} Clue */
/** @typedef {import("./types.js").TreasureMap} TreasureMap */
/** @typedef {import("../shared.js").Answer} Answer */

/**
 * clueOptions lists where a clue may go now: [{map, move, amulet}].
 * @param {Act} b
 * @param {Clue} clue
 */
export function clueOptions(b, clue) {
  return b.L.clue.filter((o) => sameClue(o.clue, clue));
}

/**
 * chosenClue is the clue card of the half-made choice, if any.
 * @param {Act} b
 */
function chosenClue(b) {
  return b.sel?.kind === "card" || b.sel?.kind === "how" ? b.sel.clue : null;
}

/**
 * cardWhy explains why a card of the hand cannot be played now.
 * @param {Act} b
 * @param {Clue} clue
 */
function cardWhy(b, clue) {
  const t = b.ctx.t;
  const w = why(b);
  if (w && !b.L.any) return w;
  const v = b.v;
  if (v.phase === "place" || v.phase === "offer") return t("tobago.why.noClueNow");
  if (v.phase === "turn" && v.action?.taken) return t("tobago.why.actionTaken");
  return t("tobago.why.clueNowhere", { clue: clueText(t, clue) });
}

/**
 * handCard is how a card of the viewer's hand answers a click; first is
 * false for a second card of the same clue, which is never the chosen one.
 * @param {Act} b
 * @param {Clue} clue
 * @param {boolean} first
 * @returns {{answer: Answer, selected: boolean}}
 */
export function handCard(b, clue, first) {
  const chosen = chosenClue(b);
  if (chosen && first && sameClue(chosen, clue)) return { answer: { plain: () => b.select(null) }, selected: true };
  if (clueOptions(b, clue).length && (!b.sel || b.sel.kind === "card")) {
    return { answer: { legal: () => b.select({ kind: "card", clue }) }, selected: false };
  }
  const t = b.ctx.t;
  return { answer: { refused: () => explainIf(b, b.sel ? t("tobago.why.finishChoice") : cardWhy(b, clue)) }, selected: false };
}

/**
 * @param {Act} b
 * @param {string} text
 */
function explainIf(b, text) {
  if (text) b.ctx.explain(text);
}

/**
 * A card of the deck chooser.
 * @typedef {{clue: Clue, answer: Answer, selected: boolean}} DeckCard
 */

/**
 * deckCards lists the distinct clue cards the legal moves name, grouped by
 * kind, each with its answer: chosen first (then a map), played at once on
 * a chosen map, or refused.
 * @param {Act} b
 * @returns {{kind: string, cards: DeckCard[]}[]}
 */
export function deckCards(b) {
  const t = b.ctx.t;
  const sel = b.sel;
  /** @type {Map<string, Clue>} */
  const clues = new Map();
  for (const o of b.offered.clue) if (!o.amulet) clues.set(clueKey(o.clue), o.clue);
  /** @param {Clue} clue @returns {DeckCard} */
  const card = (clue) => {
    if (sel?.kind === "card" && sameClue(sel.clue, clue)) return { clue, answer: { plain: () => b.select(null) }, selected: true };
    const opts = clueOptions(b, clue).filter((o) => !o.amulet);
    if (sel?.kind === "map") {
      const on = opts.find((o) => o.map === sel.map);
      if (on) return { clue, answer: { legal: () => b.play(on.move) }, selected: false };
      return { clue, answer: { refused: () => explainIf(b, t("tobago.why.deckCardNo", { clue: clueText(t, clue), map: t(`tobago.theMap.${sel.map}`) })) }, selected: false };
    }
    if (opts.length && (!sel || sel.kind === "card")) return { clue, answer: { legal: () => b.select({ kind: "card", clue }) }, selected: false };
    return { clue, answer: { refused: () => explainIf(b, why(b)) }, selected: false };
  };
  const all = [...clues.values()];
  return KINDS.map((kind) => ({
    kind,
    cards: all.filter((c) => c.kind === kind).sort((x, y) => LABELS.indexOf(x.label) - LABELS.indexOf(y.label)).map(card),
  })).filter((g) => g.cards.length);
}

/**
 * mapChoice is how a treasure map answers a click during a clue's choice,
 * and how many hexes the chosen clue would leave on it.
 * @param {Act} b
 * @param {TreasureMap} m
 * @returns {{answer: Answer | null, selected: boolean, after: number | null}}
 */
export function mapChoice(b, m) {
  const { sel: s, ctx } = b;
  const t = ctx.t;
  if (s?.kind === "card") {
    const opts = clueOptions(b, s.clue).filter((o) => o.map === m.colour);
    if (!opts.length) {
      return { answer: { refused: () => explainIf(b, t("tobago.why.mapNo", { clue: clueText(t, s.clue), map: t(`tobago.onMap.${m.colour}`) })) }, selected: false, after: null };
    }
    const after = candidatesOf(b.v, b.island, m, s.clue);
    const play = () => (opts.length === 1 ? b.play(opts[0].move) : b.select({ kind: "how", clue: s.clue, map: m.colour, options: opts }));
    return { answer: { legal: play }, selected: false, after: after ? after.size : null };
  }
  if (s?.kind === "how") return { answer: null, selected: s.map === m.colour, after: null };
  if (s?.kind === "map") {
    if (s.map === m.colour) return { answer: { plain: () => b.select(null) }, selected: true, after: null };
    return { answer: startAnswer(b, m), selected: false, after: null };
  }
  if (!s && deckStarts(b, m)) return { answer: startAnswer(b, m), selected: false, after: null };
  if (!s && b.L.clue.length) {
    const key = b.v.phase === "setup_clue" && b.L.clue.some((o) => !o.amulet) ? "tobago.why.notEmpty" : "tobago.why.pickCard";
    return { answer: { refused: () => explainIf(b, t(key)) }, selected: false, after: null };
  }
  return { answer: null, selected: false, after: null };
}

/**
 * deckStarts tells whether, at set-up, some card of the deck starts map m.
 * @param {Act} b
 * @param {TreasureMap} m
 */
function deckStarts(b, m) {
  return b.v.phase === "setup_clue" && b.L.clue.some((o) => !o.amulet && o.map === m.colour);
}

/**
 * startAnswer chooses map m first, at set-up, when a card of the deck starts it.
 * @param {Act} b
 * @param {TreasureMap} m
 * @returns {Answer}
 */
function startAnswer(b, m) {
  const t = b.ctx.t;
  if (deckStarts(b, m)) return { legal: () => b.select({ kind: "map", map: m.colour }) };
  return { refused: () => explainIf(b, t("tobago.why.finishChoice")) };
}

/**
 * clueRow is how clue row i of map m answers a click during an amulet's
 * double play or swap of roses.
 * @param {Act} b
 * @param {TreasureMap} m
 * @param {number} i
 * @returns {{answer: Answer | null, selected: boolean}}
 */
export function clueRow(b, m, i) {
  const { sel: s, L } = b;
  if (s?.kind === "double") {
    const mv = L.double.find((d) => d.map === m.colour && d.at === i);
    return { answer: mv ? { legal: () => b.play(mv) } : null, selected: false };
  }
  if (s?.kind !== "swap") return { answer: null, selected: false };
  const first = s.first;
  if (!first) {
    const ok = L.swap.some((w) => w.map === m.colour && (w.at === i || w.with === i));
    return { answer: ok ? { legal: () => b.select({ kind: "swap", first: { map: m.colour, at: i } }) } : null, selected: false };
  }
  if (first.map === m.colour && first.at === i) return { answer: null, selected: true };
  if (first.map !== m.colour) return { answer: null, selected: false };
  const lo = Math.min(i, first.at), hi = Math.max(i, first.at);
  const mv = L.swap.find((w) => w.map === m.colour && w.at === lo && w.with === hi);
  return { answer: mv ? { legal: () => b.play(mv) } : null, selected: false };
}
