// @ts-check
// A rating's history as an inline SVG chart: the value after each rated
// game as a line over the band of its interval, the values on the left
// axis and the games' dates below.

import { svg } from "./board.js";
import { lang, t } from "./i18n.js";
import { intervalText, points } from "./rating.js";

/**
 * One point of the chart: its label below the axis ("" for none), the
 * rating's value and interval, and what its tooltip says.
 * @typedef {{label: string, value: number, low: number, high: number, title: string}} Point
 */

// The chart's size in its own units, and the room kept for the axes' labels.
const W = 420, H = 200;
const left = 44, right = 10, top = 10, bottom = 28;

/**
 * ratingChart draws a rating's history, oldest first, after the rating it
 * started from (start, when known).
 * @param {import("./wire.js").RatingPoint[]} history
 * @param {{value: number, low: number, high: number} | null} start
 * @returns {SVGSVGElement}
 */
export function ratingChart(history, start) {
  /** @type {Point[]} */
  const pts = history.map((h) => {
    const day = shortDate(h.at);
    return { label: day, value: h.value, low: h.low, high: h.high, title: `${day}: ${points(h.value)} (${intervalText(h)})` };
  });
  if (start) pts.unshift({ label: t("rating.start"), ...start, title: `${t("rating.start")}: ${points(start.value)} (${intervalText(start)})` });
  const [lo, hi, step] = scale(Math.min(...pts.map((p) => p.low)), Math.max(...pts.map((p) => p.high)));
  const plotW = W - left - right, plotH = H - top - bottom;
  /** @param {number} i */
  const x = (i) => left + (pts.length === 1 ? plotW / 2 : (i * plotW) / (pts.length - 1));
  /** @param {number} v */
  const y = (v) => top + ((hi - v) * plotH) / (hi - lo);
  const ticks = [];
  for (let v = lo; v <= hi + 1e-9; v += step) ticks.push(v);
  const band = [...pts.map((p, i) => `${x(i)},${y(p.high)}`), ...pts.map((p, i) => `${x(i)},${y(p.low)}`).reverse()].join(" ");
  const line = pts.map((p, i) => `${x(i)},${y(p.value)}`).join(" ");
  return svg(
    "svg",
    { class: "rating-chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("rating.chart") },
    svg("title", {}, t("rating.chart")),
    ticks.map((v) =>
      svg("g", { class: "chart-tick" },
        svg("line", { x1: left, x2: W - right, y1: y(v), y2: y(v), class: "chart-grid" }),
        svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", class: "chart-label" }, String(v)),
      ),
    ),
    svg("line", { x1: left, x2: left, y1: top, y2: H - bottom, class: "chart-axis" }),
    svg("line", { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: "chart-axis" }),
    pts.length > 1
      ? svg("polygon", { points: band, class: "chart-band" })
      : svg("line", { x1: x(0), x2: x(0), y1: y(pts[0].high), y2: y(pts[0].low), class: "chart-bar" }),
    pts.length > 1 ? svg("polyline", { points: line, class: "chart-line" }) : null,
    pts.map((p, i) => svg("circle", { cx: x(i), cy: y(p.value), r: 3.5, class: "chart-dot", "data-value": points(p.value) }, svg("title", {}, p.title))),
    xLabels(pts).map((i) => svg("text", { x: x(i), y: H - bottom + 17, "text-anchor": anchor(i, pts.length), class: "chart-label" }, pts[i].label)),
  );
}

/**
 * scale is the chart's range of values, rounded out to a step that gives
 * four to six lines, and that step.
 * @param {number} min
 * @param {number} max
 * @returns {[number, number, number]}
 */
function scale(min, max) {
  const span = Math.max(max - min, 40);
  const step = [10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => span / s <= 5) || 1000;
  const lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  if (hi === lo) hi = lo + step;
  return [lo, hi, step];
}

/**
 * xLabels picks the points labelled below the axis: at most six, spread
 * out, the first and last always; of points labelled alike (games of the
 * same day) the latest alone.
 * @param {Point[]} pts
 */
function xLabels(pts) {
  const n = pts.length;
  const every = Math.max(1, Math.ceil((n - 1) / 5));
  const picked = [];
  for (let i = 0; i < n - 1; i += every) picked.push(i);
  if (picked.length > 1 && n - 1 - picked[picked.length - 1] < every) picked.pop();
  picked.push(n - 1);
  /** @type {number[]} */
  const out = [];
  for (const i of picked) {
    if (out.length && pts[out[out.length - 1]].label === pts[i].label) out.pop();
    out.push(i);
  }
  return out;
}

/**
 * anchor keeps the first and last labels within the chart.
 * @param {number} i
 * @param {number} n
 */
function anchor(i, n) {
  if (n === 1) return "middle";
  return i === 0 ? "start" : i === n - 1 ? "end" : "middle";
}

/**
 * shortDate is a day and month in the reader's language.
 * @param {string} iso
 */
function shortDate(iso) {
  return new Date(iso).toLocaleDateString(lang(), { day: "numeric", month: "short" });
}
