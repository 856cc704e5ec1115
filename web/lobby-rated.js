// @ts-check
// The create form's "Rated" box: offered to a signed-in creator only (a
// guest is told why not). Ticking it picks a clock when none is chosen and
// turns the hints off, as a rated table wants; each bot level then plays
// one seat at most. Every level choice shows the level's rating, and the
// level nearest the signed-in player's own rating in the game (a newcomer's
// 1500 before any rated game) is marked, to pick an opponent of one's
// strength.

import { html } from "./board.js";
import { t } from "./i18n.js";
import { me } from "./account.js";
import { profile } from "./api.js";
import { choices } from "./lobby-clock.js";
import { levelName, points } from "./rating.js";

/**
 * What the box reads and changes in the form.
 * @typedef {{rated: boolean, clock: string, hints: boolean | null}} RatedForm
 */

// ratedClock is the clock a rated table gets when none was chosen: the
// first live one offered.
const ratedClock = choices[1];

/**
 * ratedField is the form's "Rated" box; redraw draws the form afresh when
 * it changes what the form offers.
 * @param {RatedForm} f
 * @param {() => void} redraw
 */
export function ratedField(f, redraw) {
  const signedIn = !!me();
  if (!signedIn) f.rated = false;
  const box = html("input", {
    type: "checkbox",
    name: "rated",
    checked: f.rated,
    disabled: !signedIn,
    onchange: (e) => {
      f.rated = /** @type {HTMLInputElement} */ (e.currentTarget).checked;
      if (f.rated) {
        if (f.clock === "none") f.clock = ratedClock;
        f.hints = false;
      }
      redraw();
    },
  });
  return html(
    "label",
    { class: ["field", "check", "rated-field", !signedIn && "off"] },
    html("span", {}, t("rating.option")),
    box,
    html("small", { class: "help" }, t(signedIn ? "rating.optionHelp" : "rating.signInFirst")),
  );
}

// newcomer is where a player stands before any rated game.
const newcomer = 1500;

// mine holds the signed-in player's ratings by game, once read, for the
// nickname asked.
/** @type {{nick: string, ratings: Record<string, number>} | null} */
let mine = null;

/**
 * readMyRatings reads the signed-in player's ratings once per nickname,
 * then calls redraw.
 * @param {() => void} redraw
 */
export function readMyRatings(redraw) {
  const m = me();
  if (!m || mine?.nick === m.account.nick) return;
  const nick = m.account.nick;
  mine = { nick, ratings: {} };
  profile(nick)
    .then((p) => {
      if (mine?.nick !== nick) return;
      for (const g of p.games) if (g.rating) mine.ratings[g.game] = g.rating.value;
      redraw();
    })
    .catch(() => {});
}

/**
 * nearestLevel is the level of g whose rating is nearest the signed-in
 * player's in g; "" for a guest or a game whose levels are not rated.
 * @param {import("./wire.js").GameInfo | undefined} g
 */
function nearestLevel(g) {
  const m = me();
  if (!m || !g?.level_ratings) return "";
  const own = (mine?.nick === m.account.nick && mine.ratings[g.name]) || newcomer;
  let best = "";
  for (const [level, r] of Object.entries(g.level_ratings)) {
    if (!best || Math.abs(r.value - own) < Math.abs(g.level_ratings[best].value - own)) best = level;
  }
  return best;
}

/**
 * levelLabel names a bot level with its rating when it has one: "hard ·
 * 1620", marked when it is the level nearest the player's own rating.
 * @param {import("./wire.js").GameInfo | undefined} g
 * @param {string} level
 */
export function levelLabel(g, level) {
  const r = g?.level_ratings?.[level];
  if (!r) return levelName(level);
  const label = t("rating.level", { level: levelName(level), rating: points(r.value) });
  return level === nearestLevel(g) ? t("rating.nearest", { label }) : label;
}

/**
 * levelTaken tells whether, at a rated table, another seat than i has the
 * bot of level already: a level plays one seat of a rated table.
 * @param {{rated: boolean, seats: string[]}} f
 * @param {number} i
 * @param {string} level
 */
export function levelTaken(f, i, level) {
  return f.rated && f.seats.some((k, j) => j !== i && k === "bot:" + level);
}
