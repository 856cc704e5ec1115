// @ts-check
// A table's log: the events of the moves played, in words, newest last.

import { html } from "./board.js";

/** @typedef {import("./board.js").GameEvent} GameEvent */
/** @typedef {import("./board.js").Ctx} Ctx */

// maxLog is how many events the log keeps.
const maxLog = 300;

/** TableLog keeps a table's recent events and words them into a list. */
export class TableLog {
  /**
   * @param {import("./board.js").BoardModule<any>} module  the game's board, which words events
   * @param {Ctx} ctx
   */
  constructor(module, ctx) {
    this.module = module;
    this.ctx = ctx;
    /** @type {GameEvent[]} */
    this.events = [];
    this.el = html("ol", { class: "log-list" });
  }

  /**
   * add appends an update's events, forgetting the oldest beyond maxLog.
   * @param {GameEvent[] | undefined} events
   */
  add(events) {
    this.events.push(...(events || []));
    if (this.events.length > maxLog) this.events.splice(0, this.events.length - maxLog);
  }

  /** clear forgets every event (a new connection sends them again). */
  clear() {
    this.events = [];
  }

  /** section is the log with its title, for the side panel. */
  section() {
    return html("section", { class: "log" }, html("h3", {}, this.ctx.t("table.log")), this.el);
  }

  /**
   * draw words the events afresh, so that the log follows the language and
   * the seats' current names; an event a board leaves unsaid is left out.
   * @param {unknown} view  the view shown now, which the board may use to word events
   */
  draw(view) {
    const lines = [];
    for (const ev of this.events) {
      const text = this.module.describe(ev, this.ctx, view ?? null);
      if (text) lines.push(html("li", { class: "log-line", "data-event": ev.type }, text));
    }
    this.el.replaceChildren(...lines);
    this.el.scrollTop = this.el.scrollHeight;
  }
}
