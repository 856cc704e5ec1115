// @ts-check
// A table's clocks on the page: each seat's time beside its player, the
// running one counting down every second from the deadline the server
// gave, corrected by the server's time against this browser's when the
// message came; and the time a silent player has been silent. The
// viewer's own live clock ticks aloud in its last seconds, where the
// turn's sound is on.

import { html, svg } from "./board.js";
import { long, seatTime } from "./clock.js";
import { t } from "./i18n.js";
import { soundOn } from "./notify.js";

// The sound of the viewer's last seconds: a short click, once a second.
const tickFile = "tick.wav";

// tickFrom is how many seconds left the tick starts at.
const tickFrom = 10;

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
    /** the viewer's seat, whose live clock ticks aloud at its end (-1: a spectator) */
    this.mine = -1;
    /** the second of the viewer's clock last ticked */
    this.ticked = -1;
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
   * badge is seat's clock, to stand beside its player or in the status
   * line (cls); null without a clock.
   * @param {number} seat
   * @param {string} [cls]
   */
  badge(seat, cls = "") {
    if (!this.clock) return null;
    const el = html("span", { class: ["seat-clock", cls], "data-clock-seat": seat });
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
    this.warn();
  }

  /**
   * warn ticks aloud once a second while the viewer's own live clock runs
   * its last tickFrom seconds, if the turn's sound is on.
   */
  warn() {
    const c = this.clock;
    if (!c || c.kind !== "live" || this.mine < 0 || !soundOn()) return;
    const st = seatTime(c, this.mine, this.now());
    if (!st?.running) return;
    const secs = Math.ceil(st.left / 1000);
    if (secs < 1 || secs > tickFrom || secs === this.ticked) return;
    this.ticked = secs;
    new Audio(tickFile).play().catch(() => {});
  }

  destroy() {
    clearInterval(this.timer);
  }
}
