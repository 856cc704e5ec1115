// @ts-check
// Where Cartagena's places are drawn: the 36 spaces winding like a snake in
// rows of 6, 9 or 12 (as wide as the board allows), the fortress at the
// start and the boat at the end, each seat's pirates in them, and up to
// three pirates across a space. Units are the SVG's.

/** The start (the fortress), the boat, and the spaces between. */
export const START = 0;
export const BOAT = 37;
export const SPACES = 36;

// The drawing's units: a space is TILE square, PITCH apart; the start and the
// boat sit beside the tunnel (SIDE wide) or above and below it (BAND high).
export const TILE = 80;
export const GAP = 8;
const PITCH = TILE + GAP;
const PAD = 14;
/** HEAD is the height of an area's name strip. */
export const HEAD = 22;
const SIDE = 132;
const BAND = 72;

/**
 * A rectangle of the drawing.
 * @typedef {{x: number, y: number, w: number, h: number}} Box
 */

/**
 * The start or the boat: its box, and the part where the pirates stand,
 * clear of its name and the boat's bow.
 * @typedef {Box & {inner: Box}} Area
 */

/**
 * A layout of the board for a number of columns.
 * @typedef {object} Layout
 * @property {number} cols
 * @property {boolean} band  the start and the boat above and below the tunnel (narrow boards)
 * @property {number} players
 * @property {{x: number, y: number}[]} spaces  index 1–36: each space's top left corner
 * @property {Area} start
 * @property {Area} boat
 * @property {number} width
 * @property {number} height
 */

/**
 * A place a pirate stands, and its scale.
 * @typedef {{x: number, y: number, s: number}} Spot
 */

/**
 * colsFor is how many spaces a row holds on a board width px wide.
 * @param {number} width
 */
export function colsFor(width) {
  return width >= 1150 ? 12 : width >= 560 ? 9 : 6;
}

/** TOUCH is the least size of a touch target, in CSS pixels. */
const TOUCH = 44;

/**
 * leastWidth is the narrowest, in CSS pixels, that the drawing of L may
 * be shown: its shallowest target (the start, the boat or a space) still
 * TOUCH high.
 * @param {Layout} L
 */
export function leastWidth(L) {
  return Math.ceil((L.width * TOUCH) / Math.min(L.start.h, L.boat.h, TILE));
}

/**
 * layout places the 36 spaces in rows of cols, winding like a snake.
 * @param {number} cols
 * @param {number} players
 * @returns {Layout}
 */
export function layout(cols, players) {
  const rows = SPACES / cols;
  const gridW = cols * PITCH - GAP;
  const gridH = rows * PITCH - GAP;
  const band = cols <= 6;
  let gx = PAD;
  let gy = PAD;
  let start, boat, width, height;
  if (band) {
    start = { x: PAD, y: PAD, w: gridW, h: BAND };
    gy = PAD + BAND + 2 * GAP;
    boat = { x: PAD, y: gy + gridH + 2 * GAP, w: gridW, h: BAND + 10 };
    width = gridW + 2 * PAD;
    height = boat.y + boat.h + PAD;
  } else {
    gx = PAD + SIDE + 2 * GAP;
    const lastRight = rows % 2 === 1;
    start = { x: PAD, y: PAD, w: SIDE, h: 2 * PITCH - GAP };
    boat = { x: lastRight ? gx + gridW + 2 * GAP : PAD, y: gy + gridH - (2 * PITCH - GAP), w: SIDE, h: 2 * PITCH - GAP };
    width = gx + gridW + (lastRight ? 2 * GAP + SIDE : 0) + PAD;
    height = gy + gridH + PAD;
  }
  const startInner = band
    ? { x: start.x + 4, y: start.y + HEAD + 2, w: start.w - 8, h: start.h - HEAD - 6 }
    : { x: start.x + 4, y: start.y + HEAD + 6, w: start.w - 8, h: start.h - HEAD - 12 };
  const boatInner = band
    ? { x: boat.x + 18, y: boat.y + HEAD + 4, w: boat.w - 64, h: boat.h - HEAD - 10 }
    : { x: boat.x + 14, y: boat.y + HEAD + 26, w: boat.w - 28, h: boat.h - HEAD - 32 };
  const spaces = [{ x: 0, y: 0 }];
  for (let i = 0; i < SPACES; i++) {
    const r = Math.floor(i / cols);
    const c = r % 2 === 0 ? i % cols : cols - 1 - (i % cols);
    spaces.push({ x: gx + c * PITCH, y: gy + r * PITCH });
  }
  return { cols, band, players, spaces, start: { ...start, inner: startInner }, boat: { ...boat, inner: boatInner }, width, height };
}

/**
 * areaSpot is where pirate k of seat stands in the start or the boat: a row (or group) per seat.
 * @param {Layout} L
 * @param {Area} area
 * @param {number} seat
 * @param {number} k
 * @returns {Spot}
 */
export function areaSpot(L, area, seat, k) {
  const I = area.inner;
  const n = L.players;
  if (L.band) {
    const gw = I.w / n;
    const dx = Math.min(16, (gw - 6) / 6);
    const s = Math.min(0.85, dx / 18, (I.h - 2) / 28);
    return { x: I.x + gw * (seat + 0.5) + (k - 2.5) * dx, y: I.y + I.h / 2 + 13 * s, s };
  }
  const gh = I.h / n;
  const dx = Math.min(18, (I.w - 4) / 6);
  const s = Math.min(0.9, (gh - 3) / 28, dx / 18);
  return { x: I.x + I.w / 2 + (k - 2.5) * dx, y: I.y + gh * (seat + 0.5) + 13 * s, s };
}

// Where 1, 2 or 3 pirates stand on a space, across it.
const tileSlots = [[], [40], [28, 52], [16, 40, 64]];

/**
 * spot is where a pirate stands: its seat's row at the start or in the
 * boat, or its slot among the pirates on a space.
 * @param {Layout} L
 * @param {number} seat
 * @param {number} k  the pirate's number in its seat
 * @param {number} pos
 * @param {number} i  its rank among the pirates on the space, of n
 * @param {number} n
 * @returns {Spot}
 */
export function spot(L, seat, k, pos, i, n) {
  if (pos === START) return areaSpot(L, L.start, seat, k);
  if (pos === BOAT) return areaSpot(L, L.boat, seat, k);
  const tile = L.spaces[pos];
  return { x: tile.x + tileSlots[Math.min(3, n)][i], y: tile.y + 74, s: 1 };
}

/**
 * center is the middle of a place, for a seat's pirates at the start or in the boat.
 * @param {Layout} L
 * @param {number} pos
 * @param {number} seat
 */
export function center(L, pos, seat) {
  if (pos === START || pos === BOAT) {
    const a = areaSpot(L, pos === START ? L.start : L.boat, seat, 2.5);
    return { x: a.x, y: a.y - 12 };
  }
  const tile = L.spaces[pos];
  return { x: tile.x + TILE / 2, y: tile.y + 58 };
}

/**
 * route is the tunnel's line: from the fortress's gate through every
 * space's centre to the boat.
 * @param {Layout} L
 */
export function route(L) {
  const first = L.spaces[1];
  const last = L.spaces[SPACES];
  /** @param {{x: number, y: number}} p */
  const c = (p) => ({ x: p.x + TILE / 2, y: p.y + TILE / 2 });
  const startPort = L.band ? { x: c(first).x, y: L.start.y + L.start.h / 2 } : { x: L.start.x + L.start.w / 2, y: c(first).y };
  const boatPort = L.band ? { x: c(last).x, y: L.boat.y + L.boat.h / 2 } : { x: L.boat.x + L.boat.w / 2, y: c(last).y };
  return [startPort, ...L.spaces.slice(1).map(c), boatPort];
}
