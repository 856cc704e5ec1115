// @ts-check
// A rated table's end: what the game did to each seat's rating, before →
// after and the difference. The server records the result a moment after
// the game ends, so the page asks again a few times until it has.

import { tableRatings } from "./api.js";
import { html, seatDot } from "./board.js";
import { t } from "./i18n.js";
import { changeEl, intervalText, playerEl } from "./rating.js";

/** @typedef {import("./wire.js").TableRatings} TableRatings */

// tries is how many times the ratings are asked for, a second apart,
// while the server has not recorded them.
const tries = 10;
const pause = 1000;

/** RatingChanges is the part of a rated table's end that shows the rating changes. */
export class RatingChanges {
  /**
   * @param {import("./table.js").TableState} s
   * @param {() => void} redraw  draws the end afresh once the ratings came
   */
  constructor(s, redraw) {
    this.s = s;
    this.redraw = redraw;
    /** @type {TableRatings | null} */
    this.got = null;
    /** @type {"idle" | "loading" | "done" | "late"} */
    this.state = "idle";
    this.stopped = false;
  }

  /**
   * part is the rating changes once a rated game is over (asking for them
   * the first time), or null.
   * @returns {HTMLElement | null}
   */
  part() {
    if (!this.s.info.rated || !this.s.result) return null;
    if (this.state === "idle") this.load();
    const head = html("h3", {}, t("rating.changes"));
    if (this.got) return html("section", { class: "rating-changes", "data-ratings": "" }, head, html("ul", {}, this.got.seats.map((r) => this.row(r))));
    const note = this.state === "late" ? t("rating.later") : t("rating.pending");
    return html("section", { class: ["rating-changes", "rating-" + this.state] }, head, html("p", { class: "help" }, note));
  }

  /**
   * row is one seat's change: its colour, its player, before → after and
   * the interval after.
   * @param {import("./wire.js").SeatRating} r
   */
  row(r) {
    return html(
      "li",
      { "data-seat": r.seat },
      seatDot(r.seat, "dot"),
      playerEl(r.player),
      changeEl(r.before, r.after),
      html("span", { class: "rating-interval", title: t("rating.interval") }, intervalText(r.after)),
    );
  }

  /** load asks for the ratings until the server has recorded them, or gives up. */
  async load() {
    this.state = "loading";
    for (let i = 0; i < tries && !this.stopped; i++) {
      try {
        const got = await tableRatings(this.s.info.id);
        if (got.seats.length) {
          this.got = got;
          break;
        }
      } catch {
        // Asked again below: the server may be restarting.
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    if (this.stopped) return;
    this.state = this.got ? "done" : "late";
    this.redraw();
  }

  /** stop gives up asking, the page being left. */
  stop() {
    this.stopped = true;
  }
}
