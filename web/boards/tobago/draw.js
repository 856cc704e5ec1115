// Drawing Tobago's pieces in SVG: the island's terrain and landmarks (the
// look of the server's island picture: pointy-topped hexes, rivers as blue
// stripes, surf on the coast), vehicles, amulets, markers, compass roses,
// clue-card art and treasure cards.

import { svg } from "../../board.js";
import { R, center, corner, hexPoints, toward, neighbour } from "./island.js";

// Each terrain's colour.
const FILL = {
  scrubland: "#d6b98c", jungle: "#2f6e37", river: "#b9d48e", mountains: "#9c9c9c",
  lake: "#4f93db", beach: "#f3e2a2", ocean: "#1d3f6e",
};
const RIVER_BLUE = "#2a6fc9";

/** MAP_FILL and MAP_LINE are the treasure maps' marker colours. */
export const MAP_FILL = { white: "#fbfbf7", grey: "#9aa1ab", brown: "#9a5b2a", black: "#1c1c1c" };
export const MAP_LINE = { white: "#5a5a5a", grey: "#2d3138", brown: "#3b1f08", black: "#f2f2f2" };

/** MARKER_AT is where each map's marker sits inside a hex. */
export const MARKER_AT = { white: [-10.5, -7], grey: [10.5, -7], brown: [-10.5, 8], black: [10.5, 8] };

/** defs are the patterns and gradients the island uses. */
export function defs() {
  return svg("defs", {},
    svg("radialGradient", { id: "tb-sea", cx: "50%", cy: "45%", r: "75%" },
      svg("stop", { offset: "0%", "stop-color": "#2c6aa3" }),
      svg("stop", { offset: "100%", "stop-color": "#133058" })),
    svg("pattern", { id: "tb-pat-jungle", width: 12, height: 12, patternUnits: "userSpaceOnUse" },
      svg("circle", { cx: 3, cy: 3, r: 2.6, fill: "#245a2c" }),
      svg("circle", { cx: 9, cy: 9, r: 2.2, fill: "#3b8244" })),
    svg("pattern", { id: "tb-pat-scrub", width: 14, height: 12, patternUnits: "userSpaceOnUse" },
      svg("path", { d: "M3 9 l1.5 -4 M5 9 l0 -4.5 M7 9 l-1.5 -4", stroke: "#a88a5c", "stroke-width": 0.9 })),
    svg("pattern", { id: "tb-pat-beach", width: 9, height: 9, patternUnits: "userSpaceOnUse" },
      svg("circle", { cx: 2, cy: 2, r: 0.8, fill: "#d8c27c" }),
      svg("circle", { cx: 6.5, cy: 6.5, r: 0.7, fill: "#e2cd8e" })),
    svg("pattern", { id: "tb-pat-lake", width: 16, height: 8, patternUnits: "userSpaceOnUse" },
      svg("path", { d: "M1 5 q3 -3 6 0 t6 0", stroke: "#8cc0f0", "stroke-width": 1, fill: "none" })),
    svg("linearGradient", { id: "tb-gold", x1: 0, y1: 0, x2: 1, y2: 1 },
      svg("stop", { offset: "0%", "stop-color": "#ffe48a" }),
      svg("stop", { offset: "100%", "stop-color": "#d99a1e" })),
  );
}

const PATTERN = { jungle: "tb-pat-jungle", scrubland: "tb-pat-scrub", beach: "tb-pat-beach", lake: "tb-pat-lake" };

function line(a, b, stroke, width, extra = {}) {
  return svg("line", { x1: a.x.toFixed(1), y1: a.y.toFixed(1), x2: b.x.toFixed(1), y2: b.y.toFixed(1),
    stroke, "stroke-width": width, "stroke-linecap": "round", ...extra });
}

/** terrainLayer draws the land: hexes, textures, rivers, area borders and surf. */
export function terrainLayer(is) {
  const g = svg("g", { class: "tb-terrain" });
  for (const h of is.land) {
    const c = center(h);
    g.append(svg("polygon", { points: hexPoints(c), fill: FILL[h.terrain] }));
    if (PATTERN[h.terrain]) g.append(svg("polygon", { points: hexPoints(c, 0.92), fill: `url(#${PATTERN[h.terrain]})`, opacity: 0.7 }));
    if (h.terrain === "mountains") {
      g.append(svg("path", { d: `M${c.x - 9} ${c.y + 6} L${c.x - 2} ${c.y - 7} L${c.x + 2} ${c.y - 2} L${c.x + 5} ${c.y - 5} L${c.x + 11} ${c.y + 6} Z`, fill: "#767676" }));
      g.append(svg("path", { d: `M${c.x - 4.2} ${c.y - 3.7} L${c.x - 2} ${c.y - 7} L${c.x + 0.3} ${c.y - 4.3} Z`, fill: "#f4f4f4" }));
    }
  }
  for (const h of is.land) {
    if (h.terrain !== "river") continue;
    const c = center(h);
    let links = 0, mouth = -1;
    for (let d = 0; d < 6; d++) {
      const n = neighbour(h, d), t = is.terrain(n);
      if (t === "river") {
        links++;
        if (d < 2 || d === 5) g.append(line(c, toward(c, d, 1), RIVER_BLUE, R * 0.34));
      } else if (t === "ocean" || (t === "lake" && mouth < 0)) mouth = d;
    }
    if (links < 2 && mouth >= 0) g.append(line(c, toward(c, mouth, 0.5), RIVER_BLUE, R * 0.34));
    else if (links === 0) g.append(svg("circle", { cx: c.x, cy: c.y, r: R * 0.3, fill: RIVER_BLUE }));
  }
  for (const h of is.land) {
    const c = center(h);
    for (let d = 0; d < 6; d++) {
      const n = neighbour(h, d), t = is.terrain(n);
      const a = corner(c, d), b = corner(c, d + 1);
      if (t === "ocean") g.append(line(a, b, "#eaf6ff", 2.8, { class: "tb-surf" }));
      else if (d < 2 || d === 5) {
        if (t === h.terrain) g.append(line(a, b, "#00000022", 0.6));
        else g.append(line(a, b, "#3a2a1a", 1.4));
      }
    }
  }
  return g;
}

/** hut draws a hut at c. */
export function hut(c, s = 1) {
  return svg("path", {
    class: "tb-hut",
    d: `M${c.x - 7 * s} ${c.y + 6 * s} L${c.x - 7 * s} ${c.y - 1 * s} L${c.x} ${c.y - 8 * s} L${c.x + 7 * s} ${c.y - 1 * s} L${c.x + 7 * s} ${c.y + 6 * s} Z`,
    fill: "#8b4a1c", stroke: "#2b1608", "stroke-width": 1.2 * s,
  });
}

/** palm draws a palm at c. */
export function palm(c, s = 1) {
  const g = svg("g", { class: "tb-palm" });
  g.append(line({ x: c.x + 1 * s, y: c.y + 8 * s }, { x: c.x - 1 * s, y: c.y - 4 * s }, "#6b3e12", 2.4 * s));
  for (const a of [200, 250, 290, 340, 20]) {
    const r = (Math.PI / 180) * a;
    g.append(line({ x: c.x - 1 * s, y: c.y - 4 * s }, { x: c.x - 1 * s + 8 * s * Math.cos(r), y: c.y - 4 * s + 8 * s * Math.sin(r) }, "#1f8f2e", 2.6 * s));
  }
  return g;
}

/** statueBody draws a statue's figure at c. */
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

/** landmarkLayer draws the huts and the palms (statues turn, so the board keeps them apart). */
export function landmarkLayer(is) {
  const g = svg("g", { class: "tb-landmarks" });
  for (const h of is.land) {
    const c = center(h);
    if (h.mark === "hut") g.append(hut(c));
    else if (h.mark === "palm") g.append(palm(c));
  }
  return g;
}

/** vehicle draws a vehicle in a seat's colour, centred on (0,0). */
export function vehicle(colour) {
  return svg("g", { class: "tb-vehicle-body" },
    svg("ellipse", { cx: 0, cy: 8, rx: 11, ry: 2.6, fill: "#00000055" }),
    svg("path", { d: "M-11 4 L-11 -2 Q-11 -4 -9 -4 L-5 -4 L-2 -9 L6 -9 Q8 -9 8.5 -7 L10 -3 Q11.5 -2.5 11.5 0 L11.5 4 Z", fill: colour, stroke: "#1b1b1b", "stroke-width": 1.3, "stroke-linejoin": "round" }),
    svg("path", { d: "M-1 -4 L1 -7.5 L5.5 -7.5 L7 -4 Z", fill: "#cfe8ff", stroke: "#1b1b1b", "stroke-width": 0.8 }),
    svg("circle", { cx: -6, cy: 4.5, r: 3.4, fill: "#222", stroke: "#ddd", "stroke-width": 1 }),
    svg("circle", { cx: 6.5, cy: 4.5, r: 3.4, fill: "#222", stroke: "#ddd", "stroke-width": 1 }));
}

/** amulet draws an amulet centred on (0,0). */
export function amulet(s = 1) {
  return svg("g", { class: "tb-amulet-body" },
    svg("path", { d: `M${-3 * s} ${-6.5 * s} Q0 ${-10 * s} ${3 * s} ${-6.5 * s}`, stroke: "#f5d26b", "stroke-width": 1.3 * s, fill: "none" }),
    svg("circle", { cx: 0, cy: 0, r: 6 * s, fill: "#19a79a", stroke: "#f5d26b", "stroke-width": 2 * s }),
    svg("circle", { cx: 0, cy: 0, r: 2.3 * s, fill: "#e9fffb" }),
    svg("circle", { cx: 0, cy: 0, r: 1.1 * s, fill: "#0d4f49" }));
}

// rosePath is a compass rose's outline, radius r, centred on (0,0).
function rosePath(r) {
  const pts = [];
  for (let k = 0; k < 8; k++) {
    const a = (Math.PI / 4) * k - Math.PI / 2;
    const rr = k % 2 === 0 ? r : r * 0.38;
    pts.push(`${(rr * Math.cos(a)).toFixed(2)},${(rr * Math.sin(a)).toFixed(2)}`);
  }
  return "M" + pts.join(" L") + " Z";
}

/** roseIcon is a small inline SVG compass rose in a colour. */
export function roseIcon(colour, size = 16) {
  return svg("svg", { class: "tb-rose", width: size, height: size, viewBox: "-10 -10 20 20", "aria-hidden": "true" },
    svg("path", { d: rosePath(9.5), fill: colour, stroke: "#1b1b1b", "stroke-width": 1.1, "stroke-linejoin": "round" }),
    svg("circle", { r: 2, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 0.8 }));
}

/** amuletIcon is a small inline SVG amulet. */
export function amuletIcon(size = 16) {
  return svg("svg", { class: "tb-amulet-icon", width: size, height: size, viewBox: "-9 -11 18 20", "aria-hidden": "true" }, amulet(1.1));
}

/** vehicleIcon is a small inline SVG vehicle in a colour. */
export function vehicleIcon(colour, size = 26) {
  return svg("svg", { class: "tb-vehicle-icon", width: size, height: size * 0.75, viewBox: "-13 -11 26 21", "aria-hidden": "true" }, vehicle(colour));
}

/** crownIcon is a small golden crown for a winner. */
export function crownIcon(size = 18) {
  return svg("svg", { class: "tb-crown", width: size, height: size * 0.8, viewBox: "0 0 20 16", role: "img" },
    svg("path", { d: "M2 13 L1 4 L6 8 L10 2 L14 8 L19 4 L18 13 Z", fill: "#f7c948", stroke: "#8a5a00", "stroke-width": 1.2, "stroke-linejoin": "round" }),
    svg("rect", { x: 2, y: 13, width: 16, height: 2.4, rx: 1, fill: "#d99a1e", stroke: "#8a5a00", "stroke-width": 0.8 }));
}

/** markerIcon is a small inline SVG marker of a map's colour. */
export function markerIcon(colour, size = 14) {
  return svg("svg", { class: "tb-marker-icon", width: size, height: size, viewBox: "-7 -7 14 14", "aria-hidden": "true" },
    svg("circle", { r: 5.5, fill: MAP_FILL[colour], stroke: MAP_LINE[colour], "stroke-width": 1.5 }));
}

// The hex that stands for a clue's label on a card: a terrain's colour, a
// landmark on sand, or the ocean's waves; a Big label wears a gold star.
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

/** clueArt draws a clue card's picture, as the rulebook describes the cards. */
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

/** treasureCard draws a treasure card face: gold with its coins, or the curse. */
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

/** treasureBack draws a face-down treasure card. */
export function treasureBack(size = 30) {
  return svg("svg", { class: ["tb-tcard", "card-back"], width: size * 0.72, height: size, viewBox: "0 0 36 50", "aria-hidden": "true" },
    svg("rect", { x: 1, y: 1, width: 34, height: 48, rx: 4, fill: "#5b3a1a", stroke: "#2b1608", "stroke-width": 1.5 }),
    svg("path", { d: "M8 14 L28 36 M28 14 L8 36", stroke: "#c9a060", "stroke-width": 3, "stroke-linecap": "round" }));
}

/** gazeLine draws the dotted ray of a statue's gaze and the ring where it meets the coast. */
export function gazeLine(from, ray) {
  const g = svg("g", { class: "tb-gaze" });
  if (!ray.length) return g;
  const a = center(from), end = center(ray[ray.length - 1]);
  g.append(svg("line", { x1: a.x, y1: a.y, x2: end.x, y2: end.y, class: "tb-gaze-ray" }));
  g.append(svg("circle", { cx: end.x, cy: end.y, r: 7, class: "tb-gaze-ring" }));
  return g;
}

