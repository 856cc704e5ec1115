// @ts-check
// What a Tobago view means beyond its fields: the names of clues and
// treasure cards, where a map's treasure may still lie, and what lies on a
// hex (places are named in words by places.js).

import { key, sameHex } from "./geometry.js";
import { placeName } from "./places.js";
import { pl } from "./texts.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Hex} Hex */
/** @typedef {import("./types.js").Clue} Clue */
/** @typedef {import("./types.js").TreasureMap} TreasureMap */
/** @typedef {import("./types.js").TreasureCard} TreasureCard */
/** @typedef {import("./island.js").Island} Island */
/** @typedef {import("../../board.js").Translate} Translate */

/** KINDS are the clue kinds, in the order the deck chooser lists them. */
export const KINDS = ["in", "next_to", "within_sight", "not_in", "not_next_to", "out_of_sight"];

/**
 * clueText is a clue as its card reads.
 * @param {Translate} t
 * @param {Clue} clue
 */
export function clueText(t, clue) {
  return t(`tobago.clue.${clue.kind}.${clue.label}`);
}

/**
 * clueKey names a clue as "kind/label".
 * @param {Clue} clue
 */
export function clueKey(clue) {
  return `${clue.kind}/${clue.label}`;
}

/**
 * sameClue compares two clues.
 * @param {Clue} a
 * @param {Clue} b
 */
export function sameClue(a, b) {
  return a.kind === b.kind && a.label === b.label;
}

/**
 * cardName names a treasure card: "5 coins" or "Curse".
 * @param {Translate} t
 * @param {TreasureCard | undefined} card
 */
export function cardName(t, card) {
  if (card === "curse") return t("tobago.curse");
  if (card == null) return t("tobago.cardFaceDown");
  return `${card} ${pl(t, "tobago.coins", card)}`;
}

/**
 * candidatesOf is the set of a map's possible hexes (with one more clue),
 * or null if the board cannot tell (the map is being shared, or its count
 * disagrees with the island read here).
 * @param {View} v
 * @param {Island} island
 * @param {TreasureMap} m
 * @param {Clue | null} extra
 */
export function candidatesOf(v, island, m, extra) {
  if (v.sharing && v.sharing.map === m.colour) return null;
  const clues = m.clues.map((c) => c.clue);
  let base;
  if (m.markers && m.markers.length) base = new Set(m.markers.map(key));
  else {
    base = island.candidates(clues);
    if (base.size !== m.candidates) return null;
  }
  if (!extra) return base;
  const s = island.clueSet(extra);
  return new Set([...base].filter((k) => s.has(k)));
}

/**
 * hexTitle names what lies on a hex, for its tooltip.
 * @param {View} v
 * @param {import("./island.js").Cell} h
 * @param {Translate} t
 * @param {(seat: number) => string} nick
 */
export function hexTitle(v, h, t, nick) {
  const parts = [placeName(t, v.island, h)];
  if (h.mark) parts.push(t(`tobago.mark.${h.mark}`));
  const st = (v.statues || []).find((s) => sameHex(s.at, h));
  if (st) parts.push(t("tobago.statueGaze", { dir: t(`tobago.dir.${st.facing}`) }));
  if ((v.amulets?.on_island || []).some((a) => sameHex(a, h))) parts.push(t("tobago.amuletHere"));
  (v.vehicles || []).forEach((vh, p) => { if (sameHex(vh, h)) parts.push(t("tobago.vehicle", { name: nick(p) })); });
  for (const m of v.maps) if ((m.markers || []).some((x) => sameHex(x, h))) parts.push(t(`tobago.map.${m.colour}`));
  return parts.join(" · ");
}

/**
 * deciding is the seat that decides now: the rose holder asked during a
 * sharing, else the actor (or the turn owner).
 * @param {View} v
 */
export function deciding(v) {
  return v.phase === "offer" && v.sharing ? v.sharing.roses[v.sharing.asking] : v.actor ?? v.turn;
}
