// @ts-check
// The pace at which a table shows what others play: each update made by
// someone else (a player, a bot, a die) is shown one at a time, its pieces
// gliding as the board animates them, the pieces that moved highlighted and
// its log line marked, then held for the pace chosen before the next. The
// viewer's own moves are shown at once; catching up (a reconnect's missed
// moves, a backlog, a hidden page) jumps straight to now.

import { html } from "./board.js";
import { t } from "./i18n.js";

/** @typedef {import("./wire.js").Message} Message */
/** @typedef {"slow" | "normal" | "fast" | "instant"} Pace */

/**
 * The paces offered, slowest first.
 * @type {Pace[]}
 */
export const paces = ["slow", "normal", "fast", "instant"];

/**
 * How long an update is held before the next is shown, in ms.
 * @type {Record<Pace, number>}
 */
const holds = { slow: 2000, normal: 1100, fast: 500, instant: 0 };

// backlog is how many updates may wait: beyond it the table jumps to now.
const backlog = 12;

// longest bounds how long an update's own animations may hold the next, in ms.
const longest = 2500;

/** @param {unknown} p @returns {p is Pace} */
function isPace(p) {
  return paces.includes(/** @type {Pace} */ (p));
}

/**
 * pace is the pace chosen in this browser. A browser driven by automation
 * (navigator.webdriver: scripts and tests, with no eye to follow) starts at
 * instant, a person at normal.
 * @returns {Pace}
 */
export function pace() {
  const saved = localStorage.getItem("caribe.pace");
  if (isPace(saved)) return saved;
  return navigator.webdriver ? "instant" : "normal";
}

/**
 * paceControl is the pace's small setting: a labelled select that keeps
 * the choice in this browser.
 * @returns {HTMLElement}
 */
export function paceControl() {
  const now = pace();
  const select = html(
    "select",
    {
      class: "small",
      name: "pace",
      onchange: (/** @type {Event} */ e) => {
        const v = /** @type {HTMLSelectElement} */ (e.currentTarget).value;
        if (isPace(v)) localStorage.setItem("caribe.pace", v);
      },
    },
    paces.map((p) => html("option", { value: p, selected: p === now }, t("pace." + p))),
  );
  return html("label", { class: "pace-setting", title: t("pace.help") }, t("pace.label"), " ", select);
}

/**
 * Pacer shows a table's updates at the chosen pace.
 */
export class Pacer {
  /**
   * @param {(m: Message, animate: boolean) => void} show  applies one update to the page
   * @param {HTMLElement} board  the board's element, whose moved pieces are highlighted
   * @param {{highlight(version: number): void}} log  marks the log line of the update shown (0: none)
   */
  constructor(show, board, log) {
    this.show = show;
    this.board = board;
    this.log = log;
    /** @type {Message[]} */
    this.queue = [];
    /** @type {ReturnType<typeof setTimeout> | null} the hold of the update shown */
    this.timer = null;
    /** @type {Element[]} */
    this.marked = [];
    // catching is set while a reconnect's missed updates arrive: only the
    // newest of them carries a view.
    this.catching = false;
    this.hidden = () => {
      if (document.hidden) this.flush();
    };
    document.addEventListener("visibilitychange", this.hidden);
  }

  /** pending is how many updates wait to be shown. */
  get pending() {
    return this.queue.length;
  }

  /**
   * push takes an update made by someone else: shown now if nothing is
   * being shown, else after those before it.
   * @param {Message} m
   */
  push(m) {
    this.queue.push(m);
    if (!m.view) this.catching = true;
    const p = pace();
    if (this.catching || document.hidden || p === "instant" || this.queue.length > backlog) {
      this.flush(p === "instant" && !this.catching);
      return;
    }
    if (!this.timer) this.next();
  }

  /**
   * now shows an update at once, after every update waiting: the viewer's
   * own move.
   * @param {Message} m
   */
  now(m) {
    this.flush();
    this.show(m, true);
  }

  /**
   * flush shows every update waiting at once (animated only if animate),
   * ending any hold: the page jumps to now.
   * @param {boolean} [animate]
   */
  flush(animate = false) {
    this.stop();
    const q = this.queue;
    this.queue = [];
    for (const m of q) {
      this.show(m, animate);
      if (m.view) this.catching = false;
    }
  }

  // next shows the first update waiting and holds it, or ends the showing.
  next() {
    this.stop();
    const m = this.queue.shift();
    if (!m) return;
    const before = transforms(this.board);
    this.show(m, true);
    this.marked = moved(this.board, before);
    for (const el of this.marked) el.classList.add("paced-change");
    this.log.highlight(m.version);
    const hold = Math.max(holds[pace()], animationsLeft(this.board));
    this.timer = setTimeout(() => this.next(), hold);
  }

  // stop ends the hold and the highlights of the update shown.
  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const el of this.marked) el.classList.remove("paced-change");
    this.marked = [];
    this.log.highlight(0);
  }

  /** destroy stops showing: the page is left. */
  destroy() {
    this.stop();
    this.queue = [];
    document.removeEventListener("visibilitychange", this.hidden);
  }
}

/**
 * transforms maps each piece placed by a style transform (the boards'
 * moving pieces) to its transform.
 * @param {HTMLElement} el
 * @returns {Map<Element, string>}
 */
function transforms(el) {
  /** @type {Map<Element, string>} */
  const out = new Map();
  for (const e of el.querySelectorAll('[style*="transform"]')) out.set(e, /** @type {HTMLElement | SVGElement} */ (e).style.transform);
  return out;
}

/**
 * moved lists the pieces that moved, turned or appeared since before.
 * @param {HTMLElement} el
 * @param {Map<Element, string>} before
 * @returns {Element[]}
 */
function moved(el, before) {
  return [...transforms(el)].filter(([e, tr]) => before.get(e) !== tr).map(([e]) => e);
}

/**
 * animationsLeft is how long the board's running animations that end
 * (gliding pieces, tumbling dice) still run, in ms, up to longest.
 * @param {HTMLElement} el
 */
function animationsLeft(el) {
  let left = 0;
  for (const a of el.getAnimations({ subtree: true })) {
    const end = Number(a.effect?.getComputedTiming().endTime);
    if (Number.isFinite(end)) left = Math.max(left, end - Number(a.currentTime ?? 0));
  }
  return Math.min(longest, left);
}
