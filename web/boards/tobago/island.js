// The Tobago island as the view gives it: the text map parsed into hexes
// (terrain, landmark, a statue's set-up facing), hex geometry for drawing,
// areas, the statues' gaze, and the clue sets that let the board show where
// a map's treasure may lie.

/** R is a hex's radius (centre to corner) in SVG user units. */
export const R = 24;

const SQRT3 = Math.sqrt(3);

// The axial steps of the six directions: E, SE, SW, W, NW, NE.
const DIRS = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];

const LETTERS = { S: "scrubland", J: "jungle", R: "river", M: "mountains", L: "lake", B: "beach", "~": "ocean" };
const ARROWS = "→↘↙←↖↗";

/** key names a hex as "q,r". */
export function key(h) {
  return h.q + "," + h.r;
}

/** sameHex compares two hexes (either may be null). */
export function sameHex(a, b) {
  return !!a && !!b && a.q === b.q && a.r === b.r;
}

/** neighbour is the hex next to h in direction d. */
export function neighbour(h, d) {
  const [dq, dr] = DIRS[((d % 6) + 6) % 6];
  return { q: h.q + dq, r: h.r + dr };
}

/** distance is the number of steps between two hexes. */
export function distance(a, b) {
  const dq = a.q - b.q, dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** center is the picture position of a hex's centre (pointy-topped, odd rows shifted east). */
export function center(h) {
  const row = h.r;
  const col = h.q + (row - (row & 1)) / 2;
  return { x: R * SQRT3 * (col + 0.5 * (row & 1)), y: R * 1.5 * row };
}

/** corner is corner k (clockwise from the east edge's upper end) of a hex centred at c. */
export function corner(c, k, scale = 1) {
  const a = (Math.PI / 180) * (60 * k - 30);
  return { x: c.x + scale * R * Math.cos(a), y: c.y + scale * R * Math.sin(a) };
}

/** hexPoints is the SVG points attribute of a hex's outline. */
export function hexPoints(c, scale = 1) {
  const ps = [];
  for (let k = 0; k < 6; k++) {
    const p = corner(c, k, scale);
    ps.push(p.x.toFixed(1) + "," + p.y.toFixed(1));
  }
  return ps.join(" ");
}

/** toward is the point a fraction f of the way from c towards its neighbour's centre in direction d. */
export function toward(c, d, f) {
  const a = (Math.PI / 180) * 60 * d;
  const r = f * R * SQRT3;
  return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) };
}

/**
 * Island is a parsed text map. Hexes outside the map are ocean. It knows
 * each land hex's terrain, landmark and area, and computes clue sets.
 */
export class Island {
  constructor(text) {
    this.text = text;
    this.cells = new Map();
    this.land = [];
    const lines = String(text || "").replace(/^\n+/, "").split("\n");
    for (let row = 0; row < lines.length; row++) {
      if (lines[row].trim() === "") break;
      lines[row].trim().split(/\s+/).forEach((tok, col) => {
        const terrain = LETTERS[tok[0]] || "ocean";
        const q = col - (row - (row & 1)) / 2;
        const cell = { q, r: row, terrain, mark: "" };
        const rest = tok.slice(1);
        if (rest === "h") cell.mark = "hut";
        else if (rest === "p") cell.mark = "palm";
        else if (rest) {
          cell.mark = "statue";
          cell.facing = /^[0-5]$/.test(rest) ? Number(rest) : ARROWS.indexOf(rest);
        }
        this.cells.set(key(cell), cell);
        if (terrain !== "ocean") this.land.push(cell);
      });
    }
    this.findAreas();
  }

  /** terrain is the terrain of hex h ("ocean" off the map). */
  terrain(h) {
    const c = this.cells.get(key(h));
    return c ? c.terrain : "ocean";
  }

  /** isLand tells whether h is a land hex. */
  isLand(h) {
    return this.terrain(h) !== "ocean";
  }

  /** mark is the landmark on h: "hut", "palm", "statue" or "". */
  mark(h) {
    const c = this.cells.get(key(h));
    return c ? c.mark : "";
  }

  /** findAreas numbers the maximal connected sets of one terrain and finds each terrain's Big area. */
  findAreas() {
    this.area = new Map();
    const sizes = [];
    this.big = {};
    for (const c of this.land) {
      if (this.area.has(key(c))) continue;
      const id = sizes.length;
      let n = 0;
      const todo = [c];
      this.area.set(key(c), id);
      while (todo.length) {
        const h = todo.pop();
        n++;
        for (let d = 0; d < 6; d++) {
          const m = neighbour(h, d);
          if (this.terrain(m) === c.terrain && !this.area.has(key(m))) {
            this.area.set(key(m), id);
            todo.push(m);
          }
        }
      }
      sizes.push(n);
      const best = this.big[c.terrain];
      if (best === undefined || n > sizes[best]) this.big[c.terrain] = id;
    }
  }

  /** bounds is the picture box around the land, padded. */
  bounds(pad) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const h of this.land) {
      const c = center(h);
      x0 = Math.min(x0, c.x); y0 = Math.min(y0, c.y);
      x1 = Math.max(x1, c.x); y1 = Math.max(y1, c.y);
    }
    if (!this.land.length) return { x: 0, y: 0, w: 100, h: 100 };
    return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
  }

  /** gaze is the ray of land hexes a statue at h facing d looks along, up to the coast. */
  gaze(h, d) {
    const ray = [];
    let cur = neighbour(h, d);
    while (this.isLand(cur)) {
      ray.push(cur);
      cur = neighbour(cur, d);
    }
    return ray;
  }

  /** labelHexes are the hexes a clue label names. */
  labelHexes(label) {
    if (label === "ocean") return [...this.cells.values()].filter((c) => c.terrain === "ocean");
    if (label === "hut" || label === "palm" || label === "statue") return this.land.filter((c) => c.mark === label);
    if (label.startsWith("big_")) {
      const t = label.slice(4);
      return this.land.filter((c) => c.terrain === t && this.area.get(key(c)) === this.big[t]);
    }
    return this.land.filter((c) => c.terrain === label);
  }

  /** clueSet is the set of land hex keys a clue allows. */
  clueSet(clue) {
    this.clueCache = this.clueCache || new Map();
    const ck = clue.kind + "/" + clue.label;
    if (this.clueCache.has(ck)) return this.clueCache.get(ck);
    // Each negative kind is the complement, on land, of a positive one.
    const positive = { not_in: "in", not_next_to: "next_to", out_of_sight: "within_sight" }[clue.kind];
    const kind = positive || clue.kind;
    const targets = this.labelHexes(clue.label);
    const set = new Set();
    for (const h of this.land) {
      let d = Infinity;
      for (const t of targets) d = Math.min(d, distance(h, t));
      const allowed = kind === "in" ? d === 0 : kind === "next_to" ? d === 1 : d === 1 || d === 2;
      if (allowed !== !!positive) set.add(key(h));
    }
    this.clueCache.set(ck, set);
    return set;
  }

  /** candidates are the land hex keys all the clues allow. */
  candidates(clues) {
    let out = new Set(this.land.map(key));
    for (const c of clues) {
      const s = this.clueSet(c);
      out = new Set([...out].filter((k) => s.has(k)));
    }
    return out;
  }
}
