// @ts-check
// Tobago's places named as a person finds them on the island, never by
// their coordinates: the terrain, the landmark on the hex or beside it, and
// the part of the island ("the jungle by the hut (north-west)").

import { center, key, neighbour } from "./geometry.js";
import { Island } from "./island.js";

/** @typedef {import("./types.js").Hex} Hex */
/** @typedef {import("../../board.js").Translate} Translate */

/**
 * The island last named on, parsed once, with the box round its land.
 * @type {{text: string, island: Island, x0: number, x1: number, y0: number, y1: number} | null}
 */
let last = null;

/**
 * parsed is the island of a text map with its box, kept for the next call
 * (a game keeps one island).
 * @param {string} text
 */
function parsed(text) {
  if (last?.text === text) return last;
  const island = new Island(text);
  const xs = island.land.map((h) => center(h).x), ys = island.land.map((h) => center(h).y);
  last = { text, island, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  return last;
}

/**
 * region is the part of the island a hex lies in, the land's box cut in
 * three each way: "nw", "n", "ne", "w", "c", "e", "sw", "s", "se".
 * @param {{x0: number, x1: number, y0: number, y1: number}} box
 * @param {Hex} h
 */
function region(box, h) {
  const c = center(h);
  /**
   * @param {number} v
   * @param {number} lo
   * @param {number} hi
   */
  const third = (v, lo, hi) => (v < lo + (hi - lo) / 3 ? 0 : v > hi - (hi - lo) / 3 ? 2 : 1);
  const ns = ["n", "", "s"][third(c.y, box.y0, box.y1)], we = ["w", "", "e"][third(c.x, box.x0, box.x1)];
  return ns + we || "c";
}

/**
 * placeName names a hex in words: "the hut (jungle, north-west)", "the
 * jungle by the palm (east)", "the beach (south)".
 * @param {Translate} t
 * @param {string} islandText  the island's text map ("" when unknown: "a hex")
 * @param {Hex | null | undefined} h
 */
export function placeName(t, islandText, h) {
  if (!h) return "";
  if (!islandText) return t("tobago.place.hex");
  const p = parsed(islandText);
  const cell = p.island.cells.get(key(h));
  const vars = { region: t(`tobago.region.${region(p, h)}`) };
  if (!cell || cell.terrain === "ocean") return t("tobago.place.sea", vars);
  const terrain = t(`tobago.terrain.${cell.terrain}`);
  if (cell.mark) return t("tobago.place.on", { ...vars, terrain, mark: t(`tobago.mark.${cell.mark}`) });
  for (let d = 0; d < 6; d++) {
    const mark = p.island.mark(neighbour(h, d));
    if (mark) return t("tobago.place.by", { ...vars, terrain, mark: t(`tobago.markBy.${mark}`) });
  }
  return t("tobago.place.in", { ...vars, terrain });
}
