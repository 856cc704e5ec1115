// @ts-check
// A course's last lesson: a short game against the bots it names, started
// as a table (POST /api/tables) with the learner's seat and hints on.

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { errorText, showError, translateError } from "./common.js";
import { me } from "./account.js";
import { markDone } from "./learn-progress.js";

/** @typedef {import("./learn-course.js").Course} Course */
/** @typedef {import("./learn-course.js").Lesson} Lesson */

/**
 * matchPanel offers a match lesson's game: the bots it names and the
 * button that starts it.
 * @param {Course} c
 * @param {Lesson} l
 */
export function matchPanel(c, l) {
  const bots = (l.match?.bots || []).map((b) => t("seat.bot", { level: t("level." + b) })).join(", ");
  return html(
    "div",
    { class: "learn-actions" },
    html("button", { type: "button", class: "button primary", "data-learn-match": "", onclick: (e) => start(c, l, /** @type {HTMLButtonElement} */ (e.currentTarget)) }, t("learn.match", { bots })),
    l.match?.hints ? html("p", { class: "learn-match-hint" }, t("learn.matchHint")) : null,
  );
}

/**
 * start creates the lesson's table, the learner seated and the bots in the
 * other seats, and opens it. The lesson counts as done once its game starts.
 * @param {Course} c
 * @param {Lesson} l
 * @param {HTMLButtonElement} button
 */
async function start(c, l, button) {
  const bots = [...(l.match?.bots || [])];
  const nick = me()?.account.nick || seats.nick() || t("learn.nick");
  const body = {
    game: c.game,
    players: l.setup.players,
    options: l.setup.options || {},
    seats: Array.from({ length: l.setup.players }, (_, i) => (i === l.seat ? { kind: "person" } : { kind: "bot", bot: bots.shift() || "easy" })),
    join: { seat: l.seat, nick },
    hints: Boolean(l.match?.hints),
  };
  button.disabled = true;
  try {
    const created = await api("POST", "/api/tables", body);
    seats.setHost(created.table.id, created.host_token);
    seats.set(created.table.id, created.joined.seat, created.joined.token, nick);
    markDone(c.game, l.id);
    location.hash = `#/t/${created.table.id}`;
  } catch (e) {
    button.disabled = false;
    showError(translateError(errorText(e)));
  }
}
