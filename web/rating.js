// @ts-check
// Ratings as the pages show them: whole points, the interval, a change
// with its sign, a player's name (an account links to its profile, a bot
// level is named in the reader's language), and the mark of a rated table.

import { html } from "./board.js";
import { lang, t } from "./i18n.js";

/** @typedef {import("./wire.js").Rating} Rating */

/**
 * points is a rating's figure as shown: whole points.
 * @param {number} x
 */
export function points(x) {
  return Math.round(x);
}

/**
 * intervalText is a rating's interval, low–high.
 * @param {{low: number, high: number}} r
 */
export function intervalText(r) {
  return `${points(r.low)}–${points(r.high)}`;
}

/**
 * signed is a difference with its sign: +23, −5, ±0.
 * @param {number} d
 */
export function signed(d) {
  return d > 0 ? "+" + d : d < 0 ? "−" + -d : "±0";
}

/**
 * changeText is a rating's change: before → after (difference), in whole
 * points, the difference being that of the figures shown.
 * @param {{value: number}} before
 * @param {{value: number}} after
 */
export function changeText(before, after) {
  const b = points(before.value), a = points(after.value);
  return t("rating.change", { before: b, after: a, diff: signed(a - b) });
}

/**
 * changeEl is a rating's change, coloured by its direction.
 * @param {{value: number}} before
 * @param {{value: number}} after
 */
export function changeEl(before, after) {
  const d = points(after.value) - points(before.value);
  return html("span", { class: ["rating-change", d > 0 ? "up" : d < 0 ? "down" : "same"], "data-before": points(before.value), "data-after": points(after.value) }, changeText(before, after));
}

/**
 * profileHref is the address of a nickname's profile.
 * @param {string} nick
 */
export function profileHref(nick) {
  return "#/p/" + encodeURIComponent(nick);
}

/**
 * levelName is a bot level's name in the reader's language, or as the
 * server calls it.
 * @param {string} level
 */
export function levelName(level) {
  const key = "level." + level;
  const s = t(key);
  return s === key ? level : s;
}

/**
 * playerEl names a ladder's player: an account's nickname linking to its
 * profile, or a bot level.
 * @param {import("./wire.js").Player} p
 */
export function playerEl(p) {
  if (p.nick) return html("a", { class: "player-link", href: profileHref(p.nick) }, p.nick);
  return html("span", { class: "player-bot" }, t("seat.bot", { level: levelName(p.level || "") }));
}

/** ratedBadge is the mark of a rated table. */
export function ratedBadge() {
  return html("span", { class: "rated-badge", title: t("rating.ratedHelp") }, t("rating.rated"));
}

/**
 * gameName is a game's name in the reader's language.
 * @param {string} game
 */
export function gameName(game) {
  return t("game." + game);
}

/**
 * dateText is a day in the reader's language.
 * @param {string} iso
 */
export function dateText(iso) {
  return new Date(iso).toLocaleDateString(lang(), { day: "numeric", month: "short", year: "numeric" });
}
