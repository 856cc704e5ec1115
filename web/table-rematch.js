// @ts-check
// A finished table's rematch: "play again" asks the server for a new table
// with the same game, options, clock and bots, the seats rotated by one,
// and takes the asker there; once someone asked, each other player of the
// finished table is offered to join, taking their seat at the new table
// with their own token of this one.

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { errorText, showError, translateError } from "./common.js";

/** @typedef {import("./table.js").TableState} TableState */
/** @typedef {import("./wire.js").TableInfo} TableInfo */

/** Rematch draws a finished table's rematch and knows the new table's seats. */
export class Rematch {
  /**
   * @param {TableState} s
   * @param {(seat: number) => string} nick  a seat's name at the finished table
   * @param {() => void} redraw  draws the end afresh
   */
  constructor(s, nick, redraw) {
    this.s = s;
    this.nick = nick;
    this.redraw = redraw;
    /** @type {TableInfo | null} the new table, as last read */
    this.next = null;
    this.busy = false;
    /** the new table read last, or being read */
    this.readFor = "";
  }

  /** myNick is the name the viewer plays under here. */
  myNick() {
    const s = this.s;
    return seats.get(s.info.id)?.nick || s.info.seats[s.seat]?.nick || seats.nick();
  }

  /**
   * part is the rematch's part of the end panel: the button that asks, the
   * offer to join, the way to the new table; null when there is none.
   * @returns {HTMLElement | null}
   */
  part() {
    const s = this.s;
    if (!s.result) return null;
    const offer = s.info.rematch;
    if (!offer) {
      if (s.seat < 0 || !s.token) return null;
      return html("div", { class: "rematch" },
        html("button", { class: "button primary", type: "button", "data-rematch": "ask", disabled: this.busy, title: t("rematch.help"), onclick: () => this.ask() }, t("rematch.ask")));
    }
    if (this.readFor !== offer.table) this.read(offer.table);
    if (seats.held(offer.table)) {
      return html("div", { class: "rematch" }, html("a", { class: "button primary", href: `#/t/${offer.table}`, "data-rematch": "go" }, t("rematch.go")));
    }
    if (s.seat < 0 || !s.token) {
      return html("div", { class: "rematch" }, html("a", { class: "button", href: `#/t/${offer.table}`, "data-rematch": "watch" }, t("rematch.watch")));
    }
    const askers = this.askers();
    const text = askers.length
      ? t(askers.length > 1 ? "rematch.offerMany" : "rematch.offer", { nicks: askers.join(", ") })
      : t("rematch.offerAnon");
    return html("div", { class: "rematch rematch-offer", "data-rematch-offer": offer.table },
      html("span", { class: "rematch-text" }, text, " — "),
      html("button", { class: "button primary", type: "button", "data-rematch": "join", disabled: this.busy, onclick: () => this.join() }, t("rematch.join")));
  }

  /**
   * askers names the players of this table who sit at the new one (the
   * viewer left out).
   * @returns {string[]}
   */
  askers() {
    const offer = this.s.info.rematch, next = this.next;
    if (!offer || !next || next.id !== offer.table) return [];
    return offer.seats.flatMap((to, from) => (from !== this.s.seat && next.seats[to]?.kind === "person" ? [this.nick(from)] : []));
  }

  /**
   * read reads the new table, to say who is there.
   * @param {string} id
   */
  async read(id) {
    this.readFor = id;
    try {
      this.next = await api("GET", `/api/tables/${id}`);
    } catch {
      this.next = null;
    }
    this.redraw();
  }

  /** ask asks for the rematch and goes to the new table. */
  async ask() {
    const s = this.s;
    this.busy = true;
    this.redraw();
    try {
      /** @type {import("./wire.js").Joined} */
      const joined = await api("POST", `/api/tables/${s.info.id}/rematch`, undefined, s.token);
      seats.set(joined.table.id, joined.seat, joined.token, this.myNick());
      location.hash = `#/t/${joined.table.id}`;
    } catch (e) {
      showError(translateError(errorText(e)));
    } finally {
      this.busy = false;
      this.redraw();
    }
  }

  /** join takes the viewer's seat at the new table with their token of this one. */
  async join() {
    const s = this.s, offer = s.info.rematch;
    if (!offer || !s.token) return;
    this.busy = true;
    this.redraw();
    const nick = this.myNick();
    try {
      /** @type {import("./wire.js").Joined} */
      const joined = await api("POST", `/api/tables/${offer.table}/seats/${offer.seats[s.seat]}`, { nick, tokens: [s.token] });
      seats.set(offer.table, joined.seat, joined.token, nick);
      location.hash = `#/t/${offer.table}`;
    } catch (e) {
      showError(translateError(errorText(e)));
    } finally {
      this.busy = false;
      this.redraw();
    }
  }
}
