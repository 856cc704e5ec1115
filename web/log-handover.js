// @ts-check
// Handovers in a table's log: a seat given to a bot (its player's time ran
// out, the others voted, the host gave it) or taken back by its player,
// each a line of its own. The boards' telling of a turn never sees them
// (boardSteps in log-turns.js).

import { html } from "./board.js";

/** @typedef {import("./log-turns.js").Step} Step */
/** @typedef {import("./wire.js").Handover} Handover */

/**
 * handoverText is a handover in words.
 * @param {Handover} e
 * @param {import("./board.js").Ctx} ctx
 */
export function handoverText(e, ctx) {
  const nick = e.nick || ctx.nick(e.seat);
  if (e.to === "person") return ctx.t("log.handover.back", { nick });
  const why = e.why === "vote" || e.why === "host" ? e.why : "time";
  // An entry stored before handovers named the level says only "a bot":
  // its spec names the engine's bot, which is no level.
  if (!e.level) return ctx.t(`log.handover.${why}.any`, { nick });
  return ctx.t(`log.handover.${why}`, { nick, level: ctx.t("level." + e.level) });
}

/**
 * withHandovers adds to a turn's lines one for each handover among its
 * steps, in the order played.
 * @param {HTMLElement[]} lines  the turn's lines, each with data-from
 * @param {Step[]} steps  the turn's steps
 * @param {import("./board.js").Ctx} ctx
 * @returns {HTMLElement[]}
 */
export function withHandovers(lines, steps, ctx) {
  const more = [];
  for (const s of steps) {
    for (const e of s.events) {
      if (e.type !== "handover") continue;
      const h = /** @type {Handover} */ (/** @type {unknown} */ (e));
      more.push(html("li", { class: ["log-line", "log-handover", "handover-" + h.to], "data-event": "handover", "data-from": s.version, "data-to": s.version },
        handoverText(h, ctx)));
    }
  }
  if (!more.length) return lines;
  return [...lines, ...more].sort((a, b) => Number(a.dataset.from) - Number(b.dataset.from));
}
