// @ts-check
// Handovers in a table's log: a seat given to a bot (its player's time ran
// out, the others voted, the host gave it) or taken back by its player,
// each a line of its own. The boards' telling of a turn never sees them.

import { html } from "./board.js";

/** @typedef {import("./log-turns.js").Step} Step */
/** @typedef {import("./wire.js").Handover} Handover */

/**
 * withoutHandovers are steps with their handover events left out, for a
 * board to tell.
 * @param {Step[]} steps
 * @returns {Step[]}
 */
export function withoutHandovers(steps) {
  return steps.map((s) => (s.events.some((e) => e.type === "handover") ? { ...s, events: s.events.filter((e) => e.type !== "handover") } : s));
}

/**
 * handoverText is a handover in words.
 * @param {Handover} e
 * @param {import("./board.js").Ctx} ctx
 */
export function handoverText(e, ctx) {
  const nick = e.nick || ctx.nick(e.seat);
  const key = "level." + (e.bot || "");
  const named = ctx.t(key);
  const level = named === key ? e.bot || "" : named;
  if (e.to === "person") return ctx.t("log.handover.back", { nick });
  return ctx.t(`log.handover.${e.why === "vote" || e.why === "host" ? e.why : "time"}`, { nick, level });
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
