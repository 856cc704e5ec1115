// @ts-check
// A table's log: the game in words, one block per turn headed by the seat
// whose turn it is, one line per decision with its dice folded in
// (log-turns.js, and the tell function of the board's describe.js), seats
// handed to bots and taken back (log-handover.js). The
// newest moves come from the table's socket; older ones are read from the
// server a page at a time (GET /api/tables/{id}/moves) as the player scrolls
// up or asks for earlier turns, back to the start of the game.
//
// A line about places on the board (Tobago's hexes) shows them while it is
// hovered, focused or tapped: the log sends the board element a
// "board-point" event whose detail.places lists them (null: none).

import { api } from "./api.js";
import { html, seatDot } from "./board.js";
import { boardSteps, byDecision, sentences, turns } from "./log-turns.js";
import { markUndone, withUndos } from "./log-undo.js";
import { withHandovers } from "./log-handover.js";

/** @typedef {import("./board.js").GameEvent} GameEvent */
/** @typedef {import("./board.js").Ctx} Ctx */
/** @typedef {import("./log-turns.js").Step} Step */
/** @typedef {import("./log-turns.js").Line} Line */
/** @typedef {import("./log-turns.js").Turn} Turn */
/** @typedef {import("./log-turns.js").Tell} Tell */

/** page is how many moves the log reads from the server at a time. */
export const page = 200;

/** wholePage is the most moves the server gives in one page (server.MaxMovesPage). */
const wholePage = 5000;

/**
 * What a log is told of its table.
 * @typedef {object} LogOptions
 * @property {string} table  the table's id
 * @property {string} game
 * @property {HTMLElement} board  the board's element, told which places a line is about
 * @property {boolean} [numbered]  head each turn with its number (when the log starts at the game's start)
 * @property {(line: Line) => void} [pick]  what a click on a line does besides pointing (the replay jumps there)
 */

/** TableLog keeps a table's moves as the log knows them and words them into turn blocks. */
export class TableLog {
  /**
   * @param {import("./board.js").BoardModule<any>} module  the game's board, which words events
   * @param {Ctx} ctx
   * @param {LogOptions} opts
   */
  constructor(module, ctx, opts) {
    this.module = module;
    this.ctx = ctx;
    this.opts = opts;
    /** @type {Map<number, Step>} the moves known, by version */
    this.steps = new Map();
    /** the table's version as last heard */
    this.top = 0;
    /** the oldest version the log is to show (0: not yet known) */
    this.first = 0;
    this.loading = false;
    /** @type {unknown} the view last drawn with */
    this.view = null;
    /** @type {number | null} the version whose line is marked as shown */
    this.shown = null;
    /** @type {Tell | null} the board's telling of a turn, once loaded */
    this.tell = null;
    /** @type {{from: string, offset: number} | "bottom" | null} where the list was scrolled */
    this.scroll = "bottom";
    /** whether the scroll was noted before the list left the page (section) */
    this.held = false;
    this.el = html("ol", { class: "log-list", onscroll: () => this.scrolled() });
    this.title = html("h3", {});
    this.box = html("section", { class: "log" }, this.title, this.el);
    import(`./boards/${opts.game}/describe.js`).then((m) => {
      this.tell = typeof m.tell === "function" ? m.tell : null;
      this.draw(this.view);
    }, () => {});
  }

  /**
   * add takes a move from the table's socket as the page shows it.
   * @param {GameEvent[] | undefined} events  what it led to
   * @param {number} version  its version
   * @param {import("./board.js").Actor} [by]  who played it (a seat or "chance")
   */
  add(events, version, by) {
    if (version < 1) return;
    this.steps.set(version, { version, by: by ?? null, events: events || [] });
    this.seen(version);
  }

  /**
   * seen tells the log the table's version (a fresh state, an update): it
   * reads the moves it lacks.
   * @param {number} version
   */
  seen(version) {
    this.top = Math.max(this.top, version);
    if (!this.first && this.top > 0) this.first = Math.max(1, this.top - page + 1);
    this.fill();
  }

  /** earlier asks for the page of turns before those shown. */
  earlier() {
    if (this.first <= 1) return;
    this.first = Math.max(1, this.first - page);
    this.fill();
    this.draw(this.view);
  }

  /**
   * all reads every move of the game (a finished table's replay) and
   * resolves once they are there.
   * @param {number} version  the game's last version
   */
  async all(version) {
    this.top = version;
    this.first = 1;
    while (this.missing() > 0) await this.read(wholePage);
  }

  /** missing is the oldest version wanted and not known (0: none). */
  missing() {
    for (let v = this.first; v >= 1 && v <= this.top; v++) if (!this.steps.has(v)) return v;
    return 0;
  }

  /** fill reads the missing moves, a page at a time, redrawing after each. */
  async fill() {
    if (this.loading) return;
    while (this.missing() > 0) {
      try {
        await this.read();
      } catch {
        return;
      }
      this.draw(this.view);
    }
  }

  /**
   * read reads a page of moves, at most size of them, from the oldest missing one.
   * @param {number} [size]
   */
  async read(size = page) {
    const from = this.missing();
    let to = from;
    while (to < this.top && to - from + 1 < size && !this.steps.has(to + 1)) to++;
    this.loading = true;
    try {
      /** @type {{since: number, moves: unknown[], by: import("./board.js").Actor[], events: GameEvent[][]}} */
      const got = await api("GET", `/api/tables/${this.opts.table}/moves?since=${from - 1}&limit=${to - from + 1}`);
      got.by.forEach((by, i) => {
        const v = got.since + i + 1;
        if (!this.steps.has(v)) this.steps.set(v, { version: v, by, events: got.events[i] || [] });
      });
      if (!got.by.length) this.first = Math.max(this.first, from + 1);
    } finally {
      this.loading = false;
    }
  }

  /**
   * known is the run of moves the log can show: from the oldest wanted up
   * to the newest, without a gap (what lies beyond a gap still loading
   * waits for it).
   * @returns {Step[]}
   */
  known() {
    /** @type {Step[]} */
    const out = [];
    let v = this.top;
    while (v >= Math.max(1, this.first) && this.steps.has(v)) out.push(/** @type {Step} */ (this.steps.get(v))), v--;
    return out.reverse();
  }

  /**
   * turns are the moves shown, grouped by turn.
   * @returns {Turn[]}
   */
  turns() {
    return turns(this.known());
  }

  /**
   * lines tells a turn: by the board's tell, or a line per decision.
   * @param {Turn} turn
   * @param {unknown} view
   * @returns {Line[]}
   */
  lines(turn, view) {
    const steps = boardSteps(turn.steps);
    if (this.tell) return this.tell(steps, this.ctx, view);
    return byDecision(steps, (events) => sentences(events, (e) => this.module.describe(e, this.ctx, view)));
  }

  /** section is the log with its title, for the side panel. */
  section() {
    // The section leaves the page and comes back, which scrolls the list
    // to its top: note where it was while it is still there.
    this.keepScroll();
    this.held = true;
    this.title.textContent = this.ctx.t("table.log");
    return this.box;
  }

  /** keepScroll notes where the list is scrolled, to come back there after a redraw. */
  keepScroll() {
    const el = this.el;
    if (!el.isConnected || !el.firstChild) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < 24) {
      this.scroll = "bottom";
      return;
    }
    const top = el.getBoundingClientRect().top;
    const line = [...el.querySelectorAll(".log-line")].find((l) => l.getBoundingClientRect().bottom > top);
    if (line instanceof HTMLElement) this.scroll = { from: line.dataset.from || "", offset: line.getBoundingClientRect().top - top };
  }

  /**
   * draw words the moves afresh, so that the log follows the language and
   * the seats' current names.
   * @param {unknown} view  the view shown now, which the board may use to word events
   */
  draw(view) {
    this.view = view ?? null;
    if (!this.held) this.keepScroll();
    this.held = false;
    const shown = this.known();
    /** @type {HTMLElement[]} */
    const items = [];
    const oldest = shown.length ? shown[0].version : this.top + 1;
    if (oldest > 1 && this.top > 0) {
      items.push(html("li", { class: "log-more" },
        html("button", { class: "button small log-earlier", type: "button", disabled: this.loading || this.first < oldest, onclick: () => this.earlier() },
          this.first < oldest ? this.ctx.t("log.loading") : this.ctx.t("log.earlier"))));
    } else if (shown.length) {
      items.push(html("li", { class: "log-start" }, this.ctx.t("log.start")));
    }
    for (const turn of turns(shown)) {
      const lines = withHandovers(withUndos(this.lines(turn, view).map((l) => this.lineEl(l)), turn.steps, this.ctx), turn.steps, this.ctx);
      if (!lines.length) continue;
      const head = turn.end ? null : html("div", { class: "log-turn-head" },
        turn.seat >= 0 ? seatDot(turn.seat, "dot") : null,
        this.opts.numbered && turn.n ? this.ctx.t("log.turn", { n: turn.n }) + " · " : "",
        turn.seat >= 0 ? this.ctx.nick(turn.seat) : "");
      items.push(html("li", {
        class: ["log-turn", turn.end && "log-end"], "data-seat": turn.seat, "data-turn": turn.n || null,
        "data-from": turn.steps[0].version, "data-to": turn.steps[turn.steps.length - 1].version,
      }, head, html("ol", { class: "log-lines" }, lines)));
    }
    this.el.replaceChildren(...items);
    markUndone(this.el, this.steps.values());
    this.markShown();
    this.restoreScroll();
  }

  /**
   * lineEl is a line of the log; a line about places shows them on the board.
   * @param {Line} l
   */
  lineEl(l) {
    const places = l.places?.length ? l.places : null;
    const point = () => this.point(places, li);
    const li = html("li", {
      class: ["log-line", places && "log-places", this.opts.pick && "log-pick"],
      "data-event": l.event, "data-from": l.from, "data-to": l.to,
      "data-places": places ? JSON.stringify(places) : null,
      tabindex: places || this.opts.pick ? 0 : null,
      onmouseenter: places ? point : null,
      onfocus: places ? point : null,
      onmouseleave: places ? () => this.point(null, null) : null,
      onblur: places ? () => this.point(null, null) : null,
      onclick: () => {
        if (places) point();
        this.opts.pick?.(l);
      },
      onkeydown: this.opts.pick ? (/** @type {KeyboardEvent} */ e) => e.key === "Enter" && this.opts.pick?.(l) : null,
    }, l.text);
    return li;
  }

  /**
   * point shows places on the board (null: none) and marks the line about them.
   * @param {unknown[] | null} places
   * @param {HTMLElement | null} line
   */
  point(places, line) {
    for (const l of this.el.querySelectorAll(".log-pointed")) l.classList.remove("log-pointed");
    line?.classList.add("log-pointed");
    this.opts.board.dispatchEvent(new CustomEvent("board-point", { detail: { places } }));
  }

  /**
   * highlight marks the line of the move at version as the one the board
   * shows (0 or null: none), scrolling the list to it.
   * @param {number | null} version
   */
  highlight(version) {
    this.shown = version && version > 0 ? version : null;
    this.markShown();
    const line = this.el.querySelector(".log-line.log-shown");
    if (line) this.reveal(line);
  }

  /** markShown marks the line and the turn holding the version shown. */
  markShown() {
    const v = this.shown;
    /** @param {Element} el */
    const holds = (el) => v != null && el instanceof HTMLElement && Number(el.dataset.from) <= v && v <= Number(el.dataset.to);
    let found = false;
    for (const l of this.el.querySelectorAll(".log-line")) {
      /** @type {boolean} */
      const on = !found && holds(l);
      l.classList.toggle("log-shown", on);
      found ||= on;
    }
    for (const turn of this.el.querySelectorAll(".log-turn")) turn.classList.toggle("log-turn-shown", !!turn.querySelector(".log-shown"));
  }

  /**
   * reveal scrolls the list (not the page) so that el is in view.
   * @param {Element} el
   */
  reveal(el) {
    const box = this.el.getBoundingClientRect(), r = el.getBoundingClientRect();
    if (r.top < box.top) this.el.scrollTop -= box.top - r.top;
    else if (r.bottom > box.bottom) this.el.scrollTop += Math.min(r.bottom - box.bottom, r.top - box.top);
    this.scroll = null;
    this.keepScroll();
  }

  /** restoreScroll scrolls the list back where it was: at the newest line, or at the line read. */
  restoreScroll() {
    const s = this.scroll;
    if (s === "bottom") this.el.scrollTop = this.el.scrollHeight;
    else if (s) {
      const line = this.el.querySelector(`.log-line[data-from="${s.from}"]`);
      if (line) this.el.scrollTop += line.getBoundingClientRect().top - this.el.getBoundingClientRect().top - s.offset;
    }
  }

  /** scrolled reads earlier turns when the list is scrolled to its top. */
  scrolled() {
    if (this.el.scrollTop < 8 && this.el.querySelector(".log-earlier:not([disabled])")) this.earlier();
  }
}
