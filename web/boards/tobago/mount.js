// @ts-check
// A mounted Tobago board: the hex island with its terrains, landmarks,
// statues' gaze, markers, amulets and vehicles; the four treasure maps; the
// sharing in progress; the viewer's clue hand (or at set-up the deck's
// cards); each seat's roses, amulets and treasure; the decks. It holds the
// board's state (the island, its pieces, the half-made choice, the move on
// its way, the trail of the turn, the map hovered) and wires view.js,
// input.js, choose.js, draw.js, panels.js, clues.js and motion.js.

import { html, svg } from "../../board.js";
import { Keys } from "../keys.js";
import { Selection, Sender, Targets, answer, markHint } from "../shared.js";
import * as C from "./clues.js";
import * as D from "./draw.js";
import { R, center, hexPoints, key } from "./geometry.js";
import * as I from "./input.js";
import { Island } from "./island.js";
import { Pieces } from "./motion.js";
import * as P from "./panels.js";
import { placeName } from "./places.js";
import { candidatesOf, hexTitle } from "./view.js";
import { Zoom } from "./zoom.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Move} Move */
/** @typedef {import("./types.js").Colour} Colour */
/** @typedef {import("./input.js").Sel} Sel */
/** @typedef {import("../../board.js").Meta} Meta */
/** @typedef {import("../../board.js").Ctx} Ctx */
/** @typedef {{seat: number, from: import("./types.js").Hex, to: import("./types.js").Hex}} Step */

/**
 * mount draws a Tobago board into el.
 * @param {HTMLElement} el
 * @param {Ctx} ctx
 * @returns {import("../../board.js").Board<View>}
 */
export function mount(el, ctx) {
  return new TobagoBoard(el, ctx);
}

/** The island's layers, made anew for each island. */
class Layers {
  /** @param {Island} island */
  constructor(island) {
    const b = island.bounds(R * 1.25);
    this.svg = svg("svg", { class: "tb-island", viewBox: `${b.x} ${b.y} ${b.w} ${b.h}`, role: "group", "aria-label": "Tobago" });
    this.sea = svg("rect", { class: "tb-sea", x: b.x, y: b.y, width: b.w, height: b.h, fill: "url(#tb-sea)" });
    this.shade = svg("g", { class: "tb-shade" });
    this.gaze = svg("g", { class: "tb-gazes" });
    this.trail = svg("g", { class: "tb-trails" });
    this.statues = svg("g", { class: "tb-statues" });
    this.markers = svg("g", { class: "tb-markers" });
    this.amulets = svg("g", { class: "tb-amulets" });
    this.vehicles = svg("g", { class: "tb-vehicles" });
    this.hits = svg("g", { class: "tb-hits" });
    this.picks = svg("g", { class: "tb-picks" });
    this.svg.append(D.defs(), this.sea, D.terrainLayer(island), this.shade, this.gaze, D.landmarkLayer(island),
      this.trail, this.statues, this.markers, this.amulets, this.vehicles, this.hits, this.picks);
  }
}

class TobagoBoard {
  /**
   * @param {HTMLElement} el
   * @param {Ctx} ctx
   */
  constructor(el, ctx) {
    this.ctx = ctx;
    this.el = el;
    /** @type {View | null} */
    this.view = null;
    /** @type {import("../../board.js").Legal<Move>[]} */
    this.legal = [];
    /** @type {Meta | null} */
    this.meta = null;
    /** @type {Island | null} */
    this.island = null;
    /** @type {Layers | null} */
    this.layers = null;
    /** @type {Pieces | null} */
    this.pieces = null;
    /** One hit area per land hex, kept for the island's life. @type {Map<string, {h: import("./island.js").Cell, poly: SVGPolygonElement, title: SVGTitleElement}>} */
    this.hits = new Map();
    /** @type {Step[]} the steps of the turn in progress, to draw the way each vehicle went */
    this.trail = [];
    /** @type {Colour | null} the map hovered */
    this.hover = null;
    this.targets = new Targets();
    /** @type {Selection<Sel>} */
    this.selection = new Selection(() => this.draw());
    this.sender = new Sender(ctx, (pending) => {
      if (pending) this.selection.clear();
      this.draw();
    });
    this.statusEl = html("div", { class: "tb-status", "aria-live": "polite" });
    this.actionsEl = html("div", { class: "tb-actions" });
    this.chooserEl = html("div", { class: "tb-chooser", hidden: true });
    this.sharingEl = html("div", { class: "tb-sharing" });
    this.islandEl = html("div", { class: "tb-island-wrap" });
    this.zoom = new Zoom(this.islandEl, ctx.t);
    this.handEl = html("div", { class: "tb-hand" });
    this.mapsEl = html("div", { class: "tb-maps" });
    this.playersEl = html("div", { class: "tb-players" });
    this.decksEl = html("div", { class: "tb-decks" });
    this.root = html("div", { class: "tb-root" },
      html("div", { class: "tb-left" }, this.statusEl, this.actionsEl, this.chooserEl, this.sharingEl, this.zoom.button, this.islandEl, this.handEl),
      html("div", { class: "tb-right" }, this.mapsEl, this.playersEl, this.decksEl),
    );
    el.append(this.root);
    this.keys = new Keys(this.root);
    /** @type {import("./types.js").Hex[]} the hexes a log line points at */
    this.pointed = [];
    /** @type {Move | null} the hinted move */
    this.hinted = null;
    /** @param {Event} e  the log's "board-point", detail.places the hexes (null: none) */
    this.onPoint = (e) => {
      this.pointed = /** @type {CustomEvent} */ (e).detail?.places || [];
      this.drawPointed();
    };
    el.addEventListener("board-point", this.onPoint);
  }

  destroy() {
    this.el.removeEventListener("board-point", this.onPoint);
    this.selection.destroy();
    this.keys.destroy();
    this.zoom.destroy();
    this.root.remove();
  }

  /** @param {import("../../board.js").Move | null} move  one of the legal moves */
  hint(move) {
    this.hinted = /** @type {Move | null} */ (move);
    this.drawShade();
    this.drawHint();
  }

  /**
   * drawHint marks the hinted move's buttons, cards and map, and rings its
   * hexes. A hinted card among the set-up deck's folded cards unfolds them.
   */
  drawHint() {
    const { selectors, hexes } = I.hintTargets(this.hinted);
    markHint(this.root, selectors);
    for (const e of this.root.querySelectorAll(".hinted")) {
      const folded = e.closest("details");
      if (folded) folded.open = true;
    }
    const L = this.layers;
    if (!L) return;
    L.svg.querySelector(".tb-hints")?.remove();
    if (!hexes.length) return;
    L.svg.append(svg("g", { class: "tb-hints", "pointer-events": "none" }, hexes.map((h) =>
      svg("polygon", { class: "tb-hint hinted", "data-hex": key(h), points: hexPoints(center(h), 0.9) }))));
  }

  /** drawPointed rings the hexes a log line points at, above everything but the clicks. */
  drawPointed() {
    const L = this.layers;
    if (!L) return;
    L.svg.querySelector(".tb-points")?.remove();
    if (!this.pointed.length) return;
    L.svg.append(svg("g", { class: "tb-points", "pointer-events": "none" }, this.pointed.map((h) =>
      svg("polygon", { class: "tb-point", "data-hex": key(h), points: hexPoints(center(h), 0.9), fill: "#ffe14d55", stroke: "#ffd400", "stroke-width": 3.5 }))));
  }

  /**
   * @param {View} view
   * @param {import("../../board.js").Legal<Move>[]} legal
   * @param {Meta} meta
   */
  render(view, legal, meta) {
    if (!this.meta || this.meta.version !== meta?.version) {
      this.selection.clear();
      this.zoom.reset();
    }
    this.sender.settle();
    this.view = view;
    this.legal = legal || [];
    this.meta = meta;
    this.followTrail(/** @type {import("./types.js").Event[]} */ (meta.events || []));
    if (!this.island || this.island.text !== view.island) this.build(new Island(view.island));
    this.draw();
  }

  /**
   * followTrail keeps the steps of the turn in progress.
   * @param {import("./types.js").Event[]} events
   */
  followTrail(events) {
    if (this.meta?.replay) this.trail = [];
    for (const ev of events) {
      if (ev.type === "turn") this.trail = [];
      if (ev.type === "step" && ev.from && ev.to) this.trail.push({ seat: ev.seat ?? 0, from: ev.from, to: ev.to });
    }
  }

  /**
   * build draws a new island, with one hit area per land hex whose click
   * follows the latest render.
   * @param {Island} island
   */
  build(island) {
    this.island = island;
    const L = (this.layers = new Layers(island));
    this.targets.arm(L.sea, { refused: () => I.explain(this.act(), I.seaWhy(this.act())) });
    this.pieces = new Pieces(L);
    this.hits.clear();
    for (const h of island.land) {
      const title = svg("title", {});
      const poly = svg("polygon", { class: "tb-hit refused", "data-hex": key(h), points: hexPoints(center(h), 0.96) }, title);
      this.hits.set(key(h), { h, poly, title });
      L.hits.append(poly);
    }
    this.islandEl.replaceChildren(L.svg);
    this.zoom.show(L.svg);
    this.drawPointed();
  }

  /**
   * act is what the input reads and may do now.
   * @returns {I.Act}
   */
  act() {
    const offered = I.indexLegal(this.legal);
    return {
      v: /** @type {View} */ (this.view),
      meta: /** @type {Meta} */ (this.meta),
      ctx: this.ctx,
      L: this.sender.pending ? I.indexLegal([]) : offered,
      offered,
      sel: this.selection.sel,
      sending: this.sender.pending,
      island: /** @type {Island} */ (this.island),
      play: (move) => this.sender.send(move),
      select: (sel) => this.selection.set(sel),
    };
  }

  draw() {
    if (!this.view || !this.layers || !this.pieces || !this.island) return;
    const b = this.act();
    const v = b.v;
    this.root.classList.toggle("tb-still", !this.ctx.animate);
    this.root.classList.toggle("tb-deciding", b.L.any || b.sending);
    P.status(this.statusEl, b);
    P.actions(this.actionsEl, b);
    C.chooser(this.chooserEl, b);
    P.sharing(this.sharingEl, b);
    this.layers.trail.replaceChildren(...this.trail.map(D.trail));
    this.layers.gaze.replaceChildren(...(v.statues || []).map((s) => D.gazeLine(s.at, b.island.gaze(s.at, s.facing))));
    this.pieces.update(v, this.ctx.seat, this.ctx.animate);
    this.drawHits(b);
    C.hand(this.handEl, b);
    C.maps(this.mapsEl, b, (colour) => {
      this.hover = colour;
      this.drawShade();
    });
    P.players(this.playersEl, b);
    P.decks(this.decksEl, b);
    this.drawShade();
    this.drawHint();
    this.keys.refresh();
  }

  /**
   * drawHits says what a click on each hex does, and puts the targets of a
   * marker's removal or a dead end's clearing on the markers' places.
   * @param {I.Act} b
   */
  drawHits(b) {
    const t = this.ctx.t;
    for (const [k, { h, poly, title }] of this.hits) {
      const move = I.hexMove(b, k);
      this.targets.arm(poly, move ? { legal: () => b.play(move) } : { refused: () => I.explain(this.act(), I.hexWhy(this.act())) });
      title.textContent = hexTitle(b.v, h, t, this.ctx.nick);
    }
    this.layers?.picks.replaceChildren(...I.picks(b).map((m) =>
      answer(D.pick(m.map, m.hex, t(`tobago.map.${m.map}`) + ": " + placeName(t, b.v.island, m.hex)), { legal: () => b.play(m) })));
  }

  /**
   * drawShade shows where the hovered map's treasure may lie (after the
   * chosen clue, if any); with no map hovered, where a hinted clue's map
   * would leave it.
   */
  drawShade() {
    const L = this.layers, v = this.view, island = this.island;
    if (!L || !v || !island) return;
    L.shade.replaceChildren();
    const hinted = this.hover ? null : I.hintedClue(this.hinted);
    const m = v.maps.find((x) => x.colour === (hinted ? hinted.map : this.hover));
    if (!m) return;
    const sel = this.selection.sel;
    const set = candidatesOf(v, island, m, hinted ? hinted.clue : sel?.kind === "card" ? sel.clue : null);
    if (set) L.shade.append(...D.shade(island, set, m.colour));
  }
}
