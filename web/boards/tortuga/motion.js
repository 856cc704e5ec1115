// @ts-check
// La Tortuga's turtles kept across renders: each stands where the view has
// it, hopping along the track when it moved, flying back to the raft when
// it went bust; nearer turtles are drawn over farther ones.

import { seatColor, seatEmblem } from "../../board.js";
import * as G from "./geometry.js";
import * as P from "./pieces.js";
import { badge, whereAll } from "./view.js";

/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Moving} Moving */
/** @typedef {import("./types.js").Event} Event */
/** @typedef {import("../shared.js").Answer} Answer */
/** @typedef {{x: number, y: number}} Point */

/**
 * A turtle on the board: its group, whose it is, where it stands and its
 * glide in progress.
 * @typedef {{g: SVGGElement, seat: number, two: boolean, at: Point | null, anim: Animation | null}} Piece
 */

/** Turtles are the turtles drawn in one layer of one board. */
export class Turtles {
  /**
   * @param {SVGGElement} layer
   * @param {import("../shared.js").Targets} targets  the board's clickable pieces
   */
  constructor(layer, targets) {
    this.layer = layer;
    this.targets = targets;
    /** @type {Map<number, Piece>} */
    this.pieces = new Map();
  }

  /**
   * update puts each turtle where the view has it, animated if animate,
   * and says what a click on it does.
   * @param {Seen} v
   * @param {Event[]} events  the events that led to v
   * @param {Moving | null} mv
   * @param {boolean} animate
   * @param {(turtle: number) => Answer} answer
   * @param {(turtle: number) => string} name
   * @param {number} grow  how much larger than drawn the turtles are shown (geometry.js growFor)
   */
  update(v, events, mv, animate, answer, name, grow) {
    const count = v.owners.length;
    const where = whereAll(v.track);
    /** @type {Map<number, {e: Extract<Event, {type: "moved"}>, i: number}>} */
    const moves = new Map();
    const busts = new Set();
    for (const e of events) {
      if (e.type === "moved") e.turtles.forEach((x, i) => moves.set(x, { e, i }));
      if (e.type === "busted") e.turtles.forEach((x) => busts.add(x));
    }
    const order = [];
    for (let x = 0; x < count; x++) {
      const rec = this.piece(x, v);
      const w = where.get(x) || { pos: 0, level: 0 };
      const at = G.turtleAt(w.pos, w.level, x, count, grow);
      rec.g.querySelector(".tt-grow")?.setAttribute("transform", grow === 1 ? "" : `scale(${grow})`);
      rec.g.querySelector(".tt-body")?.setAttribute("transform", at.faceLeft ? "scale(-1,1)" : "");
      const title = rec.g.querySelector("title");
      if (title) title.textContent = name(x);
      const hop = moves.get(x);
      if (!rec.at) {
        place(rec, at);
      } else if (rec.at.x !== at.x || rec.at.y !== at.y) {
        if (!animate) {
          place(rec, at);
        } else if (hop) {
          const hops = G.path(hop.e.from, hop.e.spaces).slice(0, -1).map((p) => {
            const s = G.spaces[p];
            return { x: s.x, y: s.y + 8 - hop.i * G.STEP * grow - 10 };
          });
          place(rec, at, hops, Math.min(1600, 250 + 80 * hop.e.spaces));
        } else if (busts.has(x)) {
          const mid = { x: (rec.at.x + at.x) / 2, y: Math.min(rec.at.y, at.y) - 70 };
          place(rec, at, [mid], 700);
        } else {
          place(rec, at, [], 450);
        }
      }
      rec.g.classList.toggle("tt-moving", !!mv?.group.includes(x));
      rec.g.classList.toggle("tt-deciding", mv?.top === x && mv.group.length > 1);
      rec.g.classList.toggle("tt-next", v.second === x && v.phase !== "over");
      this.targets.arm(rec.g, answer(x));
      order.push({ rec, key: (w.pos === 0 ? at.y : G.spaces[w.pos].y + 8) * 100 + w.level, moving: rec.anim ? 1 : 0 });
    }
    for (const [x, rec] of this.pieces) {
      if (x >= count) {
        rec.g.remove();
        this.pieces.delete(x);
      }
    }
    // Nearer turtles over farther ones, gliding ones over all.
    order.sort((p, q) => p.moving - q.moving || p.key - q.key);
    const now = [...this.layer.children];
    if (order.some((o, i) => now[i] !== o.rec.g)) for (const o of order) this.layer.append(o.rec.g);
  }

  /**
   * piece is turtle x's piece, made anew when its owner or numbering changed.
   * @param {number} x
   * @param {Seen} v
   */
  piece(x, v) {
    const seat = v.owners[x];
    let rec = this.pieces.get(x);
    if (!rec || rec.seat !== seat || rec.two !== v.two) {
      rec?.g.remove();
      const g = P.turtle(seatColor(seat), badge(v.two, x), seatEmblem(seat, 0, -17, 7));
      g.dataset.turtle = String(x);
      this.layer.append(g);
      rec = { g, seat, two: v.two, at: null, anim: null };
      this.pieces.set(x, rec);
    }
    return rec;
  }

  /** stop ends every glide. */
  stop() {
    for (const rec of this.pieces.values()) rec.anim?.cancel();
  }
}

/** @param {Point} p */
function tr(p) {
  return `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;
}

/**
 * place moves a turtle to `to`, through frames over duration ms if given.
 * @param {Piece} rec
 * @param {Point} to
 * @param {Point[]} [frames]
 * @param {number} [duration]
 */
function place(rec, to, frames, duration) {
  rec.anim?.cancel();
  rec.anim = null;
  rec.g.style.transform = tr(to);
  if (frames && rec.at) {
    const anim = rec.g.animate([rec.at, ...frames, to].map((p) => ({ transform: tr(p) })), { duration, easing: "ease-in-out" });
    anim.onfinish = () => {
      if (rec.anim === anim) rec.anim = null;
    };
    rec.anim = anim;
  }
  rec.at = to;
}
