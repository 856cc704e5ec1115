// @ts-check
// The Tobago island as the view gives it: the text map parsed into hexes
// (terrain, landmark, a statue's set-up facing), its areas, the statues'
// gaze, and the clue sets that let the board show where a map's treasure
// may lie.

import { center, distance, key, neighbour } from "./geometry.js";

/** @typedef {import("./types.js").Hex} Hex */
/** @typedef {import("./types.js").Clue} Clue */

/**
 * A hex of the map: its terrain, its landmark ("hut", "palm", "statue" or
 * "") and a statue's set-up facing.
 * @typedef {Hex & {terrain: string, mark: string, facing?: number}} Cell
 */

/** @type {Record<string, string>} */
const LETTERS = { S: "scrubland", J: "jungle", R: "river", M: "mountains", L: "lake", B: "beach", "~": "ocean" };
const ARROWS = "→↘↙←↖↗";

/**
 * Island is a parsed text map. Hexes outside the map are ocean. It knows
 * each land hex's terrain, landmark and area, and computes clue sets.
 */
export class Island {
  /** @param {string} text  the island's text map */
  constructor(text) {
    this.text = text;
    /** @type {Map<string, Cell>} */
    this.cells = new Map();
    /** @type {Cell[]} */
    this.land = [];
    /** @type {Map<string, number>} each land hex's area */
    this.area = new Map();
    /** @type {Record<string, number>} each terrain's Big area */
    this.big = {};
    /** @type {Map<string, Set<string>>} */
    this.clueCache = new Map();
    const lines = String(text || "").replace(/^\n+/, "").split("\n");
    for (let row = 0; row < lines.length; row++) {
      if (lines[row].trim() === "") break;
      lines[row].trim().split(/\s+/).forEach((tok, col) => {
        const terrain = LETTERS[tok[0]] || "ocean";
        const q = col - (row - (row & 1)) / 2;
        /** @type {Cell} */
        const cell = { q, r: row, terrain, mark: "" };
        const rest = tok.slice(1);
        if (rest === "h") cell.mark = "hut";
        else if (rest === "p") cell.mark = "palm";
        else if (rest) {
          cell.mark = "statue";
          cell.facing = /^[0-5]$/.test(rest) ? Number(rest) : ARROWS.indexOf(rest);
        }
        this.cells.set(key(cell), cell);
        if (terrain !== "ocean") this.land.push(cell);
      });
    }
    this.findAreas();
  }

  /**
   * terrain is the terrain of hex h ("ocean" off the map).
   * @param {Hex} h
   */
  terrain(h) {
    const c = this.cells.get(key(h));
    return c ? c.terrain : "ocean";
  }

  /**
   * isLand tells whether h is a land hex.
   * @param {Hex} h
   */
  isLand(h) {
    return this.terrain(h) !== "ocean";
  }

  /**
   * mark is the landmark on h: "hut", "palm", "statue" or "".
   * @param {Hex} h
   */
  mark(h) {
    const c = this.cells.get(key(h));
    return c ? c.mark : "";
  }

  /** findAreas numbers the maximal connected sets of one terrain and finds each terrain's Big area. */
  findAreas() {
    /** @type {number[]} */
    const sizes = [];
    for (const c of this.land) {
      if (this.area.has(key(c))) continue;
      const id = sizes.length;
      let n = 0;
      /** @type {Hex[]} */
      const todo = [c];
      this.area.set(key(c), id);
      for (let h = todo.pop(); h; h = todo.pop()) {
        n++;
        for (let d = 0; d < 6; d++) {
          const m = neighbour(h, d);
          if (this.terrain(m) === c.terrain && !this.area.has(key(m))) {
            this.area.set(key(m), id);
            todo.push(m);
          }
        }
      }
      sizes.push(n);
      const best = this.big[c.terrain];
      if (best === undefined || n > sizes[best]) this.big[c.terrain] = id;
    }
  }

  /**
   * bounds is the picture box around the land, padded.
   * @param {number} pad
   */
  bounds(pad) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const h of this.land) {
      const c = center(h);
      x0 = Math.min(x0, c.x); y0 = Math.min(y0, c.y);
      x1 = Math.max(x1, c.x); y1 = Math.max(y1, c.y);
    }
    if (!this.land.length) return { x: 0, y: 0, w: 100, h: 100 };
    return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
  }

  /**
   * gaze is the ray of land hexes a statue at h facing d looks along, up to the coast.
   * @param {Hex} h
   * @param {number} d
   */
  gaze(h, d) {
    const ray = [];
    let cur = neighbour(h, d);
    while (this.isLand(cur)) {
      ray.push(cur);
      cur = neighbour(cur, d);
    }
    return ray;
  }

  /**
   * labelHexes are the hexes a clue label names.
   * @param {string} label
   */
  labelHexes(label) {
    if (label === "ocean") return [...this.cells.values()].filter((c) => c.terrain === "ocean");
    if (label === "hut" || label === "palm" || label === "statue") return this.land.filter((c) => c.mark === label);
    if (label.startsWith("big_")) {
      const t = label.slice(4);
      return this.land.filter((c) => c.terrain === t && this.area.get(key(c)) === this.big[t]);
    }
    return this.land.filter((c) => c.terrain === label);
  }

  /**
   * clueSet is the set of land hex keys a clue allows.
   * @param {Clue} clue
   * @returns {Set<string>}
   */
  clueSet(clue) {
    const ck = clue.kind + "/" + clue.label;
    const cached = this.clueCache.get(ck);
    if (cached) return cached;
    // Each negative kind is the complement, on land, of a positive one.
    /** @type {Record<string, string>} */
    const negatives = { not_in: "in", not_next_to: "next_to", out_of_sight: "within_sight" };
    const positive = negatives[clue.kind];
    const kind = positive || clue.kind;
    const targets = this.labelHexes(clue.label);
    const set = new Set();
    for (const h of this.land) {
      let d = Infinity;
      for (const t of targets) d = Math.min(d, distance(h, t));
      const allowed = kind === "in" ? d === 0 : kind === "next_to" ? d === 1 : d === 1 || d === 2;
      if (allowed !== !!positive) set.add(key(h));
    }
    this.clueCache.set(ck, set);
    return set;
  }

  /**
   * candidates are the land hex keys all the clues allow.
   * @param {Clue[]} clues
   */
  candidates(clues) {
    let out = new Set(this.land.map(key));
    for (const c of clues) {
      const s = this.clueSet(c);
      out = new Set([...out].filter((k) => s.has(k)));
    }
    return out;
  }
}
