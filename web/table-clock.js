// @ts-check
// A table's clocks on the page: each seat's time beside its player, the
// running one counting down every second from the deadline the server
// gave, corrected by the server's time against this browser's when the
// message came; and the time a silent player has been silent.

import { html, svg } from "./board.js";
import { long, seatTime } from "./clock.js";
import { t } from "./i18n.js";

/** @typedef {import("./wire.js").ClockInfo} ClockInfo */

/** clockIcon is a small clock face, beside a clock's time or kind. */
export function clockIcon() {
  return svg("svg", { class: "clock-icon", viewBox: "0 0 16 16", width: 12, height: 12, "aria-hidden": "true" },
    svg("circle", { cx: 8, cy: 8, r: 6.5, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }),
    svg("path", { d: "M8 4.2 V8 L10.6 9.6", fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round" }));
}

/** ClockTicker keeps a page's clocks and silences up to date, every second. */
export class ClockTicker {
  /** @param {HTMLElement} root  the page, whose clocks it fills */
  constructor(root) {
    this.root = root;
    /** @type {ClockInfo | null} the clock last noted */
    this.clock = null;
    /** how far the server's clock is ahead of this browser's, in ms */
    this.skew = 0;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  /**
   * note takes the table's clock from a message that just came: a clock
   * not seen before sets the server's time against this browser's.
   * @param {import("./wire.js").TableInfo} info
   */
  note(info) {
    const c = info.clock || null;
    if (c === this.clock) return;
    this.clock = c;
    if (c?.now) this.skew = Date.parse(c.now) - Date.now();
  }

  /** now is the server's time as this browser reckons it, in ms. */
  now() {
    return Date.now() + this.skew;
  }

  /**
   * badge is seat's clock, to stand beside its player; null without a clock.
   * @param {number} seat
   */
  badge(seat) {
    if (!this.clock) return null;
    const el = html("span", { class: "seat-clock", "data-clock-seat": seat });
    this.fill(el);
    return el;
  }

  /**
   * silent is how long a seat has been silent since (an ISO time), in
   * words that follow the time.
   * @param {string} nick
   * @param {string} since
   */
  silent(nick, since) {
    const el = html("span", { class: "silent-for", "data-since": since, "data-nick": nick });
    this.fill(el);
    return el;
  }

  /**
   * fill writes a clock's or a silence's time as of now.
   * @param {HTMLElement} el
   */
  fill(el) {
    if (el.dataset.since) {
      el.textContent = t("away.silent", { nick: el.dataset.nick || "", time: long(this.now() - Date.parse(el.dataset.since)) });
      return;
    }
    const c = this.clock;
    const st = c ? seatTime(c, Number(el.dataset.clockSeat), this.now()) : null;
    el.hidden = !st;
    el.replaceChildren(...(st ? [clockIcon(), " ", st.text] : []));
    el.title = st?.title || "";
    el.classList.toggle("running", !!st?.running);
    el.classList.toggle("low", !!st?.low);
  }

  tick() {
    for (const el of this.root.querySelectorAll("[data-clock-seat], [data-since]")) if (el instanceof HTMLElement) this.fill(el);
  }

  destroy() {
    clearInterval(this.timer);
  }
}
