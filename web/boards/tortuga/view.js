// @ts-check
// What a La Tortuga view means beyond its fields: where each turtle
// stands, the turn's moving group and who decides for it, and the names
// of turtles and places.

import * as G from "./geometry.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Moving} Moving */
/** @typedef {import("../../board.js").Ctx} Ctx */

/**
 * normalize fills what the drawing needs beyond the view's own fields.
 * @param {View} view
 * @returns {Seen}
 */
export function normalize(view) {
  const v = { ...view, dice: view.dice || [], winners: view.winners || [], two: false };
  v.two = v.owners.length === 2 * v.players;
  return v;
}

/**
 * owners is each turtle's seat: the view's, or (no view yet) the default
 * for the player count, two turtles each with 2 or 3 players.
 * @param {View | null} view
 * @param {number} players
 */
export function owners(view, players) {
  const o = view?.owners;
  if (o && (o.length === players || o.length === 2 * players)) return o;
  const two = players <= 3;
  const out = [];
  for (let s = 0; s < players; s++) {
    out.push(s);
    if (two) out.push(s);
  }
  return out;
}

/**
 * whereAll maps each turtle to its place: pos (0 the raft) and level in its stack.
 * @param {number[][]} track
 */
export function whereAll(track) {
  /** @type {Map<number, {pos: number, level: number}>} */
  const out = new Map();
  track.forEach((stack, pos) => stack.forEach((t, level) => out.set(t, { pos, level })));
  return out;
}

/**
 * moving is the turn's moving group (bottom first) and its decider, or null.
 * @param {Seen} v
 * @returns {Moving | null}
 */
export function moving(v) {
  if (v.phase === "over" || v.phase === "choose" || v.mover < 0) return null;
  const at = whereAll(v.track).get(v.mover);
  if (!at) return null;
  const group = at.pos === 0 ? [v.mover] : v.track[at.pos].slice(at.level);
  const top = group[group.length - 1];
  const sum = v.dice.reduce((a, d) => a + d, 0);
  const n = sum * v.dice.length;
  return { pos: at.pos, group, top, decider: v.owners[top], sum, n, ...G.target(at.pos, n) };
}

/**
 * badge is a turtle's number on its shell when its player races two, else "".
 * @param {boolean} two
 * @param {number} turtle
 */
export function badge(two, turtle) {
  return two ? String((turtle % 2) + 1) : "";
}

/**
 * turtleName names a turtle by its player, numbered when the player races two.
 * @param {Ctx} ctx
 * @param {number[]} owners
 * @param {number} t
 */
export function turtleName(ctx, owners, t) {
  const seat = owners[t];
  const two = owners.filter((s) => s === seat).length > 1;
  const name = ctx.nick(seat);
  return two ? ctx.t("tortuga.turtleN", { name, n: (t % 2) + 1 }) : ctx.t("tortuga.turtle", { name });
}

/**
 * listNames joins names: "A", "A and B", "A, B and C".
 * @param {Ctx} ctx
 * @param {string[]} names
 */
export function listNames(ctx, names) {
  if (names.length <= 1) return names.join("");
  return names.slice(0, -1).join(", ") + " " + ctx.t("tortuga.and") + " " + names[names.length - 1];
}

/**
 * placeName names the raft or a space.
 * @param {Ctx} ctx
 * @param {number} pos
 */
export function placeName(ctx, pos) {
  return pos === 0 ? ctx.t("tortuga.raftPlace") : ctx.t("tortuga.space", { n: pos });
}

/**
 * cap capitalises a sentence's first letter.
 * @param {string} s
 */
export function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}
