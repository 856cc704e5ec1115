// @ts-check
// A Tobago view into SVG: the island's terrain and landmarks (the look of
// the server's island picture: pointy-topped hexes, rivers as blue stripes,
// surf on the coast), the statues' gaze, the trail of the turn's steps,
// where a map's treasure may lie, and the targets of a marker's removal.
// The pieces that fade in and glide (vehicles, markers, amulets, statues)
// are kept by motion.js.

import { seatColor, svg } from "../../board.js";
import { R, center, corner, hexPoints, key, neighbour, toward } from "./geometry.js";
import { FILL, MAP_FILL, MAP_LINE, MARKER_AT, RIVER_BLUE, hut, line, palm } from "./pieces.js";

/** @typedef {import("./types.js").Hex} Hex */
/** @typedef {import("./types.js").Colour} Colour */
/** @typedef {import("./island.js").Island} Island */

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

/** @type {Record<string, string>} */
const PATTERN = { jungle: "tb-pat-jungle", scrubland: "tb-pat-scrub", beach: "tb-pat-beach", lake: "tb-pat-lake" };

/**
 * terrainLayer draws the land: hexes, textures, rivers, area borders and surf.
 * @param {Island} is
 */
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

/**
 * landmarkLayer draws the huts and the palms (statues turn, so the board keeps them apart).
 * @param {Island} is
 */
export function landmarkLayer(is) {
  const g = svg("g", { class: "tb-landmarks" });
  for (const h of is.land) {
    const c = center(h);
    if (h.mark === "hut") g.append(hut(c));
    else if (h.mark === "palm") g.append(palm(c));
  }
  return g;
}

/**
 * gazeLine draws the dotted ray of a statue's gaze and the ring where it meets the coast.
 * @param {Hex} from
 * @param {Hex[]} ray
 */
export function gazeLine(from, ray) {
  const g = svg("g", { class: "tb-gaze" });
  if (!ray.length) return g;
  const a = center(from), end = center(ray[ray.length - 1]);
  g.append(svg("line", { x1: a.x, y1: a.y, x2: end.x, y2: end.y, class: "tb-gaze-ray" }));
  g.append(svg("circle", { cx: end.x, cy: end.y, r: 7, class: "tb-gaze-ring" }));
  return g;
}

/**
 * trail draws one step of the turn in progress: an arrow in the seat's colour.
 * @param {{seat: number, from: Hex, to: Hex}} ev
 */
export function trail(ev) {
  const a = center(ev.from), b = center(ev.to);
  const colour = seatColor(ev.seat);
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const tip = { x: b.x - Math.cos(ang) * 9, y: b.y - Math.sin(ang) * 9 };
  /** @param {number} d */
  const wing = (d) => `${(tip.x - Math.cos(ang + d) * 7).toFixed(1)},${(tip.y - Math.sin(ang + d) * 7).toFixed(1)}`;
  return svg("g", { class: "tb-trail", stroke: colour },
    svg("line", { x1: a.x, y1: a.y, x2: tip.x, y2: tip.y }),
    svg("circle", { cx: a.x, cy: a.y, r: 2.6, fill: colour }),
    svg("path", { d: `M${tip.x.toFixed(1)},${tip.y.toFixed(1)} L${wing(0.5)} M${tip.x.toFixed(1)},${tip.y.toFixed(1)} L${wing(-0.5)}` }));
}

/**
 * shade shows where a map's treasure may lie: the hexes of set outlined in
 * the map's colour, the others dimmed.
 * @param {Island} is
 * @param {Set<string>} set
 * @param {Colour} colour
 */
export function shade(is, set, colour) {
  return is.land.map((c) => {
    const inside = set.has(key(c));
    return svg("polygon", {
      class: inside ? "tb-shade-in" : "tb-shade-out", points: hexPoints(center(c), inside ? 0.86 : 1),
      stroke: inside ? MAP_FILL[colour] : "none",
    });
  });
}

/**
 * pick is a target on a map's marker: one to remove with an amulet or to
 * clear from a dead end.
 * @param {Colour} map
 * @param {Hex} hex
 * @param {string} title
 */
export function pick(map, hex, title) {
  const c = center(hex), [dx, dy] = MARKER_AT[map];
  return svg("g", { class: ["tb-pick", `tb-pick-${map}`], transform: `translate(${(c.x + dx).toFixed(1)} ${(c.y + dy).toFixed(1)})` },
    svg("circle", { r: 8.5, class: "tb-pick-ring" }),
    svg("circle", { r: 5, fill: MAP_FILL[map], stroke: MAP_LINE[map], "stroke-width": 1.6 }),
    svg("title", {}, title));
}
