// @ts-check
// A Cartagena view into SVG: the ground (the tunnel's spaces, the fortress
// and the boat), the trails of the last moves, and the glowing places the
// half-made choice can reach. The pirates, which glide between places, are
// kept by motion.js.

import { seatColor, svg } from "../../board.js";
import { answer } from "../shared.js";
import { BOAT, HEAD, SPACES, TILE, areaSpot, center, route } from "./geometry.js";
import { symbolIcon } from "./pieces.js";

/** @typedef {import("./geometry.js").Layout} Layout */
/** @typedef {import("./types.js").Event} Event */
/** @typedef {import("../../board.js").Translate} Translate */

/**
 * ground draws what does not change during a game: the tunnel, the start
 * and the boat; a click on the boat calls onClick (the spaces and the start
 * answer as the viewer's pirates on them, which draw arms).
 * @param {Layout} L
 * @param {(import("./types.js").Sym | undefined)[]} tunnel
 * @param {Translate} t
 * @param {() => void} onClick
 */
export function ground(L, tunnel, t, onClick) {
  const points = route(L).map((p) => `${p.x},${p.y}`).join(" ");
  const tiles = [];
  for (let p = 1; p <= SPACES; p++) {
    const { x, y } = L.spaces[p];
    const sym = tunnel[p];
    const seg = Math.floor((p - 1) / 6);
    tiles.push(
      svg(
        "g",
        { class: "cg-space", "data-space": p, "data-symbol": sym, transform: `translate(${x} ${y})` },
        svg("title", {}, `${t("cartagena.space", { n: p })}: ${sym ? t("cartagena.sym." + sym) : "?"}`),
        svg("rect", { class: ["cg-tile", seg % 2 ? "cg-tile-b" : "cg-tile-a"], width: TILE, height: TILE, rx: 10 }),
        svg("text", { class: "cg-num", x: 7, y: 15 }, p),
        sym ? symbolIcon(sym, 34, 23, 4) : null,
      ),
    );
  }
  return [
    svg("rect", { class: "cg-earth", width: L.width, height: L.height, rx: 16 }),
    svg("polyline", { class: "cg-tunnel", points }),
    svg("polyline", { class: "cg-tunnel-floor", points }),
    fortress(L, t),
    boatArea(L, t, onClick),
    ...tiles,
  ];
}

/**
 * fortress draws the start: a stone fort with its gate opening on the tunnel.
 * @param {Layout} L
 * @param {Translate} t
 */
function fortress(L, t) {
  const A = L.start;
  const merlons = [];
  for (let x = A.x + 4; x + 12 <= A.x + A.w - 2; x += 20) merlons.push(svg("rect", { class: "cg-merlon", x, y: A.y, width: 12, height: 10, rx: 1.5 }));
  const mortar = [];
  for (let y = A.y + 19; y < A.y + A.h - 4; y += 11) {
    mortar.push(svg("line", { class: "cg-mortar", x1: A.x + 3, y1: y, x2: A.x + A.w - 3, y2: y }));
  }
  const first = L.spaces[1];
  const gate = L.band
    ? `M${first.x + TILE / 2 - 15} ${A.y + A.h} L${first.x + TILE / 2 - 15} ${A.y + A.h - 12} A15 15 0 0 1 ${first.x + TILE / 2 + 15} ${A.y + A.h - 12} L${first.x + TILE / 2 + 15} ${A.y + A.h} Z`
    : `M${A.x + A.w} ${first.y + TILE / 2 - 16} L${A.x + A.w - 12} ${first.y + TILE / 2 - 16} A16 16 0 0 0 ${A.x + A.w - 12} ${first.y + TILE / 2 + 16} L${A.x + A.w} ${first.y + TILE / 2 + 16} Z`;
  return svg(
    "g",
    { class: "cg-start", "data-place": "start" },
    svg("title", {}, t("cartagena.start")),
    merlons,
    svg("rect", { class: "cg-wall", x: A.x, y: A.y + 7, width: A.w, height: A.h - 7, rx: 6 }),
    mortar,
    svg("path", { class: "cg-gate", d: gate }),
    svg("text", { class: "cg-area-label", x: A.x + A.w / 2, y: A.y + 23 }, t("cartagena.start")),
  );
}

/**
 * boatArea draws the boat from above, in the sea: a bench for each seat's pirates.
 * @param {Layout} L
 * @param {Translate} t
 * @param {() => void} onClick
 */
function boatArea(L, t, onClick) {
  const A = L.boat;
  const waves = [];
  for (let y = A.y + 12; y < A.y + A.h; y += 15) {
    let d = `M${A.x + 5} ${y}`;
    for (let x = A.x + 5; x < A.x + A.w - 14; x += 14) d += " q3.5 -3.5 7 0 t7 0";
    waves.push(svg("path", { class: "cg-wave", d }));
  }
  let hull;
  if (L.band) {
    const l = A.x + 6;
    const r = A.x + A.w - 8;
    const top = A.y + HEAD;
    const bot = A.y + A.h - 4;
    const mid = (top + bot) / 2;
    hull = `M${l + 12} ${top} L${r - 44} ${top} Q${r - 10} ${top} ${r} ${mid} Q${r - 10} ${bot} ${r - 44} ${bot} L${l + 12} ${bot} Q${l} ${bot} ${l} ${bot - 12} L${l} ${top + 12} Q${l} ${top} ${l + 12} ${top} Z`;
  } else {
    const l = A.x + 8;
    const r = A.x + A.w - 8;
    const top = A.y + HEAD - 2;
    const bot = A.y + A.h - 5;
    const cx = A.x + A.w / 2;
    const sh = top + 34;
    hull = `M${cx} ${top} C${r - 14} ${top + 8} ${r} ${sh - 14} ${r} ${sh} L${r} ${bot - 16} Q${r} ${bot} ${r - 16} ${bot} L${l + 16} ${bot} Q${l} ${bot} ${l} ${bot - 16} L${l} ${sh} C${l} ${sh - 14} ${l + 14} ${top + 8} ${cx} ${top} Z`;
  }
  const benches = [];
  for (let s = 0; s < L.players; s++) {
    const a = areaSpot(L, A, s, 0);
    const b = areaSpot(L, A, s, 5);
    benches.push(svg("rect", { class: "cg-bench", x: a.x - 11 * a.s, y: a.y - 3.5 * a.s, width: b.x - a.x + 22 * a.s, height: 7 * a.s, rx: 2 }));
    for (let k = 0; k < 6; k++) {
      const p = areaSpot(L, A, s, k);
      benches.push(svg("circle", { class: "cg-slot", cx: p.x, cy: p.y, r: 3.2 * p.s, fill: seatColor(s) }));
    }
  }
  return svg(
    "g",
    { class: "cg-boat", "data-place": "boat", onclick: onClick },
    svg("title", {}, t("cartagena.boat")),
    svg("rect", { class: "cg-water", x: A.x, y: A.y, width: A.w, height: A.h, rx: 8 }),
    waves,
    svg("path", { class: "cg-hull", d: hull }),
    benches,
    svg("text", { class: "cg-area-label", x: A.x + A.w / 2, y: A.y + 16 }, t("cartagena.boat")),
  );
}

/**
 * trails shows the last update's moves as arcs from where to where.
 * @param {Layout} L
 * @param {Event[]} events
 */
export function trails(L, events) {
  const out = [];
  for (const e of events) {
    if ((e.type !== "forward" && e.type !== "back") || e.from == null || e.to == null) continue;
    const a = center(L, e.from, e.seat);
    const b = center(L, e.to, e.seat);
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2 - Math.min(60, 18 + Math.hypot(b.x - a.x, b.y - a.y) / 6);
    out.push(
      svg(
        "g",
        { class: ["cg-trail", "cg-trail-" + e.type], style: `--seat:${seatColor(e.seat) || "#fff"}` },
        svg("path", { d: `M${a.x} ${a.y} Q${mx} ${my} ${b.x} ${b.y}` }),
        svg("circle", { cx: a.x, cy: a.y, r: 4 }),
      ),
    );
  }
  return out;
}

/**
 * marks lights the places the half-made choice can reach, each named for
 * a screen reader by where it leads.
 * @param {Layout} L
 * @param {import("./input.js").Dest[]} dests
 * @param {Translate} t
 */
export function marks(L, dests, t) {
  const out = [];
  for (const d of dests) {
    const to = t(d.to === BOAT ? "cartagena.to.boat" : "cartagena.to.space", { n: d.to });
    const label = d.back ? t("cartagena.back", { to, n: d.draws }) : t("cartagena.label.forward", { to });
    let el;
    if (d.to === BOAT) {
      const A = L.boat;
      // The boat glows all over and all of it is the target (the pirates let taps through).
      out.push(svg("g", { class: "cg-dest cg-dest-boat" }, svg("rect", { class: "cg-dest-glow", x: A.x - 3, y: A.y - 3, width: A.w + 6, height: A.h + 6, rx: 10 })));
      el = svg("rect", { class: "cg-dest-hit", "data-dest": d.to, "aria-label": label, x: A.x, y: A.y, width: A.w, height: A.h, rx: 8 });
    } else {
      const tile = L.spaces[d.to];
      el = svg(
        "g",
        { class: ["cg-dest", d.back && "cg-dest-back"], "data-dest": d.to, "aria-label": label, transform: `translate(${tile.x} ${tile.y})` },
        svg("rect", { class: "cg-dest-glow", x: -3, y: -3, width: TILE + 6, height: TILE + 6, rx: 12 }),
        d.back ? svg("text", { class: "cg-dest-draws", x: TILE - 6, y: 15 }, `+${d.draws}`) : null,
      );
    }
    out.push(answer(el, d.answer));
  }
  return out;
}
