// @ts-check
// Players who vanish: a seat a bot plays while its person is away (their
// time ran out, or the others voted), which its person takes back with a
// click; and, at a table without a clock, a player silent for long, whom
// the others may vote to a bot.

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { swap } from "./dom.js";
import { errorText, showError, translateError } from "./common.js";

/** @typedef {import("./table.js").TableState} TableState */

/**
 * awaySeat is the seat of this browser's player that a bot plays while
 * they are away, or -1.
 * @param {TableState} s
 */
export function awaySeat(s) {
  const mine = seats.get(s.info.id);
  const i = s.seat >= 0 ? s.seat : mine ? mine.seat : -1;
  return i >= 0 && s.info.seats[i]?.away ? i : -1;
}

/**
 * drawAway fills el with what the viewer is to know of away and silent
 * players: their own seat played by a bot, with the button that takes it
 * back; another player silent for long, with the vote that gives the seat
 * to a bot. It hides when there is nothing to say.
 * @param {HTMLElement} el
 * @param {TableState} s
 * @param {import("./table-seats.js").SeatActions} act
 * @param {import("./table-clock.js").ClockTicker} clocks
 * @param {() => void} redraw
 */
export function drawAway(el, s, act, clocks, redraw) {
  /** @type {HTMLElement[]} */
  const parts = [];
  const mine = awaySeat(s);
  if (mine >= 0 && s.info.status === "running") {
    const nick = seats.get(s.info.id)?.nick || s.info.seats[mine].nick || seats.nick();
    parts.push(html("div", { class: "away-mine" },
      html("p", {}, t("away.mine")),
      html("button", { class: "button primary", type: "button", "data-take-back": mine, onclick: () => act.take(mine, nick) }, t("away.takeBack")),
    ));
  }
  const quiet = s.info.silence;
  if (quiet && s.info.status === "running" && quiet.seat !== mine) parts.push(silence(s, quiet, clocks, redraw));
  swap(el, ...parts);
  el.hidden = !parts.length;
}

/**
 * silence tells how long a player has been silent: to them, that the
 * others may give their seat to a bot; to the others, with the vote and
 * the votes so far.
 * @param {TableState} s
 * @param {import("./wire.js").Silence} quiet
 * @param {import("./table-clock.js").ClockTicker} clocks
 * @param {() => void} redraw
 */
function silence(s, quiet, clocks, redraw) {
  if (quiet.seat === s.seat) return html("div", { class: "silence silence-mine" }, t("away.silentMine"));
  const nick = s.info.seats[quiet.seat]?.nick || t("lobby.seat", { n: quiet.seat + 1 });
  const box = html("div", { class: "silence", "data-silent": quiet.seat }, clocks.silent(nick, quiet.since));
  const voter = s.seat >= 0 && s.token && s.info.seats[s.seat]?.kind === "person";
  if (!voter) return box;
  const of = s.info.seats.filter((x, i) => i !== quiet.seat && x.kind === "person").length;
  const voted = quiet.votes.includes(s.seat);
  const early = Date.parse(quiet.vote_from) > clocks.now();
  box.append(
    html("button", {
      class: "button small", type: "button", "data-vote": quiet.seat, disabled: voted || early,
      onclick: () => vote(s, quiet.seat, redraw),
    }, voted ? t("away.voted") : t("away.vote")),
    html("span", { class: "votes" }, t("away.votes", { n: quiet.votes.length, of })),
  );
  return box;
}

/**
 * vote gives the viewer's vote to hand a silent seat to a bot.
 * @param {TableState} s
 * @param {number} seat
 * @param {() => void} redraw
 */
async function vote(s, seat, redraw) {
  try {
    s.info = await api("POST", `/api/tables/${s.info.id}/seats/${seat}/vote`, undefined, s.token);
    redraw();
  } catch (e) {
    showError(translateError(errorText(e)));
  }
}
