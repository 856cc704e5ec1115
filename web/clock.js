// @ts-check
// A table's clock in words: a clock as chosen ("30 s + 5 min", "2 days per
// move"), a seat's time left at a given moment, and spans of time. No DOM:
// table-clock.js draws and ticks them.

import { plural, t } from "./i18n.js";

/** @typedef {import("./wire.js").ClockSpec} ClockSpec */
/** @typedef {import("./wire.js").ClockInfo} ClockInfo */

// lowLive and lowTurn are how little time left is warned of, in ms.
const lowLive = 30_000;
const lowTurn = 6 * 3600_000;

/**
 * span is a number of seconds as a person reads it: "30 s", "5 min",
 * "1 min 30 s", "2 h".
 * @param {number} secs
 */
export function span(secs) {
  const h = Math.floor(secs / 3600), m = Math.floor((secs % 3600) / 60), s = secs % 60;
  const parts = [];
  if (h) parts.push(t("time.h", { n: h }));
  if (m) parts.push(t("time.min", { n: m }));
  if (s || !parts.length) parts.push(t("time.s", { n: s }));
  return parts.join(" ");
}

/**
 * days is a number of days with its noun: "1 day", "7 days".
 * @param {number} n
 */
export function days(n) {
  return t(plural(n, ["time.days.one", "time.days.few", "time.days.many"]), { n });
}

/**
 * clockLabel names a clock as chosen: "30 s + 5 min", "2 days per move",
 * or "" for none.
 * @param {ClockSpec | null | undefined} c
 */
export function clockLabel(c) {
  if (c?.kind === "live") return t("clock.liveLabel", { move: span(c.per_move || 0), reserve: span(c.reserve || 0) });
  if (c?.kind === "turn") return t("clock.turnLabel", { days: days(c.days || 1) });
  return "";
}

/**
 * ticking is a countdown in minutes and seconds ("4:05", "1:02:09"),
 * rounded up so that 0:00 shows only once the time is out.
 * @param {number} ms
 */
export function ticking(ms) {
  const all = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(all / 3600), m = Math.floor((all % 3600) / 60), s = all % 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * long is a long span in its two largest units: "2 d 5 h", "5 h 12 min",
 * "12 min", "40 s".
 * @param {number} ms
 */
export function long(ms) {
  const mins = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(mins / 1440), h = Math.floor((mins % 1440) / 60), m = mins % 60;
  if (d) return [t("time.d", { n: d }), h ? t("time.h", { n: h }) : ""].filter(Boolean).join(" ");
  if (h) return [t("time.h", { n: h }), m ? t("time.min", { n: m }) : ""].filter(Boolean).join(" ");
  if (m) return t("time.min", { n: m });
  return t("time.s", { n: Math.max(0, Math.floor(ms / 1000)) });
}

/**
 * A seat's clock at a moment: its text, whether its time runs, whether
 * little is left, what the text counts, and the time left before the
 * seat's time runs out (ms).
 * @typedef {{text: string, running: boolean, low: boolean, title: string, left: number}} SeatTime
 */

/**
 * seatTime is seat's clock at now (the server's time, in ms), or null when
 * there is nothing to show (a turn-based clock not running for it).
 * @param {ClockInfo} c
 * @param {number} seat
 * @param {number} now
 * @returns {SeatTime | null}
 */
export function seatTime(c, seat, now) {
  const running = c.seat === seat && !!c.deadline;
  const reserve = c.reserves?.[seat] ?? 0;
  if (c.kind === "turn") {
    if (!running) return null;
    const left = Date.parse(c.deadline || "") - now;
    return { text: long(left), running, low: left < lowTurn, title: t("clock.turnLeft"), left };
  }
  if (!running) return { text: ticking(reserve), running, low: false, title: t("clock.reserve"), left: reserve };
  const moveEnd = c.move_deadline ? Date.parse(c.move_deadline) : 0;
  if (moveEnd > now) {
    const left = moveEnd - now + reserve;
    return { text: `${ticking(moveEnd - now)} + ${ticking(reserve)}`, running, low: left < lowLive, title: t("clock.moveTime"), left };
  }
  const left = Date.parse(c.deadline || "") - now;
  return { text: ticking(left), running, low: left < lowLive, title: t("clock.reserveRunning"), left };
}
