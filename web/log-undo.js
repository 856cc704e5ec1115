// @ts-check
// Undos in a table's log: a line where a player took a move back, and the
// line of the move taken back struck through (it stays, since others saw
// it played).

import { html } from "./board.js";

/** @typedef {import("./log-turns.js").Step} Step */

/**
 * undoneVersions are the versions of the moves taken back among steps.
 * @param {Iterable<Step>} steps
 * @returns {Set<number>}
 */
function undoneVersions(steps) {
  const out = new Set();
  for (const s of steps) for (const e of s.events || []) if (e.type === "undone") out.add(Number(e.undoes));
  return out;
}

/**
 * withUndos adds to a turn's lines one for each undo among its steps, and
 * keeps them in the order played.
 * @param {HTMLElement[]} lines  the turn's lines, each with data-from
 * @param {Step[]} steps  the turn's steps
 * @param {import("./board.js").Ctx} ctx
 * @returns {HTMLElement[]}
 */
export function withUndos(lines, steps, ctx) {
  const undos = [];
  for (const s of steps) {
    for (const e of s.events || []) {
      if (e.type !== "undone") continue;
      undos.push(html("li", { class: "log-line log-undo", "data-event": "undone", "data-from": s.version, "data-to": s.version },
        ctx.t("log.undone", { nick: ctx.nick(Number(e.seat)) })));
    }
  }
  if (!undos.length) return lines;
  return [...lines, ...undos].sort((a, b) => Number(a.dataset.from) - Number(b.dataset.from));
}

/**
 * markUndone strikes through the lines of the moves taken back.
 * @param {HTMLElement} list  the log's list
 * @param {Iterable<Step>} steps  every step the log knows
 */
export function markUndone(list, steps) {
  const undone = undoneVersions(steps);
  for (const line of list.querySelectorAll(".log-line:not(.log-undo)")) {
    if (!(line instanceof HTMLElement)) continue;
    line.classList.toggle("log-undone", undone.has(Number(line.dataset.from)));
  }
}
