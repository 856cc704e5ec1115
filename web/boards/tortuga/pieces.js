// @ts-check
// La Tortuga's pieces in SVG: the island, turtles, dice and egg cards; each
// a function of its looks only.

import { svg, html } from "../../board.js";
import * as G from "./geometry.js";

const SKIN = "#7a9a3a";
// BEACH_GAP is the room between the beach's rim and the top of its number.
const BEACH_GAP = 4;
const SKIN_DARK = "#4f6a22";

/** @typedef {import("../../board.js").Translate} Translate */

/**
 * shade darkens (k < 0) or lightens (k > 0) a #rrggbb colour.
 * @param {string} hex
 * @param {number} k
 */
export function shade(hex, k) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k),
  );
  return "#" + ch.map((c) => c.toString(16).padStart(2, "0")).join("");
}

/**
 * island draws the sea, the island, the track, the beach and the raft.
 * @param {Translate} t
 */
export function island(t) {
  const waves = [];
  for (let i = 0; i < 26; i++) {
    const x = (i * 137) % G.W;
    const y = 18 + ((i * 89) % (G.H - 30));
    waves.push(svg("path", { class: "tt-wave", d: `M${x},${y} q8,-6 16,0 t16,0` }));
  }
  const palms = [
    [300, 196, 1], [610, 300, 0.8], [320, 410, 0.7], [215, 255, 0.85], [530, 405, 0.75], [588, 196, 0.7],
  ].map(([x, y, s]) => palm(x, y, s));
  const track = [];
  for (let k = 1; k < G.SPACES; k++) {
    const s = G.spaces[k];
    track.push(
      svg("ellipse", { class: "tt-space", cx: s.x.toFixed(1), cy: (s.y + 6).toFixed(1), rx: 24, ry: 14 }, svg("title", {}, String(k))),
      svg("text", { class: "tt-num", x: (s.x + s.nx * 36).toFixed(1), y: (s.y + 6 + s.ny * 30 + 4).toFixed(1) }, String(k)),
    );
  }
  // The beach: its eggs lie on it, its number below it, clear of them, of
  // the raft and of space 1's number, even at a phone's least font size.
  // The number hangs from its top edge (see .tt-num-beach), so that a font
  // with a tall ascent cannot lift it onto the beach.
  const b = G.spaces[G.SPACES];
  const beach = { cy: b.y + 6, rx: 30, ry: 18 };
  const beachEggs = [-14, -5, 4, 13].map((dx, i) => svg("ellipse", { class: "tt-egg tt-egg-small", cx: b.x + dx, cy: b.y + 11 + (i % 2) * 3, rx: 3.2, ry: 4.2 }));
  track.push(
    svg("ellipse", { class: "tt-space tt-space-beach", cx: b.x.toFixed(1), cy: beach.cy.toFixed(1), rx: beach.rx, ry: beach.ry },
      svg("title", {}, `${t("tortuga.beach")} (${G.SPACES})`)),
    svg("text", { class: "tt-num tt-num-beach", x: (b.x - 10).toFixed(1), y: (beach.cy + beach.ry + BEACH_GAP).toFixed(1) }, String(G.SPACES)),
  );
  return svg("g", { class: "tt-island" },
    svg("rect", { class: "tt-sea", x: 0, y: 0, width: G.W, height: G.H }),
    ...waves,
    svg("path", { class: "tt-shallow", d: G.outline(74, 6) }),
    svg("path", { class: "tt-sand", d: G.outline(48, 7) }),
    svg("path", { class: "tt-jungle", d: G.outline(-42, 9) }),
    svg("path", { class: "tt-jungle-deep", d: G.outline(-88, 11) }),
    ...palms,
    svg("path", { class: "tt-trackline", d: G.outline(0, 0, 160) }),
    ...track,
    ...beachEggs,
    raft(t),
  );
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} s
 */
function palm(x, y, s) {
  const leaves = [-150, -110, -70, -30, 10].map((a) =>
    svg("path", {
      class: "tt-leaf",
      d: "M0,0 q14,-10 30,-2 q-14,0 -30,2z",
      transform: `rotate(${a})`,
    }),
  );
  return svg("g", { class: "tt-palm", transform: `translate(${x},${y}) scale(${s})` },
    svg("path", { class: "tt-trunk", d: "M-3,34 q6,-18 2,-34 l4,0 q4,18 -2,34z" }),
    ...leaves,
  );
}

/** @param {Translate} t */
function raft(t) {
  const planks = [];
  for (let i = 0; i < 8; i++) {
    planks.push(svg("rect", { class: "tt-plank", x: G.RAFT.x - 88 + i * 22, y: G.RAFT.y - 32, width: 20, height: 70, rx: 4 }));
  }
  return svg("g", { class: "tt-raft" },
    svg("ellipse", { class: "tt-raft-ripple", cx: G.RAFT.x, cy: G.RAFT.y + 4, rx: 102, ry: 48 }),
    ...planks,
    svg("rect", { class: "tt-rope", x: G.RAFT.x - 90, y: G.RAFT.y - 22, width: 180, height: 4, rx: 2 }),
    svg("rect", { class: "tt-rope", x: G.RAFT.x - 90, y: G.RAFT.y + 26, width: 180, height: 4, rx: 2 }),
    svg("text", { class: "tt-label tt-label-raft", x: G.RAFT.x, y: G.RAFT.y + 56 }, t("tortuga.raft")),
  );
}

/**
 * turtle draws a turtle facing right, its feet at the origin; its group
 * .tt-grow may be scaled to show it larger.
 * @param {string} color
 * @param {string} badge  its number when a player races two, else ""
 * @param {SVGElement} emblem  its seat's, drawn for a box centred on (0, -17), 7 wide
 */
export function turtle(color, badge, emblem) {
  const dark = shade(color, -0.45);
  const body = svg("g", { class: "tt-body" },
    svg("ellipse", { cx: -12, cy: -2, rx: 6, ry: 3.6, fill: SKIN, stroke: SKIN_DARK, "stroke-width": 1 }),
    svg("ellipse", { cx: 11, cy: -2, rx: 6, ry: 3.6, fill: SKIN, stroke: SKIN_DARK, "stroke-width": 1 }),
    svg("path", { d: "M-17,-6 l-7,3 l7,1z", fill: SKIN, stroke: SKIN_DARK, "stroke-width": 1 }),
    svg("ellipse", { cx: 21, cy: -9, rx: 7, ry: 5.5, fill: SKIN, stroke: SKIN_DARK, "stroke-width": 1 }),
    svg("circle", { cx: 24, cy: -10.5, r: 1.3, fill: "#1d1d1d" }),
    svg("path", { class: "tt-shell", d: "M-19,-5 C-19,-26 19,-26 19,-5 Z", fill: color, stroke: dark, "stroke-width": 1.6 }),
    svg("path", { d: "M-9,-6 L-6,-15 L6,-15 L9,-6 M-6,-15 L-12,-11 M6,-15 L12,-11 M-6,-15 L-3,-20 M6,-15 L3,-20", fill: "none", stroke: dark, "stroke-opacity": 0.45, "stroke-width": 1.2 }),
    svg("rect", { x: -20, y: -7, width: 40, height: 4.5, rx: 2.2, fill: shade(color, -0.25), stroke: dark, "stroke-width": 1 }),
    svg("ellipse", { cx: -6, cy: -18, rx: 6, ry: 2.2, fill: "#fff", "fill-opacity": 0.35 }),
    emblem,
  );
  return svg("g", { class: "tt-turtle" },
    svg("title", {}),
    svg("g", { class: "tt-grow" },
      svg("ellipse", { class: "tt-halo", cx: 0, cy: -8, rx: 27, ry: 17 }),
      body,
      badge ? svg("text", { class: "tt-badge", x: 0, y: -9 }, badge) : null,
      svg("rect", { class: "tt-hit", x: -26, y: -24, width: 54, height: 28 }),
    ),
  );
}

/**
 * miniTurtle is a small HTML-embedded turtle for panels and buttons.
 * @param {string} color
 * @param {string} badge
 * @param {SVGElement} emblem  as turtle's
 */
export function miniTurtle(color, badge, emblem) {
  const t = turtle(color, badge, emblem);
  t.setAttribute("class", "tt-miniturtle");
  t.setAttribute("transform", "translate(28,30)");
  return svg("svg", { class: "tt-mini", viewBox: "0 0 56 36", "aria-hidden": "true" }, t);
}

/** @type {Record<number, number[][]>} */
const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/**
 * die draws a die face centred on the origin.
 * @param {number} value
 * @param {number} [size]
 */
export function die(value, size = 46) {
  const h = size / 2;
  const d = size * 0.26;
  return svg("g", { class: "tt-die" },
    svg("rect", { class: "tt-die-face", x: -h, y: -h, width: size, height: size, rx: size * 0.2 }),
    ...(PIPS[value] || []).map(([i, j]) => svg("circle", { class: "tt-pip", cx: i * d, cy: j * d, r: size * 0.09 })),
  );
}

/**
 * rollingDie is a die still in the air, its face unknown.
 * @param {number} [size]
 */
export function rollingDie(size = 46) {
  const h = size / 2;
  return svg("g", { class: "tt-die tt-rolling" },
    svg("rect", { class: "tt-die-face", x: -h, y: -h, width: size, height: size, rx: size * 0.2 }),
    svg("text", { class: "tt-die-q", x: 0, y: size * 0.2 }, "?"),
  );
}

/** @type {Record<number, number[][]>} */
const EGGS = {
  1: [[0, 0]],
  2: [[0, -1], [0, 1]],
  3: [[0, -1.2], [-0.8, 0.6], [0.8, 0.6]],
  4: [[-0.8, -0.8], [0.8, -0.8], [-0.8, 0.8], [0.8, 0.8]],
  5: [[-0.8, -1], [0.8, -1], [0, 0], [-0.8, 1], [0.8, 1]],
  6: [[-0.8, -1.2], [0.8, -1.2], [-0.8, 0], [0.8, 0], [-0.8, 1.2], [0.8, 1.2]],
};

/**
 * eggCard draws a face-up egg card centred on the origin.
 * @param {number} value
 * @param {number} [w]
 */
export function eggCard(value, w = 46) {
  const h = w * 1.4;
  const u = w * 0.24;
  return svg("g", { class: "tt-card" },
    svg("rect", { class: "tt-card-face", x: -w / 2, y: -h / 2, width: w, height: h, rx: w * 0.13 }),
    ...(EGGS[value] || []).map(([i, j]) =>
      svg("ellipse", { class: "tt-egg", cx: i * u, cy: j * u + w * 0.08, rx: w * 0.1, ry: w * 0.13 }),
    ),
    svg("text", { class: "tt-card-num", x: -w / 2 + w * 0.16, y: -h / 2 + w * 0.3 }, String(value)),
  );
}

/**
 * cardBack draws a face-down egg card centred on the origin.
 * @param {number} [w]
 */
export function cardBack(w = 46) {
  const h = w * 1.4;
  return svg("g", { class: "card-back tt-card-back" },
    svg("rect", { x: -w / 2, y: -h / 2, width: w, height: h, rx: w * 0.13 }),
    svg("path", { d: `M${-w / 2 + 6},${-h / 2 + 6} h${w - 12} v${h - 12} h${-(w - 12)}z`, class: "tt-card-back-line" }),
  );
}

/** nest draws the 7-egg beach that shows once the deck is empty. */
export function nest() {
  const eggs = [[-14, -6], [0, -9], [14, -6], [-20, 6], [-6, 4], [8, 4], [21, 6]].map(([x, y]) =>
    svg("ellipse", { class: "tt-egg tt-egg-nest", cx: x, cy: y, rx: 6.5, ry: 8.5 }),
  );
  return svg("g", { class: "tt-nest" },
    svg("ellipse", { class: "tt-nest-bed", cx: 0, cy: 2, rx: 36, ry: 20 }),
    ...eggs,
    svg("text", { class: "tt-nest-num", x: 0, y: 32 }, "7"),
  );
}

/**
 * htmlCard is an egg card in a player's hand.
 * @param {number} value
 * @param {import("../../board.js").Attrs} [attrs]
 */
export function htmlCard(value, attrs = {}) {
  return html("span", { class: "tt-hcard", "data-eggs": value, ...attrs },
    html("b", {}, String(value)),
    html("i", { class: "tt-hegg", "aria-hidden": "true" }),
  );
}
