// Cartagena's board: the tunnel of 36 spaces from the fortress to the boat,
// every seat's pirates, the viewer's hand, the open row and the piles.
//
// A turn is up to three actions. Forward: a card then a glowing pirate, or a
// pirate then a glowing card (or the glowing space it would reach). Back: a
// pirate then the Back button (or the glowing space behind it).

import { html, markLegal, markRefused, movesOf, seatColor, setLegal, svg } from "../board.js";
import { plural } from "../i18n.js";
import { boatIcon, pirateFigure, symbolIcon, symbolOf, symbolSvg, symbols, tints, trophyIcon } from "./cartagena/icons.js";
import { rules, texts } from "./cartagena/texts.js";

const START = 0;
const BOAT = 37;
const SPACES = 36;

// The drawing's units: a space is TILE square, PITCH apart; the start and the
// boat sit beside the tunnel (SIDE wide) or above and below it (BAND high).
const TILE = 80;
const GAP = 8;
const PITCH = TILE + GAP;
const PAD = 14;
const HEAD = 22;
const SIDE = 132;
const BAND = 64;

/** layout places the 36 spaces in rows of cols, winding like a snake. */
function layout(cols, players) {
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
  // The part of each area where the pirates stand, clear of its name and the boat's bow.
  start.inner = band
    ? { x: start.x + 4, y: start.y + HEAD + 2, w: start.w - 8, h: start.h - HEAD - 6 }
    : { x: start.x + 4, y: start.y + HEAD + 6, w: start.w - 8, h: start.h - HEAD - 12 };
  boat.inner = band
    ? { x: boat.x + 18, y: boat.y + HEAD + 4, w: boat.w - 64, h: boat.h - HEAD - 10 }
    : { x: boat.x + 14, y: boat.y + HEAD + 26, w: boat.w - 28, h: boat.h - HEAD - 32 };
  const spaces = [null];
  for (let i = 0; i < SPACES; i++) {
    const r = Math.floor(i / cols);
    const c = r % 2 === 0 ? i % cols : cols - 1 - (i % cols);
    spaces.push({ x: gx + c * PITCH, y: gy + r * PITCH });
  }
  return { cols, band, players, spaces, start, boat, width, height };
}

/** areaSpot is where pirate k of seat stands in the start or the boat: a row (or group) per seat. */
function areaSpot(L, area, seat, k) {
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

/** normalize reads a view (or a whole state, as a replay may hold) into one shape. */
function normalize(v, meta, ctx) {
  const pirates = (v.pirates || []).map((p) => p.map(Number));
  const players = v.players ?? pirates.length;
  const tunnel = [null, ...String(v.options?.tunnel || "").replace(/[^A-Za-z]/g, "").toUpperCase().split("").map((c) => symbolOf[c])];
  // A replay reveals every hand: the whole state holds them as letters.
  const hands = ((meta.replay && meta.state?.hands) || v.hands || []).map((h) =>
    typeof h === "string" ? { size: h.length, cards: h } : { size: h.size ?? (h.cards || "").length, cards: typeof h.cards === "string" ? h.cards : null },
  );
  const scores = v.scores ?? pirates.map((p) => p.filter((x) => x === BOAT).length);
  const result = meta.result;
  const over = Boolean(v.over ?? result?.over ?? scores.includes(6));
  const winners = v.winners?.length ? v.winners : result?.winners || [];
  let actor = v.actor !== undefined ? v.actor : v.turn;
  if (over) actor = null;
  return {
    players,
    tunnel,
    hands,
    pirates,
    scores,
    over,
    winners,
    actor,
    turn: v.turn ?? 0,
    actions: v.actions ?? 0,
    seat: v.seat ?? ctx.seat ?? -1,
    variant: v.options?.variant || "jamaica",
    draw: typeof v.draw === "string" ? v.draw.length : v.draw ?? 0,
    discard: v.discard || "",
    row: v.row || "",
  };
}

/** countCards counts a string of card letters by symbol. */
function countCards(letters) {
  const n = Object.fromEntries(symbols.map((s) => [s, 0]));
  for (const c of letters || "") if (symbolOf[c]) n[symbolOf[c]]++;
  return n;
}

function cardsWord(t, n) {
  return plural(n, [t("cartagena.cards.one"), t("cartagena.cards.few"), t("cartagena.cards.many")]);
}

function fromText(t, p) {
  return p === START ? t("cartagena.from.start") : p === BOAT ? t("cartagena.from.boat") : t("cartagena.from.space", { n: p });
}

function toText(t, p) {
  return p === BOAT ? t("cartagena.to.boat") : t("cartagena.to.space", { n: p });
}

function atText(t, p) {
  return p === START ? t("cartagena.at.start") : p === BOAT ? t("cartagena.at.boat") : t("cartagena.at.space", { n: p });
}

class Board {
  constructor(el, ctx) {
    this.el = el;
    this.ctx = ctx;
    this.v = null;
    this.sel = null;
    this.pending = false;
    this.version = undefined;
    this.where = [];
    this.order = new Map();
    this.pieces = new Map();
    this.cols = 0;
    this.groundKey = "";

    this.players = html("div", { class: "cg-players" });
    this.svg = svg("svg", { class: "cg-svg", role: "img", "aria-label": ctx.t("game.cartagena") });
    this.ground = svg("g", { class: "cg-ground" });
    this.trails = svg("g", { class: "cg-trails" });
    this.marks = svg("g", { class: "cg-marks" });
    this.piecesLayer = svg("g", { class: "cg-pieces" });
    this.svg.append(this.ground, this.trails, this.marks, this.piecesLayer);
    this.controls = html("div", { class: "cg-controls" });
    this.hand = html("div", { class: "cg-hand" });
    this.table = html("div", { class: "cg-table" });
    this.root = html("div", { class: "cg-root" }, this.players, html("div", { class: "cg-svg-wrap" }, this.svg), this.controls, this.hand, this.table);
    el.append(this.root);

    this.observer = new ResizeObserver(() => this.fit());
    this.observer.observe(el);
  }

  destroy() {
    this.observer.disconnect();
    this.root.remove();
  }

  colsFor() {
    const w = this.el.clientWidth || window.innerWidth;
    return w >= 1150 ? 12 : w >= 560 ? 9 : 6;
  }

  /** fit redraws the tunnel in another shape when the board's width calls for it. */
  fit() {
    if (!this.v || this.colsFor() === this.cols) return;
    this.build();
    this.place(true);
    this.drawTrails();
    this.draw();
  }

  render(view, legal, meta = {}) {
    this.meta = meta;
    this.v = normalize(view, meta, this.ctx);
    this.legal = legal || [];
    const moved = meta.version !== this.version;
    if (moved) {
      this.version = meta.version;
      this.sel = null;
      this.pending = false;
    }
    const key = `${this.v.tunnel.join()}|${this.v.players}`;
    let still = !this.ctx.animate;
    if (key !== this.groundKey || this.colsFor() !== this.cols) {
      this.groundKey = key;
      this.build();
      still = true;
    }
    this.assign();
    if (moved) this.mover = null;
    this.place(still);
    this.drawTrails();
    this.draw();
  }

  /** build draws what does not change during a game: the tunnel, the start and the boat. */
  build() {
    const t = this.ctx.t;
    const v = this.v;
    this.cols = this.colsFor();
    const L = (this.L = layout(this.cols, v.players));
    this.svg.setAttribute("viewBox", `0 0 ${L.width} ${L.height}`);

    const first = L.spaces[1];
    const last = L.spaces[SPACES];
    const c = (p) => ({ x: p.x + TILE / 2, y: p.y + TILE / 2 });
    const startPort = L.band ? { x: c(first).x, y: L.start.y + L.start.h / 2 } : { x: L.start.x + L.start.w / 2, y: c(first).y };
    const boatPort = L.band ? { x: c(last).x, y: L.boat.y + L.boat.h / 2 } : { x: L.boat.x + L.boat.w / 2, y: c(last).y };
    const route = [startPort, ...L.spaces.slice(1).map(c), boatPort];

    const tiles = [];
    for (let p = 1; p <= SPACES; p++) {
      const { x, y } = L.spaces[p];
      const sym = v.tunnel[p];
      const seg = Math.floor((p - 1) / 6);
      tiles.push(
        svg(
          "g",
          { class: "cg-space", "data-space": p, "data-symbol": sym, transform: `translate(${x} ${y})`, onclick: () => this.clickSpace() },
          svg("title", {}, `${t("cartagena.space", { n: p })}: ${sym ? t("cartagena.sym." + sym) : "?"}`),
          svg("rect", { class: ["cg-tile", seg % 2 ? "cg-tile-b" : "cg-tile-a"], width: TILE, height: TILE, rx: 10 }),
          svg("text", { class: "cg-num", x: 7, y: 15 }, p),
          sym ? symbolIcon(sym, 34, 23, 4) : null,
        ),
      );
    }
    this.ground.replaceChildren(
      svg("rect", { class: "cg-earth", width: L.width, height: L.height, rx: 16 }),
      svg("polyline", { class: "cg-tunnel", points: route.map((p) => `${p.x},${p.y}`).join(" ") }),
      svg("polyline", { class: "cg-tunnel-floor", points: route.map((p) => `${p.x},${p.y}`).join(" ") }),
      this.fortress(L.start),
      this.boatArea(L.boat),
      ...tiles,
    );
  }

  /** fortress draws the start: a stone fort with its gate opening on the tunnel. */
  fortress(A) {
    const t = this.ctx.t;
    const L = this.L;
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
      { class: "cg-start", "data-place": "start", onclick: () => this.clickSpace() },
      svg("title", {}, t("cartagena.start")),
      merlons,
      svg("rect", { class: "cg-wall", x: A.x, y: A.y + 7, width: A.w, height: A.h - 7, rx: 6 }),
      mortar,
      svg("path", { class: "cg-gate", d: gate }),
      svg("text", { class: "cg-area-label", x: A.x + A.w / 2, y: A.y + 23 }, t("cartagena.start")),
    );
  }

  /** boatArea draws the boat from above, in the sea: a bench for each seat's pirates. */
  boatArea(A) {
    const t = this.ctx.t;
    const L = this.L;
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
      { class: "cg-boat", "data-place": "boat", onclick: () => this.clickSpace() },
      svg("title", {}, t("cartagena.boat")),
      svg("rect", { class: "cg-water", x: A.x, y: A.y, width: A.w, height: A.h, rx: 8 }),
      waves,
      svg("path", { class: "cg-hull", d: hull }),
      benches,
      svg("text", { class: "cg-area-label", x: A.x + A.w / 2, y: A.y + 16 }, t("cartagena.boat")),
    );
  }

  /**
   * assign keeps each pirate's identity across updates: pirates whose place
   * still holds one of their seat stay put, the others take the new places.
   */
  assign() {
    const v = this.v;
    for (let s = 0; s < v.players; s++) {
      const next = v.pirates[s] || [];
      const old = this.where[s];
      if (!old || old.length !== next.length) {
        this.where[s] = next.slice();
        continue;
      }
      const pool = new Map();
      for (const p of next) pool.set(p, (pool.get(p) || 0) + 1);
      // The pirate the viewer clicked is the one that leaves its place.
      const keys = old.map((_, k) => k);
      if (this.mover?.seat === s) keys.push(...keys.splice(this.mover.key, 1));
      const res = Array(old.length).fill(null);
      for (const k of keys) {
        if (pool.get(old[k]) > 0) {
          pool.set(old[k], pool.get(old[k]) - 1);
          res[k] = old[k];
        }
      }
      const left = [...pool].flatMap(([p, n]) => Array(n).fill(p)).sort((a, b) => a - b);
      const free = res.map((p, k) => (p === null ? k : -1)).filter((k) => k >= 0).sort((a, b) => old[a] - old[b]);
      free.forEach((k, i) => (res[k] = left[i]));
      this.where[s] = res;
    }
    // Pirates on a space keep their order; newcomers join on the right.
    const present = new Map();
    for (let s = 0; s < v.players; s++) {
      this.where[s].forEach((p, k) => {
        if (p > START && p < BOAT) {
          if (!present.has(p)) present.set(p, []);
          present.get(p).push(`${s}-${k}`);
        }
      });
    }
    const order = new Map();
    for (const [p, ids] of present) {
      const kept = (this.order.get(p) || []).filter((id) => ids.includes(id));
      order.set(p, kept.concat(ids.filter((id) => !kept.includes(id))));
    }
    this.order = order;
  }

  /** spot is where a pirate stands: its seat's row at the start or in the boat, or its slot on a space. */
  spot(s, k, pos) {
    const L = this.L;
    if (pos === START) return areaSpot(L, L.start, s, k);
    if (pos === BOAT) return areaSpot(L, L.boat, s, k);
    const ids = this.order.get(pos) || [];
    const i = Math.max(0, ids.indexOf(`${s}-${k}`));
    const tile = L.spaces[pos];
    return { x: tile.x + tileSlots[Math.min(3, ids.length)][i], y: tile.y + 74, s: 1 };
  }

  /** place moves every pirate to its spot; they glide there unless still. */
  place(still) {
    const v = this.v;
    this.root.classList.toggle("cg-still", still);
    for (let s = 0; s < v.players; s++) {
      this.where[s].forEach((pos, k) => {
        const id = `${s}-${k}`;
        let g = this.pieces.get(id);
        if (!g) {
          g = svg("g", { class: "cg-pirate", "data-seat": s, "data-pirate": id }, pirateFigure(seatColor(s)));
          g.addEventListener("click", (e) => {
            e.stopPropagation();
            this.clickPirate(s, k);
          });
          this.pieces.set(id, g);
          this.piecesLayer.append(g);
        }
        const p = this.spot(s, k, pos);
        g.style.transform = `translate(${p.x}px, ${p.y}px) scale(${p.s})`;
        g.dataset.pos = pos;
      });
    }
    if (still && this.ctx.animate) {
      // Commit the jump before transitions come back on.
      this.svg.getBoundingClientRect();
      this.root.classList.remove("cg-still");
    }
  }

  /** center is the middle of a place, for a seat's pirates at the start or in the boat. */
  center(pos, seat) {
    const L = this.L;
    if (pos === START || pos === BOAT) {
      const a = areaSpot(L, pos === START ? L.start : L.boat, seat, 2.5);
      return { x: a.x, y: a.y - 12 };
    }
    const tile = L.spaces[pos];
    return { x: tile.x + TILE / 2, y: tile.y + 58 };
  }

  /** drawTrails shows the last update's moves as arcs from where to where. */
  drawTrails() {
    const out = [];
    for (const e of this.meta.events || []) {
      if ((e.type !== "forward" && e.type !== "back") || e.from == null || e.to == null) continue;
      const a = this.center(e.from, e.seat);
      const b = this.center(e.to, e.seat);
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
    this.trails.replaceChildren(...out);
  }

  /** analyse reads the legal moves into what each click may lead to. */
  analyse() {
    const v = this.v;
    const moves = this.pending || this.meta.replay ? [] : movesOf(this.legal);
    const a = {
      mine: !v.over && v.seat >= 0 && v.actor === v.seat && moves.length > 0,
      fwd: new Map(),
      back: new Set(),
      canEnd: false,
      canPass: false,
    };
    for (const m of moves) {
      if (m.type === "forward") {
        const card = symbolOf[m.card] || m.card;
        if (!a.fwd.has(card)) a.fwd.set(card, new Set());
        a.fwd.get(card).add(m.from);
      } else if (m.type === "back") a.back.add(m.from);
      else if (m.type === "end") a.canEnd = true;
      else if (m.type === "pass") a.canPass = true;
    }
    a.movable = (pos) => a.back.has(pos) || [...a.fwd.values()].some((f) => f.has(pos));
    return a;
  }

  occupancy() {
    const n = Array(BOAT + 1).fill(0);
    for (const list of this.v.pirates) for (const p of list) n[p]++;
    return n;
  }

  /** forwardTo is where a pirate from pos lands with a card: the next free space of its symbol, or the boat. */
  forwardTo(pos, card) {
    const occ = this.occupancy();
    for (let p = pos + 1; p <= SPACES; p++) if (this.v.tunnel[p] === card && occ[p] === 0) return p;
    return BOAT;
  }

  /** backTo is where a pirate from pos falls back to, and how many cards it draws. */
  backTo(pos) {
    const occ = this.occupancy();
    for (let p = Math.min(pos, BOAT) - 1; p >= 1; p--) if (occ[p] === 1 || occ[p] === 2) return { to: p, draws: occ[p] };
    return null;
  }

  send(move) {
    if (this.pending) return;
    if (this.sel?.key != null && this.sel.from === move.from) this.mover = { seat: this.v.seat, key: this.sel.key };
    this.pending = true;
    this.sel = null;
    this.draw();
    this.ctx.play(move).catch(() => {
      this.pending = false;
      this.mover = null;
      this.draw();
    });
  }

  /** whyNot says why a seat's piece or card cannot be played now, or null when it can. */
  whyNot(seat) {
    const t = this.ctx.t;
    const v = this.v;
    if (this.meta.replay) return t("cartagena.why.replay");
    if (v.over) return t("cartagena.why.over");
    if (v.seat < 0) return t("cartagena.why.spectator");
    if (seat !== v.seat) return t("cartagena.why.notYours", { name: this.ctx.nick(seat) });
    if (v.actor !== v.seat) return t("cartagena.why.turn", { name: this.ctx.nick(v.actor) });
    if (this.pending) return t("cartagena.why.sending");
    return null;
  }

  clickPirate(s, k) {
    const t = this.ctx.t;
    const a = this.a;
    const pos = this.where[s][k];
    const why = this.whyNot(s);
    if (why || !a.mine) return this.ctx.explain(why || t("cartagena.why.sending"));
    if (this.sel?.from === pos) {
      this.sel = null;
    } else if (this.sel?.card && a.fwd.get(this.sel.card)?.has(pos)) {
      this.mover = { seat: s, key: k };
      return this.send({ type: "forward", from: pos, card: this.sel.card });
    } else if (a.movable(pos)) {
      this.sel = { from: pos, key: k };
    } else {
      return this.ctx.explain(t(pos === START ? "cartagena.why.stuckStart" : pos === BOAT ? "cartagena.why.stuckBoat" : "cartagena.why.stuck"));
    }
    this.draw();
  }

  /** clickSpace explains a click on a space no move reaches. */
  clickSpace() {
    const t = this.ctx.t;
    const why = this.whyNot(this.v.seat);
    if (why) this.ctx.explain(why);
    else if (this.sel?.card) this.ctx.explain(t("cartagena.why.spaceCard", { card: t("cartagena.sym." + this.sel.card) }));
    else if (this.sel) this.ctx.explain(t("cartagena.why.spacePirate"));
    else this.ctx.explain(t("cartagena.why.spaceFirst"));
  }

  clickCard(card) {
    const a = this.a;
    if (this.sel?.from != null && a.fwd.get(card)?.has(this.sel.from)) {
      return this.send({ type: "forward", from: this.sel.from, card });
    }
    this.sel = this.sel?.card === card ? null : { card };
    this.draw();
  }

  /** draw refreshes everything that depends on the legal moves and the half-made choice. */
  draw() {
    if (!this.v) return;
    this.a = this.analyse();
    this.root.toggleAttribute("data-pending", this.pending);
    this.drawPirates();
    this.drawMarks();
    this.drawControls();
    this.drawHand();
    this.drawTable();
    this.drawPlayers();
  }

  drawPirates() {
    const v = this.v;
    const a = this.a;
    const sel = this.sel;
    for (let s = 0; s < v.players; s++) {
      this.where[s].forEach((pos, k) => {
        const g = this.pieces.get(`${s}-${k}`);
        const mineNow = a.mine && s === v.seat;
        const selected = mineNow && sel?.from === pos;
        const candidate = mineNow && !!sel?.card && !!a.fwd.get(sel.card)?.has(pos);
        setLegal(g, mineNow && !selected && (candidate || a.movable(pos)));
        g.classList.toggle("cg-selected", selected);
        g.classList.toggle("cg-candidate", candidate);
        g.classList.toggle("cg-winner", v.over && v.winners.includes(s));
        g.classList.toggle("refused", !g.hasAttribute("data-legal") && !selected);
      });
    }
  }

  /** drawMarks lights the places the half-made choice can reach; a place reached by one move only plays it. */
  drawMarks() {
    const a = this.a;
    const sel = this.sel;
    const L = this.L;
    const reach = new Map();
    const add = (to, move, draws) => {
      if (!reach.has(to)) reach.set(to, { moves: [], draws });
      reach.get(to).moves.push(move);
    };
    if (a.mine && sel?.card) {
      for (const from of a.fwd.get(sel.card) || []) add(this.forwardTo(from, sel.card), { type: "forward", from, card: sel.card });
    }
    if (a.mine && sel?.from != null) {
      for (const [card, froms] of a.fwd) if (froms.has(sel.from)) add(this.forwardTo(sel.from, card), { type: "forward", from: sel.from, card });
      if (a.back.has(sel.from)) {
        const b = this.backTo(sel.from);
        if (b) add(b.to, { type: "back", from: sel.from }, b.draws);
      }
    }
    const out = [];
    for (const [to, r] of reach) {
      const back = r.moves[0].type === "back";
      const only = r.moves.length === 1 ? r.moves[0] : null;
      let el;
      if (to === BOAT) {
        const A = L.boat;
        // The boat glows all over, but only its name strip, clear of the pirates aboard, is clicked.
        out.push(svg("g", { class: "cg-dest cg-dest-boat" }, svg("rect", { class: "cg-dest-glow", x: A.x - 3, y: A.y - 3, width: A.w + 6, height: A.h + 6, rx: 10 })));
        el = svg("rect", { class: "cg-dest-hit", "data-dest": to, x: A.x, y: A.y, width: A.w, height: HEAD, rx: 8 });
      } else {
        const tile = L.spaces[to];
        el = svg(
          "g",
          { class: ["cg-dest", back && "cg-dest-back"], "data-dest": to, transform: `translate(${tile.x} ${tile.y})` },
          svg("rect", { class: "cg-dest-glow", x: -3, y: -3, width: TILE + 6, height: TILE + 6, rx: 12 }),
          back ? svg("text", { class: "cg-dest-draws", x: TILE - 6, y: 15 }, `+${r.draws}`) : null,
        );
      }
      if (only) markLegal(el, () => this.send(only));
      else markRefused(el, () => this.ctx.explain(this.ctx.t(to === BOAT ? "cartagena.why.manyBoat" : "cartagena.why.many")));
      out.push(el);
    }
    this.marks.replaceChildren(...out);
  }

  drawControls() {
    const t = this.ctx.t;
    const v = this.v;
    const a = this.a;
    const sel = this.sel;
    const parts = [];
    const turnSeat = v.over ? null : v.turn;
    let title;
    if (v.over) title = t("cartagena.status.over");
    else if (v.seat >= 0 && v.actor === v.seat && !this.meta.replay) title = t("cartagena.status.mine");
    else title = t("cartagena.status.theirs", { name: this.ctx.nick(v.turn) });
    const pips = [];
    if (!v.over) {
      for (let i = 0; i < 3; i++) pips.push(html("span", { class: ["cg-pip", i < v.actions && "done", i === v.actions && "now"] }));
    }
    parts.push(
      html(
        "div",
        { class: "cg-turn", style: turnSeat != null ? `--seat:${seatColor(turnSeat)}` : null },
        turnSeat != null ? html("span", { class: "cg-chip" }) : null,
        html("b", {}, title),
        v.over ? null : html("span", { class: "cg-action" }, t("cartagena.status.action", { n: Math.min(3, v.actions + 1) })),
        pips.length ? html("span", { class: "cg-pips", "aria-hidden": "true" }, pips) : null,
      ),
    );

    const hint = this.hint();
    if (hint) parts.push(html("p", { class: "cg-hint" }, hint));

    const buttons = [];
    if (a.mine && sel?.from != null && a.back.has(sel.from)) {
      const b = this.backTo(sel.from);
      const move = { type: "back", from: sel.from };
      buttons.push(
        markLegal(
          html("button", { type: "button", class: "button small cg-back", "data-move": "back" }, t("cartagena.back", { to: b ? toText(t, b.to) : "", n: b?.draws ?? "?" })),
          () => this.send(move),
        ),
      );
    }
    if (a.mine && sel) {
      buttons.push(
        html(
          "button",
          {
            type: "button",
            class: "button small cg-cancel",
            onclick: () => {
              this.sel = null;
              this.draw();
            },
          },
          t("cartagena.cancel"),
        ),
      );
    }
    if (a.mine && a.canPass) {
      buttons.push(markLegal(html("button", { type: "button", class: "button small primary", "data-move": "pass" }, t("cartagena.pass")), () => this.send({ type: "pass" })));
    } else if (a.mine && a.canEnd) {
      buttons.push(markLegal(html("button", { type: "button", class: "button small primary", "data-move": "end" }, t("cartagena.end")), () => this.send({ type: "end" })));
    } else if (a.mine) {
      buttons.push(
        markRefused(html("button", { type: "button", class: "button small cg-end-off", "data-move": "end" }, t("cartagena.end")), () => this.ctx.explain(t("cartagena.why.endFirst"))),
      );
    }
    if (buttons.length) parts.push(html("div", { class: "cg-buttons" }, buttons));
    this.controls.replaceChildren(...parts);
    this.controls.classList.toggle("cg-mine", a.mine);
  }

  /** hint says what the viewer can do now, or what they wait for. */
  hint() {
    const t = this.ctx.t;
    const v = this.v;
    const a = this.a;
    const sel = this.sel;
    if (this.pending) return t("cartagena.hint.sending");
    if (!a.mine) return !v.over && !this.meta.replay && v.seat >= 0 ? t("cartagena.hint.wait", { name: this.ctx.nick(v.actor ?? v.turn) }) : "";
    if (a.canPass) return t("cartagena.hint.pass");
    if (sel?.card) return t("cartagena.hint.card", { card: t("cartagena.sym." + sel.card) });
    if (sel?.from != null) {
      const back = a.back.has(sel.from);
      const fwd = [...a.fwd.values()].some((f) => f.has(sel.from));
      return t(fwd && back ? "cartagena.hint.pirate" : fwd ? "cartagena.hint.pirateFwd" : "cartagena.hint.pirateBack", { at: atText(t, sel.from) });
    }
    return t(v.actions > 0 ? "cartagena.hint.more" : "cartagena.hint.start");
  }

  /** card draws one card face; n > 1 adds a count. */
  card(sym, n, cls = "") {
    return html(
      "span",
      { class: ["cg-card", "cg-face", cls], "data-symbol": sym, style: `--tint:${tints[sym]}`, title: this.ctx.t("cartagena.sym." + sym) },
      symbolSvg(sym),
      n > 1 ? html("span", { class: "cg-count" }, `×${n}`) : null,
    );
  }

  back(cls = "") {
    return html("span", { class: ["cg-card", "card-back", cls] });
  }

  drawHand() {
    const t = this.ctx.t;
    const v = this.v;
    const a = this.a;
    if (v.seat < 0 || !v.hands[v.seat]) {
      this.hand.replaceChildren();
      this.hand.hidden = true;
      return;
    }
    this.hand.hidden = false;
    const h = v.hands[v.seat];
    const counts = countCards(h.cards);
    const cards = [];
    for (const sym of symbols) {
      if (!counts[sym]) continue;
      const el = html(
        "button",
        { type: "button", class: "cg-hand-card", "data-zone": "hand", "data-card": sym },
        this.card(sym, counts[sym]),
        html("span", { class: "cg-card-name" }, t("cartagena.sym." + sym)),
      );
      const froms = a.fwd.get(sym);
      if (a.mine && this.sel?.card === sym) {
        el.classList.add("cg-selected");
        el.addEventListener("click", () => this.clickCard(sym));
      } else if (a.mine && froms?.size) {
        if (this.sel?.from != null && froms.has(this.sel.from)) {
          el.classList.add("cg-playable");
          el.title = `${t("cartagena.sym." + sym)} → ${toText(t, this.forwardTo(this.sel.from, sym))}`;
        }
        markLegal(el, () => this.clickCard(sym));
      } else {
        markRefused(el, () => this.ctx.explain(this.whyNot(v.seat) || t("cartagena.why.sending")));
      }
      cards.push(el);
    }
    this.hand.replaceChildren(
      html(
        "h3",
        { class: "cg-title" },
        this.meta.replay ? t("cartagena.handOf", { name: this.ctx.nick(v.seat) }) : t("cartagena.hand"),
        html("span", { class: "cg-size" }, String(h.size)),
      ),
      cards.length ? html("div", { class: "cg-cards" }, cards) : v.over || this.meta.replay ? null : html("p", { class: "cg-empty" }, t("cartagena.handEmpty")),
    );
  }

  drawTable() {
    const t = this.ctx.t;
    const v = this.v;
    const explain = (key) => () => this.ctx.explain(t(key));
    const deck = markRefused(
      html(
        "div",
        { class: "cg-pile cg-deck", "data-pile": "draw" },
        html("span", { class: "cg-pile-cards" }, v.draw > 0 ? this.back("cg-pile-top") : html("span", { class: "cg-card cg-none" })),
        html("span", { class: "cg-pile-label" }, t("cartagena.deck")),
        html("b", { class: "cg-pile-size" }, String(v.draw)),
      ),
      explain("cartagena.why.deck"),
    );
    const counts = countCards(v.discard);
    const discard = markRefused(
      html(
        "div",
        { class: "cg-pile cg-discard", "data-pile": "discard" },
        html(
          "span",
          { class: "cg-discard-counts" },
          symbols.map((s) => html("span", { class: ["cg-dc", !counts[s] && "zero"], title: t("cartagena.sym." + s) }, symbolSvg(s), html("b", {}, String(counts[s])))),
        ),
        html("span", { class: "cg-pile-label" }, t("cartagena.discard")),
        html("b", { class: "cg-pile-size" }, String(v.discard.length)),
      ),
      explain("cartagena.why.discard"),
    );
    const parts = [deck, discard];
    if (v.variant !== "jamaica") {
      const row = [...v.row].map((c, i) => this.card(symbolOf[c], 1, i === 0 ? "cg-next" : ""));
      parts.push(
        markRefused(
          html(
            "div",
            { class: "cg-row", "data-pile": "row" },
            html("span", { class: "cg-pile-label" }, t("cartagena.row")),
            html("div", { class: "cg-row-cards" }, row.length ? row : html("span", { class: "cg-empty" }, t("cartagena.rowEmpty"))),
          ),
          explain("cartagena.why.row"),
        ),
      );
    }
    this.table.replaceChildren(...parts);
  }

  drawPlayers() {
    const t = this.ctx.t;
    const v = this.v;
    const out = [];
    for (let s = 0; s < v.players; s++) {
      const h = v.hands[s] || { size: 0, cards: null };
      let cards;
      if (s === v.seat) {
        cards = null;
      } else if (h.cards != null) {
        const counts = countCards(h.cards);
        cards = symbols.filter((x) => counts[x]).map((x) => this.card(x, counts[x], "cg-mini"));
      } else {
        cards = Array.from({ length: Math.min(h.size, 10) }, () => this.back("cg-mini"));
      }
      const hand = html(
        "span",
        { class: "cg-player-hand", "data-zone": "hand", title: t("cartagena.handSize", { n: h.size, cards: cardsWord(t, h.size) }) },
        cards,
        html("b", { class: "cg-hand-size" }, String(h.size)),
      );
      if (s !== v.seat) markRefused(hand, () => this.ctx.explain(h.cards != null ? t("cartagena.why.otherHand", { name: this.ctx.nick(s) }) : t("cartagena.why.hidden")));
      out.push(
        html(
          "div",
          {
            class: ["cg-player", s === v.turn && !v.over && "cg-turn-now", s === v.seat && "cg-me", v.winners.includes(s) && v.over && "cg-won"],
            "data-seat": s,
            style: `--seat:${seatColor(s)}`,
          },
          html("span", { class: "cg-chip" }),
          html("span", { class: "cg-name" }, this.ctx.nick(s), s === v.seat && !this.meta.replay ? html("small", {}, ` (${t("cartagena.you")})`) : null),
          v.over && v.winners.includes(s) ? html("span", { class: "cg-crown", title: t("cartagena.winner") }, trophyIcon()) : null,
          html("span", { class: "cg-score", title: t("cartagena.inBoat", { n: v.scores[s] ?? 0 }) }, boatIcon(), html("b", {}, `${v.scores[s] ?? 0}/6`)),
          hand,
        ),
      );
    }
    this.players.replaceChildren(...out);
  }
}

/** describe puts one event into words. */
function describe(e, ctx) {
  const t = ctx.t;
  const name = (s) => ctx.nick(s);
  const sym = (c) => symbolOf[c] || c;
  switch (e.type) {
    case "forward":
      return t("cartagena.ev.forward", { name: name(e.seat), card: t("cartagena.acc." + sym(e.card)), from: fromText(t, e.from), to: toText(t, e.to) });
    case "back":
      return t(e.draws === 1 ? "cartagena.ev.back1" : "cartagena.ev.back2", { name: name(e.seat), from: fromText(t, e.from), to: toText(t, e.to) });
    case "draw":
      return e.card ? t("cartagena.ev.drawRow", { name: name(e.seat), card: t("cartagena.acc." + sym(e.card)) }) : t("cartagena.ev.draw", { name: name(e.seat) });
    case "reshuffle":
      return t("cartagena.ev.reshuffle", { n: e.cards, cards: cardsWord(t, e.cards) });
    case "row": {
      const n = String(e.cards || "").length;
      return t("cartagena.ev.row", { n, cards: cardsWord(t, n) });
    }
    case "end":
      return t("cartagena.ev.end", { name: name(e.seat) });
    case "pass":
      return t("cartagena.ev.pass", { name: name(e.seat) });
    case "turn":
      return t("cartagena.ev.turn", { name: name(e.seat) });
    case "game_over":
      if (e.reason === "boat" && e.winners?.length === 1) return t("cartagena.ev.overBoat", { name: name(e.winners[0]) });
      return t("cartagena.ev.overStalled", { names: (e.winners || []).map(name).join(", ") });
  }
  return e.type;
}

export default {
  game: "cartagena",
  texts,
  rules,
  options: [
    {
      key: "variant",
      kind: "select",
      choices: ["jamaica", "tortuga", "hispaniola"],
      default: "jamaica",
      label: "cartagena.opt.variant",
      help: "cartagena.opt.variantHelp",
      choiceLabel: (v) => "cartagena.variant." + v,
    },
    {
      key: "first",
      kind: "select",
      choices: (players) => [null, ...Array(players).keys()],
      default: null,
      label: "cartagena.opt.first",
      help: "cartagena.opt.firstHelp",
      choiceLabel: (v) => (v === null ? "cartagena.first.random" : `cartagena.first.seat${v + 1}`),
    },
  ],
  mount(el, ctx) {
    return new Board(el, ctx);
  },
  describe,
};
