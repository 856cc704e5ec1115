// @ts-check
// A mounted La Tortuga board: the island, its turtles, the tray, the deck
// and the panels. It holds the board's state (the turtles, the move on its
// way, the last move in short) and wires view.js, input.js, draw.js,
// panels.js and motion.js.

import { html, setLegal, svg } from "../../board.js";
import { Keys } from "../keys.js";
import { Sender, Targets, markHint } from "../shared.js";
import * as D from "./draw.js";
import * as G from "./geometry.js";
import { answers, hintTargets } from "./input.js";
import { Turtles } from "./motion.js";
import * as Panels from "./panels.js";
import * as P from "./pieces.js";
import { moving, normalize, turtleName } from "./view.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Event} Event */
/** @typedef {import("./types.js").Move} Move */
/** @typedef {import("../../board.js").Legal<Move>} Legal */
/** @typedef {import("../../board.js").Meta} Meta */
/** @typedef {import("../../board.js").Ctx} Ctx */

/**
 * mount draws a La Tortuga board into el.
 * @param {HTMLElement} el
 * @param {Ctx} ctx
 * @returns {import("../../board.js").Board<View>}
 */
export function mount(el, ctx) {
  return new TortugaBoard(el, ctx);
}

class TortugaBoard {
  /**
   * @param {HTMLElement} el
   * @param {Ctx} ctx
   */
  constructor(el, ctx) {
    this.ctx = ctx;
    this.root = html("div", { class: "board-tortuga tt-root" });
    this.status = html("div", { class: "tt-status", role: "status", "aria-live": "polite" });
    this.side = html("div", { class: "tt-side" });
    this.gDeck = svg("g", { class: "tt-deck", transform: `translate(${G.DECK.x},${G.DECK.y})` });
    this.gTray = svg("g", { class: "tt-tray", transform: `translate(${G.TRAY.x},${G.TRAY.y})` });
    this.gMarks = svg("g", { class: "tt-marks" });
    this.gTurtles = svg("g", { class: "tt-turtles" });
    this.gFx = svg("g", { class: "tt-fx" });
    const board = svg("svg", {
      class: "tt-svg", viewBox: `0 0 ${G.W} ${G.H}`, role: "group", "aria-label": ctx.t("tortuga.title"),
    }, P.island(ctx.t), this.gDeck, this.gTray, this.gMarks, this.gTurtles, this.gFx);
    const stage = html("div", { class: "tt-stage" }, board);
    this.root.append(this.status, stage, this.side);
    el.append(this.root);
    this.keys = new Keys(this.root);

    // Turtles grow on a narrow board; the redraw waits for the next frame,
    // so as not to resize what is observed inside the observer's callback.
    this.grow = G.growFor(stage.clientWidth);
    /** @type {number} */
    this.fitFrame = 0;
    this.observer = new ResizeObserver(() => {
      if (this.fitFrame) return;
      this.fitFrame = requestAnimationFrame(() => {
        this.fitFrame = 0;
        const grow = G.growFor(stage.clientWidth);
        if (grow === this.grow) return;
        this.grow = grow;
        if (this.last) this.draw(this.last.view, this.last.legal, this.last.meta, false);
      });
    });
    this.observer.observe(stage);

    this.targets = new Targets();
    this.turtles = new Turtles(this.gTurtles, this.targets);
    /** @type {{view: View, legal: Legal[], meta: Meta} | null} */
    this.last = null;
    this.sender = new Sender(ctx, (pending) => {
      this.root.classList.toggle("tt-pending", pending);
      if (pending) {
        for (const e of this.root.querySelectorAll("[data-legal]")) setLegal(e, false);
      } else if (this.last) {
        this.draw(this.last.view, this.last.legal, this.last.meta, false);
      }
    });
    // The dice of the move in progress and the last move in short.
    /** @type {number[]} */
    this.seen = [];
    /** @type {string | null} */
    this.summary = null;
    /** @type {Set<ReturnType<typeof setTimeout>>} */
    this.timers = new Set();
    /** @type {Move | null} the hinted move */
    this.hinted = null;
  }

  /** @param {import("../../board.js").Move | null} move  one of the legal moves */
  hint(move) {
    this.hinted = /** @type {Move | null} */ (move);
    markHint(this.root, hintTargets(this.hinted));
  }

  /**
   * @param {View} view
   * @param {Legal[]} legal
   * @param {Meta} meta
   */
  render(view, legal, meta) {
    this.last = { view, legal, meta };
    this.sender.settle();
    this.draw(view, legal, meta, true);
  }

  destroy() {
    this.observer.disconnect();
    cancelAnimationFrame(this.fitFrame);
    for (const id of this.timers) clearTimeout(id);
    this.timers.clear();
    this.turtles.stop();
    this.keys.destroy();
    this.root.remove();
  }

  /** @param {Move} move */
  play(move) {
    if (!this.sender.send(move)) this.ctx.explain(this.ctx.t("tortuga.why.pending"));
  }

  /**
   * later runs fn after ms unless the board is destroyed first.
   * @param {() => void} fn
   * @param {number} ms
   */
  later(fn, ms) {
    const id = setTimeout(() => {
      this.timers.delete(id);
      fn();
    }, ms);
    this.timers.add(id);
  }

  /**
   * draw draws a view; fresh is false when the same view is drawn again
   * (after a refused move), which neither animates nor counts its events.
   * @param {View} view
   * @param {Legal[]} legal
   * @param {Meta} meta
   * @param {boolean} fresh
   */
  draw(view, legal, meta, fresh) {
    legal = legal || [];
    const events = /** @type {Event[]} */ (meta.events || []);
    const ctx = this.ctx;
    const v = normalize(view);
    const mv = moving(v);
    const a = answers(v, legal, meta, mv, ctx, (m) => this.play(m));
    const animate = fresh && ctx.animate !== false;
    this.root.classList.toggle("tt-still", !animate);
    this.root.classList.toggle("tt-pending", false);
    if (fresh) this.noteSummary(v, events);
    this.turtles.update(v, events, mv, animate, a.turtle, (x) => turtleName(ctx, v.owners, x), this.grow);
    this.gTray.replaceChildren(...(v.phase === "over" ? D.results(v, ctx.t, ctx.nick) : D.tray(v, mv, events, animate, ctx.t)));
    this.gMarks.replaceChildren(...D.marks(v, mv));
    this.gDeck.replaceChildren(...D.deck(v, ctx.t, ctx.nick));
    Panels.status(this.status, v, meta, mv, this.summary, legal.length > 0, ctx);
    this.side.replaceChildren(...[Panels.controls(v, meta, mv, a, ctx), Panels.seats(v, meta, a, ctx)].filter((x) => x !== null));
    if (animate) {
      for (const { el, ms } of D.effects(events, ctx.t)) {
        this.gFx.append(el);
        this.later(() => el.remove(), ms);
      }
    }
    markHint(this.root, hintTargets(this.hinted));
    this.keys.refresh();
  }

  /**
   * noteSummary follows the dice of the move in progress, to say the last
   * move in short ("Anna's turtle: 2+3 = 5 × 2 = 10 spaces, to 14").
   * @param {Seen} v
   * @param {Event[]} events
   */
  noteSummary(v, events) {
    const t = this.ctx.t;
    for (const e of events) {
      if (e.type === "rolled") this.seen[e.die - 1] = e.value;
      if (e.type === "moved") {
        const who = turtleName(this.ctx, v.owners, e.turtles[0]) + ": ";
        const sum = e.spaces / e.multiplier;
        const dice = this.seen.length === e.multiplier && e.multiplier > 1 ? this.seen.join("+") + " = " : "";
        this.summary = who + (e.multiplier > 1
          ? dice + t("tortuga.lastMoved", { sum, mult: e.multiplier, n: e.spaces, to: e.to })
          : t("tortuga.lastMovedOne", { n: e.spaces, to: e.to }));
        this.seen = [];
      }
      if (e.type === "busted") {
        const dice = this.seen.filter((d) => d != null).join("+");
        this.summary = turtleName(this.ctx, v.owners, e.turtles[0]) + ": " + (dice ? dice + " = " : "") + t("tortuga.lastBust", { sum: e.sum });
        this.seen = [];
      }
    }
    if (v.dice.length) this.seen = v.dice.slice();
  }
}
