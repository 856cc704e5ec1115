// @ts-check
// What a Cartagena view means beyond its fields: one shape for a view or a
// replay's whole state, hands counted by symbol, where a pirate would land
// running forward or falling back, and the names of places.

import { BOAT, SPACES, START } from "./geometry.js";
import { symbolOf } from "./pieces.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Sym} Sym */
/** @typedef {import("../../board.js").Translate} Translate */

/**
 * normalize reads a view (or a whole state, as a replay may hold) into one shape.
 * @param {View} v
 * @param {import("../../board.js").Meta} meta
 * @param {number} viewer  the viewer's seat
 * @returns {Seen}
 */
export function normalize(v, meta, viewer) {
  const pirates = (v.pirates || []).map((p) => p.map(Number));
  const players = v.players ?? pirates.length;
  const tunnel = [undefined, ...String(v.options?.tunnel || "").replace(/[^A-Za-z]/g, "").toUpperCase().split("").map((c) => symbolOf[c])];
  // A replay reveals every hand: the whole state holds them as letters.
  /** @type {(import("./types.js").Hand | string)[]} */
  const given = (meta.replay && meta.state?.hands) || v.hands || [];
  const hands = given.map((h) =>
    typeof h === "string" ? { size: h.length, cards: h } : { size: h.size ?? (h.cards || "").length, cards: typeof h.cards === "string" ? h.cards : null },
  );
  const scores = v.scores ?? pirates.map((p) => p.filter((x) => x === BOAT).length);
  const result = meta.result;
  const over = Boolean(v.over ?? result?.over ?? scores.includes(6));
  const winners = v.winners?.length ? v.winners : result?.winners || [];
  let actor = v.actor !== undefined ? v.actor : v.turn ?? null;
  if (over) actor = null;
  return {
    players,
    tunnel,
    hands,
    pirates,
    scores,
    over,
    winners,
    actor,
    turn: v.turn ?? 0,
    actions: v.actions ?? 0,
    seat: v.seat ?? viewer ?? -1,
    variant: v.options?.variant || "jamaica",
    draw: typeof v.draw === "string" ? v.draw.length : v.draw ?? 0,
    discard: v.discard || "",
    row: v.row || "",
  };
}

/**
 * countCards counts a string of card letters by symbol.
 * @param {string | null | undefined} letters
 */
export function countCards(letters) {
  /** @type {Record<Sym, number>} */
  const n = { flag: 0, sabre: 0, pistol: 0, key: 0, bottle: 0, tricorn: 0 };
  for (const c of letters || "") {
    const s = symbolOf[c];
    if (s) n[s]++;
  }
  return n;
}

/**
 * symbolOfCard is a card's symbol, from its name or its letter.
 * @param {string} card
 * @returns {Sym}
 */
export function symbolOfCard(card) {
  return symbolOf[card] || /** @type {Sym} */ (card);
}

/**
 * occupancy counts the pirates on each place.
 * @param {Seen} v
 */
function occupancy(v) {
  const n = Array(BOAT + 1).fill(0);
  for (const list of v.pirates) for (const p of list) n[p]++;
  return n;
}

/**
 * forwardTo is where a pirate from pos lands with a card: the next free space of its symbol, or the boat.
 * @param {Seen} v
 * @param {number} pos
 * @param {Sym} card
 */
export function forwardTo(v, pos, card) {
  const occ = occupancy(v);
  for (let p = pos + 1; p <= SPACES; p++) if (v.tunnel[p] === card && occ[p] === 0) return p;
  return BOAT;
}

/**
 * backTo is where a pirate from pos falls back to, and how many cards it draws.
 * @param {Seen} v
 * @param {number} pos
 */
export function backTo(v, pos) {
  const occ = occupancy(v);
  for (let p = Math.min(pos, BOAT) - 1; p >= 1; p--) if (occ[p] === 1 || occ[p] === 2) return { to: p, draws: occ[p] };
  return null;
}

/**
 * fromText names a place a pirate leaves ("from the fortress").
 * @param {Translate} t
 * @param {number} p
 */
export function fromText(t, p) {
  return p === START ? t("cartagena.from.start") : p === BOAT ? t("cartagena.from.boat") : t("cartagena.from.space", { n: p });
}

/**
 * toText names a place a pirate reaches ("to the boat").
 * @param {Translate} t
 * @param {number} p
 */
export function toText(t, p) {
  return p === BOAT ? t("cartagena.to.boat") : t("cartagena.to.space", { n: p });
}

/**
 * atText names a place a pirate stands ("in the fortress").
 * @param {Translate} t
 * @param {number} p
 */
export function atText(t, p) {
  return p === START ? t("cartagena.at.start") : p === BOAT ? t("cartagena.at.boat") : t("cartagena.at.space", { n: p });
}
