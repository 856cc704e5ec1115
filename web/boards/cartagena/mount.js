// @ts-check
// A mounted Cartagena board: the tunnel of 36 spaces from the fortress to
// the boat, every seat's pirates, the viewer's hand, the open row and the
// piles. It holds the board's state (the pirates, the half-made choice, the
// move on its way, the tunnel's shape for the board's width) and wires
// view.js, input.js, draw.js, panels.js and motion.js.

import { html, svg } from "../../board.js";
import { Keys } from "../keys.js";
import { Selection, Sender, Targets, markHint } from "../shared.js";
import * as D from "./draw.js";
import { START, colsFor, layout, leastWidth } from "./geometry.js";
import * as I from "./input.js";
import { Pirates } from "./motion.js";
import * as Panels from "./panels.js";
import { atText, normalize } from "./view.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Move} Move */
/** @typedef {import("./types.js").Event} Event */
/** @typedef {import("./input.js").Sel} Sel */
/** @typedef {import("../../board.js").Meta} Meta */
/** @typedef {import("../../board.js").Ctx} Ctx */

/**
 * mount draws a Cartagena board into el.
 * @param {HTMLElement} el
 * @param {Ctx} ctx
 * @returns {import("../../board.js").Board<View>}
 */
export function mount(el, ctx) {
  return new CartagenaBoard(el, ctx);
}

class CartagenaBoard {
  /**
   * @param {HTMLElement} el
   * @param {Ctx} ctx
   */
  constructor(el, ctx) {
    this.el = el;
    this.ctx = ctx;
    /** @type {Seen | null} */
    this.v = null;
    /** @type {import("../../board.js").Legal<Move>[]} */
    this.legal = [];
    /** @type {Meta} */
    this.meta = { version: 0, actor: null, result: null, events: [], replay: false };
    /** @type {number | undefined} */
    this.version = undefined;
    /** @type {{seat: number, key: number} | null} the pirate the viewer sent, which is the one to leave its place */
    this.mover = null;
    this.cols = 0;
    this.groundKey = "";
    /** @type {import("./geometry.js").Layout | null} */
    this.L = null;
    /** @type {Selection<Sel>} */
    this.selection = new Selection(() => this.draw());
    this.sender = new Sender(ctx, (pending) => {
      if (pending) this.selection.clear();
      else this.mover = null;
      this.draw();
    });
    this.targets = new Targets();
    /** @type {Move | null} the hinted move */
    this.hinted = null;

    this.players = html("div", { class: "cg-players" });
    this.svg = svg("svg", { class: "cg-svg", role: "group", "aria-label": ctx.t("game.cartagena") });
    this.ground = svg("g", { class: "cg-ground" });
    this.trails = svg("g", { class: "cg-trails" });
    this.marks = svg("g", { class: "cg-marks" });
    const piecesLayer = svg("g", { class: "cg-pieces" });
    this.pirates = new Pirates(piecesLayer);
    this.svg.append(this.ground, this.trails, this.marks, piecesLayer);
    this.controls = html("div", { class: "cg-controls" });
    this.hand = html("div", { class: "cg-hand" });
    this.table = html("div", { class: "cg-table" });
    // The turn's controls and the hand make one bar, which on a phone stays
    // at the bottom of the screen while the tunnel is above it.
    this.bar = html("div", { class: "cg-bar" }, this.controls, this.hand);
    this.root = html("div", { class: "cg-root" }, this.players, html("div", { class: "cg-svg-wrap" }, this.svg), this.bar, this.table);
    el.append(this.root);
    this.keys = new Keys(this.root);

    // The redraw waits for the next frame: resizing what is observed inside
    // the observer's callback would make the browser put off notifications.
    /** @type {number} */
    this.fitFrame = 0;
    this.observer = new ResizeObserver(() => {
      if (this.fitFrame) return;
      this.fitFrame = requestAnimationFrame(() => {
        this.fitFrame = 0;
        this.fit();
      });
    });
    this.observer.observe(el);
  }

  /** @param {import("../../board.js").Move | null} move  one of the legal moves */
  hint(move) {
    this.hinted = /** @type {Move | null} */ (move);
    if (this.v) markHint(this.root, I.hintTargets(this.v, this.hinted));
  }

  destroy() {
    this.observer.disconnect();
    cancelAnimationFrame(this.fitFrame);
    this.selection.destroy();
    this.keys.destroy();
    this.root.remove();
  }

  colsFor() {
    return colsFor(this.el.clientWidth || window.innerWidth);
  }

  /** fit redraws the tunnel in another shape when the board's width calls for it. */
  fit() {
    if (!this.v || this.colsFor() === this.cols) return;
    this.build(this.v);
    this.place(true);
    this.draw();
  }

  /**
   * @param {View} view
   * @param {import("../../board.js").Legal<Move>[]} legal
   * @param {Meta} meta
   */
  render(view, legal, meta) {
    this.meta = meta;
    const v = (this.v = normalize(view, meta, this.ctx.seat));
    this.legal = legal || [];
    const moved = meta.version !== this.version;
    if (moved) {
      this.version = meta.version;
      this.selection.clear();
      this.sender.settle();
    }
    const key = `${v.tunnel.join()}|${v.players}`;
    let still = !this.ctx.animate;
    if (key !== this.groundKey || this.colsFor() !== this.cols) {
      this.groundKey = key;
      this.build(v);
      still = true;
    }
    this.pirates.assign(v.pirates, this.mover);
    if (moved) this.mover = null;
    this.place(still);
    this.draw();
  }

  /**
   * build draws what does not change during a game: the tunnel, the start and the boat.
   * @param {Seen} v
   */
  build(v) {
    this.cols = this.colsFor();
    const L = (this.L = layout(this.cols, v.players));
    this.svg.setAttribute("viewBox", `0 0 ${L.width} ${L.height}`);
    this.ground.replaceChildren(...D.ground(L, v.tunnel, this.ctx.t, () => I.space(this.act())));
  }

  /**
   * place moves every pirate to its spot and draws the last moves' trails;
   * they glide there unless still.
   * @param {boolean} still
   */
  place(still) {
    if (!this.v || !this.L) return;
    this.root.classList.toggle("cg-still", still);
    this.pirates.place(this.L, this.v.players);
    if (still && this.ctx.animate) {
      // Commit the jump before transitions come back on.
      this.svg.getBoundingClientRect();
      this.root.classList.remove("cg-still");
    }
    this.trails.replaceChildren(...D.trails(this.L, /** @type {Event[]} */ (this.meta.events || [])));
  }

  /**
   * act is what the input reads and may do now.
   * @returns {I.Act}
   */
  act() {
    const v = /** @type {Seen} */ (this.v);
    const none = this.sender.pending || this.meta.replay;
    return {
      v,
      a: I.analyse(v, this.legal, none),
      sel: this.selection.sel,
      pending: this.sender.pending,
      replay: this.meta.replay,
      review: !!this.meta.review,
      ctx: this.ctx,
      send: (move, mover) => this.send(move, mover),
      select: (sel) => this.selection.set(sel),
    };
  }

  /**
   * send plays a move; the pirate that leaves its place is mover, or the chosen one.
   * @param {Move} move
   * @param {{seat: number, key: number}} [mover]
   */
  send(move, mover) {
    if (this.sender.pending || !this.v) return;
    const sel = this.selection.sel;
    if (mover) this.mover = mover;
    if (sel?.key != null && "from" in move && sel.from === move.from) this.mover = { seat: this.v.seat, key: sel.key };
    this.sender.send(move);
  }

  /** draw refreshes everything that depends on the legal moves and the half-made choice. */
  draw() {
    if (!this.v || !this.L) return;
    const b = this.act();
    this.root.toggleAttribute("data-pending", b.pending);
    /** @type {Map<number, number>} a place's pirate of the viewer: its number */
    const mine = new Map();
    this.pirates.each((s, k, pos, g) => {
      const p = I.pirate(b, s, k, pos);
      this.targets.arm(g, p.answer);
      g.classList.toggle("cg-selected", p.selected);
      g.classList.toggle("cg-candidate", p.candidate);
      g.classList.toggle("cg-winner", b.v.over && b.v.winners.includes(s));
      if (s === b.v.seat) mine.set(pos, k);
    });
    this.armPlaces(b, mine);
    this.marks.replaceChildren(...D.marks(this.L, I.dests(b), this.ctx.t));
    Panels.controls(this.controls, b);
    Panels.hand(this.hand, b);
    Panels.table(this.table, b);
    Panels.players(this.players, b);
    markHint(this.root, I.hintTargets(b.v, this.hinted));
    this.keys.refresh();
    this.fitHeight();
  }

  /**
   * armPlaces makes each space and the start answer as the viewer's pirate
   * there would: the place, much larger than a pirate, is its touch target
   * and its button for the keyboard.
   * @param {I.Act} b
   * @param {Map<number, number>} mine  a place's pirate of the viewer: its number
   */
  armPlaces(b, mine) {
    const t = this.ctx.t;
    for (const el of this.ground.querySelectorAll(".cg-space, .cg-start")) {
      const pos = el.classList.contains("cg-start") ? START : Number(el.getAttribute("data-space"));
      const k = mine.get(pos);
      const p = k == null ? null : I.pirate(b, b.v.seat, k, pos);
      this.targets.arm(el, p ? p.answer : { refused: () => I.space(b) });
      const title = el.querySelector("title")?.textContent || "";
      el.toggleAttribute("aria-label", !!p);
      if (p) el.setAttribute("aria-label", `${title}: ${t("cartagena.label.pirate", { at: atText(t, pos) })}`);
      if (p?.selected) el.setAttribute("aria-pressed", "true");
      else el.removeAttribute("aria-pressed");
    }
  }

  /**
   * fitHeight narrows the tunnel on a phone when it and the bar of the
   * turn's controls and the hand would not fit on one screen, so that the
   * bar, which stays at the screen's foot, covers none of the tunnel;
   * never so narrow that a target is under 44 px.
   */
  fitHeight() {
    const wrap = /** @type {HTMLElement} */ (this.svg.parentElement);
    this.svg.style.width = "";
    if (!this.L || window.innerWidth > 480) return;
    const top = wrap.getBoundingClientRect().top + window.scrollY;
    const room = window.innerHeight - top - this.bar.offsetHeight - 12;
    const width = Math.max(leastWidth(this.L), Math.floor((room * this.L.width) / this.L.height));
    if (width < wrap.clientWidth) this.svg.style.width = width + "px";
  }
}
