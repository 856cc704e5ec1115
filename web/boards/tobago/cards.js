// @ts-check
// Tobago's cards in SVG: a clue card's picture, as the rulebook describes
// the cards, and treasure cards face up and face down.

import { svg } from "../../board.js";
import { R, hexPoints } from "./geometry.js";
import { FILL, RIVER_BLUE, hut, line, palm, statueBody } from "./pieces.js";

/** @typedef {import("./geometry.js").Point} Point */
/** @typedef {import("./types.js").Clue} Clue */
/** @typedef {import("./types.js").TreasureCard} TreasureCard */

// The hex that stands for a clue's label on a card: a terrain's colour, a
// landmark on sand, or the ocean's waves; a Big label wears a gold star.
/**
 * @param {string} label
 * @param {Point} c
 * @param {number} r
 */
function labelHex(label, c, r) {
  const big = label.startsWith("big_");
  const name = big ? label.slice(4) : label;
  const g = svg("g", {});
  const fill = FILL[name] || (name === "ocean" ? FILL.ocean : "#efe3bf");
  g.append(svg("polygon", { points: hexPoints(c, r / R), fill, stroke: "#3a2a1a", "stroke-width": 1 }));
  const s = r / 16;
  if (name === "mountains") g.append(svg("path", { d: `M${c.x - 8 * s} ${c.y + 5 * s} L${c.x - 1 * s} ${c.y - 7 * s} L${c.x + 2 * s} ${c.y - 3 * s} L${c.x + 4 * s} ${c.y - 5 * s} L${c.x + 9 * s} ${c.y + 5 * s} Z`, fill: "#6b6b6b" }));
  if (name === "river") g.append(line({ x: c.x - r * 0.8, y: c.y + r * 0.35 }, { x: c.x + r * 0.8, y: c.y - r * 0.35 }, RIVER_BLUE, r * 0.3));
  if (name === "lake" || name === "ocean") {
    for (const dy of [-4, 3]) g.append(svg("path", { d: `M${c.x - 8 * s} ${c.y + dy * s} q${4 * s} ${-4 * s} ${8 * s} 0 t${8 * s} 0`, stroke: "#cfe6ff", "stroke-width": 1.4 * s, fill: "none" }));
  }
  if (name === "jungle") for (const [dx, dy] of [[-5, -3], [4, -4], [0, 4]]) g.append(svg("circle", { cx: c.x + dx * s, cy: c.y + dy * s, r: 3.4 * s, fill: "#1f5226" }));
  if (name === "scrubland") g.append(svg("path", { d: `M${c.x - 6 * s} ${c.y + 5 * s} l2 -7 M${c.x - 1 * s} ${c.y + 5 * s} l0 -8 M${c.x + 4 * s} ${c.y + 5 * s} l-2 -7`, stroke: "#8b6c3e", "stroke-width": 1.3 * s }));
  if (name === "beach") for (const [dx, dy] of [[-5, -2], [3, -5], [5, 3], [-2, 5]]) g.append(svg("circle", { cx: c.x + dx * s, cy: c.y + dy * s, r: 1.2 * s, fill: "#c9ae5d" }));
  if (name === "hut") g.append(hut(c, 0.9 * s));
  if (name === "palm") g.append(palm(c, 0.9 * s));
  if (name === "statue") g.append(statueBody(c, 0.9 * s));
  if (big) {
    const sx = c.x + r * 0.62, sy = c.y - r * 0.62;
    g.append(svg("path", { d: starPath(sx, sy, r * 0.42), fill: "#ffd23f", stroke: "#6b4a00", "stroke-width": 0.8 }));
  }
  return g;
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
function starPath(x, y, r) {
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = (Math.PI / 5) * k - Math.PI / 2;
    const rr = k % 2 === 0 ? r : r * 0.45;
    pts.push(`${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`);
  }
  return "M" + pts.join(" L") + " Z";
}

// The hex that stands for the treasure's place on a card: parchment with a
// question mark; a negative clue crosses it out in red.
/**
 * @param {Point} c
 * @param {number} r
 * @param {boolean} crossed
 */
function treasureHex(c, r, crossed) {
  const g = svg("g", {},
    svg("polygon", { points: hexPoints(c, r / R), fill: "#fff6dc", stroke: "#7a5a2a", "stroke-width": 1, "stroke-dasharray": "2 1.5" }),
    svg("text", { x: c.x, y: c.y + r * 0.38, "text-anchor": "middle", "font-size": r * 1.05, "font-weight": "700", fill: "#7a5a2a" }, "?"));
  if (crossed) {
    g.append(svg("circle", { cx: c.x, cy: c.y, r: r * 0.82, fill: "none", stroke: "#d32f2f", "stroke-width": 2.2 }));
    g.append(line({ x: c.x - r * 0.58, y: c.y + r * 0.58 }, { x: c.x + r * 0.58, y: c.y - r * 0.58 }, "#d32f2f", 2.2));
  }
  return g;
}

/**
 * clueArt draws a clue card's picture, as the rulebook describes the cards.
 * @param {Clue} clue
 * @param {number} [width]
 */
export function clueArt(clue, width = 60) {
  const neg = clue.kind.startsWith("not_") || clue.kind === "out_of_sight";
  const art = svg("svg", { class: "tb-clue-art", width, height: width * 0.6, viewBox: "0 0 60 36", "aria-hidden": "true" });
  if (clue.kind === "in" || clue.kind === "not_in") {
    art.append(labelHex(clue.label, { x: 30, y: 18 }, 16));
    if (neg) {
      art.append(svg("circle", { cx: 30, cy: 18, r: 14, fill: "none", stroke: "#d32f2f", "stroke-width": 2.6 }));
      art.append(line({ x: 20, y: 28 }, { x: 40, y: 8 }, "#d32f2f", 2.6));
    }
  } else if (clue.kind === "next_to" || clue.kind === "not_next_to") {
    art.append(treasureHex({ x: 19, y: 18 }, 13, neg));
    art.append(labelHex(clue.label, { x: 41.5, y: 18 }, 13));
  } else {
    art.append(treasureHex({ x: 10.5, y: 18 }, 10, neg));
    art.append(svg("polygon", { points: hexPoints({ x: 28, y: 18 }, 10 / R), fill: neg ? "#f6d6d0" : "#fff6dc", stroke: "#7a5a2a", "stroke-width": 1, "stroke-dasharray": "2 1.5" }));
    if (neg) art.append(line({ x: 22, y: 24 }, { x: 34, y: 12 }, "#d32f2f", 2));
    art.append(labelHex(clue.label, { x: 46, y: 18 }, 11));
  }
  return art;
}

/**
 * treasureCard draws a treasure card face: gold with its coins, or the curse.
 * @param {TreasureCard} card
 * @param {number} [size]
 */
export function treasureCard(card, size = 30) {
  const curse = card === "curse";
  const el = svg("svg", { class: ["tb-tcard", curse ? "tb-tcard-curse" : "tb-tcard-gold"], width: size * 0.72, height: size, viewBox: "0 0 36 50", role: "img" },
    svg("rect", { x: 1, y: 1, width: 34, height: 48, rx: 4, fill: curse ? "#3b1d4a" : "url(#tb-gold)", stroke: curse ? "#b58ad0" : "#8a5a00", "stroke-width": 1.5 }));
  if (curse) {
    el.append(svg("text", { x: 18, y: 33, "text-anchor": "middle", "font-size": 24, fill: "#e9d7ff" }, "☠"));
  } else {
    el.append(svg("circle", { cx: 18, cy: 25, r: 12, fill: "#f7c948", stroke: "#8a5a00", "stroke-width": 1.4 }));
    el.append(svg("text", { x: 18, y: 31, "text-anchor": "middle", "font-size": 17, "font-weight": 700, fill: "#5a3a00" }, String(card)));
  }
  return el;
}

/**
 * treasureBack draws a face-down treasure card.
 * @param {number} [size]
 */
export function treasureBack(size = 30) {
  return svg("svg", { class: ["tb-tcard", "card-back"], width: size * 0.72, height: size, viewBox: "0 0 36 50", "aria-hidden": "true" },
    svg("rect", { x: 1, y: 1, width: 34, height: 48, rx: 4, fill: "#5b3a1a", stroke: "#2b1608", "stroke-width": 1.5 }),
    svg("path", { d: "M8 14 L28 36 M28 14 L8 36", stroke: "#c9a060", "stroke-width": 3, "stroke-linecap": "round" }));
}
