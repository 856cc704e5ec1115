// @ts-check
// Cartagena's pirates kept across renders: each keeps its identity from
// one view to the next (the view lists only places), so that the one that
// moved glides to its new place while the others stay put.

import { seatColor, seatEmblem, svg } from "../../board.js";
import { BOAT, START, spot } from "./geometry.js";
import { pirateFigure } from "./pieces.js";

/** @typedef {import("./geometry.js").Layout} Layout */

/** Pirates are the pirates of one board, in one layer. */
export class Pirates {
  /** @param {SVGGElement} layer */
  constructor(layer) {
    this.layer = layer;
    /**
     * where[s][k] is the place of pirate k of seat s.
     * @type {number[][]}
     */
    this.where = [];
    /**
     * The pirates on each space, in the order they arrived: "seat-k" ids.
     * @type {Map<number, string[]>}
     */
    this.order = new Map();
    /** @type {Map<string, SVGGElement>} */
    this.pieces = new Map();
  }

  /**
   * assign keeps each pirate's identity across updates: pirates whose place
   * still holds one of their seat stay put, the others take the new places;
   * mover, if given, is the pirate the viewer clicked, which is the one
   * that leaves its place.
   * @param {number[][]} pirates  the view's places, per seat
   * @param {{seat: number, key: number} | null} mover
   */
  assign(pirates, mover) {
    for (let s = 0; s < pirates.length; s++) {
      const next = pirates[s] || [];
      const old = this.where[s];
      if (!old || old.length !== next.length) {
        this.where[s] = next.slice();
        continue;
      }
      /** @type {Map<number, number>} */
      const pool = new Map();
      for (const p of next) pool.set(p, (pool.get(p) || 0) + 1);
      const keys = old.map((_, k) => k);
      if (mover?.seat === s) keys.push(...keys.splice(mover.key, 1));
      /** @type {(number | null)[]} */
      const res = Array(old.length).fill(null);
      for (const k of keys) {
        const n = pool.get(old[k]) || 0;
        if (n > 0) {
          pool.set(old[k], n - 1);
          res[k] = old[k];
        }
      }
      const left = [...pool].flatMap(([p, n]) => Array(n).fill(p)).sort((a, b) => a - b);
      const free = res.map((p, k) => (p === null ? k : -1)).filter((k) => k >= 0).sort((a, b) => old[a] - old[b]);
      free.forEach((k, i) => (res[k] = left[i]));
      this.where[s] = res.map((p) => p ?? 0);
    }
    // Pirates on a space keep their order; newcomers join on the right.
    /** @type {Map<number, string[]>} */
    const present = new Map();
    for (let s = 0; s < pirates.length; s++) {
      this.where[s].forEach((p, k) => {
        if (p > START && p < BOAT) {
          const ids = present.get(p) || [];
          ids.push(`${s}-${k}`);
          present.set(p, ids);
        }
      });
    }
    /** @type {Map<number, string[]>} */
    const order = new Map();
    for (const [p, ids] of present) {
      const kept = (this.order.get(p) || []).filter((id) => ids.includes(id));
      order.set(p, kept.concat(ids.filter((id) => !kept.includes(id))));
    }
    this.order = order;
  }

  /**
   * place moves every pirate to its spot (the board's CSS makes them
   * glide), making the pieces of those not drawn yet.
   * @param {Layout} L
   * @param {number} players
   */
  place(L, players) {
    for (let s = 0; s < players; s++) {
      this.where[s].forEach((pos, k) => {
        const id = `${s}-${k}`;
        let g = this.pieces.get(id);
        if (!g) {
          g = svg("g", { class: "cg-pirate", "data-seat": s, "data-pirate": id, "aria-hidden": "true" }, pirateFigure(seatColor(s), seatEmblem(s, 0, -9.5, 7)));
          this.pieces.set(id, g);
          this.layer.append(g);
        }
        const ids = this.order.get(pos) || [];
        const p = spot(L, s, k, pos, Math.max(0, ids.indexOf(id)), ids.length);
        g.style.transform = `translate(${p.x}px, ${p.y}px) scale(${p.s})`;
        g.dataset.pos = String(pos);
      });
    }
  }

  /**
   * each calls f for every pirate: its seat, number, place and group.
   * @param {(s: number, k: number, pos: number, g: SVGGElement) => void} f
   */
  each(f) {
    this.where.forEach((list, s) => list.forEach((pos, k) => {
      const g = this.pieces.get(`${s}-${k}`);
      if (g) f(s, k, pos, g);
    }));
  }
}
