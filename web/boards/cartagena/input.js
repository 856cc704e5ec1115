// @ts-check
// Cartagena's clicks. A forward move is a card then a glowing pirate, or a
// pirate then a glowing card (or the glowing space it would reach); a move
// back is a pirate then the Back button (or the glowing space behind it).
// This module reads the legal moves into what each click does, holds the
// rules of the half-made choice, and words every refusal.

import { movesOf } from "../../board.js";
import { BOAT, START } from "./geometry.js";
import { atText, backTo, forwardTo, symbolOfCard } from "./view.js";

/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Sym} Sym */
/** @typedef {import("./types.js").Move} Move */
/** @typedef {import("../shared.js").Answer} Answer */
/** @typedef {import("../../board.js").Ctx} Ctx */

/**
 * The half-made choice: a card, or a pirate (its place and its number in
 * the viewer's seat).
 * @typedef {{card?: Sym, from?: number, key?: number}} Sel
 */

/**
 * What the legal moves allow.
 * @typedef {object} Analysis
 * @property {boolean} mine  the viewer decides now
 * @property {Map<Sym, Set<number>>} fwd  for each card, the places a pirate may run forward from
 * @property {Set<number>} back  the places a pirate may fall back from
 * @property {boolean} canEnd
 * @property {boolean} canPass
 */

/**
 * What a board offers its input: the state it reads and what it may do.
 * @typedef {object} Act
 * @property {Seen} v
 * @property {Analysis} a
 * @property {Sel | null} sel
 * @property {boolean} pending  a move is on its way
 * @property {boolean} replay
 * @property {boolean} review  a game's review: the seat is not the viewer's
 * @property {Ctx} ctx
 * @property {(move: Move, mover?: {seat: number, key: number}) => void} send
 * @property {(sel: Sel | null) => void} select
 */

/**
 * analyse reads the legal moves into what each click may lead to.
 * @param {Seen} v
 * @param {import("../../board.js").Legal<Move>[]} legal
 * @param {boolean} none  nothing may be played (a move is on its way, or a replay)
 * @returns {Analysis}
 */
export function analyse(v, legal, none) {
  const moves = none ? [] : movesOf(legal);
  /** @type {Analysis} */
  const a = {
    mine: !v.over && v.seat >= 0 && v.actor === v.seat && moves.length > 0,
    fwd: new Map(),
    back: new Set(),
    canEnd: false,
    canPass: false,
  };
  for (const m of moves) {
    if (m.type === "forward") {
      const card = symbolOfCard(m.card);
      let froms = a.fwd.get(card);
      if (!froms) a.fwd.set(card, (froms = new Set()));
      froms.add(m.from);
    } else if (m.type === "back") a.back.add(m.from);
    else if (m.type === "end") a.canEnd = true;
    else if (m.type === "pass") a.canPass = true;
  }
  return a;
}

/**
 * movable tells whether the pirate on pos may move at all.
 * @param {Analysis} a
 * @param {number} pos
 */
export function movable(a, pos) {
  return a.back.has(pos) || [...a.fwd.values()].some((f) => f.has(pos));
}

/**
 * whyNot says why a seat's piece or card cannot be played now, or null when it can.
 * @param {Act} b
 * @param {number} seat
 */
export function whyNot(b, seat) {
  const { v, ctx } = b;
  const t = ctx.t;
  if (b.replay) return t("cartagena.why.replay");
  if (v.over) return t("cartagena.why.over");
  if (v.seat < 0) return t("cartagena.why.spectator");
  if (seat !== v.seat) return t("cartagena.why.notYours", { name: ctx.nick(seat) });
  if (v.actor !== v.seat) return t("cartagena.why.turn", { name: ctx.nick(v.actor ?? v.turn) });
  if (b.pending) return t("cartagena.why.sending");
  return null;
}

/**
 * pirate is how pirate k of seat s, on pos, looks and answers a click:
 * selected (the half-made choice), a candidate for the chosen card.
 * @param {Act} b
 * @param {number} s
 * @param {number} k
 * @param {number} pos
 * @returns {{answer: Answer, selected: boolean, candidate: boolean}}
 */
export function pirate(b, s, k, pos) {
  const { v, a, sel } = b;
  const mineNow = a.mine && s === v.seat;
  const selected = mineNow && sel?.from === pos;
  const candidate = mineNow && !!sel?.card && !!a.fwd.get(sel.card)?.has(pos);
  const click = () => clickPirate(b, s, k, pos);
  const answer = mineNow && !selected && (candidate || movable(a, pos)) ? { legal: click } : selected ? { plain: click } : { refused: click };
  return { answer, selected, candidate };
}

/**
 * clickPirate chooses a pirate, plays the chosen card with it, or says why not.
 * @param {Act} b
 * @param {number} s
 * @param {number} k
 * @param {number} pos
 */
function clickPirate(b, s, k, pos) {
  const { a, sel, ctx } = b;
  const t = ctx.t;
  const why = whyNot(b, s);
  if (why || !a.mine) return ctx.explain(why || t("cartagena.why.sending"));
  if (sel?.from === pos) return b.select(null);
  if (sel?.card && a.fwd.get(sel.card)?.has(pos)) return b.send({ type: "forward", from: pos, card: sel.card }, { seat: s, key: k });
  if (movable(a, pos)) return b.select({ from: pos, key: k });
  return ctx.explain(t(pos === START ? "cartagena.why.stuckStart" : pos === BOAT ? "cartagena.why.stuckBoat" : "cartagena.why.stuck"));
}

/**
 * space explains a click on a space no move reaches.
 * @param {Act} b
 */
export function space(b) {
  const { sel, ctx, v } = b;
  const t = ctx.t;
  const why = whyNot(b, v.seat);
  if (why) ctx.explain(why);
  else if (sel?.card) ctx.explain(t("cartagena.why.spaceCard", { card: t("cartagena.sym." + sel.card) }));
  else if (sel) ctx.explain(t("cartagena.why.spacePirate"));
  else ctx.explain(t("cartagena.why.spaceFirst"));
}

/**
 * card is how a card of the viewer's hand answers a click: chosen, playable
 * for the chosen pirate (with where it would go), or why not.
 * @param {Act} b
 * @param {Sym} sym
 * @returns {{answer: Answer, selected: boolean, playable: boolean, to: number | null}}
 */
export function card(b, sym) {
  const { v, a, sel, ctx } = b;
  const click = () => {
    if (sel?.from != null && a.fwd.get(sym)?.has(sel.from)) return b.send({ type: "forward", from: sel.from, card: sym });
    b.select(sel?.card === sym ? null : { card: sym });
  };
  const froms = a.fwd.get(sym);
  if (a.mine && sel?.card === sym) return { answer: { plain: click }, selected: true, playable: false, to: null };
  if (a.mine && froms?.size) {
    const playable = sel?.from != null && froms.has(sel.from);
    return { answer: { legal: click }, selected: false, playable, to: playable && sel?.from != null ? forwardTo(v, sel.from, sym) : null };
  }
  return { answer: { refused: () => ctx.explain(whyNot(b, v.seat) || ctx.t("cartagena.why.sending")) }, selected: false, playable: false, to: null };
}

/**
 * A place the half-made choice can reach: where, whether it is a fall back
 * (and how many cards it draws), and its answer: a place reached by one
 * move only plays it.
 * @typedef {{to: number, back: boolean, draws: number | undefined, answer: Answer}} Dest
 */

/**
 * dests lists the places the half-made choice can reach.
 * @param {Act} b
 * @returns {Dest[]}
 */
export function dests(b) {
  const { v, a, sel, ctx } = b;
  /** @type {Map<number, {moves: Move[], draws: number | undefined}>} */
  const reach = new Map();
  /**
   * @param {number} to
   * @param {Move} move
   * @param {number} [draws]
   */
  const add = (to, move, draws) => {
    let r = reach.get(to);
    if (!r) reach.set(to, (r = { moves: [], draws }));
    r.moves.push(move);
  };
  if (a.mine && sel?.card) {
    for (const from of a.fwd.get(sel.card) || []) add(forwardTo(v, from, sel.card), { type: "forward", from, card: sel.card });
  }
  const from = sel?.from;
  if (a.mine && from != null) {
    for (const [c, froms] of a.fwd) if (froms.has(from)) add(forwardTo(v, from, c), { type: "forward", from, card: c });
    if (a.back.has(from)) {
      const bt = backTo(v, from);
      if (bt) add(bt.to, { type: "back", from }, bt.draws);
    }
  }
  return [...reach].map(([to, r]) => {
    const only = r.moves.length === 1 ? r.moves[0] : null;
    const answer = only
      ? { legal: () => b.send(only) }
      : { refused: () => ctx.explain(ctx.t(to === BOAT ? "cartagena.why.manyBoat" : "cartagena.why.many")) };
    return { to, back: r.moves[0].type === "back", draws: r.draws, answer };
  });
}

/**
 * hint says what the viewer can do now, or what they wait for.
 * @param {Act} b
 */
export function hint(b) {
  const { v, a, sel, ctx } = b;
  const t = ctx.t;
  if (b.pending) return t("cartagena.hint.sending");
  if (!a.mine) return !v.over && !b.replay && !b.review && v.seat >= 0 ? t("cartagena.hint.wait", { name: ctx.nick(v.actor ?? v.turn) }) : "";
  if (a.canPass) return t("cartagena.hint.pass");
  if (sel?.card) return t("cartagena.hint.card", { card: t("cartagena.sym." + sel.card) });
  if (sel?.from != null) {
    const from = sel.from;
    const back = a.back.has(from);
    const fwd = [...a.fwd.values()].some((f) => f.has(from));
    return t(fwd && back ? "cartagena.hint.pirate" : fwd ? "cartagena.hint.pirateFwd" : "cartagena.hint.pirateBack", { at: atText(t, from) });
  }
  return t(v.actions > 0 ? "cartagena.hint.more" : "cartagena.hint.start");
}

/**
 * hintTargets are the selectors of what shows a hinted move: the viewer's
 * pirate that moves, the card it plays and the space (or the boat) it
 * reaches; the button that ends or passes the turn.
 * @param {Seen} v
 * @param {Move | null} move
 * @returns {string[]}
 */
export function hintTargets(v, move) {
  /** @param {number} to */
  const place = (to) => (to === BOAT ? '[data-place="boat"]' : `.cg-space[data-space="${to}"]`);
  // The place reached, and the mark that takes the move there once a
  // pirate is chosen, so that the hinted move's target is the one lit.
  const reach = (/** @type {number} */ to) => [place(to), `[data-dest="${to}"]`];
  const pirate = (/** @type {number} */ from) => `.cg-pirate[data-seat="${v.seat}"][data-pos="${from}"]`;
  switch (move?.type) {
    case "forward": {
      const sym = symbolOfCard(move.card);
      return [pirate(move.from), `[data-zone="hand"][data-card="${sym}"]`, ...reach(forwardTo(v, move.from, sym))];
    }
    case "back": {
      const to = backTo(v, move.from)?.to;
      return [pirate(move.from), '[data-move="back"]', ...(to ? reach(to) : [])];
    }
    case "end":
    case "pass":
      return [`[data-move="${move.type}"]`];
  }
  return [];
}
