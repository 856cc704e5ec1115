// @ts-check
// A game's ladder (#/ladder/GAME), a tab per game: each place's player (an
// account linking to its profile, or a bot level), rating and interval,
// rated games and wins; the signed-in account's row marked.

import { ladder } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { errorText, translateError } from "./common.js";
import { games } from "./boards/index.js";
import { me } from "./account.js";
import { gameName, intervalText, playerEl, points } from "./rating.js";

/** @typedef {import("./wire.js").LadderEntry} LadderEntry */

/**
 * showLadder draws the ladder of game into el and returns the page.
 * @param {HTMLElement} el
 * @param {string} game
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showLadder(el, game) {
  if (!games.includes(game)) game = games[0];
  /** @type {LadderEntry[] | null} */
  let entries = null;
  let failure = "";
  try {
    entries = (await ladder(game, 100)).entries || [];
  } catch (e) {
    failure = translateError(errorText(e));
  }
  const draw = () => el.replaceChildren(page(game, entries, failure));
  draw();
  return { relabel: draw };
}

/**
 * page is the ladder with its tabs.
 * @param {string} game
 * @param {LadderEntry[] | null} entries
 * @param {string} failure  why the ladder is missing
 */
function page(game, entries, failure) {
  const tabs = html(
    "nav",
    { class: "tabs ladder-tabs", "aria-label": t("rating.ladderTitle") },
    games.map((g) => html("a", { class: ["tab", g === game && "active"], "aria-current": g === game ? "page" : null, href: "#/ladder/" + g, "data-game": g }, gameName(g))),
  );
  let body;
  if (!entries) body = html("p", { class: "empty" }, failure);
  else if (!entries.length) body = html("p", { class: "empty" }, t("rating.ladderEmpty"));
  else body = html("div", { class: "ladder-wrap" }, table(entries));
  return html(
    "section",
    { class: "panel ladder", "data-game": game },
    html("h1", {}, t("rating.ladderTitle"), " — ", gameName(game)),
    tabs,
    body,
    html("p", { class: "help" }, t("rating.ladderHelp")),
  );
}

/**
 * table is the ladder's places, the best first.
 * @param {LadderEntry[]} entries
 */
function table(entries) {
  const mine = me()?.account.id;
  return html(
    "table",
    { class: "ladder-table" },
    html(
      "thead",
      {},
      html(
        "tr",
        {},
        html("th", { class: "num" }, t("rating.place")),
        html("th", {}, t("rating.player")),
        html("th", { class: "num" }, t("rating.rating")),
        html("th", { class: "num" }, t("rating.games")),
        html("th", { class: "num" }, t("rating.wins")),
      ),
    ),
    html(
      "tbody",
      {},
      entries.map((e) =>
        html(
          "tr",
          { class: [e.player.level && "bot", mine && e.player.account === mine && "me"], "data-place": e.place, "data-player": e.player.nick || "bot:" + e.player.level },
          html("td", { class: "num place" }, e.place),
          html("td", { class: "player" }, playerEl(e.player)),
          html(
            "td",
            { class: "num rating" },
            html("strong", { class: "rating-value", "data-value": points(e.rating.value) }, points(e.rating.value)),
            html("span", { class: "rating-interval" }, intervalText(e.rating)),
          ),
          html("td", { class: "num" }, e.rating.games),
          html("td", { class: "num" }, e.rating.wins),
        ),
      ),
    ),
  );
}
