// @ts-check
// The signed-in account's seat at a table that this browser does not play:
// it has no token for it, its token was refused, or another device took the
// seat since. "Play here" gives this device the seat (table-seats.js,
// resume); the other device then loses it.

import { seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { me } from "./account.js";
import { awaySeat } from "./table-away.js";

/** @typedef {import("./table.js").TableState} TableState */

/**
 * resumableSeat is the signed-in account's seat at a table still played
 * that this browser may take with "Play here", or -1: none when the
 * browser plays a seat, holds a token, or takes the seat back otherwise
 * (the seat it left, or that a bot plays while it is away).
 * @param {TableState} s
 */
export function resumableSeat(s) {
  const m = me();
  if (!m || s.seat >= 0 || s.token || (s.info.status !== "running" && s.info.status !== "open")) return -1;
  const i = s.info.seats.findIndex((x) => x.account === m.account.id);
  if (i < 0 || awaySeat(s) === i) return -1;
  const held = seats.get(s.info.id);
  return held?.left && held.seat === i ? -1 : i;
}

/**
 * resumePanel offers the account's seat to this device, saying why it is
 * not played here; null when there is none to offer.
 * @param {TableState} s
 * @param {import("./table-seats.js").SeatActions} act
 */
export function resumePanel(s, act) {
  const i = resumableSeat(s);
  if (i < 0) return null;
  return html(
    "div",
    { class: ["join", "resume", s.moved && "moved"] },
    html("p", { class: "resume-why" }, s.moved ? t("rating.movedAway") : t("rating.yourSeat", { n: i + 1 })),
    html("button", { class: "button primary", type: "button", name: "play-here", "data-resume": i, onclick: () => act.resume(i) }, t("rating.playHere")),
  );
}
