// @ts-check
// The island's shape and where every space, the raft, the dice tray and the
// egg cards sit, in the SVG's user units.

export const W = 720;
export const H = 560;
export const SPACES = 21;

const CX = 394;
const CY = 270;
const RX = 258;
const RY = 184;
// Space 1 sits a little left of the bottom; the track runs counter-clockwise.
const START = 0.63 * Math.PI;

/**
 * shore is the track's curve at angle th, pushed out by grow and wobble.
 * @param {number} th
 * @param {number} [grow]
 * @param {number} [wobble]
 * @returns {[number, number]}
 */
function shore(th, grow = 0, wobble = 0) {
  const w = wobble * (Math.sin(5 * th + 0.8) + 0.6 * Math.sin(9 * th + 2.1) + 0.35 * Math.sin(14 * th));
  const r = 1 + 0.05 * Math.sin(3 * th);
  return [
    CX + (RX + grow + w) * Math.cos(th) * r,
    CY + (RY + grow + w) * Math.sin(th) * (1 + 0.04 * Math.cos(2 * th + 0.7)),
  ];
}

/**
 * outline is a closed SVG path following the shore.
 * @param {number} grow
 * @param {number} wobble
 * @param {number} [steps]
 */
export function outline(grow, wobble, steps = 120) {
  const pts = [];
  for (let i = 0; i < steps; i++) pts.push(shore((2 * Math.PI * i) / steps, grow, wobble));
  return "M" + pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join("L") + "Z";
}

/**
 * A space of the track: its centre, its outward normal and which way a
 * turtle on it faces.
 * @typedef {{x: number, y: number, nx: number, ny: number, faceLeft: boolean}} Space
 */

/**
 * placeSpaces spaces the 21 spaces equally along the curve, counter-clockwise on screen.
 * @returns {Space[]}  index 0 unused
 */
function placeSpaces() {
  const n = 2000;
  const pts = [];
  for (let i = 0; i <= n; i++) pts.push(shore(START - (2 * Math.PI * i) / n));
  const cum = [0];
  for (let i = 1; i <= n; i++) {
    cum.push(cum[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  }
  const total = cum[n];
  /** @type {Space[]} */
  const out = [/** @type {Space} */ ({ x: 0, y: 0, nx: 0, ny: 0, faceLeft: false })];
  let j = 0;
  for (let k = 0; k < SPACES; k++) {
    const want = (total * k) / SPACES;
    while (cum[j] < want) j++;
    const [x, y] = pts[j];
    const len = Math.hypot(x - CX, y - CY);
    out.push({ x, y, nx: (x - CX) / len, ny: (y - CY) / len, faceLeft: false });
  }
  for (let k = 1; k <= SPACES; k++) {
    const a = out[k === 1 ? SPACES : k - 1];
    const b = out[k === SPACES ? 1 : k + 1];
    out[k].faceLeft = b.x - a.x < 0;
  }
  return out;
}

/** spaces[k] is space k (1..21): its centre, outward normal and facing. */
export const spaces = placeSpaces();

export const RAFT = { x: 100, y: 496 };
export const TRAY = { x: 450, y: 250 };
export const DECK = { x: 262, y: 300 };

/** STEP is how far a turtle sits above the one it rides on. */
export const STEP = 12;

/**
 * A place a turtle stands, and which way it faces.
 * @typedef {{x: number, y: number, faceLeft: boolean}} Stand
 */

/**
 * growFor is how much larger than drawn the turtles are shown on a board
 * px wide, so that on a phone a turtle is still about 40 px long: 1 on a
 * wide board, up to 1.8 on a narrow one.
 * @param {number} px
 */
export function growFor(px) {
  if (!(px > 0)) return 1;
  const turtle = 44 * (px / W); // a turtle's length on screen, drawn as is
  return Math.round(Math.min(1.8, Math.max(1, 40 / turtle)) * 10) / 10;
}

/**
 * turtleAt is where turtle number `level` of a stack on `pos` stands, the
 * turtles grown by grow.
 * @param {number} pos  0 the raft, 1–21 a space
 * @param {number} level  0 the bottom of the stack
 * @param {number} turtle
 * @param {number} count  the turtles in play
 * @param {number} [grow]
 * @returns {Stand}
 */
export function turtleAt(pos, level, turtle, count, grow = 1) {
  if (pos === 0) return raftSlot(turtle, count, grow);
  const s = spaces[pos];
  return { x: s.x, y: s.y + 8 - level * STEP * grow, faceLeft: s.faceLeft };
}

// RAFT_W is the raft's width the turtles stand on.
const RAFT_W = 176;

/**
 * raftSlot gives each turtle a fixed place on the raft, in rows that fit
 * on it: grown turtles stand two or three to a row, in up to three rows
 * centred on the raft.
 * @param {number} turtle
 * @param {number} count
 * @param {number} [grow]
 * @returns {Stand}
 */
export function raftSlot(turtle, count, grow = 1) {
  const grown = grow > 1.3;
  let perRow = count > 4 ? Math.ceil(count / 2) : count;
  if (grown && count > 2) perRow = Math.max(2, Math.ceil(count / 3));
  const row = Math.floor(turtle / perRow);
  const col = turtle % perRow;
  const inRow = Math.min(perRow, count - row * perRow);
  const dx = Math.min(42 * grow, RAFT_W / perRow);
  if (!grown) return { x: RAFT.x + (col - (inRow - 1) / 2) * dx + row * 8, y: RAFT.y - 4 + row * 30, faceLeft: false };
  const rows = Math.ceil(count / perRow);
  return { x: RAFT.x + (col - (inRow - 1) / 2) * dx + row * 8, y: RAFT.y + 8 + (row - (rows - 1) / 2) * 34, faceLeft: false };
}

/**
 * target is where a move of n spaces from pos ends and whether it reaches the beach.
 * @param {number} pos
 * @param {number} n
 */
export function target(pos, n) {
  const to = ((pos + n - 1) % SPACES) + 1;
  const beach = pos < SPACES ? pos + n >= SPACES : n === SPACES;
  return { to, beach };
}

/**
 * path lists the spaces a move passes through, the last one included.
 * @param {number} from
 * @param {number} n
 */
export function path(from, n) {
  const out = [];
  for (let i = 1; i <= n; i++) out.push(((from + i - 1) % SPACES) + 1);
  return out;
}
