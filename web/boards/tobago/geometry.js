// @ts-check
// Tobago's hexes: axial coordinates, neighbours and distances, and where
// each hex is drawn (pointy-topped, odd rows shifted east) in SVG units.

/** R is a hex's radius (centre to corner) in SVG user units. */
export const R = 24;

const SQRT3 = Math.sqrt(3);

// The axial steps of the six directions: E, SE, SW, W, NW, NE.
const DIRS = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];

/** @typedef {import("./types.js").Hex} Hex */
/** @typedef {{x: number, y: number}} Point */

/**
 * key names a hex as "q,r".
 * @param {Hex} h
 */
export function key(h) {
  return h.q + "," + h.r;
}

/**
 * sameHex compares two hexes (either may be null).
 * @param {Hex | null | undefined} a
 * @param {Hex | null | undefined} b
 */
export function sameHex(a, b) {
  return !!a && !!b && a.q === b.q && a.r === b.r;
}

/**
 * neighbour is the hex next to h in direction d.
 * @param {Hex} h
 * @param {number} d  0 east, 1 south-east … 5 north-east
 * @returns {Hex}
 */
export function neighbour(h, d) {
  const [dq, dr] = DIRS[((d % 6) + 6) % 6];
  return { q: h.q + dq, r: h.r + dr };
}

/**
 * distance is the number of steps between two hexes.
 * @param {Hex} a
 * @param {Hex} b
 */
export function distance(a, b) {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * center is the picture position of a hex's centre (pointy-topped, odd rows shifted east).
 * @param {Hex} h
 * @returns {Point}
 */
export function center(h) {
  const row = h.r;
  const col = h.q + (row - (row & 1)) / 2;
  return { x: R * SQRT3 * (col + 0.5 * (row & 1)), y: R * 1.5 * row };
}

/**
 * corner is corner k (clockwise from the east edge's upper end) of a hex centred at c.
 * @param {Point} c
 * @param {number} k
 * @param {number} [scale]
 * @returns {Point}
 */
export function corner(c, k, scale = 1) {
  const a = (Math.PI / 180) * (60 * k - 30);
  return { x: c.x + scale * R * Math.cos(a), y: c.y + scale * R * Math.sin(a) };
}

/**
 * hexPoints is the SVG points attribute of a hex's outline.
 * @param {Point} c
 * @param {number} [scale]
 */
export function hexPoints(c, scale = 1) {
  const ps = [];
  for (let k = 0; k < 6; k++) {
    const p = corner(c, k, scale);
    ps.push(p.x.toFixed(1) + "," + p.y.toFixed(1));
  }
  return ps.join(" ");
}

/**
 * toward is the point a fraction f of the way from c towards its neighbour's centre in direction d.
 * @param {Point} c
 * @param {number} d
 * @param {number} f
 * @returns {Point}
 */
export function toward(c, d, f) {
  const a = (Math.PI / 180) * 60 * d;
  const r = f * R * SQRT3;
  return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) };
}
