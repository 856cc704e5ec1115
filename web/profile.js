// @ts-check
// A player's profile (#/p/NICK): the nickname and since when the account
// exists; per game the tables played, won and rated, the rating with its
// interval and its history as a chart; and the latest tables, each with
// the place, the rating's change and the replay.

import { profile } from "./api.js";
import { html } from "./board.js";
import { lang, t } from "./i18n.js";
import { accountMark, errorText, translateError } from "./common.js";
import { ratingChart } from "./rating-chart.js";
import { changeEl, dateText, gameName, intervalText, points, ratedBadge } from "./rating.js";

/** @typedef {import("./wire.js").Profile} Profile */
/** @typedef {import("./wire.js").GameStats} GameStats */
/** @typedef {import("./wire.js").Finished} Finished */

/**
 * showProfile draws the profile of nick into el and returns the page.
 * @param {HTMLElement} el
 * @param {string} nick
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showProfile(el, nick) {
  /** @type {Profile} */
  let p;
  try {
    p = await profile(nick);
  } catch (e) {
    const status = /** @type {{status?: number}} */ (e).status;
    const say = () => el.replaceChildren(html("p", { class: "panel empty" }, status === 404 ? t("rating.notFound", { nick }) : translateError(errorText(e))));
    say();
    return { relabel: say };
  }
  const draw = () => el.replaceChildren(page(p));
  draw();
  return { relabel: draw };
}

/**
 * page is the whole profile.
 * @param {Profile} p
 */
function page(p) {
  return html(
    "div",
    { class: "profile", "data-nick": p.account.nick },
    html(
      "section",
      { class: "panel profile-head" },
      html("h1", {}, accountMark(), " ", p.account.nick),
      html("p", { class: "help" }, t("rating.memberSince", { date: dateText(p.created) })),
    ),
    p.games.length
      ? html("div", { class: "profile-games" }, p.games.map((g) => gamePanel(g, p.recent)))
      : html("p", { class: "panel empty" }, t("rating.noGames")),
    recentPanel(p.recent),
  );
}

/**
 * gamePanel is the account's record in one game, with its rating's chart.
 * @param {GameStats} g
 * @param {Finished[]} recent  to find the rating the history started from
 */
function gamePanel(g, recent) {
  const r = g.rating;
  const first = g.history[0];
  const before = first ? recent.find((f) => f.table === first.table)?.before : undefined;
  return html(
    "section",
    { class: "panel profile-game", "data-game": g.game },
    html(
      "header",
      { class: "profile-game-head" },
      html("span", { class: ["game-badge", "game-" + g.game] }, gameName(g.game)),
      r
        ? html("span", { class: "profile-rating" }, html("strong", { class: "rating-value", "data-value": points(r.value) }, points(r.value)), " ", html("span", { class: "rating-interval", title: t("rating.interval") }, intervalText(r)))
        : html("span", { class: "help" }, t("rating.noRating")),
    ),
    html(
      "dl",
      { class: "profile-stats" },
      stat(t("rating.played"), g.played, "played"),
      stat(t("rating.won"), g.won, "won"),
      stat(t("rating.ratedGames"), g.rated, "rated"),
    ),
    g.history.length ? ratingChart(g.history, before ? { value: before.value, low: before.low, high: before.high } : null) : null,
  );
}

/**
 * stat is one figure of a game's record.
 * @param {string} label
 * @param {number} n
 * @param {string} name
 */
function stat(label, n, name) {
  return html("div", { class: "profile-stat", "data-stat": name }, html("dt", {}, label), html("dd", {}, n));
}

/**
 * recentPanel lists the latest finished tables.
 * @param {Finished[]} recent
 */
function recentPanel(recent) {
  return html(
    "section",
    { class: "panel profile-recent" },
    html("h2", {}, t("rating.recent")),
    recent.length ? html("ul", { class: "table-list" }, recent.map(recentRow)) : html("p", { class: "empty" }, t("rating.noRecent")),
  );
}

/**
 * recentRow is one finished table: the game, when, the place among the
 * players, the rating's change and the replay.
 * @param {Finished} f
 */
function recentRow(f) {
  const when = new Date(f.at).toLocaleString(lang(), { dateStyle: "medium", timeStyle: "short" });
  return html(
    "li",
    { class: ["table-row", "recent-row", f.place === 1 && "won"], "data-table": f.table },
    html("span", { class: ["game-badge", "game-" + f.game] }, gameName(f.game)),
    f.rated ? ratedBadge() : null,
    html("time", { class: "recent-when", datetime: f.at }, when),
    html("span", { class: "recent-place", "data-place": f.place }, t("rating.placeOf", { place: ordinal(f.place), players: f.players })),
    f.before && f.after ? changeEl(f.before, f.after) : html("span", { class: "rating-change none" }),
    html("span", { class: "row-actions" }, html("a", { class: "button small", href: `#/r/${f.table}` }, t("rating.replay"))),
  );
}

/**
 * ordinal is a place as words count it: 1st, 2nd… (in Russian the text
 * adds the ending).
 * @param {number} n
 */
function ordinal(n) {
  if (lang() !== "en") return String(n);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] || "th";
  return n + suffix;
}
