// @ts-check
// Tobago's pieces in SVG: landmarks, vehicles, amulets, markers and
// compass roses, each a function of its looks only (the cards are in
// cards.js).

import { svg } from "../../board.js";
import { R } from "./geometry.js";

/** @typedef {import("./geometry.js").Point} Point */
/** @typedef {import("./types.js").Colour} Colour */

/**
 * FILL is each terrain's colour.
 * @type {Record<string, string>}
 */
export const FILL = {
  scrubland: "#d6b98c", jungle: "#2f6e37", river: "#b9d48e", mountains: "#9c9c9c",
  lake: "#4f93db", beach: "#f3e2a2", ocean: "#1d3f6e",
};
/** RIVER_BLUE is a river's stripe. */
export const RIVER_BLUE = "#2a6fc9";

/**
 * MAP_FILL and MAP_LINE are the treasure maps' marker colours.
 * @type {Record<Colour, string>}
 */
export const MAP_FILL = { white: "#fbfbf7", grey: "#9aa1ab", brown: "#9a5b2a", black: "#1c1c1c" };
/** @type {Record<Colour, string>} */
export const MAP_LINE = { white: "#5a5a5a", grey: "#2d3138", brown: "#3b1f08", black: "#f2f2f2" };

/**
 * MARKER_AT is where each map's marker sits inside a hex.
 * @type {Record<Colour, [number, number]>}
 */
export const MARKER_AT = { white: [-10.5, -7], grey: [10.5, -7], brown: [-10.5, 8], black: [10.5, 8] };

/**
 * line draws a straight line from a to b.
 * @param {Point} a
 * @param {Point} b
 * @param {string} stroke
 * @param {number} width
 * @param {import("../../board.js").Attrs} [extra]
 */
export function line(a, b, stroke, width, extra = {}) {
  return svg("line", { x1: a.x.toFixed(1), y1: a.y.toFixed(1), x2: b.x.toFixed(1), y2: b.y.toFixed(1),
    stroke, "stroke-width": width, "stroke-linecap": "round", ...extra });
}

/**
 * hut draws a hut at c.
 * @param {Point} c
 * @param {number} [s]
 */
export function hut(c, s = 1) {
  return svg("path", {
    class: "tb-hut",
    d: `M${c.x - 7 * s} ${c.y + 6 * s} L${c.x - 7 * s} ${c.y - 1 * s} L${c.x} ${c.y - 8 * s} L${c.x + 7 * s} ${c.y - 1 * s} L${c.x + 7 * s} ${c.y + 6 * s} Z`,
    fill: "#8b4a1c", stroke: "#2b1608", "stroke-width": 1.2 * s,
  });
}

/**
 * palm draws a palm at c.
 * @param {Point} c
 * @param {number} [s]
 */
export function palm(c, s = 1) {
  const g = svg("g", { class: "tb-palm" });
  g.append(line({ x: c.x + 1 * s, y: c.y + 8 * s }, { x: c.x - 1 * s, y: c.y - 4 * s }, "#6b3e12", 2.4 * s));
  for (const a of [200, 250, 290, 340, 20]) {
    const r = (Math.PI / 180) * a;
    g.append(line({ x: c.x - 1 * s, y: c.y - 4 * s }, { x: c.x - 1 * s + 8 * s * Math.cos(r), y: c.y - 4 * s + 8 * s * Math.sin(r) }, "#1f8f2e", 2.6 * s));
  }
  return g;
}

/**
 * statueBody draws a statue's figure at c.
 * @param {Point} c
 * @param {number} [s]
 */
export function statueBody(c, s = 1) {
  return svg("g", { class: "tb-statue" },
    svg("rect", { x: c.x - 5 * s, y: c.y - 8 * s, width: 10 * s, height: 14 * s, rx: 4 * s, fill: "#5a5a5a", stroke: "#1a1a1a", "stroke-width": 1.2 * s }),
    svg("rect", { x: c.x - 3 * s, y: c.y - 3 * s, width: 6 * s, height: 2 * s, fill: "#1a1a1a" }));
}

/** gazeArrow is a statue's gaze arrow pointing east from (0,0); the board rotates it to the facing. */
export function gazeArrow() {
  const tip = R * Math.sqrt(3) * 0.62;
  return svg("g", { class: "tb-gaze-arrow" },
    svg("line", { x1: 0, y1: 0, x2: tip - 5, y2: 0, stroke: "#ffd23f", "stroke-width": 2.6, "stroke-linecap": "round" }),
    svg("path", { d: `M${tip} 0 L${tip - 7} -4.5 L${tip - 7} 4.5 Z`, fill: "#ffd23f", stroke: "#7a5c00", "stroke-width": 0.6 }));
}

/**
 * vehicle draws a vehicle in a seat's colour, centred on (0,0), with the
 * seat's emblem on its side.
 * @param {string} colour
 * @param {SVGElement} emblem  drawn for a box centred on (-5.5, -0.5), 6 wide
 */
export function vehicle(colour, emblem) {
  return svg("g", { class: "tb-vehicle-body" },
    svg("ellipse", { cx: 0, cy: 8, rx: 11, ry: 2.6, fill: "#00000055" }),
    svg("path", { d: "M-11 4 L-11 -2 Q-11 -4 -9 -4 L-5 -4 L-2 -9 L6 -9 Q8 -9 8.5 -7 L10 -3 Q11.5 -2.5 11.5 0 L11.5 4 Z", fill: colour, stroke: "#1b1b1b", "stroke-width": 1.3, "stroke-linejoin": "round" }),
    svg("path", { d: "M-1 -4 L1 -7.5 L5.5 -7.5 L7 -4 Z", fill: "#cfe8ff", stroke: "#1b1b1b", "stroke-width": 0.8 }),
    svg("circle", { cx: -6, cy: 4.5, r: 3.4, fill: "#222", stroke: "#ddd", "stroke-width": 1 }),
    svg("circle", { cx: 6.5, cy: 4.5, r: 3.4, fill: "#222", stroke: "#ddd", "stroke-width": 1 }),
    emblem);
}

/**
 * amulet draws an amulet centred on (0,0).
 * @param {number} [s]
 */
export function amulet(s = 1) {
  return svg("g", { class: "tb-amulet-body" },
    svg("path", { d: `M${-3 * s} ${-6.5 * s} Q0 ${-10 * s} ${3 * s} ${-6.5 * s}`, stroke: "#f5d26b", "stroke-width": 1.3 * s, fill: "none" }),
    svg("circle", { cx: 0, cy: 0, r: 6 * s, fill: "#19a79a", stroke: "#f5d26b", "stroke-width": 2 * s }),
    svg("circle", { cx: 0, cy: 0, r: 2.3 * s, fill: "#e9fffb" }),
    svg("circle", { cx: 0, cy: 0, r: 1.1 * s, fill: "#0d4f49" }));
}

/**
 * rosePath is a compass rose's outline, radius r, centred on (0,0).
 * @param {number} r
 */
function rosePath(r) {
  const pts = [];
  for (let k = 0; k < 8; k++) {
    const a = (Math.PI / 4) * k - Math.PI / 2;
    const rr = k % 2 === 0 ? r : r * 0.38;
    pts.push(`${(rr * Math.cos(a)).toFixed(2)},${(rr * Math.sin(a)).toFixed(2)}`);
  }
  return "M" + pts.join(" L") + " Z";
}

/**
 * roseIcon is a small inline SVG compass rose in a colour.
 * @param {string} colour
 * @param {number} [size]
 */
export function roseIcon(colour, size = 16) {
  return svg("svg", { class: "tb-rose", width: size, height: size, viewBox: "-10 -10 20 20", "aria-hidden": "true" },
    svg("path", { d: rosePath(9.5), fill: colour, stroke: "#1b1b1b", "stroke-width": 1.1, "stroke-linejoin": "round" }),
    svg("circle", { r: 2, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 0.8 }));
}

/**
 * amuletIcon is a small inline SVG amulet.
 * @param {number} [size]
 */
export function amuletIcon(size = 16) {
  return svg("svg", { class: "tb-amulet-icon", width: size, height: size, viewBox: "-9 -11 18 20", "aria-hidden": "true" }, amulet(1.1));
}

/**
 * vehicleIcon is a small inline SVG vehicle in a colour, with an emblem.
 * @param {string} colour
 * @param {SVGElement} emblem  as vehicle's
 * @param {number} [size]
 */
export function vehicleIcon(colour, emblem, size = 26) {
  return svg("svg", { class: "tb-vehicle-icon", width: size, height: size * 0.75, viewBox: "-13 -11 26 21", "aria-hidden": "true" }, vehicle(colour, emblem));
}

/**
 * crownIcon is a small golden crown for a winner.
 * @param {number} [size]
 */
export function crownIcon(size = 18) {
  return svg("svg", { class: "tb-crown", width: size, height: size * 0.8, viewBox: "0 0 20 16", role: "img" },
    svg("path", { d: "M2 13 L1 4 L6 8 L10 2 L14 8 L19 4 L18 13 Z", fill: "#f7c948", stroke: "#8a5a00", "stroke-width": 1.2, "stroke-linejoin": "round" }),
    svg("rect", { x: 2, y: 13, width: 16, height: 2.4, rx: 1, fill: "#d99a1e", stroke: "#8a5a00", "stroke-width": 0.8 }));
}

/**
 * markerIcon is a small inline SVG marker of a map's colour.
 * @param {Colour} colour
 * @param {number} [size]
 */
export function markerIcon(colour, size = 14) {
  return svg("svg", { class: "tb-marker-icon", width: size, height: size, viewBox: "-7 -7 14 14", "aria-hidden": "true" },
    svg("circle", { r: 5.5, fill: MAP_FILL[colour], stroke: MAP_LINE[colour], "stroke-width": 1.5 }));
}
