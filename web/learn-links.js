// @ts-check
// The ways into the lessons: "Learn to play" per game in the lobby, and
// beside a table's rules.

import { html } from "./board.js";
import { t } from "./i18n.js";

/**
 * learnBar is the lobby's line of "Learn to play" links, one a game.
 * @param {string[]} games  the games' names, in the lobby's order
 */
export function learnBar(games) {
  return html(
    "nav",
    { class: "learn-bar", "aria-label": t("learn.link") },
    html("span", {}, t("learn.lobby")),
    games.map((g) => html("a", { class: "button small", href: `#/learn/${g}`, "data-learn-link": g }, t("game." + g))),
  );
}

/**
 * learnLink is a table's "Learn to play" link to its game's lessons.
 * @param {string} game
 */
export function learnLink(game) {
  return html("a", { class: "button small", href: `#/learn/${game}`, "data-learn-link": game }, t("learn.link"));
}
