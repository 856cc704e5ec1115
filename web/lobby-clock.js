// @ts-check
// The create form's clock and hints: no clock; a live clock, a time per
// move then a reserve (two presets, or the creator's own); a turn-based
// clock of days per move; and whether the table offers hints (by default
// when a seat is a bot's). A rated table has a clock and no hints.

import { html } from "./board.js";
import { t } from "./i18n.js";
import { valueOf } from "./common.js";
import { clockLabel, days } from "./clock.js";

/**
 * What the clock's fields read and change in the form: the choice (one of
 * choices), the creator's own live clock (seconds per move, minutes of
 * reserve), the hints (null: the default), the seats' kinds and whether
 * the table is rated.
 * @typedef {{clock: string, perMove: number, reserve: number, hints: boolean | null, seats: string[], rated?: boolean}} ClockForm
 */

/** The clocks offered: none, two live presets, the creator's own, days per move. */
export const choices = ["none", "live:30:300", "live:60:600", "live:own", "turn:1", "turn:2", "turn:3", "turn:7"];

/**
 * hintsByDefault tells whether hints are on unless the creator says: when
 * a seat is a bot's, at a table that is not rated.
 * @param {ClockForm} f
 */
export function hintsByDefault(f) {
  return !f.rated && f.seats.some((k) => k.startsWith("bot:"));
}

/**
 * sentClock is the clock the server is sent, or undefined for none.
 * @param {ClockForm} f
 * @returns {import("./wire.js").ClockSpec | undefined}
 */
export function sentClock(f) {
  const [kind, a, b] = f.clock.split(":");
  if (kind === "turn") return { kind: "turn", days: Number(a) };
  if (kind !== "live") return undefined;
  if (a === "own") return { kind: "live", per_move: f.perMove, reserve: f.reserve * 60 };
  return { kind: "live", per_move: Number(a), reserve: Number(b) };
}

/**
 * choiceLabel names a choice of clock.
 * @param {string} c
 */
function choiceLabel(c) {
  const [kind, a, b] = c.split(":");
  if (kind === "none") return t("clock.none");
  if (kind === "turn") return t("clock.turnChoice", { days: days(Number(a)) });
  if (a === "own") return t("clock.own");
  return t("clock.liveChoice", { label: clockLabel({ kind: "live", per_move: Number(a), reserve: Number(b) }) });
}

/**
 * clockFieldset is the fieldset of the clock and the hints; redraw draws
 * the form afresh when the choice changes what it offers.
 * @param {ClockForm} f
 * @param {() => void} redraw
 * @returns {{el: HTMLElement, hints: HTMLInputElement}}  the fieldset and its hints box, which follows the seats
 */
export function clockFieldset(f, redraw) {
  const select = html("select", { name: "clock", onchange: (e) => { f.clock = valueOf(e); redraw(); } },
    choices.map((c) => html("option", { value: c, selected: c === f.clock, disabled: f.rated && c === "none" }, choiceLabel(c))));
  /**
   * @param {string} name
   * @param {string} label
   * @param {number} value
   * @param {number} min
   * @param {number} max
   * @param {(n: number) => void} set
   */
  const number = (name, label, value, min, max, set) =>
    html("label", { class: "field" }, html("span", {}, label),
      html("input", { type: "number", name, value, min, max, step: 1, oninput: (e) => {
        const n = Math.round(Number(valueOf(e)));
        if (Number.isFinite(n)) set(Math.min(max, Math.max(min, n)));
      } }));
  const own = f.clock === "live:own"
    ? html("div", { class: "clock-own" },
      number("clock-move", t("clock.perMove"), f.perMove, 5, 3600, (n) => (f.perMove = n)),
      number("clock-reserve", t("clock.reserveMinutes"), f.reserve, 0, 180, (n) => (f.reserve = n)))
    : null;
  const hints = html("input", { type: "checkbox", name: "hints", checked: !f.rated && (f.hints ?? hintsByDefault(f)), disabled: !!f.rated,
    onchange: (e) => (f.hints = /** @type {HTMLInputElement} */ (e.currentTarget).checked) });
  const el = html("fieldset", { class: "clock-choice" }, html("legend", {}, t("clock.legend")),
    html("label", { class: "field" }, html("span", {}, t("clock.kind")), select, html("small", { class: "help" }, t("clock.help"))),
    own,
    html("label", { class: "field check" }, html("span", {}, t("hint.option")), hints, html("small", { class: "help" }, t("hint.optionHelp"))),
  );
  return { el, hints };
}
